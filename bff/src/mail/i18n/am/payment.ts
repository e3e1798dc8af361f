import type { Messages } from '../catalogue.ts';
import type { payment as en } from '../en/payment.ts';

export const payment: Messages<typeof en> = {
  method: {
    TELEBIRR: 'telebirr',
    CBE: 'የኢትዮጵያ ንግድ ባንክ (CBE)',
    CHAPA: 'ቻፓ (የመስመር ላይ ክፍያ)',
  },
  label: {
    order: 'ትዕዛዝ',
    amount: 'መጠን',
    amountDue: 'የሚከፈለው መጠን',
    method: 'የክፍያ መንገድ',
    transaction: 'የግብይት ቁጥር',
    reason: 'ምክንያት',
  },
  received: {
    subject: 'ለትዕዛዝ {ref} የላኩት የክፍያ ማሳወቂያ ደርሶናል',
    intro: 'እናመሰግናለን። ለትዕዛዝ {ref} የላኩት የክፍያ ማሳወቂያ ደርሶናል።',
    promise: 'ክፍያዎችን በ24 ሰዓት ውስጥ እናረጋግጣለን። ክፍያዎ ሲረጋገጥ ሌላ ኢሜይል ይደርስዎታል፤ ከዚያም ሰርቨርዎን እናዘጋጃለን።',
  },
  confirmed: {
    subject: 'የትዕዛዝ {ref} ክፍያ ተረጋግጧል',
    intro: 'ለትዕዛዝ {ref} ({name}) የከፈሉት {amount} ተረጋግጧል። እናመሰግናለን!',
  },
  free: {
    subject: 'ትዕዛዝ {ref} ተረጋግጧል',
    intro: 'ትዕዛዝዎ {ref} ({name}) ተረጋግጧል። ኩፖንዎ ሙሉውን ዋጋ ስለሸፈነ የሚከፍሉት ነገር የለም። እናመሰግናለን!',
  },
  next: {
    renewed: 'አገልግሎትዎ ({name}) እስከ {date} ድረስ ተራዝሟል።',
    setUp: 'ቀጣዩ ደረጃ፦ ሰርቨርዎን አሁን እያዘጋጀን ነው። ብዙውን ጊዜ ከአንድ ሰዓት በታች ይወስዳል፤ ሲዘጋጅም ወዲያውኑ ኢሜይል እንልክልዎታለን።',
  },
  rejected: {
    subject: 'ለትዕዛዝ {ref} ያሳወቁትን ክፍያ ማረጋገጥ አልቻልንም',
    intro: 'ለትዕዛዝ {ref} ያሳወቁትን ክፍያ ማረጋገጥ አልቻልንም።',
    stillOpen: 'ትዕዛዝዎ አሁንም ክፍት ነው። እባክዎ ምክንያቱን ይመልከቱ እና ክፍያዎን እንደገና ያሳውቁ።',
    reportAgain: 'ክፍያውን እንደገና ያሳውቁ',
  },
};
