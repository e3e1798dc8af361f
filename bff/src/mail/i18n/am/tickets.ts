import type { Messages } from '../catalogue.ts';
import type { tickets as en } from '../en/tickets.ts';

export const tickets: Messages<typeof en> = {
  answered: {
    subject: 'መልስ፦ {subject} [{number}]',
    intro: 'የድጋፍ ቡድናችን ለትኬትዎ {number} መልስ ሰጥቷል፦',
    read: 'ሙሉ ውይይቱን ያንብቡ እና ይመልሱ',
    openTicket: 'ትኬቱን ይክፈቱ',
    anonymous: 'መልስ ለመስጠት በመገናኛ ቅጹ አዲስ መልዕክት ይላኩልን እና {number}ን ይጥቀሱ።',
  },
  autoClosed: {
    subject: 'ትኬት {number} ተዘግቷል',
    intro:
      'ለትኬትዎ {number} ({subject}) ከ{days, plural, one {# ቀን} other {# ቀናት}} በፊት መልስ ሰጥተን ምላሽ ስላላገኘን ዘግተነዋል።',
    reopen: 'አሁንም እርዳታ ከፈለጉ በ30 ቀናት ውስጥ ይመልሱ፤ ትኬቱ እንደገና ይከፈታል።',
  },
  staff: {
    createdSubject: 'አዲስ ትኬት {number}፦ {subject}',
    repliedSubject: 'የደንበኛ መልስ በ{number}፦ {subject}',
    created: 'አንድ ደንበኛ የድጋፍ ትኬት ከፍቷል።',
    replied: 'አንድ ደንበኛ ለድጋፍ ትኬት መልስ ሰጥቷል።',
    customer: 'ደንበኛ',
    priority: 'ቅድሚያ',
    department: 'ክፍል',
    subjectLabel: 'ርዕስ',
    open: 'በአስተዳደር ገጹ ይክፈቱት',
  },
};
