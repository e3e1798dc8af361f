/** Keys of the common area whose English text is a specification text domain also holds. */
export const common: Readonly<Record<string, string>> = {};
