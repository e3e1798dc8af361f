/** Texts of the services screens (English: the specifications' exact texts). */
export const services = {} as const;
