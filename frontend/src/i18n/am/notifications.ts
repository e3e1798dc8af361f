import { TELEGRAM_CONNECT_LABEL } from '@shop/domain/telegram-bot';
import type { Messages } from '../catalogue';
import type { notifications as en } from '../en/notifications';

export const notifications: Messages<typeof en> = {
  page: {
    title: 'ማሳወቂያዎች',
    subtitle: 'ስለ ክፍያዎችዎ፣ ሰርቨሮችዎ እና እድሳቶችዎ የት እንደምናሳውቅዎ ይምረጡ።',
    loading: 'የማሳወቂያ ቅንብሮችዎን በመጫን ላይ',
    loadFailed: 'የማሳወቂያ ቅንብሮችዎን መጫን አልተቻለም።',
  },
  telegram: {
    title: 'የTelegram ግንኙነት',
    notOffered: 'ይህ ሱቅ የTelegram ማሳወቂያዎችን አያቀርብም።',
    explain: 'መልዕክቶችዎን በTelegram ያግኙ፦ መለያዎን አንድ ጊዜ ከሱቁ ቦት ጋር ያገናኙ፣ ከዚያ ምን እንደሚልክልዎ ከታች ይምረጡ።',
    connect: TELEGRAM_CONNECT_LABEL.am,
    open: 'Telegram ይክፈቱ',
    validFor: 'ይህ ሊንክ ለ15 ደቂቃ ይሰራል።',
    waiting: 'ሊንኩን ከፍተው በTelegram ውስጥ Start ይጫኑ። ሲጫኑ ይህ ገጽ ራሱ ይዘምናል።',
    expired: 'የዚህ ሊንክ ጊዜ አልፏል። አዲስ ይፍጠሩ።',
    connected: 'ተገናኝቷል',
    connectedOn: 'ከ{date} ጀምሮ ተገናኝቷል',
    disconnect: 'ግንኙነቱን ያቋርጡ',
    disconnectTitle: 'የTelegram ግንኙነቱን ያቋርጡ?',
    disconnectDescription: 'ከዚህ በኋላ ወደ Telegram ቻትዎ መልዕክት አንልክም። በTelegram ብቻ እንዲደርስዎ የመረጡት በኢሜይል ይላካል።',
  },
  preferences: {
    title: 'ምን እና የት እንደምንልክልዎ',
    kinds: {
      payments: { title: 'ክፍያዎች', detail: 'ክፍያ ሲደርስ፣ ውድቅ ሲሆን ወይም ሲረጋገጥ።' },
      servers: { title: 'ሰርቨሮች', detail: 'ሰርቨርዎ ሲዘጋጅ፣ እና እንዴት እንደሚገናኙት።' },
      renewals: { title: 'እድሳቶች', detail: 'የእድሳት ማስታወሻዎች፣ እገዳ እና መቋረጥ።' },
      support: { title: 'ድጋፍ', detail: 'ለድጋፍ ትኬቶችዎ የምንሰጣቸው መልሶች።' },
    },
    channels: {
      email: 'በኢሜይል',
      telegram: 'በTelegram',
      sms: 'በSMS',
    },
    telegramOff: 'ለመምረጥ መጀመሪያ ከላይ Telegram ያገናኙ።',
    smsOff: 'ይህ ሱቅ SMS አይልክም።',
    smsTo: 'SMS ወደ {phone} ይላካል።',
    byEmail: 'እዚህ የተመረጠው አሁን ሊደርስዎ አይችልም፤ ስለዚህ እነዚህ በኢሜይል ይላካሉ።',
    fallback: 'የመረጡት ምንም ሊደርስዎ ካልቻለ በኢሜይል እንልክልዎታለን።',
    save: 'ያስቀምጡ',
    saved: 'ምርጫዎችዎ ተቀምጠዋል።',
  },
};
