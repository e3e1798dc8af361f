import { Clock, CreditCard, Rocket } from 'lucide-react';
import { useGetPaymentAccountsQuery, type Automation } from '../../api';
import { useT } from '../../i18n';

/** Each step's texts are checkout.whatsNext.<step>.title and .text. */
const STEPS = [
  { icon: CreditCard, step: 'pay' },
  { icon: Clock, step: 'confirmation' },
  { icon: Rocket, step: 'provisioning' },
] as const;

/** Which steps the shop does by itself (GET /payment-accounts' automation): those say 'minutes'. */
function automatic(step: (typeof STEPS)[number]['step'], automation: Automation | undefined): boolean {
  if (step === 'confirmation') return automation?.transferCheck === true;
  if (step === 'provisioning') return automation?.provisioning === true;
  return false;
}

/**
 * The 'What happens next?' box of the configuration summary: the spec's waiting times, or minutes
 * for the steps the shop does by itself.
 */
export function WhatsNext() {
  const t = useT();
  const { data: accounts } = useGetPaymentAccountsQuery();
  return (
    <section
      aria-labelledby="whats-next"
      className="rounded-card border border-info-200 bg-info-50 p-5 sm:p-6"
    >
      <h2 id="whats-next" className="text-base font-semibold text-info-800">
        {t('checkout.whatsNext.title')}
      </h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map(({ icon: Icon, step }) => (
          <li key={step} className="flex gap-3">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-info-700 shadow-card">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-semibold text-ink">
                {automatic(step, accounts?.automation)
                  ? t(`checkout.whatsNext.${step as 'provisioning'}.titleAutomatic`)
                  : t(`checkout.whatsNext.${step}.title`)}
              </p>
              <p className="mt-0.5 text-sm text-ink-muted">
                {automatic(step, accounts?.automation)
                  ? t(`checkout.whatsNext.${step as 'provisioning'}.textAutomatic`)
                  : t(`checkout.whatsNext.${step}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
