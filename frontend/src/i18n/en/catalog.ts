/** Texts of the catalog screens (English: the specifications' exact texts). */
export const catalog = {} as const;
