import {
  adminServiceStatusRefusal,
  holdRefusal,
  createServiceRefusal,
  checkPaymentReport,
  markPaidRefusal,
  NOT_READY_STATES,
  renewedEndDate,
  SERVER_MESSAGES,
} from '@shop/domain';
import { apiError, authenticateAdmin, http } from '../http';
import { issueMockInvoice } from '../invoices';
import { db, newId } from '../state';
import { fulfilMockPaidOrder, startMockService } from '../fulfilment';
import { toAdminOrder, toAdminService } from '../views';

export { MOCK_PROVISIONING_MS } from '../fulfilment';

/** The admin side of fulfilment (mark paid, create service, suspend/resume, background jobs). */
export const adminHandlers = [
  // ---- fulfilment: mark paid, create service, suspend and resume --------------------------
  http.post('/admin/orders/{id}/mark-paid', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const refusal = markPaidRefusal(order);
    if (refusal) return response.untyped(apiError(409, refusal));
    const body = await request.json();
    const { paidBy, reference, refusal: reportRefusal } = checkPaymentReport(body);
    if (reportRefusal !== undefined) return response.untyped(apiError(400, reportRefusal));
    // As the BFF: the customer's pending report becomes the SUCCESS payment (the admin's details win).
    const reported = db.payments.find((p) => p.orderId === order.id && p.status === 'PENDING');
    // Confirm from the queue names the report: rejected meanwhile, nothing is paid.
    if (body.paymentId !== undefined && reported?.id !== body.paymentId) {
      return response.untyped(apiError(409, SERVER_MESSAGES.paymentReportSettled));
    }
    // Once across methods, as the BFF's unique key (references are stored upper-cased).
    const reused = db.payments.some((p) => p !== reported && p.paymentReference.toUpperCase() === reference);
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
    order.paidAt = now.toISOString();
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
    fulfilMockPaidOrder(order);
    issueMockInvoice(order);
    return response(200).json({ message: SERVER_MESSAGES.orderMarkedPaid, order: toAdminOrder(order) });
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
    const service = startMockService(order, existing);
    return response(201).json({
      message: SERVER_MESSAGES.serviceCreated,
      service: toAdminService(service),
    });
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

  http.post('/admin/services/{id}/hold', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const service = db.services.find((s) => s.id === params.id);
    if (!service) return response.untyped(apiError(404, SERVER_MESSAGES.serviceNotFound));
    const { until } = await request.json();
    const at = new Date(until);
    const refusal = holdRefusal(
      {
        status: service.status,
        terminatedAt: service.status === 'TERMINATED' ? (service.terminatedAt ?? until) : null,
      },
      at,
      new Date(),
    );
    if (refusal === 'terminated') return response.untyped(apiError(409, SERVER_MESSAGES.serviceTerminated));
    if (refusal === 'past') return response.untyped(apiError(400, SERVER_MESSAGES.holdUntilPast));
    service.holdUntil = at.toISOString();
    return response(200).json(toAdminService(service));
  }),

  // ---- background jobs -----------------------------------------------------------------------
  // The mocks run no background work: provisioning and delivery happen in the handlers themselves.
  http.get('/admin/jobs', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    return response(200).json([], { headers: { 'X-Total-Count': '0' } });
  }),
];
