/** Texts of the tos screens (English: the specifications' exact texts). */
export const tos = {} as const;
