import type { Messages } from '../catalogue.ts';
import type { refund as en } from '../en/refund.ts';

export const refund: Messages<typeof en> = {
  refunded: {
    subject: 'የትዕዛዝ {ref} ገንዘብ ተመልሷል፦ የተመላሽ ማስታወሻ {creditNote}',
    intro: 'ለትዕዛዝ {ref} ({name}) {amount} መልሰናል፤ ሰርቨሩም ተቋርጧል።',
    creditNote: 'የተመላሽ ማስታወሻዎ {creditNote} ከዚህ ኢሜይል ጋር ተያይዟል፤ በመለያዎ ውስጥም ይገኛል።',
  },
  late: {
    subject: 'ትዕዛዝ {ref}፦ ክፍያዎ እየተመለሰ ነው',
    intro: 'ለትዕዛዝ {ref} ({name}) የከፈሉት {amount} የደረሰው ትዕዛዙ ከተሰረዘ በኋላ ስለሆነ እንመልሰዋለን።',
  },
  byChapa: 'ቻፓ ገንዘቡን ወደከፈሉበት ሂሳብ ይመልሳል፤ ለመታየት ጥቂት ቀናት ሊወስድ ይችላል።',
  byShop: 'ገንዘቡን ወደከፈሉበት ሂሳብ እንመልሳለን፤ ለመታየት ጥቂት ቀናት ሊወስድ ይችላል።',
  order: 'ትዕዛዝዎ',
};
