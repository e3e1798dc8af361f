/** Keys of the auth area whose English text is a specification text domain also holds. */
export const auth: Readonly<Record<string, string>> = {};
