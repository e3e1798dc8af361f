import type { Messages } from '../catalogue.ts';
import type { support as en } from '../en/support.ts';

export const support: Messages<typeof en> = {
  subject: 'የድጋፍ ጥያቄ፦ {subject}',
  hello: 'ሰላም የድጋፍ ቡድን፣',
  intro: '{name} በመገናኛ ቅጹ መልዕክት ልከዋል። እባክዎ መልሱን ወደ {email} ይላኩ።',
  name: 'ስም',
  email: 'ኢሜይል',
  subjectLabel: 'ርዕስ',
};
