import type { HandlerMap } from '../plugins/contract.ts';
import { clientAddress } from '../plugins/client-address.ts';
import { lookupCoupon } from '../services/coupons.ts';

export const couponHandlers: HandlerMap = {
  async lookupDiscountCode(request, h) {
    await request.server.app.couponLookupLimiter.consume(clientAddress(request));
    const { code } = request.params as { code: string };
    const { serviceName } = request.query as { serviceName?: string };
    // The token is optional: a signed-in caller is the buyer, whose own affiliate code is refused.
    const buyer = request.auth.isAuthenticated ? (request.auth.credentials as { id?: string }) : null;
    const body = await lookupCoupon(request.server.app.knex, code, {
      serviceName,
      buyerUserId: buyer?.id ?? null,
    });
    // A coupon can be switched off at any time: never let a cache answer for the server.
    return h.response(body).header('Cache-Control', 'no-store');
  },
};
