/** Texts of the site's frame: header, phone menu, footer, VAT switch, Coming Soon, Access Denied. */
export const layout = {
  skipToContent: 'Skip to content',
  header: {
    home: 'Abay Cloud home',
    mainNav: 'Main',
    openMenu: 'Open menu',
    menu: 'Menu',
  },
  nav: {
    vpsHosting: 'VPS Hosting',
    gameServers: 'Game Servers',
    myServices: 'My Services',
    myOrders: 'My Orders',
    support: 'Support',
    affiliate: 'Affiliate',
    admin: 'Admin',
  },
  account: {
    notifications: 'Notifications',
    signIn: 'Sign In',
    getStarted: 'Get Started',
    logout: 'Logout',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereHint: 'Ends your sessions on every device, this one included.',
    signOutEverywhereFailed: 'We could not sign you out everywhere just now. Please try again.',
    adminBadge: 'Admin',
  },
  footer: {
    blurb:
      'KVM virtual servers and game servers for Ethiopia, priced in ETB, with local payment by CBE and telebirr.',
    label: 'Footer',
    company: 'Company',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    contact: 'Contact Us',
    pricing: 'Pricing',
    /** `year` is passed as a string, so it is not grouped ('2,026'). */
    copyright: '© {year} Abay Cloud',
    credit: 'Made with care in Addis Ababa, Ethiopia.',
  },
  vat: {
    label: 'VAT',
    on: 'ON',
    off: 'OFF',
    included: 'Catalog prices include {vatPercent}% VAT, as checkout totals do.',
    excluded: 'Catalog prices without VAT; checkout totals include {vatPercent}% VAT.',
  },
  comingSoon: {
    title: 'Coming Soon!',
    description: 'Our game server offers are being prepared. Check back soon!',
    goHome: 'Go Home',
  },
  accessDenied: {
    title: 'Access Denied',
    message: "You don't have permission to access the admin panel.",
    goHome: 'Go to Home',
  },
} as const;
