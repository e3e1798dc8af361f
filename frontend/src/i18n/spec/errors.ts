/** Keys of the errors area whose English text is a specification text domain also holds. */
export const errors: Readonly<Record<string, string>> = {};
