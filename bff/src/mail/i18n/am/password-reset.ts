import type { Messages } from '../catalogue.ts';
import type { passwordReset as en } from '../en/password-reset.ts';

export const passwordReset: Messages<typeof en> = {
  subject: 'የAbay Cloud የይለፍ ቃልዎን ይቀይሩ',
  intro: 'የAbay Cloud መለያዎን የይለፍ ቃል ለመቀየር ጥያቄ ቀርቧል (እርስዎ እንደሆኑ እናምናለን)።',
  link: 'አዲስ የይለፍ ቃል ይምረጡ',
  expires: 'ሊንኩ የሚሰራው አንድ ጊዜ ብቻ ሲሆን ለ{minutes} ደቂቃ ያገለግላል። አዲስ የይለፍ ቃል ሲያስገቡ ከሁሉም መሣሪያዎች ይወጣሉ።',
  ignore: 'ይህን ያልጠየቁት ከሆነ ይህን ኢሜይል መተው ይችላሉ፤ የይለፍ ቃልዎ እንዳለ ይቆያል።',
};
