/** Coupon (discount code) rules shared by the checkout screen and the BFF. */

export const COUPON_EMPTY_MESSAGE = 'Please enter a coupon code';
export const COUPON_INVALID_MESSAGE = 'Invalid or expired coupon code';
export const COUPON_CHECK_FAILED_MESSAGE = 'Failed to validate coupon code';

/**
 * Coupons that are valid only for some plans: the plan's name must contain one of these words.
 * Keys are normalised codes.
 */
export const BUILT_IN_COUPON_RESTRICTIONS: Readonly<Record<string, readonly string[]>> = {
  ET2018: ['small', 'starter', 'newcomer', 'boost'],
  SP45: ['small'],
};

/** What the customer typed, trimmed and upper-cased: ' et2018 ' -> 'ET2018'. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The built-in service-name restriction of a code (any case), or null when it has none. */
export function builtInCouponRestriction(code: string): readonly string[] | null {
  return BUILT_IN_COUPON_RESTRICTIONS[normalizeCouponCode(code)] ?? null;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'A', 'A or B', 'A, B, or C'. */
function orList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' or ');
  return `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}`;
}

/**
 * ['small','starter','newcomer','boost'] ->
 * 'This coupon code is only valid for Small, Starter, Newcomer, or Boost service types'.
 */
export function serviceRestrictionMessage(allowedNames: readonly string[]): string {
  return `This coupon code is only valid for ${orList(allowedNames.map(capitalise))} service types`;
}

/** Lower-cased words joined by single spaces, padded so that ' word ' finds whole words only. */
function wordsOf(text: string): string {
  return ` ${text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ')} `;
}

/**
 * Null when the coupon may be used for this service: there is no restriction (null or an empty list),
 * or one of the allowed names appears as a whole word of the service name, in any case
 * ('Package Small' matches 'small', 'Smallish' does not). Otherwise the restriction message.
 */
export function checkServiceRestriction(
  allowedNames: readonly string[] | null | undefined,
  serviceName: string,
): string | null {
  if (!allowedNames || allowedNames.length === 0) return null;
  const service = wordsOf(serviceName);
  const allowed = allowedNames.some((name) => {
    const words = wordsOf(name);
    return words.trim() !== '' && service.includes(words);
  });
  return allowed ? null : serviceRestrictionMessage(allowedNames);
}

export interface CouponState {
  isActive: boolean;
  expiresAt?: Date | string | null;
}

/** True when the coupon has an expiry that is now or in the past. An unreadable date counts as expired. */
export function isCouponExpired(
  expiresAt: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (expiresAt === null || expiresAt === undefined) return false;
  const time = new Date(expiresAt).getTime();
  return Number.isNaN(time) || time <= now.getTime();
}

/** A coupon can be used when it is active and not expired. */
export function isCouponUsable(coupon: CouponState, now: Date = new Date()): boolean {
  return coupon.isActive === true && !isCouponExpired(coupon.expiresAt, now);
}

/** A percent with up to two decimals as integer hundredths of a percent: 12.5 -> 1250, 0.29 -> 29. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a percent: ${percent}`);
  return Math.round(percent * 100) || 0;
}

/** Integer hundredths of a percent back to a percent: 1250 -> 12.5. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** What the coupon rules need to know of a stored coupon. */
export interface StoredCoupon extends CouponState {
  code: string;
  /** The coupon's own service-name restriction; null or absent for none. */
  allowedServiceNames?: readonly string[] | null;
}

/**
 * The service names a coupon is limited to: its own list, else the built-in restriction of the
 * spec's promotion codes (ET2018, SP45), so those stay restricted whatever the stored row says.
 */
export function couponRestriction(coupon: Pick<StoredCoupon, 'code' | 'allowedServiceNames'>) {
  return coupon.allowedServiceNames ?? builtInCouponRestriction(coupon.code);
}

export type CouponRefusal =
  { reason: 'invalid'; message: typeof COUPON_INVALID_MESSAGE } | { reason: 'restricted'; message: string };

/**
 * Null when the coupon found for what the customer typed may be used now and, when a service name
 * is given, for that service. Otherwise why not: unknown, inactive or expired ('invalid': 404 for
 * the public look-up, 422 on an order), or limited to other services ('restricted', 422).
 */
export function couponRefusal(
  coupon: StoredCoupon | null | undefined,
  serviceName: string | null | undefined,
  now: Date = new Date(),
): CouponRefusal | null {
  if (!coupon || !isCouponUsable(coupon, now)) return { reason: 'invalid', message: COUPON_INVALID_MESSAGE };
  if (serviceName !== null && serviceName !== undefined) {
    const message = checkServiceRestriction(couponRestriction(coupon), serviceName);
    if (message) return { reason: 'restricted', message };
  }
  return null;
}

// ---- Admin discount codes ------------------------------------------------------------------------
/** What the contract lets an admin type as a code: 1 to 40 letters, digits, hyphens and underscores. */
export const DISCOUNT_CODE_MAX_LENGTH = 40;
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A code as it is stored and compared: trimmed and upper-cased (' spring25 ' -> 'SPRING25'). */
export function normalizeDiscountCode(code: string): string {
  return normalizeCouponCode(code);
}

/**
 * The service names a code is limited to, as stored: trimmed, lower-cased, blanks and repeats
 * dropped. Null (no own restriction) for null or an empty list, so a promotion's built-in
 * restriction (ET2018, SP45) still applies: an empty list would lift it.
 */
export function normalizeAllowedServiceNames(names: readonly string[] | null | undefined): string[] | null {
  if (!names) return null;
  const kept = [...new Set(names.map((name) => name.trim().toLowerCase()).filter((name) => name !== ''))];
  return kept.length > 0 ? kept : null;
}
