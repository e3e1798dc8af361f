/**
 * Checking a reported transfer against the bank's public receipt (shared/design/payments.md):
 * what a parsed receipt holds, the rules that make it the shop's payment for an order, and the
 * reasons (stable codes, with the admin's words in English and Amharic) when it is not. Pure
 * functions: the BFF fetches and parses, the console and the mocks show the same words.
 */
import type { Locale } from './locale';
import { formatPrice, santimToEtb } from './money';
import type { ManualPaymentMethod } from './enums';
import { accountSpellings } from './phone';
import { ADDIS_ABABA_UTC_OFFSET_HOURS } from './status';

/**
 * How long before the order a receipt may be dated and still be the order's payment
 * (RECEIPT_CLOCK_SKEW_MINUTES): the bank's clock is not the shop's, and a receipt has whole seconds.
 */
export const DEFAULT_RECEIPT_CLOCK_SKEW_MINUTES = 10;

/** Where a payment's check stands. PENDING: not checked yet (or being retried after NOT_FOUND). */
export const RECEIPT_VERIFICATION_STATUSES = [
  'PENDING',
  'VERIFIED',
  'MISMATCH',
  'NOT_FOUND',
  'UNREACHABLE',
] as const;
export type ReceiptVerificationStatus = (typeof RECEIPT_VERIFICATION_STATUSES)[number];

/** Why a receipt (or a Chapa transaction) is not the shop's payment for the order. Stable codes. */
export const VERIFICATION_REASON_CODES = [
  'AMOUNT_SHORT',
  'RECEIVER_NAME',
  'RECEIVER_ACCOUNT',
  'PAID_BEFORE_ORDER',
  'NOT_COMPLETED',
  'REFERENCE_USED',
  'REFERENCE_DIFFERENT',
  'RECEIPT_INCOMPLETE',
  'CHAPA_AMOUNT',
  'CHAPA_CURRENCY',
  'CHAPA_NO_REFERENCE',
  'ORDER_ALREADY_PAID',
  'ORDER_NOT_PAYABLE',
] as const;
export type VerificationReasonCode = (typeof VERIFICATION_REASON_CODES)[number];

/** A reason, with the amounts its words need (santim). */
export interface VerificationReason {
  code: VerificationReasonCode;
  paidSantim?: number;
  dueSantim?: number;
  /** PAID_BEFORE_ORDER: the receipt's time and the order's (ISO 8601). */
  paidAt?: string;
  orderAt?: string;
}

/** What was read from a receipt page; a field the page did not show is null. */
export interface ParsedReceipt {
  payer: string | null;
  payerAccount: string | null;
  receiver: string | null;
  /** As the receipt masks it, e.g. `1****6789`. */
  receiverAccount: string | null;
  amountSantim: number | null;
  /** ISO 8601 (the receipt's Addis Ababa time converted). */
  paidAt: string | null;
  /** telebirr's transaction status (`Completed`); CBE receipts have none. */
  status: string | null;
  reference: string | null;
  /**
   * Why the page cannot be read unambiguously (a label twice, a value holding markup, another
   * layout): the receipt proves nothing (RECEIPT_INCOMPLETE), whatever its fields say.
   */
  unreadable?: string;
}

/** What the receipt must show to be the shop's payment for the order. */
export interface ReceiptExpectation {
  method: ManualPaymentMethod;
  /** The reported transaction number, as stored (upper-case). */
  reference: string;
  accountName: string;
  /** PAYMENT_CBE_ACCOUNT or PAYMENT_TELEBIRR_NUMBER, as configured. */
  accountNumber: string;
  orderTotalSantim: number;
  orderCreatedAt: Date;
  /**
   * How much earlier than the order a receipt may be dated and still pay it
   * (RECEIPT_CLOCK_SKEW_MINUTES): the bank's clock is not ours and its times have whole seconds.
   */
  clockSkewMs: number;
  /** Whether another payment already uses this transaction number. */
  referenceUsedElsewhere: boolean;
}

/** Names compared case- and space-insensitively (`ABAY  cloud` is `Abay Cloud`). */
export function sameAccountName(a: string, b: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s.,]+/g, '');
  return fold(a) !== '' && fold(a) === fold(b);
}

/**
 * Whether a masked account (`1****6789`, `2519****5678`, `0912****78`, `+2519****5678`) shows our
 * account: every digit it shows is ours at that place, counting its visible head from the start
 * and its tail from the end, in one of the spellings of our number (a telebirr number in any
 * spelling, phone.ts); a masked account without any visible digit proves nothing.
 */
export function maskedAccountMatches(masked: string, account: string): boolean {
  const candidates = accountSpellings(account).filter((c) => c !== '');
  const compact = masked.replace(/[\s-]/g, '').replace(/^\+/, '');
  const match = /^(\d*)[*xX•]+(\d*)$/.exec(compact);
  if (!match) {
    const digits = compact.replace(/\D/g, '');
    return /^\d+$/.test(compact) && candidates.some((c) => c === digits);
  }
  const [, head = '', tail = ''] = match;
  if (head.length + tail.length === 0) return false;
  return candidates.some(
    (c) => c.length >= head.length + tail.length && c.startsWith(head) && c.endsWith(tail),
  );
}

/** CBE's receipt id: the reference and the last 8 digits of the receiving account. */
export function cbeReceiptId(reference: string, cbeAccount: string): string {
  return `${reference}${cbeAccount.replace(/\D/g, '').slice(-8)}`;
}

/** `1,150.00 ETB`, `100.00 Birr`, `800 ETB` -> santim; null when it is not an amount. */
export function parseReceiptAmount(text: string | null | undefined): number | null {
  const match = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/.exec(text ?? '');
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  return whole * 100 + fraction;
}

const ADDIS_OFFSET = '+03:00';
const pad = (n: string | number) => String(n).padStart(2, '0');

/**
 * A receipt's date and time in Addis Ababa time, as ISO 8601: `27-11-2026 14:05:09` (telebirr,
 * day first), `11/27/2026, 2:05:09 PM` (CBE, month first), `2026-11-27 14:05:09`. Null when
 * none of these.
 */
export function parseReceiptDate(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  let y: number, mo: number, d: number, h: number, mi: number, s: number;
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (m) [y, mo, d, h, mi, s] = [+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0)];
  else if ((m = /(\d{1,2})-(\d{1,2})-(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(value)))
    [d, mo, y, h, mi, s] = [+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0)];
  else if ((m = /(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?/i.exec(value))) {
    [mo, d, y, h, mi, s] = [+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0)];
    const half = m[7]?.toUpperCase();
    if (half === 'PM' && h < 12) h += 12;
    if (half === 'AM' && h === 12) h = 0;
  } else return null;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(`${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${ADDIS_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** What a receipt's parser read for each field, as the page writes it (null: not shown). */
export interface ReceiptFieldsRead {
  payer: string | null;
  payerAccount: string | null;
  receiver: string | null;
  receiverAccount: string | null;
  amount: string | null;
  date: string | null;
  status: string | null;
  reference: string | null;
}

/**
 * The parsed receipt from the fields a parser read (CBE's PDF, telebirr's page) and the problems
 * it met. Unambiguous or nothing: with any problem the deciding fields (receiver, its account,
 * amount, date, status, reference) are dropped and the receipt is `unreadable`, so whatever the
 * page holds twice decides nothing; the payer's fields stay for the admin to read.
 */
export function parsedReceipt(read: ReceiptFieldsRead, problems: readonly string[]): ParsedReceipt {
  const unambiguous = problems.length === 0;
  const deciding = (value: string | null) => (unambiguous ? value : null);
  return {
    payer: read.payer,
    payerAccount: read.payerAccount,
    receiver: deciding(read.receiver),
    receiverAccount: deciding(read.receiverAccount),
    amountSantim: parseReceiptAmount(deciding(read.amount)),
    paidAt: parseReceiptDate(deciding(read.date)),
    status: deciding(read.status),
    reference: deciding(read.reference)?.toUpperCase() ?? null,
    ...(unambiguous ? {} : { unreadable: problems.join('; ') }),
  };
}

/**
 * The reasons a receipt is not the shop's payment for the order; none means VERIFIED. The
 * receiver is the shop by name and by the digits its masked account shows, the amount is at
 * least the order's total, the payment is not older than the order (by more than the clocks'
 * allowed skew), a telebirr transfer is
 * completed, the receipt is the reported one and its number was never used for another payment.
 */
export function receiptMismatchReasons(
  receipt: ParsedReceipt,
  expected: ReceiptExpectation,
): VerificationReason[] {
  const reasons: VerificationReason[] = [];
  const incomplete =
    receipt.unreadable !== undefined ||
    receipt.receiver === null ||
    receipt.amountSantim === null ||
    receipt.paidAt === null ||
    (expected.method === 'CBE' && receipt.receiverAccount === null) ||
    (expected.method === 'TELEBIRR' && receipt.status === null);
  if (incomplete) reasons.push({ code: 'RECEIPT_INCOMPLETE' });
  if (receipt.reference !== null && receipt.reference.toUpperCase() !== expected.reference.toUpperCase()) {
    reasons.push({ code: 'REFERENCE_DIFFERENT' });
  }
  if (receipt.receiver !== null && !sameAccountName(receipt.receiver, expected.accountName)) {
    reasons.push({ code: 'RECEIVER_NAME' });
  }
  if (
    receipt.receiverAccount !== null &&
    !maskedAccountMatches(receipt.receiverAccount, expected.accountNumber)
  ) {
    reasons.push({ code: 'RECEIVER_ACCOUNT' });
  }
  if (receipt.amountSantim !== null && receipt.amountSantim < expected.orderTotalSantim) {
    reasons.push({
      code: 'AMOUNT_SHORT',
      paidSantim: receipt.amountSantim,
      dueSantim: expected.orderTotalSantim,
    });
  }
  if (
    receipt.paidAt !== null &&
    new Date(receipt.paidAt).getTime() < expected.orderCreatedAt.getTime() - expected.clockSkewMs
  ) {
    reasons.push({
      code: 'PAID_BEFORE_ORDER',
      paidAt: receipt.paidAt,
      orderAt: expected.orderCreatedAt.toISOString(),
    });
  }
  if (
    expected.method === 'TELEBIRR' &&
    receipt.status !== null &&
    receipt.status.trim().toLowerCase() !== 'completed'
  ) {
    reasons.push({ code: 'NOT_COMPLETED' });
  }
  if (expected.referenceUsedElsewhere) reasons.push({ code: 'REFERENCE_USED' });
  return reasons;
}

/** The status a check ends in: VERIFIED without reasons, else MISMATCH. */
export function receiptVerificationStatus(reasons: readonly VerificationReason[]): 'VERIFIED' | 'MISMATCH' {
  return reasons.length === 0 ? 'VERIFIED' : 'MISMATCH';
}

/** A Chapa attempt's recorded mismatch codes (verify.ts) as reasons. */
export function chapaMismatchReasons(
  codes: readonly string[],
  paidSantim: number | null,
  dueSantim: number,
): VerificationReason[] {
  const byCode: Record<string, VerificationReasonCode> = {
    amount: 'CHAPA_AMOUNT',
    currency: 'CHAPA_CURRENCY',
    reference: 'CHAPA_NO_REFERENCE',
    'reference-used': 'REFERENCE_USED',
    'order-already-paid': 'ORDER_ALREADY_PAID',
    'order-not-payable': 'ORDER_NOT_PAYABLE',
  };
  return codes.map((code) => {
    const mapped = byCode[code] ?? 'CHAPA_AMOUNT';
    return mapped === 'CHAPA_AMOUNT' && paidSantim !== null
      ? { code: mapped, paidSantim, dueSantim }
      : { code: mapped };
  });
}

const money = (santim: number | undefined) => formatPrice(santimToEtb(santim ?? 0));

/** `2026-11-27 14:05:09`, Addis Ababa time (as the receipts write their times). */
function addisTime(iso: string | undefined): string {
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() + ADDIS_ABABA_UTC_OFFSET_HOURS * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
}
const timesKnown = (r: VerificationReason) => addisTime(r.paidAt) !== '' && addisTime(r.orderAt) !== '';

type ReasonWords = Record<VerificationReasonCode, (r: VerificationReason) => string>;

const REASON_WORDS: Record<Locale, ReasonWords> = {
  en: {
    AMOUNT_SHORT: (r) => `Paid ${money(r.paidSantim)}, ${money(r.dueSantim)} due`,
    RECEIVER_NAME: () => 'Paid to another account',
    RECEIVER_ACCOUNT: () => 'Paid to another account number',
    PAID_BEFORE_ORDER: (r) =>
      timesKnown(r)
        ? `Paid at ${addisTime(r.paidAt)}, before the order was placed at ${addisTime(r.orderAt)} (Addis Ababa time)`
        : 'Paid before the order was placed',
    NOT_COMPLETED: () => 'The transfer is not completed',
    REFERENCE_USED: () => 'This transaction number was already used for another payment',
    REFERENCE_DIFFERENT: () => 'The receipt is for another transaction number',
    RECEIPT_INCOMPLETE: () => 'The receipt could not be read completely',
    CHAPA_AMOUNT: (r) =>
      r.paidSantim === undefined
        ? 'Chapa reports another amount than the order total'
        : `Paid ${money(r.paidSantim)} online, ${money(r.dueSantim)} due`,
    CHAPA_CURRENCY: () => 'Paid online in another currency than ETB',
    CHAPA_NO_REFERENCE: () => 'Chapa gave no reference for the payment',
    ORDER_ALREADY_PAID: () => 'Paid online after the order was already paid',
    ORDER_NOT_PAYABLE: () => 'Paid online after the order was cancelled',
  },
  am: {
    AMOUNT_SHORT: (r) => `የተከፈለው ${money(r.paidSantim)}፣ የሚጠበቀው ${money(r.dueSantim)}`,
    RECEIVER_NAME: () => 'ክፍያው ለሌላ ሒሳብ ተፈጽሟል',
    RECEIVER_ACCOUNT: () => 'ክፍያው ለሌላ የሒሳብ ቁጥር ተፈጽሟል',
    PAID_BEFORE_ORDER: (r) =>
      timesKnown(r)
        ? `ክፍያው በ${addisTime(r.paidAt)} ተፈጽሟል፤ ትዕዛዙ የተሰጠው በ${addisTime(r.orderAt)} ነው (የአዲስ አበባ ሰዓት)`
        : 'ክፍያው ትዕዛዙ ከመሰጠቱ በፊት ተፈጽሟል',
    NOT_COMPLETED: () => 'ማስተላለፉ አልተጠናቀቀም',
    REFERENCE_USED: () => 'ይህ የግብይት ቁጥር ለሌላ ክፍያ አስቀድሞ ጥቅም ላይ ውሏል',
    REFERENCE_DIFFERENT: () => 'ደረሰኙ የሌላ የግብይት ቁጥር ነው',
    RECEIPT_INCOMPLETE: () => 'ደረሰኙ ሙሉ በሙሉ ሊነበብ አልቻለም',
    CHAPA_AMOUNT: (r) =>
      r.paidSantim === undefined
        ? 'ቻፓ ከትዕዛዙ ጠቅላላ ዋጋ የተለየ መጠን ሪፖርት አድርጓል'
        : `በመስመር ላይ የተከፈለው ${money(r.paidSantim)}፣ የሚጠበቀው ${money(r.dueSantim)}`,
    CHAPA_CURRENCY: () => 'በመስመር ላይ የተከፈለው ከብር በተለየ ገንዘብ ነው',
    CHAPA_NO_REFERENCE: () => 'ቻፓ ለክፍያው ማጣቀሻ ቁጥር አልሰጠም',
    ORDER_ALREADY_PAID: () => 'ትዕዛዙ ከተከፈለ በኋላ በመስመር ላይ ተከፍሏል',
    ORDER_NOT_PAYABLE: () => 'ትዕዛዙ ከተሰረዘ በኋላ በመስመር ላይ ተከፍሏል',
  },
};

/** A reason in the admin's words: "Paid 575.00 ETB, 1,150.00 ETB due", "Paid to another account". */
export function verificationReasonText(reason: VerificationReason, locale: Locale = 'en'): string {
  return REASON_WORDS[locale][reason.code](reason);
}

const STATUS_WORDS: Record<Locale, Record<ReceiptVerificationStatus, string>> = {
  en: {
    PENDING: 'Checking with the bank',
    VERIFIED: 'Receipt matches',
    MISMATCH: 'Does not match',
    NOT_FOUND: 'No receipt found',
    UNREACHABLE: 'Bank not answering; retrying',
  },
  am: {
    PENDING: 'ከባንኩ ጋር እየተረጋገጠ ነው',
    VERIFIED: 'ደረሰኙ ይዛመዳል',
    MISMATCH: 'አይዛመድም',
    NOT_FOUND: 'ደረሰኝ አልተገኘም',
    UNREACHABLE: 'ባንኩ ምላሽ አልሰጠም፤ እንደገና እየተሞከረ ነው',
  },
};

/** A verification status in the admin's words. */
export function verificationStatusText(status: ReceiptVerificationStatus, locale: Locale = 'en'): string {
  return STATUS_WORDS[locale][status];
}
