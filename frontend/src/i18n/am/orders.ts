import type { Messages } from '../catalogue';
import type { orders as en } from '../en/orders';

export const orders: Messages<typeof en> = {
  page: {
    title: 'ትዕዛዞቼ',
    subtitle: 'ትዕዛዞችዎን ከክፍያ እስከ ሰርቨር ዝግጅት ይከታተሉ፤ የቀረ ክፍያ ካለ እዚሁ ያጠናቅቁ።',
    loadFailed: 'ትዕዛዞችን መጫን አልተቻለም። እባክዎ እንደገና ይሞክሩ።',
    retry: 'እንደገና ይሞክሩ',
    loading: 'ትዕዛዞች በመጫን ላይ',
  },
  tabs: {
    label: 'ትዕዛዞች',
    pending: 'በመጠባበቅ ላይ ያሉ',
    concluded: 'የተጠናቀቁ',
    pendingCaption: 'በመጠባበቅ ላይ ያሉ ትዕዛዞች',
    concludedCaption: 'የተጠናቀቁ ትዕዛዞች',
  },
  empty: {
    pendingTitle: 'በመጠባበቅ ላይ ያለ ትዕዛዝ የለም',
    pendingText: 'ክፍያ የሚጠባበቁ ወይም በመዘጋጀት ላይ ያሉ ትዕዛዞች እዚህ ይታያሉ።',
    concludedTitle: 'እስካሁን የተጠናቀቀ ትዕዛዝ የለም',
    concludedText: 'ንቁ፣ የተጠናቀቁ፣ ያልተሳኩ፣ የተሰረዙ እና ጊዜያቸው ያለፈ ትዕዛዞች እዚህ ይታያሉ።',
    browseServers: 'ሰርቨሮችን ይመልከቱ',
  },
  more: {
    shown: 'ከ{total} ውስጥ {shown} እየታዩ ነው',
    loadMore: 'ተጨማሪ ጫን',
    failed: 'ተጨማሪ ትዕዛዞችን መጫን አልተቻለም። እባክዎ እንደገና ይሞክሩ።',
    retry: 'እንደገና ይሞክሩ',
  },
  list: {
    order: 'ትዕዛዝ',
    service: 'አገልግሎት',
    total: 'ጠቅላላ ድምር',
    created: 'የታዘዘበት ቀን',
    status: 'ሁኔታ',
    action: 'ተግባር',
    createdOn: 'የታዘዘበት ቀን፦ {date}',
    completePayment: 'ክፍያ ያጠናቅቁ',
    forOrder: '(ትዕዛዝ {id})',
    renewal: 'እድሳት',
  },
  type: {
    GAME: 'የጌም ሰርቨር',
    KVM: 'KVM ሰርቨር',
  },
  specs: {
    version: 'ስሪት {version}',
    slots: '{count, plural, one {# የተጫዋች ቦታ} other {# የተጫዋች ቦታዎች}}',
    cores: '{cores} vCPU ኮር',
    memory: '{size} ራም',
    disk: '{size} SSD ማከማቻ',
    days: '{count, plural, one {# ቀን} other {# ቀናት}}',
  },
  status: {
    pendingPayment: 'ክፍያ በመጠባበቅ ላይ',
    awaitingConfirmation: 'ማረጋገጫ በመጠባበቅ ላይ',
    processing: 'በሂደት ላይ',
    provisioning: 'በመዘጋጀት ላይ',
    active: 'ንቁ',
    completed: 'ተጠናቋል',
    failed: 'አልተሳካም',
    cancelled: 'ተሰርዟል',
    expired: 'ጊዜው አልፏል',
  },
};
