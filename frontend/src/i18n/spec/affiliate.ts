/** Keys of the affiliate area whose English text is a specification text domain also holds. */
export const affiliate: Readonly<Record<string, string>> = {};
