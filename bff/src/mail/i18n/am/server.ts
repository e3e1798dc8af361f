import type { Messages } from '../catalogue.ts';
import type { server as en } from '../en/server.ts';

export const server: Messages<typeof en> = {
  subject: 'ሰርቨርዎ ({name}) ዝግጁ ነው',
  intro: 'ሰርቨርዎ ({name}) ተዘጋጅቶ እየሰራ ነው።',
  game: {
    address: 'የሰርቨር አድራሻ',
    join: 'ሰርቨሩን ለመቀላቀል ይህን አድራሻ በጌምዎ ውስጥ ያስገቡ።',
  },
  kvm: {
    ip: 'የIP አድራሻ',
    more: 'ሌሎች አድራሻዎች',
    sshPort: 'የSSH ፖርት',
    username: 'የተጠቃሚ ስም',
    connect: 'በSSH ለመግባት፦',
    hostname: 'የሰርቨሩ ስም (hostname)',
    keys: 'እነዚህ የSSH ቁልፎች እንደ root መግባት ይችላሉ፦',
    noKeys: 'በዚህ ሰርቨር ላይ ምንም የSSH ቁልፍ አልተቀመጠም፤ በይለፍ ቃሉ ይግቡ።',
  },
  noPassword: 'ለደህንነትዎ ሲባል ይህ ኢሜይል የይለፍ ቃል አልያዘም። የይለፍ ቃሉ በደንበኛ ገጽዎ ውስጥ ባለው የአገልግሎት ዝርዝሮች ገጽ ላይ ይታያል፦',
  passwordChanged: {
    subject: 'የ{name} የroot የይለፍ ቃል ተቀይሯል',
    body: 'የሰርቨርዎ ({name}) የroot የይለፍ ቃል ከደንበኛ ገጽዎ ተቀይሯል። አዲሱ የይለፍ ቃል በዚህ ኢሜይል ውስጥ የለም፤ በአገልግሎቱ ገጽ ላይ አንድ ጊዜ ታይቷል።',
    when: 'መቼ',
    from: 'ከአድራሻ',
    notYou: 'ይህን ያደረጉት እርስዎ ካልሆኑ፣ የመለያዎን የይለፍ ቃል ይቀይሩ እና የሰርቨሩን የይለፍ ቃል ወዲያውኑ እንደገና ይቀይሩ።',
  },
};
