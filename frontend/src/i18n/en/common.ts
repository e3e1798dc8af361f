/** Texts shared by many screens. */
export const common = {
  language: {
    label: 'Language',
    switchTo: 'Switch the language to {language}',
  },
} as const;
