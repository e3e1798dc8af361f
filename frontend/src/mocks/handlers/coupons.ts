import { couponRefusal, normalizeCouponCode, SERVER_MESSAGES } from '@shop/domain';
import type { MockDiscountCode } from '../db';
import { apiError, authenticate, http } from '../http';
import { db } from '../state';

/**
 * The coupon for what the customer typed when domain's rules let it be used (for this service,
 * when one is named, and by this buyer, when one is known); otherwise the BFF's answer: 'invalid'
 * as `invalidStatus` (404 for the look-up, 422 on an order), a restriction or the buyer's own
 * affiliate code as 422.
 */
export function usableCoupon(
  code: string,
  serviceName: string | null | undefined,
  invalidStatus: 404 | 422,
  buyerId: string | null = null,
): MockDiscountCode | Response {
  const coupon = db.discountCodes.find((c) => c.code === normalizeCouponCode(code));
  const refusal = couponRefusal(coupon, serviceName);
  if (refusal) return apiError(refusal.reason === 'invalid' ? invalidStatus : 422, refusal.message);
  if (buyerId !== null && coupon!.ownerId === buyerId) return apiError(422, SERVER_MESSAGES.affiliateOwnCode);
  return coupon!;
}

export const couponHandlers = [
  http.get('/discount-codes/{code}', ({ request, params, query, response }) => {
    // Anyone may look a coupon up; a signed-in caller's token names the buyer (a bad one is 401).
    const buyer = request.headers.has('Authorization') ? authenticate(request) : null;
    if (buyer instanceof Response) return response.untyped(buyer);
    const coupon = usableCoupon(params.code, query.get('serviceName'), 404, buyer?.id ?? null);
    if (coupon instanceof Response) return response.untyped(coupon);
    return response(200).json({ code: coupon.code, discount: coupon.discount });
  }),
];
