/**
 * The server's messages in Amharic, key for key with SERVER_MESSAGES (a missing or extra key does
 * not type-check). Terms follow the shop's glossary (frontend/src/i18n/GLOSSARY.md).
 */
import type { ServerMessageKey } from './messages';

export const SERVER_MESSAGES_AM: Readonly<Record<ServerMessageKey, string>> = {
  // sign-up and sign-in
  registered: 'መለያዎ በተሳካ ሁኔታ ተፈጥሯል! ለመቀጠል እባክዎ ይግቡ።',
  emailTaken: 'በዚህ ኢሜይል የተመዘገበ መለያ አለ።',
  usernameTaken: 'ይህ የተጠቃሚ ስም ተይዟል።',
  invalidCredentials: 'ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም።',
  registrationRateLimited: 'በጣም ብዙ የምዝገባ ሙከራዎች ተደርገዋል። እባክዎ ቆየት ብለው እንደገና ይሞክሩ።',
  // authentication and authorization
  missingAuthentication: 'እባክዎ መጀመሪያ ይግቡ',
  tokenRejected: 'የመግቢያ ጊዜዎ አልፏል ወይም ትክክል አይደለም፤ እባክዎ እንደገና ይግቡ',
  passwordTooCommon: 'ይህ የይለፍ ቃል በጣም የተለመደ እና በቀላሉ የሚገመት ነው። እባክዎ ሌላ ይምረጡ።',
  emailNotPlain: 'እባክዎ የኢሜይል አድራሻዎን በላቲን ፊደሎች፣ በቁጥሮች እና በምልክቶች ብቻ ያስገቡ።',
  invalidJson: 'የተላከው መረጃ መልክ ትክክል አይደለም',
  jsonBodyRequired: 'ያልተደገፈ የመረጃ አይነት፦ የጥያቄውን አካል በapplication/json ይላኩ',
  adminRequired: 'ፈቃድ የለዎትም። ይህ ለአስተዳዳሪዎች ብቻ ነው።',
  serviceUnavailable: 'አገልግሎቱ ለጊዜው አይገኝም። እባክዎ ትንሽ ቆይተው እንደገና ይሞክሩ።',
  internalError: 'በሰርቨሩ ላይ ያልተጠበቀ ስህተት ተፈጥሯል',
  notImplemented: 'ይህ አገልግሎት ገና አልተዘጋጀም።',
  // catalog
  gameNotFound: 'ጌሙ አልተገኘም',
  planNotFound: 'የሰርቨሩ ጥቅል አልተገኘም',
  // orders
  osNotOffered: 'የተመረጠው ኦፐሬቲንግ ሲስተም ለዚህ ሰርቨር አይገኝም',
  versionNotOffered: 'የተመረጠው ስሪት ለዚህ ጌም አይገኝም',
  durationMismatch: 'የአገልግሎት ጊዜዎቹ አይጣጣሙም',
  // coupons
  couponRateLimited: 'የቅናሽ ኮድ ብዙ ጊዜ ተፈልጓል። እባክዎ ከአንድ ደቂቃ በኋላ እንደገና ይሞክሩ።',
  // payments
  paymentRecorded: 'ክፍያዎ ተመዝግቧል፤ ማረጋገጫ በመጠባበቅ ላይ ነው።',
  orderNotFound: 'ትዕዛዙ አልተገኘም',
  orderAlreadyPaid: 'ይህ ትዕዛዝ አስቀድሞ ተከፍሏል።',
  orderNotPayable: 'ይህ ትዕዛዝ ከእንግዲህ ሊከፈል አይችልም።',
  paymentReferenceUsed: 'ይህ የግብይት ቁጥር ለሌላ ክፍያ አስቀድሞ ጥቅም ላይ ውሏል።',
  paymentReferenceEmpty: 'የግብይት ቁጥሩ ባዶ መሆን አይችልም',
  paymentReferenceTooLong: 'የግብይት ቁጥሩ በጣም ረጅም ነው (ቢበዛ 64 ቁምፊዎች)።',
  paymentAlreadyReported: 'ለዚህ ትዕዛዝ የቀረበ ክፍያ ማረጋገጫ በመጠባበቅ ላይ ነው።',
  paidByEmpty: 'የከፋዩ ስም ባዶ መሆን አይችልም',
  // services
  serviceNotFound: 'አገልግሎቱ አልተገኘም',
  serviceExpired: 'የዚህ አገልግሎት ጊዜ አልፏል።',
  serviceNotActive: 'ይህ አገልግሎት ንቁ አይደለም።',
  serviceNotReady: 'ይህ አገልግሎት ገና በመዘጋጀት ላይ ነው። ሲዘጋጅ እንደገና ይሞክሩ።',
  reinstallKvmOnly: 'በሌላ ኦፕሬቲንግ ሲስተም እንደገና መጫን የሚቻለው ለKVM ሰርቨሮች ብቻ ነው።',
  providerRefused: 'ሰርቨሩ ይህን ተግባር አሁን ማከናወን አልቻለም። እባክዎ ከጥቂት ደቂቃዎች በኋላ እንደገና ይሞክሩ።',
  renewalOrderMissing: 'የዚህ አገልግሎት ትዕዛዝ አልተገኘም',
  // admin (the console stays in English; these answer a customer-facing request only by accident)
  userNotFound: 'ተጠቃሚው አልተገኘም',
  orderHasService: 'ንቁ አገልግሎት ያለው ትዕዛዝ ሊሰረዝ አይችልም',
  paidOrderNotDeletable: 'የተከፈለ ትዕዛዝ ሊሰረዝ አይችልም',
  orderDeleted: 'ትዕዛዙ ተሰርዟል',
  orderMarkedPaid: 'ትዕዛዙ እንደተከፈለ ተመዝግቧል',
  orderAlreadyPaidAdmin: 'ትዕዛዙ አስቀድሞ ተከፍሏል',
  orderDetailsSent: 'የትዕዛዙ ዝርዝር ለደንበኛው በኢሜይል ተልኳል',
  orderNotPaidYet: 'ትዕዛዙ ገና አልተከፈለም',
  orderHasServiceAlready: 'ይህ ትዕዛዝ አገልግሎት አለው',
  serviceCreated: 'አገልግሎቱ ተፈጥሯል፤ በመዘጋጀት ላይ ነው',
  renewalCreatesNoService: 'የእድሳት ትዕዛዝ ሲከፈል አገልግሎቱን ያራዝማል፤ አዲስ አገልግሎት አይፈጥርም።',
  serviceAlreadyActive: 'ይህ አገልግሎት አስቀድሞ ንቁ ነው።',
  serviceAlreadyInactive: 'ይህ አገልግሎት አስቀድሞ ታግዷል።',
  expiredServiceStatus: 'ጊዜው ያለፈ አገልግሎት የእድሳት ትዕዛዙ ሲከፈል እንደገና ንቁ ይሆናል።',
  serviceStatusUpdated: 'የአገልግሎቱ ሁኔታ ተዘምኗል',
  remindersSent: 'የማብቂያ ማሳሰቢያዎች ተልከዋል',
  // admin: order status changes
  orderStatusUnchanged: 'ትዕዛዙ አስቀድሞ ይህ ሁኔታ አለው።',
  paidOrderNotCancellable: 'የተከፈለ ትዕዛዝ ሊሰረዝ አይችልም።',
  orderNotCancellable: 'መሰረዝ የሚቻለው በመጠባበቅ ላይ ያለ ትዕዛዝ ብቻ ነው።',
  orderNotReopenable: 'እንደገና መክፈት የሚቻለው የተሰረዘ ትዕዛዝ ብቻ ነው።',
  orderNotCompletable: 'ማጠናቀቅ የሚቻለው ንቁ ትዕዛዝ ብቻ ነው።',
  orderStatusUseCreateService: 'ይህን ትዕዛዝ ለማዘጋጀት "አገልግሎት ፍጠር"ን ይጠቀሙ፤ ያልተሳካ ዝግጅትንም እንደገና ይሞክራል።',
  orderStatusSetBySystem: 'ይህ ሁኔታ የትዕዛዙን አገልግሎት ይከተላል፤ በእጅ ሊቀየር አይችልም።',
  discountCodeExists: 'የቅናሽ ኮዱ አስቀድሞ አለ',
  discountCodeNotFound: 'የቅናሽ ኮዱ አልተገኘም',
  givenToEmpty: 'የተቀባዩ ስም ባዶ መሆን አይችልም',
  reminderNotDue: 'ማሳሰቢያ የሚላከው 7 ወይም ከዚያ ያነሱ ቀናት ሲቀሩ ወይም የአገልግሎቱ ጊዜ ሲያልፍ ብቻ ነው።',
  reminderServiceSuspended: 'ይህ አገልግሎት ታግዷል። ማሳሰቢያ ከመላክዎ በፊት እንደገና ያስጀምሩት።',
  // affiliate
  affiliateCodeTaken: 'ይህ ኮድ ተይዟል። እባክዎ ሌላ ይምረጡ።',
  affiliateCodeCreated: 'የአጋርነት ኮድዎ ተፈጥሯል',
  affiliateCodeNotFound: 'የአጋርነት ኮዱ አልተገኘም',
  affiliateCodeLength: 'ኮዱ ከ3 እስከ 20 ቁምፊዎች መሆን አለበት',
  affiliateCodeCharset: 'ኮዱ ፊደሎች፣ ቁጥሮች፣ ሰረዝ (-) እና የታችኛው መስመር (_) ብቻ ሊይዝ ይችላል',
  affiliateOneCode: 'አንድ የአጋርነት ኮድ ብቻ ሊኖርዎት ይችላል። እባክዎ መጀመሪያ ያለዎትን ኮድ ይሰርዙ።',
  affiliateCodeActivated: 'የአጋርነት ኮዱ ነቅቷል',
  affiliateCodeDeactivated: 'የአጋርነት ኮዱ ቆሟል',
  affiliateOwnCode: 'የራስዎን የአጋርነት ኮድ መጠቀም አይችሉም።',
  // contact
  inquiryReceived: 'ስላገኙን እናመሰግናለን። በ24 ሰዓት ውስጥ እንመልስልዎታለን።',
  inquiryNameEmpty: 'ስምዎ ባዶ መሆን አይችልም',
  inquirySubjectEmpty: 'የመልዕክቱ ርዕስ ባዶ መሆን አይችልም',
  inquiryMessageEmpty: 'መልዕክቱ ባዶ መሆን አይችልም',
  inquiryRateLimited: 'በአጭር ጊዜ ውስጥ ብዙ መልዕክቶችን ልከዋል። እባክዎ ጥቂት ደቂቃዎች ቆይተው እንደገና ይሞክሩ።',
  // Password reset
  passwordResetRequested:
    'በዚህ ኢሜይል የተመዘገበ መለያ ካለ፣ የይለፍ ቃሉን የሚቀይሩበት ሊንክ ልከናል። ሊንኩ የሚሰራው አንድ ጊዜ ብቻ ሲሆን ለ30 ደቂቃ ያገለግላል።',
  passwordResetTokenInvalid: 'ይህ የይለፍ ቃል መቀየሪያ ሊንክ ትክክል አይደለም ወይም ጊዜው አልፏል። እባክዎ አዲስ ይጠይቁ።',
  passwordResetDone: 'የይለፍ ቃልዎ ተቀይሯል፤ ከሁሉም ቦታ ወጥተዋል። እባክዎ ይግቡ።',
  passwordResetRateLimited: 'በጣም ብዙ የይለፍ ቃል መቀየሪያ ሙከራዎች ተደርገዋል። እባክዎ ጥቂት ደቂቃዎች ቆይተው እንደገና ይሞክሩ።',
  // Two-factor sign-in
  twoFactorCodeRequired: 'ከማረጋገጫ መተግበሪያዎ ባለ 6 አሃዝ ኮዱን ያስገቡ።',
  twoFactorCodeInvalid: 'ኮዱ ትክክል አይደለም። ከማረጋገጫ መተግበሪያዎ የአሁኑን ኮድ ይሞክሩ።',
  twoFactorSetupRequired: 'የአስተዳደር ገጹን ለመጠቀም ባለሁለት ደረጃ መግቢያን ያብሩ።',
  twoFactorAlreadyOn: 'ባለሁለት ደረጃ መግቢያ አስቀድሞ በርቷል።',
  twoFactorNotOn: 'ባለሁለት ደረጃ መግቢያ አልበራም።',
  twoFactorNoSetup: 'መጀመሪያ አዲስ ሚስጥራዊ ቁልፍ ለማግኘት ማዋቀሩን ይጀምሩ፣ ከዚያ ኮዱን ያስገቡ።',
  twoFactorRequiredByPolicy: 'ለዚህ ሱቅ አስተዳዳሪዎች ባለሁለት ደረጃ መግቢያ ግዴታ ስለሆነ ሊጠፋ አይችልም።',
  twoFactorTurnedOn: 'ባለሁለት ደረጃ መግቢያ በርቷል። ከአሁን በኋላ በይለፍ ቃልዎ እና በኮድ ይግቡ።',
  twoFactorTurnedOff: 'ባለሁለት ደረጃ መግቢያ ጠፍቷል።',
};
