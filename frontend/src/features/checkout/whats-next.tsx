import { Clock, CreditCard, Rocket } from 'lucide-react';
import { useGetPaymentAccountsQuery, type PaymentAccounts } from '../../api';
import { useT } from '../../i18n';

type Step = 'pay' | 'confirmation' | 'provisioning';

/** Each step's texts are checkout.whatsNext.<step>.title and .text, or a variant of them. */
const STEPS = [
  { icon: CreditCard, step: 'pay' },
  { icon: Clock, step: 'confirmation' },
  { icon: Rocket, step: 'provisioning' },
] as const;

type Variant = '' | 'Automatic' | 'Online' | 'OnlineAutomatic';

/**
 * Which wording a step takes (GET /payment-accounts): online payment (Chapa) is named when the
 * shop takes it and is confirmed in minutes; a transfer is confirmed in minutes when the shop
 * checks it against the bank's receipt by itself, else within 24 hours (a person checks it); the
 * server is set up in minutes when the shop does it by itself.
 */
function variantOf(step: Step, accounts: PaymentAccounts | undefined): Variant {
  const online = accounts?.chapa === true;
  if (step === 'pay') return online ? 'Online' : '';
  if (step === 'confirmation') {
    const automatic = accounts?.automation.transferCheck === true;
    if (online) return automatic ? 'OnlineAutomatic' : 'Online';
    return automatic ? 'Automatic' : '';
  }
  return accounts?.automation.provisioning === true ? 'Automatic' : '';
}

/** The 'What happens next?' box of the configuration summary: one story, the one that applies. */
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
        {STEPS.map(({ icon: Icon, step }) => {
          const variant = variantOf(step, accounts);
          return (
            <li key={step} className="flex gap-3">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-info-700 shadow-card">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink">
                  {t(`checkout.whatsNext.${step as 'confirmation'}.title${variant}`)}
                </p>
                <p className="mt-0.5 text-sm text-ink-muted">
                  {t(`checkout.whatsNext.${step as 'confirmation'}.text${variant}`)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
