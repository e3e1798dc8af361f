import {
  normalizePaymentReference,
  paymentReferenceRefusal,
  paymentReferenceKey,
  paymentReportRefusal,
  reportedAccountSuffix,
  orderTab,
  SERVER_MESSAGES,
  type DraftResult,
} from '@shop/domain';
import type { MockDiscountCode, MockOrder, MockPayment } from '../db';
import { apiError, authenticate, http } from '../http';
import { draftGame, draftKvm, toOrderPricing } from '../order-drafts';
import { db, newId } from '../state';
import { newestFirst, toOrder, toPayment } from '../views';
import { placedKickbackSantim } from '../affiliate';
import { usableCoupon } from './coupons';

/**
 * A new, unpaid order of the caller, as the BFF places it (bff/src/services/orders-write.ts):
 * domain's draft or its refusal, the coupon checked for the service (422), domain's price, the
 * row stored and counted on its coupon.
 */
function placeOrder<Spec extends MockOrder['specifications']>(
  userId: string,
  type: MockOrder['type'],
  line: MockOrder['line'],
  result: DraftResult<Spec>,
  discountCode: string | undefined,
): MockOrder | Response {
  if ('refusal' in result) return apiError(result.refusal.status, result.refusal.message);
  const { draft } = result;
  let coupon: MockDiscountCode | null = null;
  if (discountCode?.trim()) {
    const found = usableCoupon(discountCode, draft.serviceName, 422, userId);
    if (found instanceof Response) return found;
    coupon = found;
  }
  const pricing = toOrderPricing(draft.price(coupon?.discount ?? null));
  const now = new Date().toISOString();
  const placed: MockOrder = {
    id: newId('order'),
    userId,
    type,
    line,
    discountCodeId: coupon?.id ?? null,
    serviceName: draft.serviceName,
    status: 'PENDING',
    paid: false,
    specifications: { ...draft.specifications },
    duration: draft.days,
    pricing,
    discount: coupon ? { code: coupon.code, discount: coupon.discount } : null,
    basePrice: pricing.basePrice,
    totalPrice: pricing.totalPrice,
    renewalOfServiceId: null,
    createdAt: now,
    updatedAt: now,
  };
  placed.kickbackSantim = placedKickbackSantim(placed, coupon);
  db.orders.push(placed);
  if (coupon) coupon._count.orders += 1;
  return placed;
}

/** The contract's paging of My Orders (page 1, 20 orders) over the orders in order; the total of all pages. */
function myOrdersPage(orders: readonly MockOrder[], page: string | null, limit: string | null) {
  const size = Number(limit ?? 20);
  const start = (Number(page ?? 1) - 1) * size;
  return { rows: orders.slice(start, start + size), total: String(orders.length) };
}

export const orderHandlers = [
  http.get('/orders', ({ request, query, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const group = query.get('group');
    const mine = db.orders.filter((o) => o.userId === user.id && (!group || orderTab(o.status) === group));
    const { rows, total } = myOrdersPage(newestFirst(mine), query.get('page'), query.get('limit'));
    return response(200).json(rows.map(toOrder), { headers: { 'X-Total-Count': total } });
  }),

  http.post('/orders/kvm', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    const result = draftKvm(body);
    const order = placeOrder(user.id, 'KVM', result.pkg?.line ?? null, result, body.discountCode);
    if (order instanceof Response) return response.untyped(order);
    return response(201).json(toOrder(order));
  }),

  http.post('/orders/game', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    const order = placeOrder(user.id, 'GAME', null, draftGame(body), body.discountCode);
    if (order instanceof Response) return response.untyped(order);
    return response(201).json(toOrder(order));
  }),

  // One of the caller's orders (bff/src/services/order-read.ts): another customer's is not found.
  http.get('/orders/{id}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const order = db.orders.find((o) => o.id === params.id && o.userId === user.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    return response(200).json(toOrder(order));
  }),

  http.post('/orders/{id}/record-payment', async ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    // The BFF's checks, in its order (bff/src/services/payments.ts and the payments unique keys).
    const paidBy = body.paidBy.trim();
    if (paidBy === '') return response.untyped(apiError(400, SERVER_MESSAGES.paidByEmpty));
    const reference = normalizePaymentReference(body.paymentReference);
    const referenceRefusal = paymentReferenceRefusal(reference);
    if (referenceRefusal) return response.untyped(apiError(400, referenceRefusal));
    const order = db.orders.find((o) => o.id === params.id && o.userId === user.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const refusal = paymentReportRefusal(order);
    if (refusal) return response.untyped(apiError(409, refusal));
    const key = paymentReferenceKey(reference);
    if (
      db.payments.some(
        (p) => p.paymentMethod === body.paymentMethod && paymentReferenceKey(p.paymentReference) === key,
      )
    ) {
      return response.untyped(apiError(409, SERVER_MESSAGES.paymentReferenceUsed));
    }
    if (db.payments.some((p) => p.orderId === order.id && p.status === 'PENDING')) {
      return response.untyped(apiError(409, SERVER_MESSAGES.paymentAlreadyReported));
    }
    const payment: MockPayment = {
      id: newId('payment'),
      orderId: order.id,
      amount: order.totalPrice,
      paymentMethod: body.paymentMethod,
      paymentReference: reference,
      paidBy,
      accountSuffix: reportedAccountSuffix(body.paymentMethod, body.accountSuffix),
      status: 'PENDING',
      periodOf: order.duration,
      createdAt: new Date().toISOString(),
    };
    db.payments.push(payment);
    return response(201).json({
      message: SERVER_MESSAGES.paymentRecorded,
      payment: toPayment(payment, { withCustomer: false }),
    });
  }),
];
