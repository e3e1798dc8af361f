/** Keys of the contact area whose English text is a specification text domain also holds. */
export const contact: Readonly<Record<string, string>> = {};
