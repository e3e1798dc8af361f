import Boom from '@hapi/boom';
import { normalizeRow } from '@shop/db';
import type { DiscountCodeRow } from '@shop/db';
import { basisPointsToPercent, couponRefusal, normalizeCouponCode, SERVER_MESSAGES } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey, tooManyRequests } from './rate-limits/keys.ts';
import type { RateLimitStore } from './rate-limits/store.ts';

export type CouponLookup = components['schemas']['CouponLookup'];

/** Look-ups allowed per client address in one window (every look-up counts, found or not). */
export const COUPON_LOOKUP_LIMIT = { points: 20, windowSeconds: 60 } as const;

/** The coupon row for what the customer typed (trimmed, upper-cased), or undefined. */
export async function findDiscountCode(db: Knex, rawCode: string): Promise<DiscountCodeRow | undefined> {
  const code = normalizeCouponCode(rawCode);
  if (code === '') return undefined;
  const row = await db('discount_codes').where({ code }).first();
  return normalizeRow('discount_codes', row);
}

/** Who uses a coupon for what: the service it is for and the signed-in buyer, when known. */
export interface CouponUse {
  serviceName?: string;
  buyerUserId?: string | null;
}

/**
 * The coupon when it may be used now (active, not expired), when a service name is given, for
 * that service, and when the buyer is known, by them (nobody may use their own affiliate code).
 * Otherwise throws: `invalidStatus` (404 for the public look-up, 422 for an order) with
 * 'Invalid or expired coupon code', or 422 with the restriction or own-code message.
 */
export async function requireUsableCoupon(
  db: Knex,
  rawCode: string,
  use: CouponUse,
  invalidStatus: 404 | 422,
): Promise<DiscountCodeRow> {
  const row = await findDiscountCode(db, rawCode);
  const stored = row && {
    code: row.code,
    isActive: row.is_active,
    expiresAt: row.expires_at,
    allowedServiceNames: row.allowed_service_names,
  };
  const refusal = couponRefusal(stored, use.serviceName);
  if (refusal?.reason === 'invalid' && invalidStatus === 404) throw Boom.notFound(refusal.message);
  if (refusal) throw Boom.badData(refusal.message);
  if (use.buyerUserId && row!.owner_user_id === use.buyerUserId) {
    throw Boom.badData(SERVER_MESSAGES.affiliateOwnCode);
  }
  return row!; // couponRefusal refuses a missing coupon
}

/**
 * The public look-up: only the code and its percent, never the kickback, owner or usage. A
 * signed-in caller's own affiliate code is refused, as it is when they place the order.
 */
export async function lookupCoupon(db: Knex, rawCode: string, use: CouponUse = {}): Promise<CouponLookup> {
  const row = await requireUsableCoupon(db, rawCode, use, 404);
  return { code: row.code, discount: basisPointsToPercent(row.discount_bp) };
}

/**
 * Counts coupon look-ups per client address in the server's rate-limit store (shared by every
 * instance on the same database or Redis); past the limit a look-up answers 429 with Retry-After
 * until the window ends, before the database is read.
 */
export class CouponLookupLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    options: { points: number; windowSeconds: number } = COUPON_LOOKUP_LIMIT,
  ) {
    this.limiter = store.limiter({ name: 'coupon-lookup', ...options });
  }

  async consume(address: string): Promise<void> {
    try {
      await this.limiter.consume(addressKey(address));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyRequests(SERVER_MESSAGES.couponRateLimited, err.msBeforeNext);
    }
  }
}
