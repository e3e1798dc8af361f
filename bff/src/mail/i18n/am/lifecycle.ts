import type { Messages } from '../catalogue.ts';
import type { lifecycle as en } from '../en/lifecycle.ts';

export const lifecycle: Messages<typeof en> = {
  warning: {
    subject: 'አገልግሎትዎ ({name}) {date} ላይ ይሰረዛል',
    intro: 'የአገልግሎትዎ ({name}) ጊዜ አልፏል። {date} ላይ ሰርቨሩን፣ የአይፒ አድራሻውን እና ውሂቡን እስከመጨረሻው እንሰርዛለን።',
    renew: 'እንዲቆይ ከዚያ በፊት እድሳቱን ይክፈሉ።',
  },
  terminated: {
    subject: 'አገልግሎትዎ ({name}) ተሰርዟል',
    intro: 'አገልግሎትዎ ({name}) {date} ላይ አብቅቶ ስላልታደሰ ሰርቨሩን፣ የአይፒ አድራሻውን እና ውሂቡን ሰርዘናል።',
    welcome: 'በማንኛውም ጊዜ አዲስ ሰርቨር ማዘዝ ይችላሉ።',
  },
  staleOrder: {
    subject: 'ያልተከፈለው ትዕዛዝዎ {ref} ተሰርዟል',
    intro: 'ትዕዛዝዎ {ref} ({name}፣ {amount}) በ{days} ቀናት ውስጥ ስላልተከፈለ ሰርዘነዋል።',
    reorder: 'ሰርቨሩን አሁንም ከፈለጉ እባክዎ አዲስ ትዕዛዝ ያስገቡ።',
  },
};
