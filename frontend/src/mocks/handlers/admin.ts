import {
  adminServiceStatusRefusal,
  computeKickback,
  createServiceRefusal,
  markPaidRefusal,
  normalizePaymentReference,
  NOT_READY_STATES,
  paymentReferenceKey,
  renewedEndDate,
  serviceEndDate,
  daysLeft,
  etbToSantim,
  isReminderDue,
  normalizeCouponCode,
  reminderSentMessage,
  santimToEtb,
  SERVER_MESSAGES,
  serviceSpecsFromOrder,
} from '@shop/domain';
import { serviceFields } from '../db';
import type { MockDiscountCode, MockService } from '../db';
import { apiError, authenticateAdmin, http } from '../http';
import { db, newId } from '../state';
import { byNewest, toAdminOrder, toAdminService, toAdminUser, toPayment } from '../views';

/** How long the mock's provisioning takes before the machine is running. */
export const MOCK_PROVISIONING_MS = 1500;

function needsReminder(service: MockService): boolean {
  return isReminderDue({ status: service.status, daysLeft: daysLeft(service.endDate) });
}

export const adminHandlers = [
  // ---- users ---------------------------------------------------------------------------------
  http.get('/admin/users', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    return response(200).json(byNewest(db.users).map(toAdminUser));
  }),

  http.get('/admin/users/{id}', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const user = db.users.find((u) => u.id === params.id);
    if (!user) return response.untyped(apiError(404, SERVER_MESSAGES.userNotFound));
    return response(200).json(toAdminUser(user));
  }),

  // ---- orders --------------------------------------------------------------------------------
  http.get('/admin/orders', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const status = query.get('status');
    const paid = query.get('paid');
    const type = query.get('type');
    const rows = db.orders.filter(
      (o) =>
        (!status || o.status === status) &&
        (paid === null || String(o.paid) === String(paid)) &&
        (!type || o.type === type),
    );
    return response(200).json(byNewest(rows).map(toAdminOrder));
  }),

  http.delete('/admin/orders/{id}', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const service = db.services.find((s) => s.orderId === order.id);
    if (service) {
      return response(409).json({
        statusCode: 409,
        error: 'Conflict',
        message: SERVER_MESSAGES.orderHasService,
        orderId: order.id,
        serviceId: service.id,
      });
    }
    if (order.paid) {
      return response(409).json({
        statusCode: 409,
        error: 'Conflict',
        message: SERVER_MESSAGES.paidOrderNotDeletable,
        orderId: order.id,
        serviceId: null,
      });
    }
    db.orders = db.orders.filter((o) => o.id !== order.id);
    db.payments = db.payments.filter((p) => p.orderId !== order.id);
    return response(200).json({ message: SERVER_MESSAGES.orderDeleted, deletedOrder: { id: order.id } });
  }),

  http.post('/admin/orders/{id}/mark-paid', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const refusal = markPaidRefusal(order);
    if (refusal) return response.untyped(apiError(409, refusal));
    const body = await request.json();
    const paidBy = body.paidBy.trim();
    if (paidBy === '') return response.untyped(apiError(400, SERVER_MESSAGES.paidByEmpty));
    const reference = normalizePaymentReference(body.paymentReference);
    // As the BFF: the customer's pending report becomes the SUCCESS payment (the admin's details win).
    const reported = db.payments.find((p) => p.orderId === order.id && p.status === 'PENDING');
    const reused = db.payments.some(
      (p) =>
        p !== reported &&
        p.paymentMethod === body.paymentMethod &&
        paymentReferenceKey(p.paymentReference) === paymentReferenceKey(reference),
    );
    if (reused) return response.untyped(apiError(409, SERVER_MESSAGES.paymentReferenceUsed));
    const confirmed = {
      amount: order.totalPrice,
      paymentMethod: body.paymentMethod,
      paymentReference: reference,
      paidBy,
      status: 'SUCCESS' as const,
      periodOf: order.duration,
    };
    if (reported) {
      const keepsSuffix = body.paymentMethod === 'CBE' && reported.paymentMethod === 'CBE';
      Object.assign(reported, confirmed, keepsSuffix ? {} : { accountSuffix: null });
    } else {
      db.payments.push({
        id: newId('payment'),
        orderId: order.id,
        accountSuffix: null,
        createdAt: new Date().toISOString(),
        ...confirmed,
      });
    }
    const now = new Date();
    order.paid = true;
    order.updatedAt = now.toISOString();
    const renewed = order.renewalOfServiceId
      ? db.services.find((s) => s.id === order.renewalOfServiceId)
      : undefined;
    if (renewed) {
      renewed.endDate = renewedEndDate(renewed.endDate, order.duration, now).toISOString();
      if (renewed.status === 'EXPIRED') {
        renewed.status = 'ACTIVE';
        renewed.currentStatus = 'running';
        const first = db.orders.find((o) => o.id === renewed.orderId);
        if (first?.status === 'EXPIRED') first.status = 'ACTIVE';
      }
      order.status = 'COMPLETED';
    }
    return response(200).json({ message: SERVER_MESSAGES.orderMarkedPaid, order: toAdminOrder(order) });
  }),

  http.post('/admin/orders/{id}/status', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    order.status = (await request.json()).status;
    order.updatedAt = new Date().toISOString();
    return response(200).json(toAdminOrder(order));
  }),

  http.post('/admin/orders/{id}/email-details', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    return response(200).json({ message: SERVER_MESSAGES.orderDetailsSent });
  }),

  http.post('/admin/orders/{id}/create-service', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const existing = db.services.find((s) => s.orderId === order.id);
    const refusal = createServiceRefusal({
      ...order,
      renewalOfServiceId: order.renewalOfServiceId ?? null,
      hasService: Boolean(existing),
    });
    if (refusal) return response.untyped(apiError(409, refusal));
    const now = Date.now();
    const isGame = order.type === 'GAME';
    const dates = {
      startDate: new Date(now).toISOString(),
      endDate: serviceEndDate(new Date(now), order.duration).toISOString(),
    };
    const service: MockService = existing
      ? Object.assign(existing, dates, { currentStatus: 'provisioning' })
      : {
          id: newId('service'),
          serviceId: '',
          userId: order.userId,
          orderId: order.id,
          kind: order.type,
          serviceName: order.serviceName,
          status: 'ACTIVE',
          ...dates,
          currentStatus: 'provisioning',
          ...serviceFields(serviceSpecsFromOrder(order)),
          ip: `196.188.${(db.services.length * 13) % 250}.${(db.services.length * 29) % 250}`,
          port: isGame ? 27015 : 22,
          sshPort: 22,
          login: isGame ? 'gameadmin' : 'root',
          password: `mock-${newId('secret').slice(0, 12)}`,
        };
    if (!existing) db.services.push(service);
    order.status = 'PROVISIONING';
    order.failureReason = null;
    order.updatedAt = new Date(now).toISOString();
    // The mock's provisioning: the machine is ready a moment later, as the BFF's job makes it.
    setTimeout(() => {
      if (order.status !== 'PROVISIONING') return;
      service.serviceId = `sim-${newId('provider').replace(/-/g, '').slice(0, 8)}`;
      service.currentStatus = 'running';
      order.status = 'ACTIVE';
    }, MOCK_PROVISIONING_MS);
    return response(201).json({
      message: SERVER_MESSAGES.serviceCreated,
      service: toAdminService(service),
    });
  }),

  // ---- background jobs -----------------------------------------------------------------------
  // The mocks run no background work: provisioning and delivery happen in the handlers themselves.
  http.get('/admin/jobs', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    return response(200).json([]);
  }),

  // ---- services ------------------------------------------------------------------------------
  http.get('/admin/services', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const status = query.get('status');
    return response(200).json(db.services.filter((s) => !status || s.status === status).map(toAdminService));
  }),

  http.post('/admin/services/{id}/status', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const service = db.services.find((s) => s.id === params.id);
    if (!service) return response.untyped(apiError(404, SERVER_MESSAGES.serviceNotFound));
    const { status } = await request.json();
    const refusal = adminServiceStatusRefusal(service.status, status);
    if (refusal) return response.untyped(apiError(409, refusal));
    service.status = status;
    // As the simulated provider: suspended, or running again.
    if (!NOT_READY_STATES.includes(service.currentStatus))
      service.currentStatus = status === 'ACTIVE' ? 'running' : 'suspended';
    return response(200).json(toAdminService(service));
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

  // ---- payments and stats --------------------------------------------------------------------
  http.get('/admin/payments', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const status = query.get('status');
    const method = query.get('method');
    const rows = db.payments.filter(
      (p) => (!status || p.status === status) && (!method || p.paymentMethod === method),
    );
    return response(200).json(byNewest(rows).map((p) => toPayment(p)));
  }),

  http.get('/admin/stats', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const paidOrders = db.orders.filter((o) => o.paid);
    return response(200).json({
      users: { total: db.users.length },
      orders: {
        total: db.orders.length,
        paid: paidOrders.length,
        pending: db.orders.length - paidOrders.length,
      },
      services: {
        total: db.services.length,
        active: db.services.filter((s) => s.status === 'ACTIVE').length,
        expired: db.services.filter((s) => s.status === 'EXPIRED').length,
      },
      revenue: {
        total: db.payments.filter((p) => p.status === 'SUCCESS').reduce((sum, p) => sum + p.amount, 0),
      },
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
