/** Keys of the tos area whose English text is a specification text domain also holds. */
export const tos: Readonly<Record<string, string>> = {};
