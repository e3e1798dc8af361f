import type { Messages } from '../catalogue';
import type { access as en } from '../en/access';

export const access: Messages<typeof en> = {
  sshKeys: {
    title: 'የSSH ቁልፎች',
    subtitle: 'የወል ቁልፎችዎን በሚያዝዟቸው ወይም እንደገና በሚጭኗቸው ሰርቨሮች ላይ ያድርጉ፤ ያለ የይለፍ ቃል ይግቡ።',
    loading: 'የSSH ቁልፎችዎን በመጫን ላይ',
    loadFailed: 'የSSH ቁልፎችዎን መጫን አልተቻለም።',
    empty: 'እስካሁን የSSH ቁልፍ የለም። ከሚገቡበት እያንዳንዱ ኮምፒውተር የወል ቁልፉን ያክሉ።',
    count: '{count, plural, one {ከ{max} ቁልፎች #} other {ከ{max} ቁልፎች #}}',
    listTitle: 'ቁልፎችዎ',
    added: '{date} የታከለ',
    fingerprint: 'የጣት አሻራ (fingerprint)',
    delete: 'ሰርዝ',
    deleteNamed: '{name} የተባለውን ቁልፍ ሰርዝ',
    deleteTitle: '“{name}” የተባለው ቁልፍ ይሰረዝ?',
    deleteDescription: 'ከዚህ በኋላ ለአዲስ ሰርቨሮች ወይም ለእንደገና መጫን መምረጥ አይችሉም። በእሱ የተገነቡ ሰርቨሮች ግን ይዘውት ይቆያሉ።',
    full: 'አንድ መለያ ሊይዝ የሚችለውን ያህል ቁልፎች ይዘዋል። ሌላ ለማከል አንዱን ይሰርዙ።',
  },
  addKey: {
    title: 'ቁልፍ ያክሉ',
    name: 'ስም',
    nameHint: 'የሚያውቁት ስም፣ ለምሳሌ ላፕቶፕ።',
    publicKey: 'የወል ቁልፍ (public key)',
    publicKeyHint:
      'ከ.pub ፋይልዎ አንድ መስመር፣ ለምሳሌ ~/.ssh/id_ed25519.pub፦ ed25519፣ ECDSA ወይም ቢያንስ 2048 ቢት ያለው RSA። የግል ቁልፉን (private key) በፍጹም አይለጥፉ።',
    fromFile: 'የ.pub ፋይል ያንብቡ',
    fileTooLarge: 'ይህ ፋይል የወል ቁልፍ ለመሆን በጣም ትልቅ ነው።',
    submit: 'ቁልፍ ያክሉ',
    addedNotice: '“{name}” የተባለው ቁልፍ ታክሏል።',
  },
  section: {
    title: 'መግቢያ',
    description: 'ወደዚህ ሰርቨር እንዴት እንደሚገቡ፦ ስሙ እና እንደ root መግባት የሚችሉ የSSH ቁልፎች።',
    hostname: 'የሰርቨሩ ስም (hostname)',
    keys: 'የSSH ቁልፎች',
    noKeys: 'የSSH ቁልፍ የለም፤ በይለፍ ቃሉ ይግቡ።',
  },
  reset: {
    button: 'የroot የይለፍ ቃል ይቀይሩ',
    title: 'የroot የይለፍ ቃሉ ይቀየር?',
    description:
      'አዲስ የይለፍ ቃል ይፈጠርና በሰርቨሩ guest agent በኩል ያለ ዳግም ማስጀመር ይዘጋጃል። አንድ ጊዜ ብቻ ይታያል፤ ይቅዱት። የቀድሞው መስራት ያቆማል።',
    confirm: 'የይለፍ ቃሉን ይቀይሩ',
    agentDownTitle: 'የይለፍ ቃሉን ለማዘጋጀት ሰርቨሩ እንደገና ይጀምር?',
    agentDownDescription:
      'የሰርቨሩ guest agent አልመለሰም። በምትኩ የይለፍ ቃሉን በcloud-init ማዘጋጀት ይቻላል፤ ሰርቨሩ አንድ ጊዜ እንደገና ይጀምራል፣ እየሰሩ ያሉ ፕሮግራሞችም ይቆማሉ።',
    restartAndSet: 'እንደገና አስጀምረው የይለፍ ቃሉን ያዘጋጁ',
    shownOnce: 'አዲሱ የroot የይለፍ ቃልዎ፣ አሁን ብቻ የሚታይ፦ ይቅዱት።',
    password: 'አዲሱ የroot የይለፍ ቃል',
  },
  picker: {
    title: 'ወደ ሰርቨሩ መግቢያ',
    legend: 'የSSH ቁልፎች',
    hint: 'እንደ root መግባት የሚችሉት ቁልፎች። ያለ ቁልፍ በምንልክልዎ የይለፍ ቃል ይግቡ።',
    none: 'እስካሁን የSSH ቁልፍ የለዎትም።',
    manage: 'የSSH ቁልፎችን ያስተዳድሩ',
    loadFailed: 'የSSH ቁልፎችዎን መጫን አልተቻለም።',
    hostname: 'የሰርቨሩ ስም (hostname)',
    hostnameHint: 'የሰርቨሩ ስም፣ ለምሳሌ web1 ወይም web1.example.com። ፊደሎች፣ ቁጥሮች፣ ሰረዞች እና ነጥቦች።',
  },
};
