/** Keys of the landing area whose English text is a specification text domain also holds. */
export const landing: Readonly<Record<string, string>> = {};
