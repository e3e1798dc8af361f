/** Keys of the configure area whose English text is a specification text domain also holds. */
export const configure: Readonly<Record<string, string>> = {};
