import { MAX_UNPAID_ORDERS, SERVER_MESSAGES } from '@shop/domain';
import type { Scenario, Step } from '../harness/types';
import { CATALOG, SERVICES } from './fixtures';

/**
 * The guards on creating orders (domain/src/order-guards.ts): the unpaid cap, one unpaid renewal per
 * service, the 0 ETB order confirmed at creation, and the Idempotency-Key of a creation.
 */
const SMALL_ORDER = {
  id: CATALOG.small.id,
  osId: CATALOG.small.osId,
  specifications: { ipv4: 1, traffic: 4, duration: 30 },
};
const KEY = '5f0c2f7e-4f5b-4c61-9d43-2b8e0f1a7c11';
const keyed = (body: object, key = KEY) => ({
  method: 'POST' as const,
  path: '/orders/kvm',
  body,
  headers: { 'Idempotency-Key': key },
});

/** The admin makes a 100% code (the console's form allows it). */
const FREE_CODE: Step = {
  as: 'admin',
  request: {
    method: 'POST',
    path: '/admin/discount-codes',
    body: { code: 'GIFT100', discount: 100, givenTo: 'Launch giveaway' },
  },
};

/** Customer A's renewal order of 30 days for their running KVM server. */
const EXTEND_30: Step = {
  as: 'customerA',
  request: { method: 'POST', path: `/services/${SERVICES.aKvmRunning}/extend`, body: { days: 30 } },
};

/** Customer B holds one unpaid order in the fixtures; these steps bring it to the cap. */
const FILL_B_TO_CAP: Step[] = Array.from({ length: MAX_UNPAID_ORDERS - 1 }, () => ({
  as: 'customerB' as const,
  request: { method: 'POST' as const, path: '/orders/kvm', body: SMALL_ORDER },
}));

export const orderGuardScenarios: Scenario[] = [
  {
    name: `an order past ${MAX_UNPAID_ORDERS} unpaid ones is refused with 422`,
    before: FILL_B_TO_CAP,
    as: 'customerB',
    request: { method: 'POST', path: '/orders/kvm', body: SMALL_ORDER },
    expect: { status: 422, message: SERVER_MESSAGES.unpaidOrdersCap },
  },
  {
    name: 'the unpaid cap answers in Amharic too',
    before: FILL_B_TO_CAP,
    as: 'customerB',
    request: { method: 'POST', path: '/orders/kvm', body: SMALL_ORDER, lang: 'am' },
    expect: { status: 422 },
    same: ['message'],
  },
  {
    name: 'extend for the same days answers the open renewal order again',
    before: [EXTEND_30],
    as: 'customerA',
    request: { method: 'POST', path: `/services/${SERVICES.aKvmRunning}/extend`, body: { days: 30 } },
    expect: { status: 201, fields: { 'order.duration': 30, 'order.status': 'PENDING' } },
    same: ['message', 'order.totalPrice'],
  },
  {
    name: 'extend for other days replaces the open renewal order',
    before: [EXTEND_30],
    as: 'customerA',
    request: { method: 'POST', path: `/services/${SERVICES.aKvmRunning}/extend`, body: { days: 90 } },
    expect: { status: 201, fields: { 'order.duration': 90 } },
    same: ['message', 'order.totalPrice'],
  },
  {
    name: 'an order of 0 ETB (a 100% coupon) is confirmed at creation',
    before: [FREE_CODE],
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: { ...SMALL_ORDER, discountCode: 'GIFT100' } },
    expect: {
      status: 201,
      // AUTO_PROVISION: paid at once, so its service is being set up.
      fields: { paid: true, status: 'PROVISIONING', totalPrice: 0, 'discount.discount': 100 },
    },
    same: ['pricing', 'discount', 'paymentReported'],
  },
  {
    name: 'a second free order with the same code answers 422',
    before: [
      FREE_CODE,
      {
        as: 'customerA',
        request: { method: 'POST', path: '/orders/kvm', body: { ...SMALL_ORDER, discountCode: 'GIFT100' } },
      },
    ],
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/game',
      body: {
        id: CATALOG.valheim.game.id,
        specifications: { versionId: CATALOG.valheim.versions[0]!.id, duration: 30, slots: 4 },
        discountCode: 'GIFT100',
      },
    },
    expect: { status: 422, message: SERVER_MESSAGES.freeOrderCouponUsed },
  },
  {
    name: 'a retried creation with the same Idempotency-Key answers the first order, making no second one',
    before: [{ as: 'customerA', request: keyed(SMALL_ORDER), save: { firstId: 'id' } }],
    as: 'customerA',
    request: keyed(SMALL_ORDER),
    // The key stays on the server: the answer is the contract's Order, nothing more.
    expect: {
      status: 201,
      fields: { paid: false, idempotencyKey: undefined, idempotencyFingerprint: undefined },
    },
    same: ['type', 'status', 'pricing', 'totalPrice'],
  },
  {
    name: 'the retry leaves one order: the list grows by one',
    before: [
      { as: 'customerA', request: keyed(SMALL_ORDER) },
      { as: 'customerA', request: keyed(SMALL_ORDER) },
      { as: 'customerA', request: keyed(SMALL_ORDER) },
    ],
    as: 'customerA',
    request: { method: 'GET', path: '/orders?limit=1' },
    expect: { status: 200, headers: { 'x-total-count': '10' } },
  },
  {
    name: 'the same Idempotency-Key with another order answers 422',
    before: [{ as: 'customerA', request: keyed(SMALL_ORDER) }],
    as: 'customerA',
    request: keyed({ ...SMALL_ORDER, specifications: { ...SMALL_ORDER.specifications, duration: 90 } }),
    expect: { status: 422, message: SERVER_MESSAGES.idempotencyKeyReused },
  },
  {
    name: 'a malformed Idempotency-Key answers 400',
    as: 'customerA',
    request: keyed(SMALL_ORDER, 'not a key'),
    expect: { status: 400, message: SERVER_MESSAGES.idempotencyKeyInvalid },
  },
];
