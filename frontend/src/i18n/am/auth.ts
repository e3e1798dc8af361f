import type { Messages } from '../catalogue';
import type { auth as en } from '../en/auth';

export const auth: Messages<typeof en> = {
  card: {
    home: 'Abay Cloud መነሻ ገጽ',
  },
  fields: {
    email: 'ኢሜይል',
    emailPlaceholder: 'name@example.com',
    password: 'የይለፍ ቃል',
    showPassword: 'የይለፍ ቃሉን ያሳዩ',
    hidePassword: 'የይለፍ ቃሉን ይደብቁ',
  },
  signIn: {
    title: 'ወደ መለያዎ ይግቡ',
    subtitle: 'ሰርቨሮችዎን፣ ትዕዛዞችዎን እና ክፍያዎችዎን ያስተዳድሩ።',
    noAccount: 'መለያ የለዎትም?',
    createOne: 'መለያ ይፍጠሩ',
    forgotPassword: 'የይለፍ ቃልዎን ረስተዋል?',
    submit: 'ይግቡ',
    failed: 'ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም። እባክዎ እንደገና ይሞክሩ።',
  },
  signUp: {
    title: 'መለያ ይፍጠሩ',
    subtitle: 'KVM እና የጌም ሰርቨሮችን ይዘዙ፤ ክፍያው በብር (ETB) ነው።',
    haveAccount: 'መለያ አለዎት?',
    signIn: 'ይግቡ',
    username: 'የተጠቃሚ ስም',
    usernameHint: 'ከ3 እስከ 32 የላቲን ፊደላት፣ አሃዞች፣ ነጥብ (.)፣ ሰረዝ (-) ወይም የግርጌ መስመር (_)',
    phone: 'ስልክ',
    phonePlaceholder: '+2519xxxxxxxx ወይም 09xxxxxxxx',
    passwordHint: 'ቢያንስ 8 ቁምፊዎች',
    confirmPassword: 'የይለፍ ቃሉን ያረጋግጡ',
    submit: 'መለያ ይፍጠሩ',
    success: 'መለያዎ በተሳካ ሁኔታ ተፈጥሯል! ለመቀጠል እባክዎ ይግቡ።',
    failed: 'መለያውን መፍጠር አልተቻለም። እባክዎ እንደገና ይሞክሩ።',
    phoneInvalid: 'ስልክ ቁጥሩ ከእነዚህ በአንዱ መልክ መሆን አለበት፦ +2519xxxxxxxx፣ +2517xxxxxxxx፣ 09xxxxxxxx ወይም 07xxxxxxxx',
    passwordMismatch: 'የይለፍ ቃሎቹ አይመሳሰሉም። እባክዎ እንደገና ይሞክሩ።',
  },
};
