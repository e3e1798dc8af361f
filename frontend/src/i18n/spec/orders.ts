/** Keys of the orders area whose English text is a specification text domain also holds. */
export const orders: Readonly<Record<string, string>> = {};
