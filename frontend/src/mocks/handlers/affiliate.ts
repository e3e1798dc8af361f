import {
  AFFILIATE_DEFAULT_DISCOUNT_PERCENT,
  AFFILIATE_DEFAULT_KICKBACK_PERCENT,
  santimToEtb,
  SERVER_MESSAGES,
  validateAffiliateCode,
} from '@shop/domain';
import type { MockDiscountCode } from '../db';
import { qualifiedSales, salesFigures, toCodeStats, toDashboardCode } from '../affiliate';
import { apiError, authenticate, http } from '../http';
import { db, newId } from '../state';
import { toAffiliateCode } from '../views';

/** The caller's code named in the path (any case); another user's or an unknown code is not found. */
function ownCode(userId: string, code: string): MockDiscountCode | undefined {
  return db.discountCodes.find((c) => c.ownerId === userId && c.code === code.toUpperCase());
}

/** As the BFF (bff/src/services/affiliate): the signed-in customer's one affiliate code and its sales. */
export const affiliateHandlers = [
  http.post('/affiliate/register-code', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const code = (await request.json()).code.trim().toUpperCase();
    const invalid = validateAffiliateCode(code);
    if (invalid) return response.untyped(apiError(400, invalid));
    if (db.discountCodes.some((c) => c.ownerId === user.id)) {
      return response.untyped(apiError(409, SERVER_MESSAGES.affiliateOneCode));
    }
    if (db.discountCodes.some((c) => c.code === code)) {
      return response.untyped(apiError(409, SERVER_MESSAGES.affiliateCodeTaken));
    }
    const created: MockDiscountCode = {
      id: newId('discount'),
      code,
      discount: AFFILIATE_DEFAULT_DISCOUNT_PERCENT,
      affiliateKickback: AFFILIATE_DEFAULT_KICKBACK_PERCENT,
      givenTo: user.username,
      expiresAt: null,
      isActive: true,
      ownerId: user.id,
      allowedServiceNames: null,
      _count: { orders: 0 },
      createdAt: new Date().toISOString(),
    };
    db.discountCodes.push(created);
    return response(201).json({
      message: SERVER_MESSAGES.affiliateCodeCreated,
      code: toAffiliateCode(created),
    });
  }),

  http.get('/affiliate/my-codes', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response(200).json(db.discountCodes.filter((c) => c.ownerId === user.id).map(toAffiliateCode));
  }),

  http.get('/affiliate/dashboard', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const now = new Date();
    const codes = db.discountCodes.filter((c) => c.ownerId === user.id);
    const total = salesFigures(codes.flatMap(qualifiedSales), now);
    return response(200).json({
      totalOrders: total.totalOrders,
      activeServices: total.activeServices,
      totalRevenue: santimToEtb(total.revenueSantim),
      totalKickback: santimToEtb(total.kickbackSantim),
      payableKickback: santimToEtb(total.payableSantim),
      pendingKickback: santimToEtb(total.kickbackSantim - total.payableSantim),
      codes: codes.map((c) => toDashboardCode(c, salesFigures(qualifiedSales(c), now))),
    });
  }),

  http.get('/affiliate/stats/{code}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const code = ownCode(user.id, params.code);
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.affiliateCodeNotFound));
    return response(200).json(toCodeStats(code, new Date()));
  }),

  http.post('/affiliate/toggle-code/{code}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const code = ownCode(user.id, params.code);
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.affiliateCodeNotFound));
    code.isActive = !code.isActive;
    return response(200).json({
      message: code.isActive
        ? SERVER_MESSAGES.affiliateCodeActivated
        : SERVER_MESSAGES.affiliateCodeDeactivated,
      code: toAffiliateCode(code),
    });
  }),
];
