import {
  AFFILIATE_ONE_CODE_MESSAGE,
  computeKickback,
  etbToSantim,
  normalizeAffiliateCodeInput,
  santimToEtb,
  SERVER_MESSAGES,
  validateAffiliateCode,
} from '@shop/domain';
import type { MockDiscountCode, MockOrder } from '../db';
import { apiError, authenticate, http } from '../http';
import { db, newId } from '../state';
import { byNewest, toAffiliateCode, userRef } from '../views';

/** What a new affiliate code gives: 5% off for the buyer, 10% kickback for the owner. */
const AFFILIATE_DISCOUNT = 5;
const AFFILIATE_KICKBACK = 10;

function ordersWith(code: MockDiscountCode): MockOrder[] {
  return db.orders.filter((o) => o.discountCodeId === code.id);
}

function kickbackOf(order: MockOrder, code: MockDiscountCode): number {
  if (!order.paid) return 0;
  return santimToEtb(
    computeKickback({
      totalSantim: etbToSantim(order.totalPrice),
      kickbackPercent: code.affiliateKickback,
      line: order.line,
      serviceName: order.serviceName,
      buyerIsOwner: order.userId === code.ownerId,
    }),
  );
}

function activeServicesOf(orders: readonly MockOrder[]): number {
  return db.services.filter((s) => s.status === 'ACTIVE' && orders.some((o) => o.id === s.orderId)).length;
}

function totals(code: MockDiscountCode) {
  const orders = ordersWith(code);
  const paid = orders.filter((o) => o.paid);
  return {
    orders,
    totalOrders: orders.length,
    activeServices: activeServicesOf(orders),
    revenue: Math.round(paid.reduce((sum, o) => sum + o.totalPrice, 0) * 100) / 100,
    kickback: Math.round(orders.reduce((sum, o) => sum + kickbackOf(o, code), 0) * 100) / 100,
  };
}

export const affiliateHandlers = [
  http.post('/affiliate/register-code', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const code = normalizeAffiliateCodeInput((await request.json()).code.trim());
    const invalid = validateAffiliateCode(code);
    if (invalid) return response.untyped(apiError(400, invalid));
    if (db.discountCodes.some((c) => c.ownerId === user.id)) {
      return response.untyped(apiError(409, AFFILIATE_ONE_CODE_MESSAGE));
    }
    if (db.discountCodes.some((c) => c.code === code)) {
      return response.untyped(apiError(409, SERVER_MESSAGES.affiliateCodeTaken));
    }
    const created: MockDiscountCode = {
      id: newId('discount'),
      code,
      discount: AFFILIATE_DISCOUNT,
      affiliateKickback: AFFILIATE_KICKBACK,
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
    const codes = db.discountCodes
      .filter((c) => c.ownerId === user.id)
      .map((c) => ({ code: c, ...totals(c) }));
    return response(200).json({
      totalOrders: codes.reduce((n, c) => n + c.totalOrders, 0),
      activeServices: codes.reduce((n, c) => n + c.activeServices, 0),
      totalRevenue: codes.reduce((n, c) => n + c.revenue, 0),
      totalKickback: codes.reduce((n, c) => n + c.kickback, 0),
      codes: codes.map((c) => ({
        code: c.code.code,
        isActive: c.code.isActive,
        totalOrders: c.totalOrders,
        activeServices: c.activeServices,
        revenue: c.revenue,
        kickback: c.kickback,
      })),
    });
  }),

  http.get('/affiliate/stats/{code}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const code = db.discountCodes.find((c) => c.ownerId === user.id && c.code === params.code.toUpperCase());
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.affiliateCodeNotFound));
    const t = totals(code);
    return response(200).json({
      code: code.code,
      totalOrders: t.totalOrders,
      activeServices: t.activeServices,
      expiredServices: db.services.filter(
        (s) => s.status === 'EXPIRED' && t.orders.some((o) => o.id === s.orderId),
      ).length,
      totalRevenue: t.revenue,
      totalKickback: t.kickback,
      recentOrders: byNewest(t.orders)
        .slice(0, 10)
        .map((o) => ({
          id: o.id,
          serviceName: o.serviceName,
          customer: userRef(o.userId).username,
          totalPrice: o.totalPrice,
          status: o.status,
          createdAt: o.createdAt,
        })),
    });
  }),

  http.post('/affiliate/toggle-code/{code}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const code = db.discountCodes.find((c) => c.ownerId === user.id && c.code === params.code.toUpperCase());
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.affiliateCodeNotFound));
    code.isActive = !code.isActive;
    return response(200).json({
      message: code.isActive ? 'Affiliate code activated' : 'Affiliate code deactivated',
      code: toAffiliateCode(code),
    });
  }),
];
