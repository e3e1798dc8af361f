import { issueMockInvoice } from '../invoices';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  idempotencyFingerprint,
  idempotencyKeyRefusal,
  isFreeOrder,
  isUnpaidOrder,
  unpaidOrdersCapRefusal,
  checkPaymentReport,
  paymentReportRefusal,
  reportedAccountSuffix,
  orderTab,
  SERVER_MESSAGES,
  type DraftResult,
} from '@shop/domain';
import { defaultHostname } from '@shop/domain/hostnames';
import type { MockDiscountCode, MockMachineSshKey, MockOrder, MockPayment } from '../db';
import { apiError, authenticate, http } from '../http';
import { draftGame, draftKvm, toOrderPricing } from '../order-drafts';
import { db, mockSettings, newId } from '../state';
import { newestFirst, renewedServiceOf, toOrder, toPayment } from '../views';
import { fulfilMockPaidOrder, toMyOrder } from '../fulfilment';
import { placedKickbackSantim } from '../affiliate';
import { mockMachineAccess } from './account';
import { usableCoupon } from './coupons';

/** A creation's Idempotency-Key with its request's fingerprint, as the BFF reads it. */
export type MockIdempotency = { key: string; fingerprint: string };

/**
 * The Idempotency-Key header of a creation (bff/src/services/orders.ts idempotencyOf): none, the
 * key with its fingerprint, or the 400 of a malformed one.
 */
function idempotencyOf(
  request: Request,
  kind: 'kvm' | 'game',
  body: unknown,
): MockIdempotency | null | Response {
  const key = request.headers.get('Idempotency-Key');
  if (key === null) return null;
  const refusal = idempotencyKeyRefusal(key);
  if (refusal) return apiError(400, refusal);
  return { key, fingerprint: idempotencyFingerprint(kind, body) };
}

/**
 * The order the caller made with this key within 24 hours (the BFF's orderWithKey), the 422 of the
 * key sent with another request, or null.
 */
function orderWithKey(userId: string, idempotency: MockIdempotency): MockOrder | Response | null {
  const found = db.orders.find((o) => o.userId === userId && o.idempotencyKey === idempotency.key);
  if (!found) return null;
  if (Date.now() - Date.parse(found.createdAt) > IDEMPOTENCY_KEY_TTL_MS) {
    found.idempotencyKey = null;
    found.idempotencyFingerprint = null;
    return null;
  }
  if (found.idempotencyFingerprint !== idempotency.fingerprint) {
    return apiError(422, SERVER_MESSAGES.idempotencyKeyReused);
  }
  return found;
}

/** The BFF's cap (domain's MAX_UNPAID_ORDERS): the 422 when the caller holds that many unpaid orders. */
export function unpaidCapFailure(userId: string): Response | null {
  const unpaid = db.orders.filter((o) => o.userId === userId && isUnpaidOrder(o)).length;
  const refusal = unpaidOrdersCapRefusal(unpaid);
  return refusal ? apiError(422, refusal) : null;
}

/**
 * A new order of the caller, as the BFF places it (bff/src/services/orders-write.ts): an
 * Idempotency-Key already used answers its order (or 422); domain's draft or its refusal, the
 * coupon checked for the service (422), domain's price; an order of 0 ETB is placed paid, once per
 * customer and coupon (422), any other one refused past the unpaid cap (422); the row stored and
 * counted on its coupon.
 */
function placeOrder<Spec extends MockOrder['specifications']>(
  userId: string,
  type: MockOrder['type'],
  line: MockOrder['line'],
  result: DraftResult<Spec>,
  discountCode: string | undefined,
  idempotency: MockIdempotency | null,
  /** A KVM order's hostname and keys, checked after the draft (as the BFF's draftKvmOrder). */
  access?: () => { hostname: string | null; sshKeys: MockMachineSshKey[] } | Response,
): MockOrder | Response {
  if (idempotency) {
    const first = orderWithKey(userId, idempotency);
    if (first) return first;
  }
  if ('refusal' in result) return apiError(result.refusal.status, result.refusal.message);
  const { draft } = result;
  const chosen = access?.();
  if (chosen instanceof Response) return chosen;
  let coupon: MockDiscountCode | null = null;
  if (discountCode?.trim()) {
    const found = usableCoupon(discountCode, draft.serviceName, 422, userId);
    if (found instanceof Response) return found;
    coupon = found;
  }
  const pricing = toOrderPricing(draft.price(coupon?.discount ?? null));
  const free = isFreeOrder(Math.round(pricing.totalPrice * 100));
  if (!free) {
    const capped = unpaidCapFailure(userId);
    if (capped) return capped;
  } else if (
    coupon &&
    db.orders.some((o) => o.userId === userId && o.discountCodeId === coupon.id && o.totalPrice === 0)
  ) {
    return apiError(422, SERVER_MESSAGES.freeOrderCouponUsed);
  }
  const now = new Date().toISOString();
  const placed: MockOrder = {
    id: newId('order'),
    userId,
    type,
    line,
    discountCodeId: coupon?.id ?? null,
    serviceName: draft.serviceName,
    status: 'PENDING',
    paid: free,
    paidAt: free ? now : null,
    specifications: { ...draft.specifications },
    duration: draft.days,
    pricing,
    discount: coupon ? { code: coupon.code, discount: coupon.discount } : null,
    basePrice: pricing.basePrice,
    totalPrice: pricing.totalPrice,
    renewalOfServiceId: null,
    idempotencyKey: idempotency?.key ?? null,
    idempotencyFingerprint: idempotency?.fingerprint ?? null,
    createdAt: now,
    updatedAt: now,
  };
  if (chosen) {
    placed.hostname = chosen.hostname ?? defaultHostname(draft.serviceName, placed.id);
    placed.sshKeys = chosen.sshKeys;
  }
  placed.kickbackSantim = placedKickbackSantim(placed, coupon);
  db.orders.push(placed);
  if (coupon) coupon._count.orders += 1;
  if (free) issueMockInvoice(placed);
  // A free order is paid at once: with AUTO_PROVISION its service is created with it.
  fulfilMockPaidOrder(placed);
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
    const idempotency = idempotencyOf(request, 'kvm', body);
    if (idempotency instanceof Response) return response.untyped(idempotency);
    const result = draftKvm(body);
    const order = placeOrder(
      user.id,
      'KVM',
      result.pkg?.line ?? null,
      result,
      body.discountCode,
      idempotency,
      () => mockMachineAccess(user.id, body),
    );
    if (order instanceof Response) return response.untyped(order);
    return response(201).json(toOrder(order));
  }),

  http.post('/orders/game', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    const idempotency = idempotencyOf(request, 'game', body);
    if (idempotency instanceof Response) return response.untyped(idempotency);
    const order = placeOrder(user.id, 'GAME', null, draftGame(body), body.discountCode, idempotency);
    if (order instanceof Response) return response.untyped(order);
    return response(201).json(toOrder(order));
  }),

  // One of the caller's orders (bff/src/services/order-read.ts): another customer's is not found.
  http.get('/orders/{id}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const order = db.orders.find((o) => o.id === params.id && o.userId === user.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    return response(200).json(toMyOrder(order));
  }),

  http.post('/orders/{id}/record-payment', async ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    // The BFF's checks, in its order (bff/src/services/payments/report.ts and the payments unique keys).
    const { paidBy, reference, refusal: reportRefusal } = checkPaymentReport(body);
    if (reportRefusal !== undefined) return response.untyped(apiError(400, reportRefusal));
    const order = db.orders.find((o) => o.id === params.id && o.userId === user.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const refusal = paymentReportRefusal(order, renewedServiceOf(order));
    if (refusal) return response.untyped(apiError(409, refusal));
    // Once across methods, as the BFF's unique key (references are stored upper-cased).
    if (db.payments.some((p) => p.paymentReference.toUpperCase() === reference)) {
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
      // As the BFF with RECEIPT_VERIFICATION=on: the check starts PENDING with the report.
      verification: mockSettings.receiptVerification
        ? {
            status: 'PENDING',
            method: body.paymentMethod,
            reference,
            reasons: [],
            checkedAt: null,
            receipt: null,
          }
        : null,
    };
    db.payments.push(payment);
    return response(201).json({
      message: SERVER_MESSAGES.paymentRecorded,
      payment: toPayment(payment, { withCustomer: false }),
    });
  }),
];
