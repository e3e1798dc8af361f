import Boom from '@hapi/boom';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/domain';
import { CouponLookupLimiter } from './coupons.ts';
import { memoryRateLimitStore } from './rate-limits/index.ts';

describe('CouponLookupLimiter', () => {
  it('allows the limit per address, then answers 429 with Retry-After', async () => {
    const limiter = new CouponLookupLimiter(memoryRateLimitStore(), { points: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) await limiter.consume('10.1.1.1');
    const err = await limiter.consume('10.1.1.1').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(Boom.isBoom(err) && err.output.statusCode).toBe(429);
    expect((err as Boom.Boom).message).toBe(SERVER_MESSAGES.couponRateLimited);
    expect(Number((err as Boom.Boom).output.headers['Retry-After'])).toBeGreaterThan(0);
    await expect(limiter.consume('10.1.1.2')).resolves.toBeUndefined();
  });
});
