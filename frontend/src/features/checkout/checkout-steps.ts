/** The steps of the checkout, shown above the summary, the payment instructions and the payment report. */
export const CHECKOUT_STEPS = ['Configure', 'Review', 'Pay', 'Report payment'] as const;
export const CHECKOUT_STEP = { review: 1, pay: 2, report: 3 } as const;
