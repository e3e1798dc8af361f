import { useT } from '../i18n';

/** Where each page stands among the checkout's steps (Configure, Review, Pay, Report payment). */
export const CHECKOUT_STEP = { review: 1, pay: 2, report: 3 } as const;

/**
 * The steps of the checkout, shown above the summary, the payment instructions and the payment
 * report, in the visitor's language, with the accessible name of the list.
 */
export function useCheckoutSteps(): { steps: readonly string[]; label: string } {
  const t = useT();
  return {
    steps: [
      t('checkout.steps.configure'),
      t('checkout.steps.review'),
      t('checkout.steps.pay'),
      t('checkout.steps.report'),
    ],
    label: t('checkout.steps.label'),
  };
}
