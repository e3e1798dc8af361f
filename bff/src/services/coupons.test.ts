import Boom from '@hapi/boom';
import { describe, expect, it } from 'vitest';
import { COUPON_RATE_LIMIT_MESSAGE, CouponLookupLimiter, couponRestriction } from './coupons.ts';

describe('couponRestriction', () => {
  it("uses the row's own list", () => {
    expect(couponRestriction({ code: 'PROMO', allowed_service_names: ['boost'] })).toEqual(['boost']);
    expect(couponRestriction({ code: 'SP45', allowed_service_names: [] })).toEqual([]);
  });

  it('falls back to the built-in restriction of ET2018 and SP45 when the row has none', () => {
    expect(couponRestriction({ code: 'SP45', allowed_service_names: null })).toEqual(['small']);
    expect(couponRestriction({ code: 'ET2018', allowed_service_names: null })).toEqual([
      'small',
      'starter',
      'newcomer',
      'boost',
    ]);
    expect(couponRestriction({ code: 'PROMO', allowed_service_names: null })).toBeNull();
  });
});

describe('CouponLookupLimiter', () => {
  it('allows the limit per address, then answers 429 with Retry-After', async () => {
    const limiter = new CouponLookupLimiter({ points: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) await limiter.consume('10.1.1.1');
    const err = await limiter.consume('10.1.1.1').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(Boom.isBoom(err) && err.output.statusCode).toBe(429);
    expect((err as Boom.Boom).message).toBe(COUPON_RATE_LIMIT_MESSAGE);
    expect(Number((err as Boom.Boom).output.headers['Retry-After'])).toBeGreaterThan(0);
    await expect(limiter.consume('10.1.1.2')).resolves.toBeUndefined();
  });
});
