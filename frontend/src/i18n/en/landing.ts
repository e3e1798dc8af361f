/** Texts of the landing screens (English: the specifications' exact texts). */
export const landing = {} as const;
