import { Clock, CreditCard, Rocket } from 'lucide-react';

const STEPS = [
  {
    icon: CreditCard,
    title: 'Pay by CBE or Telebirr',
    text: 'The next page shows our account details and the exact amount to transfer.',
  },
  {
    icon: Clock,
    title: 'Payment confirmation within 24 hours',
    text: 'Report your transaction number and we confirm your payment within 24 hours.',
  },
  {
    icon: Rocket,
    title: 'Provisioning within 24 hours',
    text: 'Your server is set up within 24 hours of confirmation; you will find it under My Services.',
  },
] as const;

/** The 'What happens next?' box of the configuration summary. */
export function WhatsNext() {
  return (
    <section
      aria-labelledby="whats-next"
      className="rounded-card border border-info-200 bg-info-50 p-5 sm:p-6"
    >
      <h2 id="whats-next" className="text-base font-semibold text-info-800">
        What happens next?
      </h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-info-700 shadow-card">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-semibold text-ink">{title}</p>
              <p className="mt-0.5 text-sm text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
