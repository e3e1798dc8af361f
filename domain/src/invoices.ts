/**
 * VAT invoices and credit notes (issue 26): their numbers, the buyer's TIN, the lines an order's
 * stored amounts make, and the amount in words. The amounts themselves are the order's, computed
 * once by ./pricing.ts (VAT = round(price before VAT x 15 / 100)); nothing here recomputes them.
 */
import type { components } from './generated/api-types.gen';
import type { Locale } from './locale';
import { santimToEtb, VAT_PERCENT } from './money';
import { LONG_TERM_DISCOUNT_PERCENT } from './pricing';

export const DEFAULT_INVOICE_PREFIX = 'INV';
/** Letters, digits and dashes, starting with a letter: it opens every number. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z][A-Z0-9-]{0,11}$/;
export const INVOICE_SEQUENCE_DIGITS = 6;
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The shop's time zone: an invoice's date and year are Addis Ababa's. */
export const INVOICE_TIME_ZONE = 'Africa/Addis_Ababa';

/** The year (Gregorian, in Addis Ababa) an invoice issued at `at` belongs to: its series restarts each year. */
export function invoiceYear(at: Date): number {
  const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: INVOICE_TIME_ZONE }).format(at);
  return Number(year);
}

/** The month (Addis Ababa's) an invoice issued at `at` is reported in: '2026-11'. */
export function invoiceMonth(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    timeZone: INVOICE_TIME_ZONE,
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/** The instants a month (YYYY-MM, Addis Ababa's) runs from (inclusive) and to (exclusive). */
export function invoiceMonthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  // Addis Ababa is UTC+3 all year (no daylight saving).
  const from = new Date(Date.UTC(year, mon - 1, 1, -3));
  const to = new Date(Date.UTC(year, mon, 1, -3));
  return { from, to };
}

/** Whether an order's credit note exists: a paid order is cancelled only by a refund. */
export function isRefunded(order: { paid: boolean; status: string }): boolean {
  return order.status === 'REFUNDED' || (order.paid && order.status === 'CANCELLED');
}

/**
 * The order's status as the API says it: REFUNDED for a refunded one (stored CANCELLED and paid,
 * since a paid order is never cancelled otherwise), the stored status for any other.
 */
export function apiOrderStatus<S extends string>(order: { paid: boolean; status: S }): S | 'REFUNDED' {
  return isRefunded(order) ? 'REFUNDED' : order.status;
}

/** A payment's status as the API says it: a SUCCESS payment of a refunded order is REFUNDED. */
export function apiPaymentStatus<S extends string>(status: S, orderRefunded: boolean): S | 'REFUNDED' {
  return status === 'SUCCESS' && orderRefunded ? 'REFUNDED' : status;
}

/**
 * How long a call to Chapa for a refund may still be under way (its time-out is 15 s): a request
 * finding a younger one is refused as concurrent; an older one was cut short, its outcome unknown.
 */
export const REFUND_ATTEMPT_LEASE_MS = 60_000;

/**
 * Why an order cannot be refunded (a SERVER_MESSAGES key), or null: a paid one, once; or a
 * cancelled one whose money arrived after the cancellation (`refundDue`, ETB: payment-queue.ts),
 * until it is sent back.
 */
export function refundRefusal(order: {
  paid: boolean;
  status: string;
  refundDue?: number | null;
}): 'orderNotRefundable' | null {
  if (order.refundDue !== undefined && order.refundDue !== null) return null;
  return !order.paid || isRefunded(order) ? 'orderNotRefundable' : null;
}

/** The counter a document draws its number from: one per prefix, kind and year. */
export function invoiceSeries(prefix: string, kind: InvoiceKind, year: number): string {
  return kind === 'INVOICE' ? `${prefix}-${year}` : `${prefix}-CN-${year}`;
}

/** 'INV-2026-000042', 'INV-CN-2026-000003'. */
export function formatInvoiceNumber(
  prefix: string,
  kind: InvoiceKind,
  year: number,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${invoiceSeries(prefix, kind, year)}-${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}

// ---- the buyer's company and TIN -----------------------------------------------------------------

/** An Ethiopian Taxpayer Identification Number: 10 digits. */
export const TIN_PATTERN = /^\d{10}$/;
export const COMPANY_NAME_MAX = 120;

export type BuyerDetailsRefusal = 'tinInvalid' | 'companyNameTooLong';

/** A TIN as typed (spaces and dashes between digit groups are allowed) in its stored form, or null. */
export function normalizeTin(tin: string): string | null {
  const digits = tin.replace(/[\s-]/g, '');
  return TIN_PATTERN.test(digits) ? digits : null;
}

/**
 * The company name and TIN a customer puts on their invoices: trimmed, '' clears either; the TIN
 * must be 10 digits. Answers the stored values or the refusal (a SERVER_MESSAGES key).
 */
export function checkBuyerDetails(input: {
  companyName?: string | null;
  tin?: string | null;
}):
  | { companyName?: string | null; tin?: string | null; refusal?: undefined }
  | { refusal: BuyerDetailsRefusal } {
  const out: { companyName?: string | null; tin?: string | null } = {};
  if (input.companyName !== undefined) {
    const name = (input.companyName ?? '').trim().replace(/\s+/g, ' ');
    if (name.length > COMPANY_NAME_MAX) return { refusal: 'companyNameTooLong' };
    out.companyName = name === '' ? null : name;
  }
  if (input.tin !== undefined) {
    const raw = (input.tin ?? '').trim();
    if (raw === '') out.tin = null;
    else {
      const tin = normalizeTin(raw);
      if (tin === null) return { refusal: 'tinInvalid' };
      out.tin = tin;
    }
  }
  return out;
}

// ---- lines ---------------------------------------------------------------------------------------

/** The stored amounts of an order (santim), as ./pricing.ts computed them at checkout. */
export interface InvoiceAmounts {
  basePriceSantim: number;
  extrasSantim: number;
  durationDiscountSantim: number;
  subtotalSantim: number;
  couponDiscountSantim: number;
  vatSantim: number;
  totalSantim: number;
}

export type InvoiceLineKind = 'plan' | 'extras' | 'longTermDiscount' | 'coupon';

export interface InvoiceLine {
  kind: InvoiceLineKind;
  /** Santim before VAT; discounts are negative. */
  amountSantim: number;
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  /** The price before VAT: the sum of the lines. */
  netSantim: number;
  vatSantim: number;
  /** What was paid. */
  grossSantim: number;
}

/**
 * The lines and totals of an order's invoice, from its stored amounts: the plan, the extra IPv4
 * and bandwidth, the 10% long-term discount and the coupon (each shown when not zero; the plan
 * always), the price before VAT, the VAT and the total, exactly as the order holds them.
 */
export function invoiceFigures(amounts: InvoiceAmounts): InvoiceFigures {
  const lines: InvoiceLine[] = [{ kind: 'plan', amountSantim: amounts.basePriceSantim }];
  if (amounts.extrasSantim !== 0) lines.push({ kind: 'extras', amountSantim: amounts.extrasSantim });
  if (amounts.durationDiscountSantim !== 0)
    lines.push({ kind: 'longTermDiscount', amountSantim: -amounts.durationDiscountSantim });
  if (amounts.couponDiscountSantim !== 0)
    lines.push({ kind: 'coupon', amountSantim: -amounts.couponDiscountSantim });
  const netSantim = amounts.totalSantim - amounts.vatSantim;
  return { lines, netSantim, vatSantim: amounts.vatSantim, grossSantim: amounts.totalSantim };
}

// ---- the amount in words -------------------------------------------------------------------------

const EN_ONES = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
]; // prettier-ignore
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const AM_ONES = ['ዜሮ', 'አንድ', 'ሁለት', 'ሶስት', 'አራት', 'አምስት', 'ስድስት', 'ሰባት', 'ስምንት', 'ዘጠኝ'];
const AM_TENS = ['', 'አስር', 'ሃያ', 'ሰላሳ', 'አርባ', 'ሃምሳ', 'ስልሳ', 'ሰባ', 'ሰማንያ', 'ዘጠና'];

function enBelowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(`${EN_ONES[hundreds]} hundred`);
  if (rest > 0 && rest < 20) parts.push(EN_ONES[rest]!);
  else if (rest >= 20)
    parts.push(EN_TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${EN_ONES[rest % 10]}` : ''));
  return parts.join(' ');
}

function amBelowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  if (hundreds > 0) parts.push(hundreds === 1 ? 'መቶ' : `${AM_ONES[hundreds]} መቶ`);
  // 11 to 19 are 'አስራ አንድ' ... ('ten and one').
  if (tens === 1) parts.push(ones ? `አስራ ${AM_ONES[ones]}` : 'አስር');
  else {
    if (tens > 1) parts.push(AM_TENS[tens]!);
    if (ones > 0) parts.push(AM_ONES[ones]!);
  }
  return parts.join(' ');
}

const SCALES = [
  { value: 1_000_000_000, en: 'billion', am: 'ቢሊዮን' },
  { value: 1_000_000, en: 'million', am: 'ሚሊዮን' },
  { value: 1_000, en: 'thousand', am: 'ሺህ' },
];

/** A whole number in words: 1725 -> 'one thousand seven hundred twenty-five', 'አንድ ሺህ ሰባት መቶ ሃያ አምስት'. */
export function numberInWords(n: number, locale: Locale): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return locale === 'am' ? AM_ONES[0]! : EN_ONES[0]!;
  const below = locale === 'am' ? amBelowThousand : enBelowThousand;
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    if (count > 0) parts.push(`${numberInWords(count, locale)} ${locale === 'am' ? scale.am : scale.en}`);
    rest %= scale.value;
  }
  if (rest > 0) parts.push(below(rest));
  return parts.join(' ');
}

/**
 * An amount of santim in words, as an invoice writes it: 'One thousand seven hundred twenty-five
 * birr and fifty santim', 'አንድ ሺህ ሰባት መቶ ሃያ አምስት ብር ከሃምሳ ሳንቲም'.
 */
export function amountInWords(santim: number, locale: Locale): string {
  if (!Number.isSafeInteger(santim) || santim < 0) throw new RangeError(`Not an amount of santim: ${santim}`);
  const birr = Math.floor(santim / 100);
  const cents = santim % 100;
  if (locale === 'am') {
    const words = `${numberInWords(birr, 'am')} ብር`;
    return cents ? `${words} ከ${numberInWords(cents, 'am')} ሳንቲም` : words;
  }
  const words = `${numberInWords(birr, 'en')} birr${cents ? ` and ${numberInWords(cents, 'en')} santim` : ''}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---- the document's texts ------------------------------------------------------------------------

export interface InvoiceTexts {
  taxInvoice: string;
  receipt: string;
  creditNote: string;
  number: string;
  date: string;
  ethiopianDate: string;
  seller: string;
  buyer: string;
  tin: string;
  vatNumber: string;
  phone: string;
  email: string;
  order: string;
  refersTo: string;
  reason: string;
  description: string;
  amount: string;
  lines: Record<InvoiceLineKind, string>;
  days: (days: number) => string;
  net: string;
  vat: string;
  total: string;
  totalCredited: string;
  inWords: string;
  paymentMethod: string;
  paymentReference: string;
  paymentMethods: Record<'TELEBIRR' | 'CBE' | 'CHAPA' | 'FREE', string>;
  receiptNote: string;
  footer: string;
}

export const INVOICE_TEXTS: Readonly<Record<Locale, InvoiceTexts>> = {
  en: {
    taxInvoice: 'Tax invoice',
    receipt: 'Receipt',
    creditNote: 'Credit note',
    number: 'Number',
    date: 'Date',
    ethiopianDate: 'Ethiopian calendar',
    seller: 'Seller',
    buyer: 'Buyer',
    tin: 'TIN',
    vatNumber: 'VAT registration number',
    phone: 'Phone',
    email: 'E-mail',
    order: 'Order',
    refersTo: 'Credits invoice',
    reason: 'Reason',
    description: 'Description',
    amount: 'Amount (ETB)',
    lines: {
      plan: 'Service',
      extras: 'Extra IPv4 and bandwidth',
      longTermDiscount: `Long-term discount (${LONG_TERM_DISCOUNT_PERCENT}%)`,
      coupon: 'Coupon',
    },
    days: (days) => `${days} days`,
    net: 'Price before VAT',
    vat: `VAT (${VAT_PERCENT}%)`,
    total: 'Total paid',
    totalCredited: 'Total credited',
    inWords: 'Amount in words',
    paymentMethod: 'Payment method',
    paymentReference: 'Payment reference',
    paymentMethods: {
      TELEBIRR: 'telebirr',
      CBE: 'CBE bank transfer',
      CHAPA: 'Chapa (online)',
      FREE: 'None (free order)',
    },
    receiptNote: 'This receipt is not a tax invoice.',
    footer: 'Thank you for your business.',
  },
  am: {
    taxInvoice: 'የግብር ደረሰኝ',
    receipt: 'ደረሰኝ',
    creditNote: 'የተመላሽ ማስታወሻ',
    number: 'ቁጥር',
    date: 'ቀን',
    ethiopianDate: 'በኢትዮጵያ አቆጣጠር',
    seller: 'ሻጭ',
    buyer: 'ገዢ',
    tin: 'የግብር ከፋይ መለያ ቁጥር (TIN)',
    vatNumber: 'የተ.እ.ታ ምዝገባ ቁጥር',
    phone: 'ስልክ',
    email: 'ኢሜይል',
    order: 'ትዕዛዝ',
    refersTo: 'የሚመለከተው ደረሰኝ',
    reason: 'ምክንያት',
    description: 'መግለጫ',
    amount: 'መጠን (ብር)',
    lines: {
      plan: 'አገልግሎት',
      extras: 'ተጨማሪ IPv4 እና የትራፊክ መጠን',
      longTermDiscount: `የረጅም ጊዜ ቅናሽ (${LONG_TERM_DISCOUNT_PERCENT}%)`,
      coupon: 'ኩፖን',
    },
    days: (days) => `${days} ቀናት`,
    net: 'ከተ.እ.ታ በፊት ዋጋ',
    vat: `ተ.እ.ታ (${VAT_PERCENT}%)`,
    total: 'የተከፈለ ጠቅላላ',
    totalCredited: 'የተመለሰ ጠቅላላ',
    inWords: 'መጠኑ በፊደል',
    paymentMethod: 'የክፍያ ዘዴ',
    paymentReference: 'የክፍያ ማጣቀሻ',
    paymentMethods: {
      TELEBIRR: 'ቴሌብር',
      CBE: 'የኢትዮጵያ ንግድ ባንክ ዝውውር',
      CHAPA: 'ቻፓ (በመስመር ላይ)',
      FREE: 'የለም (ነፃ ትዕዛዝ)',
    },
    receiptNote: 'ይህ ደረሰኝ የግብር ደረሰኝ አይደለም።',
    footer: 'ስለመረጡን እናመሰግናለን።',
  },
};

// ---- the month's figures (the VAT return) --------------------------------------------------------

export const INVOICE_MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** A document of the month, amounts in santim as issued (positive for both kinds). */
export interface MonthDocument {
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  buyerName: string;
  buyerTin: string | null;
  netSantim: number;
  vatSantim: number;
  grossSantim: number;
}

/** A credit note takes back what its invoice reported: its amounts count negative. */
export function signedSantim(kind: InvoiceKind, santim: number): number {
  return kind === 'CREDIT_NOTE' ? -santim : santim;
}

export interface MonthTotals {
  count: number;
  netSantim: number;
  vatSantim: number;
  grossSantim: number;
}

/** The totals of the documents: invoices less credit notes. */
export function monthTotals(documents: readonly MonthDocument[]): MonthTotals {
  const totals: MonthTotals = { count: documents.length, netSantim: 0, vatSantim: 0, grossSantim: 0 };
  for (const d of documents) {
    totals.netSantim += signedSantim(d.kind, d.netSantim);
    totals.vatSantim += signedSantim(d.kind, d.vatSantim);
    totals.grossSantim += signedSantim(d.kind, d.grossSantim);
  }
  return totals;
}

/** A document of the console's month list: what the month's figures need, its id and its order. */
export interface MonthListDocument extends MonthDocument {
  id: string;
  orderId: string;
}

/**
 * The month's documents in the order the list and the export show them: invoices, then credit
 * notes, each series by number (as written, character by character).
 */
export function monthOrder<D extends Pick<MonthDocument, 'kind' | 'number'>>(documents: readonly D[]): D[] {
  const byNumber = (a: D, b: D) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0);
  return [...documents].sort((a, b) => (a.kind === b.kind ? byNumber(a, b) : a.kind === 'INVOICE' ? -1 : 1));
}

/**
 * The console's month (GET /admin/invoices): each document with its amounts in ETB (a credit
 * note's negative: signedSantim), in the order given, and the month's totals (monthTotals).
 */
export function invoiceMonthList(
  month: string,
  documents: readonly MonthListDocument[],
): components['schemas']['InvoiceMonth'] {
  const totals = monthTotals(documents);
  return {
    month,
    items: documents.map((d) => ({
      id: d.id,
      number: d.number,
      kind: d.kind,
      orderId: d.orderId,
      issuedAt: d.issuedAt.toISOString(),
      buyerName: d.buyerName,
      ...(d.buyerTin ? { buyerTin: d.buyerTin } : {}),
      netPrice: santimToEtb(signedSantim(d.kind, d.netSantim)),
      vatPrice: santimToEtb(signedSantim(d.kind, d.vatSantim)),
      grossPrice: santimToEtb(signedSantim(d.kind, d.grossSantim)),
    })),
    totals: {
      count: totals.count,
      netPrice: santimToEtb(totals.netSantim),
      vatPrice: santimToEtb(totals.vatSantim),
      grossPrice: santimToEtb(totals.grossSantim),
    },
  };
}

/** The date an invoice bears, in Addis Ababa: '2026-11-27'. */
export function invoiceDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INVOICE_TIME_ZONE }).format(at);
}

/** '1552.50', '-1552.50': ETB for a spreadsheet, no grouping. */
function csvAmount(santim: number): string {
  const abs = Math.abs(santim);
  return `${santim < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A CSV field: quoted when needed; text a spreadsheet would run as a formula is defused with a quote. */
function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const INVOICE_CSV_HEADER = ['number', 'date', 'buyer', 'buyer TIN', 'net', 'VAT', 'gross', 'type'];

/**
 * The month's export: a byte order mark (spreadsheets then read UTF-8), the header, one line per
 * document in the order given, CRLF line ends. A credit note's amounts are negative, so the
 * columns sum to monthTotals.
 */
export function invoiceCsv(documents: readonly MonthDocument[]): string {
  const lines = [INVOICE_CSV_HEADER.join(',')];
  for (const d of documents) {
    lines.push(
      [
        csvText(d.number),
        invoiceDate(d.issuedAt),
        csvText(d.buyerName),
        csvText(d.buyerTin ?? ''),
        csvAmount(signedSantim(d.kind, d.netSantim)),
        csvAmount(signedSantim(d.kind, d.vatSantim)),
        csvAmount(signedSantim(d.kind, d.grossSantim)),
        d.kind === 'CREDIT_NOTE' ? 'credit note' : 'invoice',
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Whether a document matches the console's search: its number, buyer, TIN or order, ignoring case. */
export function invoiceMatches(
  document: { number: string; buyerName: string; buyerTin: string | null; orderId: string },
  search: string,
): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  return [document.number, document.buyerName, document.buyerTin ?? '', document.orderId].some((field) =>
    field.toLowerCase().includes(term),
  );
}
