import { ArrowRight, Gamepad2, Server, Wrench, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, Section } from '../../components/ui';

type Solution = { icon: LucideIcon; title: string; text: string; to: string; cta: string };

const SOLUTIONS: readonly Solution[] = [
  {
    icon: Server,
    title: 'KVM Servers',
    text: 'Virtual servers with dedicated resources, full root access and your choice of Linux or Windows, in four lines from best-value to high-frequency Ryzen.',
    to: '/servers',
    cta: 'Explore KVM servers',
  },
  {
    icon: Gamepad2,
    title: 'Game Servers',
    text: 'Minecraft, Rust, Valheim and more, priced per player slot or per GB of memory, with the version you want preinstalled.',
    to: '/games',
    cta: 'Browse game servers',
  },
  {
    icon: Wrench,
    title: 'Custom Solutions',
    text: 'More cores, more addresses or a setup of your own? Tell us what you need and we will build and price it for you.',
    to: '/contact',
    cta: 'Talk to our team',
  },
];

const STATS = [
  { value: '< 60 min', label: 'Setup time, from payment to a running server' },
  { value: '99.9%', label: 'Uptime SLA on every server' },
  { value: '10+', label: 'Users already hosting with us' },
] as const;

/** What we offer (three cards) and three numbers that back it up. */
export function SolutionsSection() {
  return (
    <Section
      tone="surface"
      eyebrow="Solutions"
      title="Hosting for every project"
      description="From a first website to a busy game world, pick the platform that fits and scale when you grow."
      className="border-b border-line"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {SOLUTIONS.map(({ icon: Icon, title, text, to, cta }) => (
          <li key={title}>
            <Card interactive className="group relative flex h-full flex-col p-6 sm:p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-card bg-brand-600 text-white shadow-card">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{text}</p>
              <Link
                to={to}
                className="focus-ring mt-5 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                {cta}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <dl className="mt-12 grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-3">
        {STATS.map(({ value, label }) => (
          <div key={value} className="flex flex-col-reverse bg-surface px-6 py-6 text-center sm:py-8">
            <dt className="mt-1 text-sm text-ink-muted">{label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
