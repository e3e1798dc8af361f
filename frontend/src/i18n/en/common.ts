/** Texts shared by many screens (only the layout's owner writes here; every area may read). */
export const common = {
  language: {
    label: 'Language',
    switchTo: 'Switch the language to {language}',
  },
  actions: {
    close: 'Close',
    cancel: 'Cancel',
    back: 'Back',
    tryAgain: 'Try again',
    /** Opens a support ticket about the service or order on the page. */
    getHelp: 'Get help',
    dismiss: 'Dismiss',
    closeMenu: 'Close menu',
  },
  download: {
    failed: 'The download failed. Please try again.',
  },
  /** The VAT-registered seller, shown in the footer and the terms when configured. */
  seller: {
    label: 'Seller',
    tin: 'TIN {tin}',
    vatNumber: 'VAT registration number {vatNumber}',
  },
  copy: {
    copy: 'Copy',
    copied: 'Copied!',
    failed: 'Copy failed',
  },
  status: {
    loading: 'Loading…',
    /** After a finished step's name, for screen readers: 'Configure (done)'. */
    done: '(done)',
  },
  steps: {
    label: 'Progress',
  },
  price: {
    perMonth: '/month',
    per30Days: 'per 30 days',
  },
  units: {
    days: '{count, plural, one {# day} other {# days}}',
  },
} as const;
