import type { Server } from '@hapi/hapi';
import type { HandlerMap } from '../plugins/contract.ts';
import { CouponLookupLimiter, lookupCoupon } from '../services/coupons.ts';

/** One look-up counter per server (tests build several servers in one process). */
const limiters = new WeakMap<Server, CouponLookupLimiter>();

function limiterOf(server: Server): CouponLookupLimiter {
  let limiter = limiters.get(server);
  if (!limiter) {
    limiter = new CouponLookupLimiter();
    limiters.set(server, limiter);
  }
  return limiter;
}

export const couponHandlers: HandlerMap = {
  async lookupDiscountCode(request, h) {
    await limiterOf(request.server).consume(request.info.remoteAddress);
    const { code } = request.params as { code: string };
    const { serviceName } = request.query as { serviceName?: string };
    const body = await lookupCoupon(request.server.app.knex, code, serviceName);
    // A coupon can be switched off at any time: never let a cache answer for the server.
    return h.response(body).header('Cache-Control', 'no-store');
  },
};
