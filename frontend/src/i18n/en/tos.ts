/** Texts of the tos screens (English: the specifications' exact texts). */
export const tos = {
  page: {
    title: 'Terms of Service',
  },
} as const;
