/** Texts of the orders screens (English: the specifications' exact texts). */
export const orders = {} as const;
