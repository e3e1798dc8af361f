import { COUPON_INVALID_MESSAGE, checkServiceRestriction, normalizeCouponCode } from '@shop/domain';
import type { MockDiscountCode } from '../db';
import { apiError, http } from '../http';
import { db } from '../state';
import { isExpired } from '../views';

/** The active, unexpired coupon for this service, or the answer the BFF gives when there is none. */
export function usableCoupon(code: string, serviceName: string | null): MockDiscountCode | Response {
  const normalized = normalizeCouponCode(code);
  const coupon = db.discountCodes.find((c) => c.code === normalized);
  if (!coupon || !coupon.isActive || isExpired(coupon)) return apiError(404, COUPON_INVALID_MESSAGE);
  if (serviceName) {
    const refusal = checkServiceRestriction(coupon.allowedServiceNames, serviceName);
    if (refusal) return apiError(422, refusal);
  }
  return coupon;
}

export const couponHandlers = [
  http.get('/discount-codes/{code}', ({ params, query, response }) => {
    const coupon = usableCoupon(params.code, query.get('serviceName'));
    if (coupon instanceof Response) return response.untyped(coupon);
    return response(200).json({ code: coupon.code, discount: coupon.discount });
  }),
];
