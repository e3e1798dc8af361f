/**
 * The shop's languages and the server's messages in each. English is the default and carries the
 * specifications' exact texts; Amharic is the second language of the customer side. The BFF and
 * the mock handlers answer in the language the request asks for (`Accept-Language`).
 */
import { COUPON_INVALID_MESSAGE } from './coupons';
import { SERVER_MESSAGES, type ServerMessageKey } from './messages';
import { SERVER_MESSAGES_AM } from './messages-am';
import { PHONE_MESSAGE } from './validation';

export const SUPPORTED_LOCALES = ['en', 'am'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie in which the app tells the server the browser's language, so that the BFF sends a
 * prerendered page in it (bff/src/plugins/static.ts; the app sets it, frontend/src/i18n/locales.ts).
 */
export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return (SUPPORTED_LOCALES as readonly unknown[]).includes(value);
}

/**
 * The first supported language of an Accept-Language header, by quality then order
 * ('am-ET,am;q=0.9,en;q=0.8' -> 'am'); English when none is supported or the header is absent.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { base } of ranked) if (isLocale(base)) return base;
  return DEFAULT_LOCALE;
}

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
    /^This coupon code is only valid for (.+) service types$/,
    (names) => `ይህ የቅናሽ ኮድ የሚሰራው ለ${names!.replace(/,? or /g, ' ወይም ').replace(/, /g, '፣ ')} አገልግሎቶች ብቻ ነው`,
  ],
  [
    /^Renewal order created for (\d+) days\. The end date moves once it is paid\.$/,
    (days) => `ለ${days} ቀናት የማራዘሚያ ትዕዛዝ ተፈጥሯል። ክፍያው ሲረጋገጥ የማብቂያው ቀን ይራዘማል።`,
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
