import { couponRefusal, normalizeCouponCode } from '@shop/domain';
import type { MockDiscountCode } from '../db';
import { apiError, http } from '../http';
import { db } from '../state';

/**
 * The coupon for what the customer typed when domain's rules let it be used (for this service,
 * when one is named); otherwise the BFF's answer: 'invalid' as `invalidStatus` (404 for the
 * look-up, 422 on an order), a restriction as 422.
 */
export function usableCoupon(
  code: string,
  serviceName: string | null | undefined,
  invalidStatus: 404 | 422,
): MockDiscountCode | Response {
  const coupon = db.discountCodes.find((c) => c.code === normalizeCouponCode(code));
  const refusal = couponRefusal(coupon, serviceName);
  if (!refusal) return coupon!;
  return apiError(refusal.reason === 'invalid' ? invalidStatus : 422, refusal.message);
}

export const couponHandlers = [
  http.get('/discount-codes/{code}', ({ params, query, response }) => {
    const coupon = usableCoupon(params.code, query.get('serviceName'), 404);
    if (coupon instanceof Response) return response.untyped(coupon);
    return response(200).json({ code: coupon.code, discount: coupon.discount });
  }),
];
