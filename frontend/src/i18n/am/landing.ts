import type { Messages } from '../catalogue';
import type { landing as en } from '../en/landing';

export const landing: Messages<typeof en> = {
  hero: {
    badge: 'KVM እና የጌም ሰርቨሮች፣ ዋጋቸው በብር',
    titleLead: 'ለኢትዮጵያ ፈጣንና አስተማማኝ ሰርቨሮች፣',
    titleHighlight: 'በደቂቃዎች ውስጥ ዝግጁ',
    intro: 'ፈጣን ዝግጅት፣ የ{hours} ድጋፍ፣ 99.9% ተገኝነት እና ፈጣን SSD ማከማቻ፤ ዋጋው ከ{price} ይጀምራል።',
    startingPrice: '1500 ብር/በወር',
    highlights: {
      instantSetup: 'ፈጣን ዝግጅት',
      support: 'የ{hours} ድጋፍ',
      uptime: '99.9% ተገኝነት',
      storage: 'SSD ማከማቻ',
    },
    deploy: 'ሰርቨር አሁኑኑ ያስጀምሩ',
    browseGames: 'የጌም ሰርቨሮችን ይመልከቱ',
  },
  console: {
    created: 'የKVM ሰርቨሩ ተፈጥሯል',
    installed: 'Ubuntu 24.04 ተጭኗል',
    addressAssigned: 'የIPv4 አድራሻ ተሰጥቷል',
    running: 'SSH ዝግጁ ነው፤ ሰርቨሩ እየሰራ ነው',
    uptime: 'የተገኝነት ዋስትና (SLA)',
  },
  featured: {
    eyebrow: 'የ2025 ቅናሽ',
    title: 'ተመራጭ የሰርቨር ውቅሮች',
    description: 'ከ2025 ቅናሻችን ተወዳጅ የKVM ጥቅሎች፤ የተለዩ ኮሮች፣ SSD ማከማቻ እና ሰፊ ወርሃዊ የዳታ መጠን ያላቸው።',
    loading: 'ተመራጭ ሰርቨሮች በመጫን ላይ…',
    more: 'ተጨማሪ ኃይል ወይም IPv6 ብቻ ያለው ጥቅል ይፈልጋሉ?',
    compareAll: 'ሁሉንም ሰርቨሮች ያወዳድሩ',
    emptyTitle: 'ተመራጭ ጥቅሎች አሁን አይገኙም',
    emptyText: 'ሁሉም መስመሮችና ጥቅሎች በሰርቨሮች ገጽ ላይ ይገኛሉ።',
    viewAll: 'ሁሉንም ሰርቨሮች ይመልከቱ',
  },
  serverCard: {
    mostPopular: 'በጣም ተመራጭ',
    cores: '{count, plural, one {# የCPU ኮር} other {# የCPU ኮሮች}}',
    memory: '{size} ራም',
    disk: '{size} SSD ማከማቻ',
    traffic: '{amount} የዳታ መጠን',
    configure: 'ሰርቨሩን ያዋቅሩ',
  },
  solutions: {
    eyebrow: 'መፍትሄዎች',
    title: 'ለማንኛውም ፕሮጀክት የሚሆን ሆስቲንግ',
    description: 'ከመጀመሪያው ድረ-ገጽዎ እስከ ትልቅ የጌም ዓለም፣ የሚስማማዎትን ይምረጡ፤ ሲያድጉም ያሳድጉት።',
    kvm: {
      title: 'KVM ሰርቨሮች',
      text: 'የተለዩ ሀብቶች፣ ሙሉ የroot መዳረሻ እና የመረጡት Linux ወይም Windows ያላቸው ቨርቹዋል ሰርቨሮች፤ ከተመጣጣኝ ዋጋ እስከ ከፍተኛ ፍጥነት ያለው Ryzen በአራት መስመሮች።',
      cta: 'የKVM ሰርቨሮችን ያስሱ',
    },
    games: {
      title: 'የጌም ሰርቨሮች',
      text: 'Minecraft፣ Rust፣ Valheim እና ሌሎችም፤ ዋጋው በተጫዋች ቦታ ወይም በGB ራም የሚሰላ፣ የሚፈልጉት ስሪት ተጭኖ የሚቀርብ።',
      cta: 'የጌም ሰርቨሮችን ያስሱ',
    },
    custom: {
      title: 'ልዩ መፍትሄዎች',
      text: 'ተጨማሪ ኮሮች፣ ተጨማሪ አድራሻዎች ወይም የራስዎ ዝግጅት ይፈልጋሉ? የሚያስፈልግዎትን ይንገሩን፤ እኛ ሰርተን ዋጋውን እናቀርብልዎታለን።',
      cta: 'ቡድናችንን ያነጋግሩ',
    },
    stats: {
      setupValue: '< 60 ደቂቃ',
      setupLabel: 'ከክፍያ እስከ ሰርቨሩ መስራት የሚወስደው ጊዜ',
      uptimeValue: '99.9%',
      uptimeLabel: 'በእያንዳንዱ ሰርቨር ላይ የተገኝነት ዋስትና (SLA)',
      usersValue: '10+',
      usersLabel: 'አሁኑኑ ከእኛ ጋር የሚጠቀሙ ደንበኞች',
    },
  },
  games: {
    eyebrow: 'የጌም ሰርቨሮች',
    title: 'ተወዳጅ ጌሞች',
    description: 'ለጓደኞችዎ ወይም ለመላው ማህበረሰብዎ ሰርቨር ያስጀምሩ፤ ዋጋው በተጫዋች ቦታ ወይም በGB ራም ይሰላል።',
    loading: 'ተወዳጅ ጌሞች በመጫን ላይ…',
    seeAll: 'ሁሉንም ጌሞች ይመልከቱ',
    emptyTitle: 'የጌም ሰርቨሮች በቅርቡ ይመጣሉ',
    emptyText: 'የጌም ሰርቨር አቅርቦቶቻችን በመዘጋጀት ላይ ናቸው። በቅርቡ ተመልሰው ይጎብኙ።',
  },
  gameCard: {
    from: '{type, select, slots {ከ{price} ጀምሮ ለአንድ የተጫዋች ቦታ በወር} other {ከ{price} ጀምሮ ለአንድ GB በወር}}',
  },
  closing: {
    eyebrow: 'ሲዘጋጁ እኛም ዝግጁ ነን',
    title: 'ሰርቨርዎን ዛሬውኑ ያስጀምሩ',
    description: 'ከ60 ደቂቃ ባነሰ ጊዜ ይዘጋጃል፤ በCBE ወይም በtelebirr በብር ይክፈሉ፤ እርዳታ ሲያስፈልግዎ ቡድናችንን {hours} ያግኙ።',
    viewPlans: 'የሰርቨር ጥቅሎችን ይመልከቱ',
    contactSales: 'የሽያጭ ቡድኑን ያነጋግሩ',
  },
};
