/** Keys of the catalog area whose English text is a specification text domain also holds. */
export const catalog: Readonly<Record<string, string>> = {};
