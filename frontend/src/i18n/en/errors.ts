/** Texts of the errors screens (English: the specifications' exact texts). */
export const errors = {} as const;
