import { ArrowRight, Gamepad2, Server, Wrench, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, Section } from '../../components/ui';
import { useT } from '../../i18n';

/** Each solution's texts are landing.solutions.<id>.{title,text,cta}. */
type Solution = { id: 'kvm' | 'games' | 'custom'; icon: LucideIcon; to: string };

const SOLUTIONS: readonly Solution[] = [
  { id: 'kvm', icon: Server, to: '/servers' },
  { id: 'games', icon: Gamepad2, to: '/games' },
  { id: 'custom', icon: Wrench, to: '/contact' },
];

/** Each number's texts are landing.solutions.stats.<id>Value and <id>Label. */
const STATS = ['setup', 'uptime', 'users'] as const;

/** What we offer (three cards) and three numbers that back it up. */
export function SolutionsSection() {
  const t = useT();
  return (
    <Section
      tone="surface"
      eyebrow={t('landing.solutions.eyebrow')}
      title={t('landing.solutions.title')}
      description={t('landing.solutions.description')}
      className="border-b border-line"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {SOLUTIONS.map(({ id, icon: Icon, to }) => (
          <li key={id}>
            <Card interactive className="group relative flex h-full flex-col p-6 sm:p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-card bg-brand-600 text-white shadow-card">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{t(`landing.solutions.${id}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">
                {t(`landing.solutions.${id}.text`)}
              </p>
              <Link
                to={to}
                className="focus-ring mt-5 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                {t(`landing.solutions.${id}.cta`)}
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
        {STATS.map((id) => (
          <div key={id} className="flex flex-col-reverse bg-surface px-6 py-6 text-center sm:py-8">
            <dt className="mt-1 text-sm text-ink-muted">{t(`landing.solutions.stats.${id}Label`)}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
              {t(`landing.solutions.stats.${id}Value`)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
