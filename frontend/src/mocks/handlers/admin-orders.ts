import { SERVER_MESSAGES } from '@shop/domain';
import { apiError, authenticateAdmin, http } from '../http';
import { db } from '../state';
import { byNewest, toAdminOrder, toAdminUser, toPayment } from '../views';

/** The console's users, orders, payments and figures. */
export const adminOrderHandlers = [
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
];
