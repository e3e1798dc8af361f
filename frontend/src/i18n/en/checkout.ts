/** Texts of the checkout screens (English: the specifications' exact texts). */
export const checkout = {} as const;
