/** Affiliate rules: the kickback an affiliate earns on a sale, and the affiliate code format. */
import { percentToBasisPoints } from './coupons';

/** The affiliate terms cap the commission at 3,000 ETB per qualified sale. */
export const AFFILIATE_KICKBACK_CAP_SANTIM = 300000;

/** Plan tiers, smallest first, as they appear as a word in plan names ('Package Mega'). */
export const PLAN_TIERS = [
  'small',
  'starter',
  'newcomer',
  'boost',
  'mega',
  'giga',
  'ultra',
  'xl',
  'xxl',
] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * The first tier that earns no kickback, per KVM line: Package (2025sale), IPv6 (ipv6onlygen1) and
 * Ryzen GEN 2 (ryzengen2) Mega and up; KVM Server (intelxeon) XL and up. Other lines and games are eligible.
 */
export const KICKBACK_INELIGIBLE_FROM: Readonly<Record<string, PlanTier>> = {
  '2025sale': 'mega',
  ipv6onlygen1: 'mega',
  ryzengen2: 'mega',
  intelxeon: 'xl',
};

/** The tier named by a whole word of the plan name, case-insensitive; the highest if several; else null. */
export function planTier(serviceName: string): PlanTier | null {
  const words = new Set(serviceName.toLowerCase().split(/[^a-z0-9]+/));
  for (let i = PLAN_TIERS.length - 1; i >= 0; i -= 1) {
    if (words.has(PLAN_TIERS[i])) return PLAN_TIERS[i];
  }
  return null;
}

/**
 * Whether a sale of this plan earns a kickback. Game orders (line null) and lines without a rule are
 * eligible; so is a plan whose name carries no known tier word.
 */
export function isKickbackEligible(line: string | null | undefined, serviceName: string): boolean {
  if (!line || !Object.hasOwn(KICKBACK_INELIGIBLE_FROM, line)) return true;
  const tier = planTier(serviceName);
  if (tier === null) return true;
  return PLAN_TIERS.indexOf(tier) < PLAN_TIERS.indexOf(KICKBACK_INELIGIBLE_FROM[line]);
}

export interface KickbackInput {
  /** The order's VAT-inclusive total, in santim. */
  totalSantim: number;
  /** The code's kickback percent (two decimals at most); missing means 0. */
  kickbackPercent: number | null | undefined;
  /** The KVM line, or null for a game order. */
  line: string | null;
  serviceName: string;
  /** The buyer is the code's owner: nobody earns a kickback on their own purchase. */
  buyerIsOwner: boolean;
}

/** The kickback in santim: round(total x percent / 100), capped at 3,000 ETB; 0 for own or ineligible sales. */
export function computeKickback(input: KickbackInput): number {
  if (input.buyerIsOwner || !isKickbackEligible(input.line, input.serviceName)) return 0;
  const percent = input.kickbackPercent ?? 0;
  if (!Number.isFinite(percent) || percent <= 0 || input.totalSantim <= 0) return 0;
  const kickback = Math.round((input.totalSantim * percentToBasisPoints(Math.min(percent, 100))) / 10000);
  return Math.min(kickback, AFFILIATE_KICKBACK_CAP_SANTIM);
}

export const AFFILIATE_CODE_MIN_LENGTH = 3;
export const AFFILIATE_CODE_MAX_LENGTH = 20;
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const AFFILIATE_CODE_LENGTH_MESSAGE = 'Code must be between 3 and 20 characters';
export const AFFILIATE_CODE_CHARSET_MESSAGE =
  'Code can only contain letters, numbers, hyphens, and underscores';
export const AFFILIATE_ONE_CODE_MESSAGE =
  'You can only have one affiliate code. Please delete your existing code first.';

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
