import {
  adminServiceStatusRefusal,
  createServiceRefusal,
  markPaidRefusal,
  normalizePaymentReference,
  paymentReferenceRefusal,
  NOT_READY_STATES,
  paymentReferenceKey,
  renewedEndDate,
  serviceEndDate,
  SERVER_MESSAGES,
  serviceSpecsFromOrder,
} from '@shop/domain';
import { serviceFields } from '../db';
import type { MockService } from '../db';
import { apiError, authenticateAdmin, http } from '../http';
import { db, newId } from '../state';
import { toAdminOrder, toAdminService } from '../views';

/** How long the mock's provisioning takes before the machine is running. */
export const MOCK_PROVISIONING_MS = 1500;

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
    const paidBy = body.paidBy.trim();
    if (paidBy === '') return response.untyped(apiError(400, SERVER_MESSAGES.paidByEmpty));
    const reference = normalizePaymentReference(body.paymentReference);
    const referenceRefusal = paymentReferenceRefusal(reference);
    if (referenceRefusal) return response.untyped(apiError(400, referenceRefusal));
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

  // ---- background jobs -----------------------------------------------------------------------
  // The mocks run no background work: provisioning and delivery happen in the handlers themselves.
  http.get('/admin/jobs', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    return response(200).json([], { headers: { 'X-Total-Count': '0' } });
  }),
];
