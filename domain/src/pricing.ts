/**
 * The one pricing rule set, used by the checkout screen and recomputed by the BFF.
 *
 * Every amount is integer santim. Each named step is rounded to the santim with Math.round
 * (half up), and every division is done last on integers, so no float drift reaches a step:
 *
 *   basePrice          = round(plan x days / 30)                    (games: unit x units x days / 30)
 *   extrasPrice        = round((extra IPv4 x 60000 + extra TB x 130000) x days / 30)   (KVM only)
 *   grossPrice         = basePrice + extrasPrice
 *   durationDiscount   = days >= 300 ? round(grossPrice x 10 / 100) : 0               (KVM only)
 *   subtotal           = grossPrice - durationDiscount
 *   couponDiscount     = round(subtotal x couponBasisPoints / 10000)
 *   discountedSubtotal = max(0, subtotal - couponDiscount)
 *   vat                = round(discountedSubtotal x 15 / 100)
 *   total              = discountedSubtotal + vat
 */
import { percentToBasisPoints } from './coupons';
import { santimToEtb, vatOf } from './money';
import { MB_PER_GB } from './units';

export const EXTRA_IPV4_SANTIM_PER_30_DAYS = 60000;
export const EXTRA_TB_SANTIM_PER_30_DAYS = 130000;
export const LONG_TERM_DISCOUNT_DAYS = 300;
export const LONG_TERM_DISCOUNT_PERCENT = 10;
/** Prices are per 30 days and scale by days / 30. */
export const BILLING_PERIOD_DAYS = 30;
/** The duration slider of both configuration pages. */
export const DURATION = { min: 30, max: 360, step: 30 } as const;
/** Extending a service: at least 30 days, 30 preselected. */
export const EXTEND_MIN_DAYS = 30;
export const EXTEND_DEFAULT_DAYS = 30;

export interface PriceBreakdown {
  basePrice: number;
  extrasPrice: number;
  grossPrice: number;
  durationDiscount: number;
  subtotal: number;
  couponDiscount: number;
  discountedSubtotal: number;
  vat: number;
  total: number;
}

export interface KvmPriceInput {
  planPriceSantim: number;
  includedIpv4: number;
  includedTrafficTb: number;
  ipv4: number;
  trafficTb: number;
  days: number;
  couponPercent?: number | null;
}

export type GameType = 'slots' | 'memory';

export interface GamePriceInput {
  unitPriceSantim: number;
  type: GameType;
  slots: number;
  memoryMb: number;
  days: number;
  couponPercent?: number | null;
}

function requireCount(name: string, value: number, min = 0): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer of at least ${min}, got ${value}`);
  }
}

function requireCouponBasisPoints(percent: number | null | undefined): number {
  if (percent === null || percent === undefined) return 0;
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`couponPercent must be between 0 and 100, got ${percent}`);
  }
  return percentToBasisPoints(percent);
}

/** Coupon, floor at 0, VAT and total: the tail shared by KVM and game prices. */
function finish(
  basePrice: number,
  extrasPrice: number,
  durationDiscount: number,
  couponPercent: number | null | undefined,
): PriceBreakdown {
  const couponBasisPoints = requireCouponBasisPoints(couponPercent);
  const grossPrice = basePrice + extrasPrice;
  const subtotal = grossPrice - durationDiscount;
  const couponDiscount = Math.round((subtotal * couponBasisPoints) / 10000);
  // The floor is defensive: with the percent checked to 0..100 the coupon never exceeds the subtotal.
  const discountedSubtotal = Math.max(0, subtotal - couponDiscount);
  const vat = vatOf(discountedSubtotal);
  return {
    basePrice,
    extrasPrice,
    grossPrice,
    durationDiscount,
    subtotal,
    couponDiscount,
    discountedSubtotal,
    vat,
    total: discountedSubtotal + vat,
  };
}

/** The itemised, VAT-inclusive price of a KVM server. Throws RangeError on a negative or fractional count. */
export function priceKvm(input: KvmPriceInput): PriceBreakdown {
  const { planPriceSantim, includedIpv4, includedTrafficTb, ipv4, trafficTb, days } = input;
  requireCount('planPriceSantim', planPriceSantim);
  requireCount('includedIpv4', includedIpv4);
  requireCount('includedTrafficTb', includedTrafficTb);
  requireCount('ipv4', ipv4);
  requireCount('trafficTb', trafficTb);
  requireCount('days', days, 1);

  const basePrice = Math.round((planPriceSantim * days) / BILLING_PERIOD_DAYS);
  const extraIpv4 = Math.max(0, ipv4 - includedIpv4);
  const extraTb = Math.max(0, trafficTb - includedTrafficTb);
  const extrasPer30Days = extraIpv4 * EXTRA_IPV4_SANTIM_PER_30_DAYS + extraTb * EXTRA_TB_SANTIM_PER_30_DAYS;
  const extrasPrice = Math.round((extrasPer30Days * days) / BILLING_PERIOD_DAYS);
  const durationDiscount =
    days >= LONG_TERM_DISCOUNT_DAYS
      ? Math.round(((basePrice + extrasPrice) * LONG_TERM_DISCOUNT_PERCENT) / 100)
      : 0;
  return finish(basePrice, extrasPrice, durationDiscount, input.couponPercent);
}

/**
 * The itemised, VAT-inclusive price of a game server: the unit price per slot (slots games) or per
 * GB of memory (memory games, so 1536 MB is 1.5 units), times days / 30. No extras, no duration discount.
 */
export function priceGame(input: GamePriceInput): PriceBreakdown {
  const { unitPriceSantim, type, slots, memoryMb, days } = input;
  requireCount('unitPriceSantim', unitPriceSantim);
  requireCount('days', days, 1);
  let basePrice: number;
  if (type === 'slots') {
    requireCount('slots', slots);
    basePrice = Math.round((unitPriceSantim * slots * days) / BILLING_PERIOD_DAYS);
  } else {
    requireCount('memoryMb', memoryMb);
    basePrice = Math.round((unitPriceSantim * memoryMb * days) / (MB_PER_GB * BILLING_PERIOD_DAYS));
  }
  return finish(basePrice, 0, 0, input.couponPercent);
}

/** The same breakdown in ETB (two decimals at most), as the API carries it. */
export function breakdownToEtb(breakdown: PriceBreakdown): PriceBreakdown {
  const entries = Object.entries(breakdown).map(([key, santim]) => [key, santimToEtb(santim)]);
  return Object.fromEntries(entries) as unknown as PriceBreakdown;
}

export interface GamePackageLike {
  slots?: number | null;
  memory?: number | null;
  priceperunit?: number | null;
}

/**
 * The package for the chosen amount: exact match on slots (slots games) or memory in MB (memory games),
 * else the nearest by absolute difference (a tie goes to the smaller package), else null.
 * Packages without a value for the compared field are skipped.
 */
export function pickGamePackage<T extends GamePackageLike>(
  packages: readonly T[],
  type: GameType,
  slots: number,
  memoryMb: number,
): T | null {
  const wanted = type === 'slots' ? slots : memoryMb;
  let best: T | null = null;
  let bestValue = 0;
  for (const pkg of packages) {
    const value = type === 'slots' ? pkg.slots : pkg.memory;
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (best === null) {
      best = pkg;
      bestValue = value;
      continue;
    }
    const distance = Math.abs(value - wanted);
    const bestDistance = Math.abs(bestValue - wanted);
    if (distance < bestDistance || (distance === bestDistance && value < bestValue)) {
      best = pkg;
      bestValue = value;
    }
  }
  return best;
}

export interface GameLike {
  type: GameType;
  minprice?: number | null;
}

/**
 * The unit price (per slot or per GB, per 30 days) for the chosen amount: the picked package's
 * priceperunit, else the game's minprice, else null. Works in whatever unit the inputs carry.
 */
export function gameUnitPrice(
  packages: readonly GamePackageLike[],
  game: GameLike,
  slots: number,
  memoryMb: number,
): number | null {
  const price = pickGamePackage(packages, game.type, slots, memoryMb)?.priceperunit;
  if (typeof price === 'number' && Number.isFinite(price)) return price;
  if (typeof game.minprice === 'number' && Number.isFinite(game.minprice)) return game.minprice;
  return null;
}
