import type { Messages } from '../catalogue';
import type { layout as en } from '../en/layout';

export const layout: Messages<typeof en> = {
  skipToContent: 'ወደ ዋናው ይዘት ይለፉ',
  header: {
    home: 'Abay Cloud መነሻ ገጽ',
    mainNav: 'ዋና ማውጫ',
    openMenu: 'ምናሌውን ይክፈቱ',
    menu: 'ምናሌ',
  },
  nav: {
    vpsHosting: 'VPS ሆስቲንግ',
    gameServers: 'የጌም ሰርቨሮች',
    myServices: 'አገልግሎቶቼ',
    myOrders: 'ትዕዛዞቼ',
    support: 'ድጋፍ',
    affiliate: 'አጋርነት',
    admin: 'አስተዳዳሪ',
  },
  account: {
    notifications: 'ማሳወቂያዎች',
    signIn: 'ይግቡ',
    getStarted: 'ይጀምሩ',
    logout: 'ይውጡ',
    signOutEverywhere: 'ከሁሉም ቦታ ይውጡ',
    signOutEverywhereHint: 'ይህንን ጨምሮ በሁሉም መሣሪያዎች ላይ ያሉ መግቢያዎችዎን ያቋርጣል።',
    signOutEverywhereFailed: 'አሁን ከሁሉም ቦታ ማስወጣት አልተቻለም። እባክዎ እንደገና ይሞክሩ።',
    adminBadge: 'አስተዳዳሪ',
  },
  footer: {
    blurb: 'ለኢትዮጵያ የKVM ቨርቹዋል ሰርቨሮች እና የጌም ሰርቨሮች፤ ዋጋቸው በብር፣ ክፍያው በCBE እና በtelebirr በአገር ውስጥ።',
    label: 'ግርጌ',
    company: 'ድርጅት',
    terms: 'የአገልግሎት ውል',
    privacy: 'የግላዊነት ፖሊሲ',
    contact: 'ያግኙን',
    pricing: 'ዋጋ',
    copyright: '© {year} Abay Cloud። መብቱ በሕግ የተጠበቀ ነው።',
    credit: 'በአዲስ አበባ፣ ኢትዮጵያ በጥንቃቄ የተሰራ።',
  },
  vat: {
    label: 'ተ.እ.ታ',
    on: 'በርቷል',
    off: 'ጠፍቷል',
    included: 'የካታሎግ ዋጋዎች ልክ እንደ ክፍያ ድምሮቹ {vatPercent}% ተ.እ.ታን ያካትታሉ።',
    excluded: 'የካታሎግ ዋጋዎች ያለ ተ.እ.ታ ናቸው፤ የክፍያ ድምሮቹ {vatPercent}% ተ.እ.ታን ያካትታሉ።',
  },
  comingSoon: {
    title: 'በቅርቡ ይመጣል!',
    description: 'የጌም ሰርቨር አቅርቦቶቻችን በመዘጋጀት ላይ ናቸው። በቅርቡ ተመልሰው ይጎብኙን!',
    goHome: 'ወደ መነሻ ገጽ',
  },
  accessDenied: {
    title: 'መዳረሻ ተከልክሏል',
    message: 'የአስተዳዳሪ ገጹን ለመክፈት ፈቃድ የለዎትም።',
    goHome: 'ወደ መነሻ ገጽ ይሂዱ',
  },
};
