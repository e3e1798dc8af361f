import type { Messages } from '../catalogue.ts';
import type { orderDetails as en } from '../en/order-details.ts';

export const orderDetails: Messages<typeof en> = {
  subject: 'ትዕዛዝ {ref}፦ {name}',
  intro: 'የትዕዛዝዎ ({ref}) ዝርዝሮች እነሆ።',
  label: {
    orderId: 'የትዕዛዝ ቁጥር',
    service: 'አገልግሎት',
    type: 'ዓይነት',
    status: 'ሁኔታ',
    paid: 'ተከፍሏል',
    total: 'ጠቅላላ ድምር (ተ.እ.ታን ጨምሮ)',
    orderedOn: 'የታዘዘበት ቀን',
  },
  yes: 'አዎ',
  no: 'አልተከፈለም',
  type: {
    KVM: 'KVM ሰርቨር',
    GAME: 'የጌም ሰርቨር',
  },
  status: {
    PENDING: 'በመጠባበቅ ላይ',
    PROVISIONING: 'በመዘጋጀት ላይ',
    ACTIVE: 'ንቁ',
    FAILED: 'አልተሳካም',
    COMPLETED: 'ተጠናቋል',
    CANCELLED: 'ተሰርዟል',
    EXPIRED: 'ጊዜው አልፏል',
    REFUNDED: 'ገንዘቡ ተመልሷል',
  },
  specifications: 'ዝርዝር መግለጫ',
  spec: {
    game: 'ጌም',
    version: 'ስሪት',
    slots: 'የተጫዋች ቦታዎች',
    os: 'ኦፐሬቲንግ ሲስተም',
    cpuType: 'ፕሮሰሰር (CPU)',
    cores: 'ኮሮች',
    baseSpeed: 'መደበኛ ፍጥነት',
    turboSpeed: 'የቱርቦ ፍጥነት',
    memory: 'ራም',
    disk: 'ማከማቻ',
    traffic: 'የዳታ መጠን (ባንድዊድዝ)',
    ipv4: 'የIPv4 አድራሻዎች',
    duration: 'የአገልግሎት ጊዜ',
  },
  duration: '{days} ቀናት',
};
