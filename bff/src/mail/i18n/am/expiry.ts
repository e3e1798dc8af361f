import type { Messages } from '../catalogue.ts';
import type { expiry as en } from '../en/expiry.ts';

export const expiry: Messages<typeof en> = {
  reminder: {
    subject:
      '{days, plural, =0 {አገልግሎትዎ ({name}) ዛሬ ያበቃል} =1 {አገልግሎትዎ ({name}) ነገ ያበቃል} other {አገልግሎትዎ ({name}) በ{days} ቀናት ውስጥ ያበቃል}}',
    intro:
      '{days, plural, =0 {አገልግሎትዎ ({name}) ዛሬ፣ {date}፣ ያበቃል።} =1 {አገልግሎትዎ ({name}) ነገ፣ {date}፣ ያበቃል።} other {አገልግሎትዎ ({name}) በ{days} ቀናት ውስጥ፣ {date} ላይ ያበቃል።}}',
    extend: 'አገልግሎቱ እንዳይቋረጥ በአገልግሎት ዝርዝሮች ገጹ ላይ «ያራዝሙ»ን ተጭነው ያራዝሙት፦',
  },
  expired: {
    subject: 'የአገልግሎትዎ ({name}) ጊዜ አልፏል',
    intro: 'የአገልግሎትዎ ({name}) ጊዜ {date} ላይ አብቅቷል።',
    extend: 'እንደገና ለመጠቀም በአገልግሎት ዝርዝሮች ገጹ ላይ «ያራዝሙ»ን ተጭነው ያራዝሙት፦',
  },
  renewal: {
    ready: 'የእድሳት ትዕዛዝዎ {ref} ዝግጁ ነው፦ {amount}።',
    pay: 'እድሳቱን ይክፈሉ',
  },
  stopped: {
    subject: 'የአገልግሎትዎ ({name}) ጊዜ አልፎ ቆሟል',
    intro: 'አገልግሎትዎ ({name}) የሚያበቃበት ቀን ስለደረሰ አቁመነዋል።',
    introOn: 'አገልግሎትዎ ({name}) የሚያበቃበት ቀን ({date}) ስለደረሰ አቁመነዋል።',
    extend: 'እንደገና ለማስነሳት በአገልግሎት ዝርዝሮች ገጹ ላይ «ያራዝሙ»ን ተጭነው ያራዝሙት፦',
  },
  suspended: {
    subject: 'አገልግሎትዎ ({name}) ታግዷል',
    intro: 'አገልግሎትዎን ({name}) አግደነዋል፤ ለጊዜው ማስነሳትም ሆነ መቀየር አይቻልም።',
    support: 'ምክንያቱን ለማወቅ እባክዎ ድጋፍ ያግኙ። የአገልግሎት ዝርዝሮች ገጽዎ፦',
  },
};
