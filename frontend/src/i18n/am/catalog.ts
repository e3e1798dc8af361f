import type { Messages } from '../catalogue';
import type { catalog as en } from '../en/catalog';

export const catalog: Messages<typeof en> = {
  lines: {
    packages: 'ጥቅሎች',
    ipv6Only: 'IPv6 ብቻ',
  },
  gameLabels: {
    memory: 'ራም',
    slot: 'የተጫዋች ቦታ',
    slotRange: '{min} – {max, plural, one {# የተጫዋች ቦታ} other {# የተጫዋች ቦታዎች}}',
  },
  gamesPage: {
    eyebrow: 'ባለብዙ ተጫዋች ሆስቲንግ',
    title: 'የጌም ሰርቨሮች',
    subtitle: 'ማህበረሰብዎ ለሚጫወታቸው ጌሞች ፈጣን ምላሽ የሚሰጡ ሰርቨሮች፤ ክፍያው በየወሩ በብር።',
    searchLabel: 'ጌሞችን ይፈልጉ',
    searchPlaceholder: 'ጌም ይፈልጉ...',
    count: '{count, plural, one {# ጌም} other {# ጌሞች}}',
    listLabel: 'ጌሞች',
    noMatch: 'ከ"{term}" ጋር የሚዛመድ ጌም አልተገኘም',
    noMatchText: 'አጻጻፉን ያረጋግጡ ወይም አጠር ያለ ስም ይሞክሩ።',
    clearSearch: 'ፍለጋውን ያጽዱ',
    empty: 'ምንም ጌም የለም',
    emptyText: 'የጌም ሰርቨር አቅርቦቶች በመዘጋጀት ላይ ናቸው። በቅርቡ ይመለሱ።',
    loading: 'ጌሞች በመጫን ላይ…',
  },
  gameCard: {
    artwork: 'የ{name} ምስል',
    from: 'ከ<price></price> ጀምሮ',
  },
  serversPage: {
    eyebrow: 'VPS ሆስቲንግ',
    title: 'KVM ቨርቹዋል ሰርቨሮች',
    subtitle: 'የራስዎ ኮሮች፣ SSD ማከማቻ እና ሙሉ root መዳረሻ። መስመር ይምረጡ፣ ጥቅል ይምረጡ፣ በደቂቃዎች ውስጥም ያዋቅሩት።',
    linesLabel: 'የሰርቨር መስመሮች',
    searchLabel: 'ሰርቨሮችን ይፈልጉ',
    searchPlaceholder: 'ሰርቨሮችን ይፈልጉ...',
    blurbs: {
      packages: 'የዓመቱ በጣም ተመጣጣኝ ጥቅሎቻችን፣ በIntel Xeon Gold ፕሮሰሰሮች።',
      ipv6Only: 'IPv6 ብቻ የሚጠቀም ኔትወርክ በIntel Xeon Gold ፕሮሰሰሮች፣ ለዘመናዊ ሲስተሞች።',
      intelXeon: 'ለንግድ ሥራ የሚያገለግሉ አስተማማኝ Intel Xeon ሰርቨሮች።',
      ryzen: 'ብዙ አቅም ለሚጠይቁ መተግበሪያዎች ፈጣን AMD Ryzen ኮሮች።',
    },
  },
  serverList: {
    caption: '{line} ሰርቨሮች',
    noMatch: 'ከ"{term}" ጋር የሚዛመድ ሰርቨር አልተገኘም',
    noMatchText: 'ሌላ የጥቅል ስም ይሞክሩ ወይም ሌላ መስመር ይመልከቱ።',
    empty: 'ምንም ሰርቨር የለም',
    emptyText: 'ይህ መስመር አሁን የሚሸጥ ጥቅል የለውም። ሌሎቹን መስመሮች ይመልከቱ።',
    loading: 'ሰርቨሮች በመጫን ላይ…',
  },
  serverTable: {
    server: 'ሰርቨር',
    cpu: 'CPU',
    cores: 'ኮሮች',
    ram: 'ራም',
    storage: 'ማከማቻ',
    bandwidth: 'የዳታ መጠን',
    price: 'ዋጋ',
    actions: 'ተግባራት',
    configure: 'ያዋቅሩ',
    cpuPrefix: 'CPU: ',
  },
};
