/** Keys of the services area whose English text is a specification text domain also holds. */
export const services: Readonly<Record<string, string>> = {};
