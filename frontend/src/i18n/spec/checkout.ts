/** Keys of the checkout area whose English text is a specification text domain also holds. */
export const checkout: Readonly<Record<string, string>> = {};
