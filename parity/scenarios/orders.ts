import {
  COUPON_INVALID_MESSAGE,
  fieldRequiredMessage,
  SERVER_MESSAGES,
  serviceRestrictionMessage,
} from '@shop/domain';
import type { Scenario } from '../harness/types';
import { CATALOG, ORDERS, UNKNOWN_ID } from './fixtures';

/** What a placed order must agree on, whoever placed it. */
const ORDER_FIELDS = [
  'type',
  'serviceName',
  'status',
  'paid',
  'paymentReported',
  'specifications',
  'duration',
];
const PRICED = [...ORDER_FIELDS, 'pricing', 'discount', 'basePrice', 'totalPrice', 'serviceId'];

const kvm = (plan: { id: string; osId: string }, spec: object, extra: object = {}) => ({
  id: plan.id,
  osId: plan.osId,
  specifications: { ipv4: 1, traffic: 4, duration: 30, ...spec },
  ...extra,
});

const valheim = (spec: object, extra: object = {}) => ({
  id: CATALOG.valheim.game.id,
  specifications: { versionId: CATALOG.valheim.versions[0]!.id, duration: 30, slots: 4, ...spec },
  ...extra,
});

export const orderScenarios: Scenario[] = [
  // ---- the customer's list ----------------------------------------------------------------------
  {
    name: 'customer A lists their own orders, newest first, with reports and services as they stand',
    as: 'customerA',
    request: { method: 'GET', path: '/orders' },
    expect: { status: 200, fields: { length: 9, '0.id': ORDERS.aUnpaid } },
    same: ['*.id', ...ORDER_FIELDS.map((f) => `*.${f}`), '*.pricing', '*.discount', '*.serviceId'],
  },
  {
    name: 'the order list answers a page and the total over all pages in X-Total-Count',
    as: 'customerA',
    request: { method: 'GET', path: '/orders?page=2&limit=4' },
    expect: { status: 200, fields: { length: 4 }, headers: { 'x-total-count': '9' } },
    same: ['*.id', '*.status', '*.paymentReported', '*.serviceId'],
  },
  {
    name: 'the last page of the order list holds what is left',
    as: 'customerA',
    request: { method: 'GET', path: '/orders?page=3&limit=4' },
    expect: { status: 200, fields: { length: 1 }, headers: { 'x-total-count': '9' } },
    same: ['*.id'],
  },
  {
    name: "My Orders' pending tab: PENDING and PROVISIONING orders only, counted",
    as: 'customerA',
    request: { method: 'GET', path: '/orders?group=pending' },
    expect: { status: 200, fields: { '0.id': ORDERS.aUnpaid }, headers: { 'x-total-count': '4' } },
    same: ['*.id', '*.status', '*.paid', '*.paymentReported'],
  },
  {
    name: "My Orders' concluded tab: every other status, a page at a time",
    as: 'customerA',
    request: { method: 'GET', path: '/orders?group=concluded&limit=2' },
    expect: { status: 200, fields: { length: 2 }, headers: { 'x-total-count': '5' } },
    same: ['*.id', '*.status'],
  },
  {
    name: 'the order list refuses a page size over 100',
    as: 'customerA',
    request: { method: 'GET', path: '/orders?limit=101' },
    expect: { status: 400 },
    same: ['message'],
  },
  // ---- one order of the customer's ------------------------------------------------------------------
  {
    name: 'customer A reads their own paid order, as My Orders lists it',
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aPaid}` },
    expect: { status: 200, fields: { id: ORDERS.aPaid, paid: true } },
    same: ['id', ...PRICED],
  },
  {
    name: 'customer A reads their own order whose payment report awaits confirmation',
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aReported}` },
    expect: { status: 200, fields: { id: ORDERS.aReported, paymentReported: true } },
    same: ['id', ...PRICED],
  },
  {
    name: 'the status page of an unpaid order: payment due, no service, what the shop does by itself',
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aUnpaid}` },
    expect: {
      status: 200,
      fields: {
        'progress.stage': 'PAYMENT_DUE',
        'progress.final': false,
        service: null,
        'automation.provisioning': true,
        'automation.transferCheck': false,
      },
    },
    same: ['progress', 'service', 'automation'],
  },
  {
    name: 'the status page of a reported payment: reported, waiting for its check',
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aReported}` },
    expect: { status: 200, fields: { 'progress.stage': 'PAYMENT_REPORTED', 'progress.stepsDone': 1 } },
    same: ['progress'],
  },
  {
    name: 'the status page once an admin confirmed the payment: the server is being set up',
    before: [
      {
        as: 'admin',
        request: {
          method: 'POST',
          path: `/admin/orders/${ORDERS.aUnpaid}/mark-paid`,
          body: { paymentMethod: 'CBE', paymentReference: 'FT26STATUS01', paidBy: 'Abebe Kebede' },
        },
      },
    ],
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aUnpaid}` },
    expect: {
      status: 200,
      fields: {
        'progress.stage': 'SETTING_UP',
        'service.currentStatus': 'provisioning',
        'service.status': 'ACTIVE',
      },
    },
    same: ['progress', 'service.status', 'service.currentStatus', 'automation'],
  },
  {
    name: 'with AUTO_PROVISION=false a confirmed payment waits for the shop: paid, not set up yet',
    settings: { autoProvision: false },
    before: [
      {
        as: 'admin',
        request: {
          method: 'POST',
          path: `/admin/orders/${ORDERS.aUnpaid}/mark-paid`,
          body: { paymentMethod: 'CBE', paymentReference: 'FT26STATUS02', paidBy: 'Abebe Kebede' },
        },
      },
    ],
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aUnpaid}` },
    expect: {
      status: 200,
      fields: { 'progress.stage': 'PAID', service: null, 'automation.provisioning': false },
    },
    same: ['progress', 'service', 'automation'],
  },
  {
    name: "customer A cannot read customer B's order: not found, as if it did not exist",
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.bUnpaid}` },
    expect: { status: 404, fields: { message: SERVER_MESSAGES.orderNotFound } },
    same: ['statusCode', 'error', 'message'],
  },
  {
    name: 'an unknown order id is not found',
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${UNKNOWN_ID}` },
    expect: { status: 404, fields: { message: SERVER_MESSAGES.orderNotFound } },
    same: ['statusCode', 'error', 'message'],
  },
  {
    name: 'a malformed order id is refused by the contract',
    as: 'customerA',
    request: { method: 'GET', path: '/orders/not-an-id' },
    expect: { status: 400 },
    same: ['statusCode', 'error'],
  },
  {
    name: 'customer B sees only their own orders',
    as: 'customerB',
    request: { method: 'GET', path: '/orders' },
    expect: { status: 200, fields: { length: 2 } },
    same: ['*.id', '*.status'],
  },
  {
    name: 'the order list needs a signed-in customer',
    as: 'anonymous',
    request: { method: 'GET', path: '/orders' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- KVM orders -------------------------------------------------------------------------------
  {
    name: 'a KVM order is priced by the server from the catalog; the client total is ignored',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/kvm',
      body: kvm(CATALOG.small, { ipv4: 3, traffic: 6, cores: 64 }, { pricing: { totalPrice: 1 } }),
    },
    expect: {
      status: 201,
      fields: {
        status: 'PENDING',
        paid: false,
        paymentReported: false,
        serviceName: 'Package Small',
        'specifications.cores': 2,
        'specifications.ipv4': 3,
        // 1500 + 2 x 600 + 2 x 1300 = 5300 ETB for 30 days, + 15% VAT
        totalPrice: 6095,
      },
    },
    same: PRICED,
  },
  {
    name: 'a year of KVM gets the long-term discount',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.ryzen, { duration: 360 }) },
    expect: { status: 201, fields: { duration: 360 } },
    same: PRICED,
  },
  {
    name: 'a KVM order with a coupon valid for the plan is discounted',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.small, {}, { discountCode: 'sp45' }) },
    expect: { status: 201, fields: { 'discount.code': 'SP45', 'discount.discount': 45 } },
    same: PRICED,
  },
  {
    name: 'a coupon restricted to other plans is refused on the order',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.ryzen, {}, { discountCode: 'SP45' }) },
    expect: { status: 422, message: serviceRestrictionMessage(['small']) },
  },
  {
    name: 'an expired coupon is refused on the order',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/kvm',
      body: kvm(CATALOG.small, {}, { discountCode: 'MESKEL2017' }),
    },
    expect: { status: 422, message: COUPON_INVALID_MESSAGE },
  },
  {
    name: 'an unknown plan is not found',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/kvm',
      body: kvm({ id: UNKNOWN_ID, osId: CATALOG.small.osId }, {}),
    },
    expect: { status: 404, message: SERVER_MESSAGES.planNotFound },
  },
  {
    name: "another plan's operating system is refused",
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/kvm',
      body: kvm({ ...CATALOG.small, osId: CATALOG.ryzen.osId }, {}),
    },
    expect: { status: 422, message: SERVER_MESSAGES.osNotOffered },
  },
  {
    name: 'fewer IPv4 addresses than the plan includes are refused, not clamped',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.small, { ipv4: 0 }) },
    expect: { status: 400, message: '"specifications.ipv4" must be from 1 to 10' },
  },
  {
    name: 'less bandwidth than the plan includes is refused',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.small, { traffic: 2 }) },
    expect: { status: 400, message: '"specifications.traffic" must be from 4 to 10' },
  },
  {
    name: 'a disabled bandwidth slider accepts only its value',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.packageXl, { traffic: 9 }) },
    expect: { status: 400, message: '"specifications.traffic" must be 10 for this server' },
  },
  {
    name: 'more IPv4 addresses than the slider allows are refused by the contract',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.small, { ipv4: 11 }) },
    expect: { status: 400, message: '"specifications.ipv4" must be less than or equal to 10' },
  },
  {
    name: 'a duration off the 30-day step is refused by the contract',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.small, { duration: 45 }) },
    expect: { status: 400, message: '"specifications.duration" must be a multiple of 30' },
  },
  {
    name: 'ordering needs a signed-in customer',
    as: 'anonymous',
    request: { method: 'POST', path: '/orders/kvm', body: kvm(CATALOG.small, {}) },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- game orders ------------------------------------------------------------------------------
  {
    name: 'a slots game order takes the memory of its package',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/game', body: valheim({ slots: 6, memory: 1 }) },
    expect: { status: 201, fields: { serviceName: 'Valheim', 'specifications.slots': 6 } },
    same: PRICED,
  },
  {
    name: 'a memory game order for 90 days',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/game',
      body: {
        id: CATALOG.minecraft.game.id,
        specifications: { versionId: CATALOG.minecraft.versions[1]!.id, memory: 8192, duration: 90 },
      },
    },
    expect: { status: 201, fields: { 'specifications.memory': 8192, duration: 90 } },
    same: PRICED,
  },
  {
    name: 'an unknown game is not found',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/game', body: { ...valheim({}), id: UNKNOWN_ID } },
    expect: { status: 404, message: SERVER_MESSAGES.gameNotFound },
  },
  {
    name: "another game's version is refused",
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/game',
      body: valheim({ versionId: CATALOG.rust.versions[0]!.id }),
    },
    expect: { status: 422, message: SERVER_MESSAGES.versionNotOffered },
  },
  {
    name: 'slots off the step of 2 are refused',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/game', body: valheim({ slots: 5 }) },
    expect: { status: 400, message: '"specifications.slots" must be from 2 to 10 in steps of 2' },
  },
  {
    name: 'a game order naming an IPv4 count is refused: addresses are not sold for games',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/game', body: valheim({ ipv4: 2 }) },
    expect: { status: 400, message: SERVER_MESSAGES.gameIpv4NotSold },
  },
  {
    name: 'a slots game order without slots is refused',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/game', body: valheim({ slots: undefined }) },
    expect: { status: 400, message: fieldRequiredMessage('specifications.slots') },
  },
  {
    name: 'two different durations are refused',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/game', body: valheim({}, { duration: 60 }) },
    expect: { status: 400, message: SERVER_MESSAGES.durationMismatch },
  },
  {
    name: 'a promotion for small KVM plans is refused on a game',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/game', body: valheim({}, { discountCode: 'ET2018' }) },
    expect: { status: 422, message: serviceRestrictionMessage(['small', 'starter', 'newcomer', 'boost']) },
  },
  {
    name: "an affiliate's code discounts a game order",
    as: 'customerA',
    request: { method: 'POST', path: '/orders/game', body: valheim({}, { discountCode: 'SELAM10' }) },
    expect: { status: 201, fields: { 'discount.code': 'SELAM10' } },
    same: PRICED,
  },
];
