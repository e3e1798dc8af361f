import {
  checkRejectionReason,
  etbToSantim,
  isAwaitingPayment,
  isInPaymentQueue,
  isPaymentReported,
  paymentRejectionRefusal,
  reportedOrderDeleteRefusal,
  isUnpaidOrder,
  JOINED_WINDOWS,
  joinedSince,
  orderStatusChangeRefusal,
  phoneSearchForms,
  santimToEtb,
  SERVER_MESSAGES,
  shopMonth,
} from '@shop/domain';
import type { MockUser } from '../db';
import { apiError, authenticateAdmin, http } from '../http';
import { db } from '../state';
import { newestFirst, toAdminOrder, toAdminPayment, toAdminUser, toOrder, toPayment } from '../views';

/**
 * The console's users, orders, payments and figures, answering as the BFF does
 * (bff/src/services/admin): the same filters, search, order, pages, totals and refusals.
 */

// ---- lists ---------------------------------------------------------------------------------------

/** The contract's paging (page 1, up to 1000 rows) over rows already in order, and the total. */
function paged<T>(rows: readonly T[], query: { get(name: string): string | null }) {
  const limit = Number(query.get('limit') ?? 1000);
  const page = Number(query.get('page') ?? 1);
  return {
    rows: rows.slice((page - 1) * limit, page * limit),
    headers: { 'X-Total-Count': String(rows.length) },
  };
}

/** The trimmed, lower-cased search text, or null when there is nothing to look for. */
function searchOf(search: string | null): string | null {
  const text = search?.trim().toLowerCase();
  return text ? text : null;
}

/** As the BFF's LIKE '%text%': any of the values contains the text, in any case. */
function contains(values: readonly (string | null | undefined)[], text: string): boolean {
  return values.some((value) => (value ?? '').toLowerCase().includes(text));
}

/** As the BFF's LIKE 'text%' on ids: any of the ids starts with the text, in any case. */
function startsWith(ids: readonly string[], text: string): boolean {
  return ids.some((id) => id.toLowerCase().startsWith(text));
}

/** As the BFF's sub-query over users: the customer's username or e-mail contains the text. */
function customerMatches(userId: string, text: string): boolean {
  const user: MockUser | undefined = db.users.find((u) => u.id === userId);
  return user !== undefined && contains([user.username, user.email], text);
}

/** Joi's boolean, as the contract reads `paid`: 'true' or 'false' in any case. */
function booleanOf(value: string | null): boolean | null {
  return value === null ? null : value.toLowerCase() === 'true';
}

/** The console's users, orders, payments and figures. */
/** As the BFF: the services ending this month (Addis Ababa), not terminated, and their open renewals. */
function monthRenewals(at: Date) {
  const { month, from, to } = shopMonth(at);
  const ending = db.services.filter((s) => {
    const end = new Date(s.endDate).getTime();
    return s.status !== 'TERMINATED' && end >= from.getTime() && end < to.getTime();
  });
  const santim = ending.reduce((sum, s) => {
    const open = db.orders.filter((o) => o.renewalOfServiceId === s.id && isUnpaidOrder(o));
    return sum + open.reduce((acc, o) => acc + etbToSantim(o.totalPrice), 0);
  }, 0);
  return { month, count: ending.length, amount: santimToEtb(santim) };
}

export const adminOrderHandlers = [
  // ---- users ---------------------------------------------------------------------------------
  http.get('/admin/users', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const search = searchOf(query.get('search'));
    const role = query.get('role');
    const hasOrders = booleanOf(query.get('hasOrders'));
    const joined = JOINED_WINDOWS.find((w) => w === query.get('joined'));
    const since = joined ? joinedSince(joined, new Date()).toISOString() : null;
    const rows = newestFirst(db.users).filter(
      (u) =>
        (!search ||
          contains([u.username, u.email, u.phone], search) ||
          phoneSearchForms(search).some((form) => contains([u.phone], form))) &&
        (role === null || u.isAdmin === (role === 'admin')) &&
        (hasOrders === null || db.orders.some((o) => o.userId === u.id) === hasOrders) &&
        (since === null || u.createdAt >= since),
    );
    const page = paged(rows, query);
    return response(200).json(page.rows.map(toAdminUser), { headers: page.headers });
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
    const paid = booleanOf(query.get('paid'));
    const type = query.get('type');
    const reported = booleanOf(query.get('paymentReported'));
    const inQueue = booleanOf(query.get('paymentQueue'));
    const search = searchOf(query.get('search'));
    const rows = newestFirst(db.orders).filter(
      (o) =>
        (!status || o.status === status) &&
        (paid === null || o.paid === paid) &&
        (!type || o.type === type) &&
        (reported === null || isPaymentReported(toOrder(o)) === reported) &&
        (inQueue === null ||
          isInPaymentQueue({ ...toOrder(o), refundDue: o.refundDue ?? null }) === inQueue) &&
        (!search ||
          startsWith([o.id], search) ||
          contains([o.serviceName], search) ||
          customerMatches(o.userId, search)),
    );
    const page = paged(rows, query);
    return response(200).json(page.rows.map(toAdminOrder), { headers: page.headers });
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
    if (order.refundDue != null) {
      return response(409).json({
        statusCode: 409,
        error: 'Conflict',
        message: SERVER_MESSAGES.refundDueOrderLocked,
        orderId: order.id,
        serviceId: null,
      });
    }
    const reportedRefusal = reportedOrderDeleteRefusal(toOrder(order).paymentReported);
    if (reportedRefusal) {
      return response(409).json({
        statusCode: 409,
        error: 'Conflict',
        message: reportedRefusal,
        orderId: order.id,
        serviceId: null,
      });
    }
    db.orders = db.orders.filter((o) => o.id !== order.id);
    db.payments = db.payments.filter((p) => p.orderId !== order.id);
    return response(200).json({ message: SERVER_MESSAGES.orderDeleted, deletedOrder: { id: order.id } });
  }),

  // As the BFF's rejectPayment: the report is kept FAILED with the reason; the customer may report again.
  http.post('/admin/orders/{id}/reject-payment', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const body = await request.json();
    const { reason, refusal: reasonRefusal } = checkRejectionReason(body.reason);
    if (reasonRefusal !== undefined) return response.untyped(apiError(400, reasonRefusal));
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const open = db.payments.find((p) => p.orderId === order.id && p.status === 'PENDING');
    const refusal = paymentRejectionRefusal(order, open !== undefined);
    if (refusal) return response.untyped(apiError(409, refusal));
    open!.status = 'FAILED';
    open!.rejection = { reason, rejectedAt: new Date().toISOString() };
    // As the BFF: a cancelled order's report rejected, its money is no longer owed back (unless
    // Chapa took some after the cancellation too).
    const chapaLate = order.chapaMismatch?.reasons.some((r) => r.code === 'ORDER_NOT_PAYABLE') ?? false;
    if (order.refundDue != null && !chapaLate) order.refundDue = null;
    return response(200).json({ message: SERVER_MESSAGES.paymentRejected, order: toAdminOrder(order) });
  }),

  http.post('/admin/orders/{id}/status', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const { status } = await request.json();
    const refusal = orderStatusChangeRefusal(order, status);
    if (refusal) return response.untyped(apiError(409, refusal));
    order.status = status;
    order.updatedAt = new Date().toISOString();
    return response(200).json(toAdminOrder(order));
  }),

  // The mocks send no mail: the answer is the BFF's once the mail is queued.
  http.post('/admin/orders/{id}/email-details', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    return response(200).json({ message: SERVER_MESSAGES.orderDetailsSent });
  }),

  // ---- payments and stats --------------------------------------------------------------------
  http.get('/admin/payments', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const status = query.get('status');
    const method = query.get('method');
    const search = searchOf(query.get('search'));
    const ownerOf = (orderId: string) => db.orders.find((o) => o.id === orderId)?.userId;
    const rows = newestFirst(db.payments).filter(
      (p) =>
        (!status || toPayment(p).status === status) &&
        (!method || p.paymentMethod === method) &&
        (!search ||
          contains([p.paymentReference, p.paidBy], search) ||
          startsWith([p.id, p.orderId], search) ||
          customerMatches(ownerOf(p.orderId) ?? '', search)),
    );
    const page = paged(rows, query);
    return response(200).json(page.rows.map(toAdminPayment), { headers: page.headers });
  }),

  http.get('/admin/stats', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const revenue = db.payments
      .filter((p) => toPayment(p).status === 'SUCCESS')
      .reduce((sum, p) => sum + etbToSantim(p.amount), 0);
    return response(200).json({
      users: { total: db.users.length },
      orders: {
        total: db.orders.length,
        paid: db.orders.filter((o) => o.paid).length,
        pending: db.orders.filter(isAwaitingPayment).length,
      },
      services: {
        total: db.services.length,
        active: db.services.filter((s) => s.status === 'ACTIVE').length,
        expired: db.services.filter((s) => s.status === 'EXPIRED').length,
      },
      revenue: { total: santimToEtb(revenue) },
      renewals: monthRenewals(new Date()),
    });
  }),
];
