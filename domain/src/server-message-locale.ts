/**
 * The server's messages in each of the shop's languages: English is the source, Amharic is looked
 * up by the English text (fixed messages) or by its pattern (messages with values).
 */
import { COUPON_INVALID_MESSAGE } from './coupons';
import type { Locale } from './locale';
import { SERVER_MESSAGES, type ServerMessageKey } from './messages';
import { SERVER_MESSAGES_AM } from './messages-am';
import { PHONE_MESSAGE } from './validation';

/** Names of the request fields the server's own checks mention, as an Amharic reader calls them. */
const FIELD_NAMES_AM: Readonly<Record<string, string>> = {
  'specifications.ipv4': 'የIPv4 አድራሻዎች ብዛት',
  'specifications.traffic': 'የዳታ መጠን (TB)',
  'specifications.duration': 'የአገልግሎት ጊዜ (ቀናት)',
  'specifications.slots': 'የተጫዋች ቦታዎች ብዛት',
  'specifications.memory': 'የራም መጠን (MB)',
  paidBy: 'የከፋዩ ስም',
};

const fieldAm = (field: string) => FIELD_NAMES_AM[field] ?? field;

/** Messages with values: how each reads in Amharic. */
const PATTERNS_AM: readonly [RegExp, (...groups: string[]) => string][] = [
  [
    /^"([^"]+)" must be from (\d+) to (\d+) in steps of (\d+)$/,
    (f, min, max, step) => `${fieldAm(f!)} ከ${min} እስከ ${max} በ${step} ልዩነት መሆን አለበት`,
  ],
  [/^"([^"]+)" must be from (\d+) to (\d+)$/, (f, min, max) => `${fieldAm(f!)} ከ${min} እስከ ${max} መሆን አለበት`],
  [/^"([^"]+)" must be (\d+) for this server$/, (f, value) => `ለዚህ ሰርቨር ${fieldAm(f!)} ${value} ብቻ ነው`],
  [/^"([^"]+)" is required$/, (f) => `${fieldAm(f!)} ያስፈልጋል`],
  [/^"([^"]+)" contains characters that are not allowed$/, (f) => `${fieldAm(f!)} ያልተፈቀዱ ቁምፊዎችን ይዟል`],
  [
    /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/,
    (minutes) => `ብዙ ጊዜ ለመግባት ተሞክሯል። እባክዎ ከ${minutes} ደቂቃ በኋላ እንደገና ይሞክሩ።`,
  ],
  [
    /^Too many wrong codes\. Please try again in (\d+) minutes?\.$/,
    (minutes) => `ብዙ የተሳሳቱ ኮዶች ገብተዋል። እባክዎ ከ${minutes} ደቂቃ በኋላ እንደገና ይሞክሩ።`,
  ],
  [
    /^This coupon code is only valid for (.+) service types$/,
    (names) => `ይህ የቅናሽ ኮድ የሚሰራው ለ${names!.replace(/,? or /g, ' ወይም ').replace(/, /g, '፣ ')} አገልግሎቶች ብቻ ነው`,
  ],
  [
    /^Renewal order created for (\d+) days\. The end date moves once it is paid\.$/,
    (days) => `ለ${days} ቀናት የማራዘሚያ ትዕዛዝ ተፈጥሯል። ክፍያው ሲረጋገጥ የማብቂያው ቀን ይራዘማል።`,
  ],
  [
    /^A renewal order for this service is waiting for payment \(order (\w+)\)\. Please pay that order first\.$/,
    (id) => `የዚህ አገልግሎት የማራዘሚያ ትዕዛዝ ክፍያ በመጠባበቅ ላይ ነው (ትዕዛዝ ${id})። እባክዎ መጀመሪያ ያንን ትዕዛዝ ይክፈሉ።`,
  ],
  [
    /^Reminder sent to (\S+)\. Days remaining: (-?\d+)$/,
    (email, days) => `ማሳሰቢያ ወደ ${email} ተልኳል። የቀሩት ቀናት፦ ${days}`,
  ],
];

/** Fixed texts the server sends that are not among SERVER_MESSAGES (rules' own texts). */
const OTHER_TEXTS_AM: Readonly<Record<string, string>> = {
  [COUPON_INVALID_MESSAGE]: 'የቅናሽ ኮዱ ትክክል አይደለም ወይም ጊዜው አልፎበታል',
  [PHONE_MESSAGE]: 'ስልክ ቁጥሩ ከእነዚህ በአንዱ መልክ መሆን አለበት፦ +2519xxxxxxxx፣ +2517xxxxxxxx፣ 09xxxxxxxx ወይም 07xxxxxxxx',
};

let byEnglish: ReadonlyMap<string, string> | null = null;

/**
 * The Amharic of each fixed English message, built on first use: a module-level build is code a
 * bundler must keep, so every app importing anything from this module (the language list) would
 * carry both message tables in its first bundle.
 */
function amharicByEnglish(): ReadonlyMap<string, string> {
  byEnglish ??= new Map<string, string>([
    ...(Object.keys(SERVER_MESSAGES) as ServerMessageKey[]).map(
      (key) => [SERVER_MESSAGES[key], SERVER_MESSAGES_AM[key]] as [string, string],
    ),
    ...Object.entries(OTHER_TEXTS_AM),
  ]);
  return byEnglish;
}

/**
 * A message of the server in the requested language. English messages are the source; any other
 * language is looked up by the English text (fixed messages) or by its pattern (messages with
 * values). A message the catalogue does not know (a field rule of the contract's validation,
 * which the app checks before sending) stays as it is.
 */
export function localizeServerMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const fixed = amharicByEnglish().get(message);
  if (fixed !== undefined) return fixed;
  for (const [pattern, render] of PATTERNS_AM) {
    const match = pattern.exec(message);
    if (match) return render(...match.slice(1));
  }
  return message;
}
