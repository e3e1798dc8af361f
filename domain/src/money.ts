/**
 * Money. Amounts are integer santim (1 ETB = 100 santim) inside the domain and the database;
 * the API and the screens carry ETB numbers with at most two decimals.
 */

export const SANTIM_PER_ETB = 100;
export const VAT_RATE = 0.15;
/** VAT as a whole percent, so VAT can be computed on integers (santim x 15 / 100) without float drift. */
export const VAT_PERCENT = 15;
export const DEFAULT_CURRENCY = 'ETB';
/** What a price shows when it is missing or not a number. */
export const MISSING_PRICE = 'N/A';

/** ETB (at most two decimals) to integer santim, rounded to the nearest santim. Throws on a non-finite number. */
export function etbToSantim(etb: number): number {
  if (!Number.isFinite(etb)) throw new RangeError(`Not an amount of ETB: ${etb}`);
  return Math.round(etb * SANTIM_PER_ETB) || 0;
}

/** Santim to ETB, a number with at most two decimals (a fractional santim is rounded first). */
export function santimToEtb(santim: number): number {
  if (!Number.isFinite(santim)) throw new RangeError(`Not an amount of santim: ${santim}`);
  return Math.round(santim) / SANTIM_PER_ETB || 0;
}

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A whole number's digits with a comma between thousands: 1234567 -> '1,234,567' (no sign). */
export function groupThousands(whole: number): string {
  const digits = Number.isSafeInteger(whole) ? String(whole) : BigInt(whole).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount past 2^53 santim (no price comes near it), where whole santim are no longer exact. */
function hugeAmount(etb: number): string {
  return new Intl.NumberFormat('en-ET', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(etb);
}

/** '1,500.00 ETB': two decimals, thousands grouping, then the currency. Missing or NaN gives 'N/A'. */
export function formatPrice(etb: number | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  if (!isAmount(etb)) return MISSING_PRICE;
  // Written out rather than through Intl.NumberFormat: a browser's first NumberFormat loads its
  // number data, 15 to 40 ms on a desktop and four times that on a phone, at the app's start.
  const cents = Math.round(etb * SANTIM_PER_ETB) || 0; // `|| 0` turns -0 into 0, so nothing shows '-0.00'
  if (!Number.isSafeInteger(cents)) return `${hugeAmount(cents / SANTIM_PER_ETB)} ${currency}`;
  const abs = Math.abs(cents);
  const whole = groupThousands(Math.floor(abs / SANTIM_PER_ETB));
  const fraction = String(abs % SANTIM_PER_ETB).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction} ${currency}`;
}

/** The VAT on an amount of santim: round(santim x 15 / 100). */
export function vatOf(santim: number): number {
  return Math.round((santim * VAT_PERCENT) / 100);
}

/** The amount plus 15% VAT, rounded to the santim. */
export function withVat(santim: number): number {
  return santim + vatOf(santim);
}

/** A catalog price as shown: without VAT unless the footer's VAT toggle is on. */
export function displayCatalogPrice(santim: number, vatOn: boolean): number {
  return vatOn ? withVat(santim) : santim;
}
