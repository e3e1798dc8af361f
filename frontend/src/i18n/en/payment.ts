/** Texts of the payment screens (English: the specifications' exact texts). */
export const payment = {} as const;
