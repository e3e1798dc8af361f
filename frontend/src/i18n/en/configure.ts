/** Texts of the configure screens (English: the specifications' exact texts). */
export const configure = {} as const;
