/** Texts of the auth screens (English: the specifications' exact texts). */
export const auth = {} as const;
