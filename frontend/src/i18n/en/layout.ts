/** Texts of the layout screens (English: the specifications' exact texts). */
export const layout = {} as const;
