/** Texts of the affiliate screens (English: the specifications' exact texts). */
export const affiliate = {
  page: {
    title: 'Affiliate Management',
  },
} as const;
