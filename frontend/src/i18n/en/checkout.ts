/** Texts of the checkout screens (English: the specifications' exact texts). */
export const checkout = {
  steps: {
    label: 'Checkout progress',
    configure: 'Configure',
    review: 'Review',
    pay: 'Pay',
    report: 'Report payment',
  },
  summary: {
    title: 'Configuration Summary',
    subtitle: 'Review your server, apply a coupon if you have one, and place your order.',
    proceed: 'Proceed to Payment',
    creating: 'Creating order…',
    back: 'Back to Configuration',
    noToken: 'No token found',
    signInToPay: 'Please sign in to proceed to payment.',
    signIn: 'Sign in',
  },
  empty: {
    title: 'No Configuration Data',
    text: 'There is no server configuration to review. Choose a server and configure it first.',
    home: 'Go to Home',
  },
  details: {
    kvm: 'KVM virtual server',
    game: 'Game server',
    gameBadge: 'Game',
    specifications: 'Specifications',
    cpuCores: 'CPU cores',
    vcpus: '{count, plural, one {# vCPU} other {# vCPUs}}',
    processor: 'Processor',
    clockSpeed: 'Clock speed',
    clockSpeedValue: '{base} GHz base · {turbo} GHz turbo',
    memory: 'Memory',
    ssd: 'SSD storage',
    ipv4: 'IPv4 addresses',
    bandwidth: 'Bandwidth',
    duration: 'Duration',
    days: '{count, plural, one {# day} other {# days}}',
    os: 'Operating system',
    gameName: 'Game',
    version: 'Version',
    slots: 'Player slots',
  },
  coupon: {
    title: 'Coupon code',
    description: 'Have a promotion code? Apply it before you order.',
    label: 'Coupon code',
    placeholder: 'Enter coupon code',
    apply: 'Apply',
    /** Between the code and its percent: 'ET2018 applied: 10% off'. */
    applied: 'applied:',
    percentOff: '{percent}% off',
    remove: 'Remove',
    /** After 'Remove', for screen readers. */
    removeContext: 'coupon {code}',
    empty: 'Please enter a coupon code',
    invalid: 'Invalid or expired coupon code',
    checkFailed: 'Failed to validate coupon code',
    /** names: the plans the code is for, as a list ('Small, Starter, Newcomer, or Boost'). */
    restricted: 'This coupon code is only valid for {names} service types',
  },
  pricing: {
    title: 'Pricing Summary',
    description: 'One-time payment for {days, plural, one {# day} other {# days}}',
    loading: 'Loading prices',
    planPrice: 'Plan price ({days, plural, one {# day} other {# days}})',
    extras: 'Extra IPv4 and bandwidth',
    durationDiscount: 'Duration discount ({percent}%)',
    subtotal: 'Subtotal',
    coupon: 'Coupon {code} ({percent}%)',
    vat: 'VAT ({percent}%)',
    unavailable:
      'The itemised price could not be loaded. The amount below is your configured estimate; the final amount is confirmed when the order is created.',
    total: 'Total',
    vatIncluded: 'VAT included',
    confirmedByServer: 'Prices are confirmed by our server when your order is created.',
  },
  order: {
    /** message: the server's reason (as it comes) or one of the reasons below. */
    failed: 'Error creating order: {message}',
    notReturned: 'Order creation failed - no order returned from API',
    idMissing: 'Order created but no ID field found in response',
    invalidType: 'Invalid config data type',
  },
  whatsNext: {
    title: 'What happens next?',
    pay: {
      title: 'Pay by CBE or telebirr',
      text: 'The next page shows our account details and the exact amount to transfer.',
      /** When the shop takes online payment (Chapa). */
      titleOnline: 'Pay online, or by CBE or telebirr transfer',
      textOnline:
        "The next page offers online payment on Chapa's secure page (telebirr, CBE Birr, M-Pesa, card), and our account details with the exact amount for a transfer.",
    },
    confirmation: {
      title: 'Payment confirmation within 24 hours',
      text: 'Report your transaction number and we confirm your payment within 24 hours.',
      /** When reported transfers are checked against the bank's receipt by themselves. */
      titleAutomatic: 'Payment confirmation within minutes',
      textAutomatic: 'Report your transaction number and we check it with your bank within minutes.',
      /** With online payment; transfers checked by a person. */
      titleOnline: 'Online payments confirmed within minutes, transfers within 24 hours',
      textOnline:
        'An online payment is confirmed within minutes. For a transfer, report your transaction number: we check it by hand and confirm it within 24 hours.',
      /** With online payment; transfers checked against the bank's receipt by themselves. */
      titleOnlineAutomatic: 'Payment confirmation within minutes',
      textOnlineAutomatic:
        "An online payment is confirmed within minutes. For a transfer, report your transaction number: we check it against your bank's receipt within minutes.",
    },
    provisioning: {
      title: 'Provisioning within 24 hours',
      text: 'Your server is set up within 24 hours of confirmation; you will find it under My Services.',
      /** When a paid order's server is set up by itself (AUTO_PROVISION). */
      titleAutomatic: 'Provisioning within minutes',
      textAutomatic:
        'Your server is set up within minutes of confirmation; you will find it under My Services.',
    },
  },
} as const;
