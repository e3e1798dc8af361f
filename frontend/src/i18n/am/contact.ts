import type { Messages } from '../catalogue';
import type { contact as en } from '../en/contact';

export const contact: Messages<typeof en> = {
  page: {
    eyebrow: 'ድጋፍ',
    title: 'ያግኙን',
    subtitle:
      'ስለ ሰርቨር፣ ትዕዛዝ ወይም ክፍያ ጥያቄ አለዎት? ይጻፉልን ወይም ከቡድናችን ጋር ይወያዩ። ለእያንዳንዱ ኢሜይል በ24 ሰዓት ውስጥ መልስ እንሰጣለን።',
  },
  channels: {
    label: 'የምናገኝባቸው መንገዶች',
    email: {
      title: 'የኢሜይል ድጋፍ',
      text: 'በማንኛውም ሰዓት ይጻፉልን። በ24 ሰዓት ውስጥ እንመልሳለን።',
    },
    chat: {
      title: 'የቻት ድጋፍ',
      text: 'የቻት ድጋፍ በቴሌግራም፣ በቀን {perDay} ሰዓት፣ {perWeek, plural, =7 {በየቀኑ} other {በሳምንት # ቀናት}} ({hours})።',
      opensApp: '(ቴሌግራምን ይከፍታል)',
    },
    phone: {
      title: 'የስልክ ድጋፍ',
      text: 'በሥራ ሰዓታችን ይደውሉልን።',
    },
  },
  form: {
    title: 'መልዕክት ይላኩልን',
    description: 'ሁሉም መስኮች ግዴታ ናቸው። መልሳችንን በሰጡን ኢሜይል አድራሻ እንልካለን።',
    name: 'ስም',
    namePlaceholder: 'ሙሉ ስምዎ',
    email: 'ኢሜይል',
    emailPlaceholder: 'name@example.com',
    subject: 'ርዕስ',
    subjectPlaceholder: 'መልዕክትዎ ስለ ምንድን ነው?',
    message: 'መልዕክት',
    messagePlaceholder: 'እንዴት ልንረዳዎ እንደምንችል ይንገሩን። ስለ ትዕዛዝ ወይም ሰርቨር ከሆነ ቁጥሩን ያካትቱ።',
    messageCount: '{count, number} / {max, number} ፊደላት',
    submit: 'መልዕክቱን ይላኩ',
    sending: 'በመላክ ላይ…',
    sentTitle: 'መልዕክትዎ ተልኳል',
    failedTitle: 'መልዕክትዎ አልተላከም',
    failedHint: 'በቀጥታም በ{email} ኢሜይል ሊጽፉልን ይችላሉ።',
    errors: {
      nameRequired: 'እባክዎ ስምዎን ያስገቡ።',
      emailRequired: 'እባክዎ የኢሜይል አድራሻዎን ያስገቡ።',
      emailInvalid: 'እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ፤ ለምሳሌ name@example.com።',
      subjectRequired: 'እባክዎ ርዕስ ያስገቡ።',
      messageRequired: 'እባክዎ መልዕክትዎን ይጻፉ።',
      tooLong: 'እባክዎ ከ{max, number} ፊደላት አይብለጥ።',
    },
  },
  hours: {
    title: 'የሥራ ሰዓት',
    weekdays: 'ከሰኞ እስከ ዓርብ',
    weekend: 'ቅዳሜ እና እሁድ',
    range: 'ከ{opens} እስከ {closes}',
    timeZone: 'በአዲስ አበባ ሰዓት (EAT፣ UTC+3)፣ በዓለም አቀፍ የሰዓት አቆጣጠር',
    note: 'ከእነዚህ ሰዓታት ውጭ ኢሜይል ይላኩልን ወይም በቴሌግራም ያነጋግሩን።',
  },
  office: {
    title: 'የቢሮ አድራሻ',
    city: 'አዲስ አበባ፣ ኢትዮጵያ',
    note: 'ጉብኝት በቀጠሮ ብቻ ነው። እባክዎ አስቀድመው ይጻፉልን።',
  },
  scope: {
    title: 'የምንረዳዎባቸው ጉዳዮች',
    orders: 'ትዕዛዞች፣ የክፍያ ሂደት እና የቅናሽ ኮዶች',
    payments: 'የCBE እና የtelebirr ክፍያዎችን ማረጋገጥ',
    servers: 'የሰርቨር መግቢያ፣ የመቆጣጠሪያ ፓነል እና እንደገና መጫን',
    renewals: 'እድሳት እና የአገልግሎት ጊዜን ማራዘም',
    affiliate: 'የአጋርነት ኮዶች እና ኮሚሽን',
    outside: 'በሰርቨርዎ ላይ የሚጭኗቸውን ሶፍትዌሮች አናስተዳድርም፤ ሆኖም ትክክለኛውን አቅጣጫ በደስታ እንጠቁምዎታለን።',
  },
  faq: {
    title: 'ተደጋግመው የሚነሱ ጥያቄዎች',
    intro: 'ስለ ክፍያ፣ ስለ ሰርቨር ዝግጅት እና ስለ አገልግሎቶችዎ አጭር መልሶች። የሚፈልጉትን ካላገኙ መልዕክት ይላኩልን።',
    payment: {
      question: 'የክፍያ ማረጋገጫ ምን ያህል ጊዜ ይወስዳል?',
      answer:
        'ከከፈሉ በኋላ ክፍያውን በክፍያ ማረጋገጫ ገጹ ላይ ከየግብይት ቁጥሩ ጋር ያሳውቁ። ቡድናችን ከCBE ወይም ከtelebirr መግለጫ ጋር አመሳክሮ በ24 ሰዓት ውስጥ ያረጋግጣል። ክፍያው ሲረጋገጥ ኢሜይል ይደርስዎታል።',
    },
    provisioning: {
      question: 'ሰርቨሬ መቼ ዝግጁ ይሆናል?',
      answer:
        'ክፍያዎ እንደተረጋገጠ ሰርቨርዎን እናዘጋጃለን። ይህ ብዙውን ጊዜ እስከ 1 ሰዓት ይወስዳል፤ ከ24 ሰዓት ግን አይበልጥም። ሲዘጋጅ በኢሜይል እናሳውቅዎታለን፤ የግንኙነት ዝርዝሮቹም በአገልግሎቶቼ ስር ይታያሉ።',
    },
    methods: {
      question: 'የትኞቹን የክፍያ መንገዶች ትቀበላላችሁ?',
      answer:
        'ወደ የኢትዮጵያ ንግድ ባንክ (CBE) ሂሳባችን የባንክ ዝውውር ወይም የtelebirr ዝውውር፣ በብር። የክፍያ ገጹ ሂሳቡን፣ መጠኑን እና የሚጽፉትን የዝውውሩ ምክንያት (የትዕዛዝዎን ቁጥር) ያሳያል።',
    },
    extend: {
      question: 'ሰርቨሬን እንዴት አራዝማለሁ?',
      answer:
        'አገልግሎቶቼን ይክፈቱ፣ ያስተዳድሩ የሚለውን ይምረጡ እና ያራዝሙ የሚለውን ይጫኑ። ከ30 እስከ 360 ቀናት ይምረጡ፤ ይህ በጥቅልዎ ዋጋ የእድሳት ትዕዛዝ ይፈጥራል። እንደማንኛውም ትዕዛዝ ይክፈሉት፤ ክፍያው ሲረጋገጥ የማብቂያው ቀን ይራዘማል።',
    },
    affiliate: {
      question: 'የአጋርነት ፕሮግራሙ እንዴት ይሰራል?',
      answer:
        'ማንኛውም ደንበኛ በአጋርነት ገጹ ላይ አንድ የግል ኮድ መፍጠር ይችላል። ኮዱን የሚጠቀሙ ገዢዎች ቅናሽ ያገኛሉ፤ እርስዎም ለእያንዳንዱ የተከፈለ ትዕዛዝ በአንድ ሽያጭ እስከ {cap, number} ብር ኮሚሽን ያገኛሉ። ኮሚሽኑ ከ{holdingDays, number} ቀናት የመቆያ ጊዜ በኋላ የሚከፈል ይሆናል፤ {minimumPayout, number} ብር ሲደርስም በየወሩ ይከፈላል። አንዳንድ ትላልቅ ጥቅሎች ኮሚሽን አያስገኙም፤ የራስዎን ኮድም መጠቀም አይችሉም።',
      terms: 'የአጋርነት ውሉን ያንብቡ',
    },
  },
};
