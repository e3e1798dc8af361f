import type { Messages } from '../catalogue.ts';
import type { orderPlaced as en } from '../en/order-placed.ts';

export const orderPlaced: Messages<typeof en> = {
  subject: 'ትዕዛዝ {ref}፦ {amount} እንዴት እንደሚከፍሉ',
  intro: 'ስለ ትዕዛዝዎ {ref} ({name}) እናመሰግናለን።',
  order: 'ትዕዛዝ',
  service: 'አገልግሎት',
  amount: 'የሚከፈል መጠን (ተ.እ.ታን ጨምሮ)',
  transfer:
    'ትክክለኛውን መጠን ያስተላልፉ፤ በዝውውሩ ምክንያት ላይ {ref} ብለው ይጻፉ። ከዚያም ክፍያዎን እንድናረጋግጥ የግብይት ቁጥሩን በክፍያ ገጹ ላይ ያሳውቁ።',
  cbe: 'የባንክ ዝውውር፦ የኢትዮጵያ ንግድ ባንክ (CBE)',
  accountNumber: 'የሂሳብ ቁጥር',
  accountName: 'የሂሳብ ባለቤት ስም',
  telebirr: 'የሞባይል ገንዘብ፦ telebirr',
  phoneNumber: 'ስልክ ቁጥር',
  recipientName: 'የተቀባዩ ስም',
  reason: 'የዝውውሩ ምክንያት (የትዕዛዝ ቁጥር)',
  online: 'ወይም እዚያው በtelebirr፣ በCBE Birr፣ በM-Pesa ወይም በካርድ በመስመር ላይ ይክፈሉ፤ ክፍያው ራሱ ይረጋገጣል።',
  link: 'ይክፈሉ ወይም ክፍያዎን ያሳውቁ',
};
