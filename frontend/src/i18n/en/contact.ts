/** Texts of the contact screens (English: the specifications' exact texts). */
export const contact = {
  page: {
    title: 'Contact Us',
  },
} as const;
