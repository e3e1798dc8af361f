/** Keys of the payment area whose English text is a specification text domain also holds. */
export const payment: Readonly<Record<string, string>> = {};
