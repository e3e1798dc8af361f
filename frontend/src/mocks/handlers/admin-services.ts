import {
  computeKickback,
  daysLeft,
  etbToSantim,
  isReminderDue,
  normalizeCouponCode,
  reminderSentMessage,
  santimToEtb,
  SERVER_MESSAGES,
} from '@shop/domain';
import type { MockDiscountCode, MockService } from '../db';
import { apiError, authenticateAdmin, http } from '../http';
import { db, newId } from '../state';
import { byNewest, toAdminService } from '../views';

function needsReminder(service: MockService): boolean {
  return isReminderDue({ status: service.status, daysLeft: daysLeft(service.endDate) });
}

/** The console's services list, expiry reminders and discount codes. */
export const adminServiceHandlers = [
  // ---- services ------------------------------------------------------------------------------
  http.get('/admin/services', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const status = query.get('status');
    return response(200).json(db.services.filter((s) => !status || s.status === status).map(toAdminService));
  }),

  http.post('/admin/service/send-expiration-reminder/{id}', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const service = db.services.find((s) => s.id === params.id);
    if (!service) return response.untyped(apiError(404, SERVER_MESSAGES.serviceNotFound));
    const user = toAdminService(service).order.user;
    const days = daysLeft(service.endDate);
    return response(200).json({
      message: reminderSentMessage(user.email, days),
      details: { userEmail: user.email, daysRemaining: days },
    });
  }),

  http.post('/admin/service/send-expiration-reminders', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const due = db.services.filter(needsReminder);
    return response(200).json({
      message: SERVER_MESSAGES.remindersSent,
      summary: { emailsSent: due.length, emailsFailed: 0, totalChecked: db.services.length },
    });
  }),

  // ---- discount codes ------------------------------------------------------------------------
  http.get('/admin/discount-codes', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    return response(200).json(byNewest(db.discountCodes));
  }),

  http.post('/admin/discount-codes', async ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const body = await request.json();
    const code = normalizeCouponCode(body.code);
    if (db.discountCodes.some((c) => c.code === code)) {
      return response.untyped(apiError(409, SERVER_MESSAGES.discountCodeExists));
    }
    const created: MockDiscountCode = {
      id: newId('discount'),
      code,
      discount: body.discount,
      affiliateKickback: body.affiliateKickback ?? 0,
      givenTo: body.givenTo,
      expiresAt: body.expiresAt ?? null,
      isActive: true,
      ownerId: null,
      allowedServiceNames: null,
      _count: { orders: 0 },
      createdAt: new Date().toISOString(),
    };
    db.discountCodes.push(created);
    return response(201).json({ discountCode: created });
  }),

  http.get('/admin/discount-codes/{id}', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const code = db.discountCodes.find((c) => c.id === params.id);
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.discountCodeNotFound));
    return response(200).json(code);
  }),

  http.put('/admin/discount-codes/{id}', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const code = db.discountCodes.find((c) => c.id === params.id);
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.discountCodeNotFound));
    const body = await request.json();
    if (body.discount !== undefined) code.discount = body.discount;
    if (body.affiliateKickback !== undefined) code.affiliateKickback = body.affiliateKickback;
    if (body.givenTo !== undefined) code.givenTo = body.givenTo;
    if (body.expiresAt !== undefined) code.expiresAt = body.expiresAt;
    if (body.isActive !== undefined) code.isActive = body.isActive;
    return response(200).json({ discountCode: code });
  }),

  http.get('/admin/discount-codes/{id}/affiliate-stats', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const code = db.discountCodes.find((c) => c.id === params.id);
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.discountCodeNotFound));
    const orders = byNewest(db.orders.filter((o) => o.discountCodeId === code.id));
    const paid = orders.filter((o) => o.paid);
    const kickback = paid.reduce(
      (sum, o) =>
        sum +
        computeKickback({
          totalSantim: etbToSantim(o.totalPrice),
          kickbackPercent: code.affiliateKickback,
          line: o.line,
          serviceName: o.serviceName,
          buyerIsOwner: o.userId === code.ownerId,
        }),
      0,
    );
    return response(200).json({
      discountCode: {
        code: code.code,
        discount: code.discount,
        affiliateKickback: code.affiliateKickback,
        givenTo: code.givenTo,
      },
      stats: {
        totalOrders: orders.length,
        totalRevenue: paid.reduce((sum, o) => sum + o.totalPrice, 0),
        totalKickback: santimToEtb(kickback),
        currency: 'ETB',
      },
      recentOrders: orders.slice(0, 10).map((o) => ({
        id: o.id,
        basePrice: o.basePrice,
        totalPrice: o.totalPrice,
        currency: 'ETB',
        createdAt: o.createdAt,
      })),
    });
  }),
];
