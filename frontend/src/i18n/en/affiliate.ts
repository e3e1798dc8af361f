/** Texts of the affiliate screens (English: the specifications' exact texts). */
export const affiliate = {} as const;
