/**
 * The affiliate terms in code: the kickback an affiliate earns on a qualified sale (capped, none on
 * the ineligible plans or on one's own purchase), when it becomes payable (after the holding
 * period), the minimum payout, and the affiliate code format. The terms page prints these
 * constants; the BFF and the mock backend apply these functions.
 */
import { percentToBasisPoints } from './coupons';
import type { KvmLine } from './enums';
import { SERVER_MESSAGES } from './messages';

/** The affiliate terms cap the commission at 3,000 ETB per qualified sale. */
export const AFFILIATE_KICKBACK_CAP_SANTIM = 300000;

/** A qualified sale's kickback is held for 30 days after the payment before it can be paid out. */
export const AFFILIATE_HOLDING_DAYS = 30;

/** Kickback is paid out monthly once the payable amount reaches 1,000 ETB. */
export const AFFILIATE_MINIMUM_PAYOUT_SANTIM = 100000;

/**
 * What a new affiliate code gives when the shop configures nothing else (the BFF's settings
 * AFFILIATE_DEFAULT_DISCOUNT_PERCENT and AFFILIATE_DEFAULT_KICKBACK_PERCENT): 5% off for the
 * buyer, 10% kickback for the owner.
 */
export const AFFILIATE_DEFAULT_DISCOUNT_PERCENT = 5;
export const AFFILIATE_DEFAULT_KICKBACK_PERCENT = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first plan of each KVM line that earns no kickback, by display name: that plan "and up", i.e.
 * every plan of the line whose sort (its place in the line, kvm_packages.sort) is at least this
 * plan's. In the order the affiliate terms list them. Games earn a kickback on every plan.
 */
export const KICKBACK_INELIGIBLE_FROM_PLAN: Readonly<Record<KvmLine, string>> = {
  ryzengen2: 'Ryzen GEN 2 Mega',
  intelxeon: 'KVM Server XL',
  ipv6onlygen1: 'IPv6 Mega',
  '2025sale': 'Package Mega',
};

/** The display name of a line's first ineligible plan, or null when every plan of the line is eligible. */
export function kickbackIneligibleFromPlan(line: string | null | undefined): string | null {
  if (!line || !Object.hasOwn(KICKBACK_INELIGIBLE_FROM_PLAN, line)) return null;
  return KICKBACK_INELIGIBLE_FROM_PLAN[line as KvmLine];
}

/** Where a sold plan stands in its line, as the catalog orders it. */
export interface KickbackPlanOrder {
  /** The KVM line, or null for a game. */
  line: string | null;
  /** The plan's sort within its line; null for a game. */
  sort: number | null;
  /**
   * The sort of the line's first ineligible plan (KICKBACK_INELIGIBLE_FROM_PLAN) in the catalog;
   * null when the catalog holds no such plan in the line (or the line has no rule).
   */
  ineligibleFromSort: number | null;
}

/**
 * Whether a sale of this plan earns a kickback, decided by the plan's place in its line, never by
 * words in its name: a game or a line without a rule is eligible; otherwise a plan sorted before
 * the line's first ineligible plan is eligible, and that plan and every later one is not.
 *
 * When the catalog no longer holds the line's first ineligible plan (renamed or removed), "and up"
 * cannot be told from the line's order, so no plan of that line earns a kickback: the kickback is
 * fixed on the order when it is placed and never corrected later, and paying a commission the
 * terms exclude cannot be taken back. Such a catalog change must update this rule (and the terms
 * page that prints it); the tests tie every named plan to the catalog.
 */
export function isKickbackEligible(plan: KickbackPlanOrder): boolean {
  if (kickbackIneligibleFromPlan(plan.line) === null) return true;
  if (plan.sort === null || plan.ineligibleFromSort === null) return false;
  return plan.sort < plan.ineligibleFromSort;
}

/** A KVM plan as the catalog lists it (kvm_packages, or domain's KVM_PLANS). */
export interface CatalogPlanPlace {
  line: string;
  displayname: string;
  sort: number;
}

/**
 * The plan order of a sale from a list of catalog plans (what the BFF reads from kvm_packages):
 * a game (line null) has none; a plan missing from the list has no sort (and so earns nothing on
 * a line with a rule).
 */
export function kickbackPlanOrder(
  catalog: readonly CatalogPlanPlace[],
  line: string | null,
  displayname: string,
): KickbackPlanOrder {
  if (line === null) return { line: null, sort: null, ineligibleFromSort: null };
  const threshold = kickbackIneligibleFromPlan(line);
  const sortOf = (name: string | null) =>
    catalog.find((plan) => plan.line === line && plan.displayname === name)?.sort ?? null;
  return { line, sort: sortOf(displayname), ineligibleFromSort: sortOf(threshold) };
}

export interface KickbackInput {
  /** The order's VAT-inclusive total, in santim. */
  totalSantim: number;
  /** The code's kickback percent (two decimals at most); missing means 0. */
  kickbackPercent: number | null | undefined;
  /** The sold plan's place in its line. */
  plan: KickbackPlanOrder;
  /** The buyer is the code's owner: nobody earns a kickback on their own purchase. */
  buyerIsOwner: boolean;
}

/** The kickback in santim: round(total x percent / 100), capped at 3,000 ETB; 0 for own or ineligible sales. */
export function computeKickback(input: KickbackInput): number {
  if (input.buyerIsOwner || !isKickbackEligible(input.plan)) return 0;
  const percent = input.kickbackPercent ?? 0;
  if (!Number.isFinite(percent) || percent <= 0 || input.totalSantim <= 0) return 0;
  const kickback = Math.round((input.totalSantim * percentToBasisPoints(Math.min(percent, 100))) / 10000);
  return Math.min(kickback, AFFILIATE_KICKBACK_CAP_SANTIM);
}

/** How many of a code's newest qualified sales its statistics list. */
export const AFFILIATE_RECENT_SALES = 10;

/** When a qualified sale's kickback leaves the holding period: the payment time plus 30 days. */
export function kickbackPayableFrom(paidAt: Date): Date {
  return new Date(paidAt.getTime() + AFFILIATE_HOLDING_DAYS * DAY_MS);
}

/** A sale's kickback is payable once its holding period is over (payableFrom <= now), else pending. */
export function isKickbackPayable(paidAt: Date, now: Date): boolean {
  return kickbackPayableFrom(paidAt).getTime() <= now.getTime();
}

/** The latest payment time whose kickback is payable now (now less 30 days): for a query's `paid_at <= ?`. */
export function kickbackPayableCutoff(now: Date): Date {
  return new Date(now.getTime() - AFFILIATE_HOLDING_DAYS * DAY_MS);
}

/** The kickback of qualified sales split into payable (out of the holding period) and pending, in santim. */
export function splitKickback(
  sales: readonly { kickbackSantim: number; paidAt: Date }[],
  now: Date,
): { payableSantim: number; pendingSantim: number } {
  let payableSantim = 0;
  let pendingSantim = 0;
  for (const sale of sales) {
    if (isKickbackPayable(sale.paidAt, now)) payableSantim += sale.kickbackSantim;
    else pendingSantim += sale.kickbackSantim;
  }
  return { payableSantim, pendingSantim };
}

/** A monthly payout is made once the payable kickback reaches the minimum payout (1,000 ETB). */
export function isPayoutDue(payableSantim: number): boolean {
  return payableSantim >= AFFILIATE_MINIMUM_PAYOUT_SANTIM;
}

export const AFFILIATE_CODE_MIN_LENGTH = 3;
export const AFFILIATE_CODE_MAX_LENGTH = 20;
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const AFFILIATE_CODE_LENGTH_MESSAGE = SERVER_MESSAGES.affiliateCodeLength;
export const AFFILIATE_CODE_CHARSET_MESSAGE = SERVER_MESSAGES.affiliateCodeCharset;
export const AFFILIATE_ONE_CODE_MESSAGE = SERVER_MESSAGES.affiliateOneCode;

/** The code field as the user types: upper-cased, cut at 20 characters. */
export function normalizeAffiliateCodeInput(raw: string): string {
  return raw.toUpperCase().slice(0, AFFILIATE_CODE_MAX_LENGTH);
}

/** The validation message of an affiliate code (length first, then characters), or null when valid. */
export function validateAffiliateCode(code: string): string | null {
  if (code.length < AFFILIATE_CODE_MIN_LENGTH || code.length > AFFILIATE_CODE_MAX_LENGTH) {
    return AFFILIATE_CODE_LENGTH_MESSAGE;
  }
  return AFFILIATE_CODE_PATTERN.test(code) ? null : AFFILIATE_CODE_CHARSET_MESSAGE;
}
