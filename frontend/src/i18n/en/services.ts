/** Texts of the services screens (English: the specifications' exact texts). */
export const services = {
  myServices: {
    title: 'My Services',
  },
  details: {
    title: 'Service Details',
  },
} as const;
