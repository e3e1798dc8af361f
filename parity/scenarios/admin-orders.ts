import { SERVER_MESSAGES, unacceptableTextMessage } from '@shop/domain';
import { DAWIT, DEMO_USER, mockId, SELAM } from '../../frontend/src/mocks/fixtures';
import type { Scenario } from '../harness/types';
import {
  FAILED_CBE_REFERENCE,
  FAILED_ORDER,
  ORDERS,
  PAID_WITHOUT_SERVICE,
  SERVICES,
  UNKNOWN_ID,
} from './fixtures';

/**
 * The console's users, orders, payments and figures. The fixtures hold 4 users (admin, abebe,
 * selam, dawit, oldest first), 12 orders (8 paid; 3 awaiting payment; 1 cancelled), 10 payments
 * and 6 services (5 ACTIVE, 1 EXPIRED). Customer A's small unpaid order and Dawit's paid one are
 * created in the same millisecond, as are Dawit's two payments: the lists order such ties by id.
 */

const TOO_LONG = 'x'.repeat(101);
const status = (orderId: string) => `/admin/orders/${orderId}/status`;
const emailDetails = (orderId: string) => `/admin/orders/${orderId}/email-details`;
/** The order of customer A's running KVM server (it has a service). */
const ORDER_WITH_SERVICE = mockId('order', 'demo-starter-active');

const users: Scenario[] = [
  {
    name: 'an admin lists the users newest first, each with an order summary and 5 newest orders',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users' },
    expect: {
      status: 200,
      fields: {
        length: 4,
        '0.id': DAWIT.id,
        '3.username': 'admin',
        '2.orderSummary.total': 9,
        '2.orderSummary.paid': 6,
        '2.orderSummary.pending': 2,
        '2.orders.length': 5,
      },
      headers: { 'x-total-count': '4' },
    },
    same: [''],
  },
  {
    name: 'the search finds a user by phone number',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?search=0711' },
    expect: { status: 200, fields: { length: 1, '0.id': DAWIT.id }, headers: { 'x-total-count': '1' } },
    same: [''],
  },
  {
    name: 'phones are kept as +251…; a whole number typed the local way finds its customer',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?search=0912%20345%20678' },
    expect: {
      status: 200,
      fields: { length: 1, '0.id': SELAM.id, '0.phone': '+251912345678' },
      headers: { 'x-total-count': '1' },
    },
    same: [''],
  },
  {
    name: 'a customer signs up with the phone written the local way, with spaces; it is kept as +2519…',
    before: [
      {
        as: 'anonymous',
        request: {
          method: 'POST',
          path: '/auth/register',
          body: {
            username: 'hirut_k',
            phone: '0911 223-344',
            email: 'hirut@example.com',
            password: 'pw-12345678',
          },
        },
      },
    ],
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?search=hirut' },
    expect: { status: 200, fields: { length: 1, '0.phone': '+251911223344' } },
  },
  {
    name: 'a search holding a NUL character is refused by name (no control characters in any input)',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?search=abebe%00' },
    expect: { status: 400, message: unacceptableTextMessage('search') },
  },
  {
    name: 'the users page through, the total staying that of all pages',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?page=2&limit=2&search=EXAMPLE.COM' },
    expect: { status: 200, fields: { length: 1, '0.id': DEMO_USER.id }, headers: { 'x-total-count': '3' } },
    same: [''],
  },
  {
    name: 'the users filter keeps the admins',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?role=admin' },
    expect: { status: 200, fields: { length: 1, '0.username': 'admin', '0.isAdmin': true } },
    same: [''],
  },
  {
    name: 'the users filter keeps the customers with orders',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?role=customer&hasOrders=true' },
    expect: { status: 200, fields: { '0.isAdmin': false } },
    same: [''],
  },
  {
    name: 'the users filter keeps the users without an order',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?hasOrders=false' },
    expect: { status: 200, fields: { '0.orderSummary.total': 0 } },
    same: [''],
  },
  {
    name: 'the users filter keeps those who joined in the last year: the fixture users signed up before',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?joined=365d' },
    expect: { status: 200, fields: { length: 0 }, headers: { 'x-total-count': '0' } },
    same: [''],
  },
  {
    name: 'a role the filter does not know is refused',
    as: 'admin',
    request: { method: 'GET', path: '/admin/users?role=boss' },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'a customer cannot list the users',
    as: 'customerA',
    request: { method: 'GET', path: '/admin/users' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'a search over 100 characters is refused',
    as: 'admin',
    request: { method: 'GET', path: `/admin/users?search=${TOO_LONG}` },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: "an admin reads a user's summary and 5 newest orders",
    as: 'admin',
    request: { method: 'GET', path: `/admin/users/${DEMO_USER.id}` },
    expect: {
      status: 200,
      fields: { username: 'abebe', 'orderSummary.total': 9, 'orders.length': 5 },
    },
    same: [''],
  },
  {
    name: 'an unknown user is not found',
    as: 'admin',
    request: { method: 'GET', path: `/admin/users/${UNKNOWN_ID}` },
    expect: { status: 404, message: SERVER_MESSAGES.userNotFound },
  },
];

const orders: Scenario[] = [
  {
    name: 'an admin lists every order newest first with customer, service and payment history',
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders' },
    expect: { status: 200, fields: { length: 12 }, headers: { 'x-total-count': '12' } },
    same: [''],
  },
  {
    name: 'the status, payment and type filters combine',
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?status=PENDING&paid=false&type=KVM' },
    expect: {
      status: 200,
      fields: { length: 2, '0.id': ORDERS.aUnpaid, '1.id': ORDERS.aReported },
      headers: { 'x-total-count': '2' },
    },
  },
  {
    name: 'orders created in the same millisecond are ordered by id on both sides',
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?search=small' },
    expect: { status: 200, fields: { length: 3 }, headers: { 'x-total-count': '3' } },
    same: ['0.id', '1.id', '2.id'],
  },
  {
    name: 'the search finds an order by the start of its id, in upper case as the console shows it',
    as: 'admin',
    request: { method: 'GET', path: `/admin/orders?search=${ORDERS.aPaid.slice(0, 8).toUpperCase()}` },
    expect: { status: 200, fields: { length: 1, '0.id': ORDERS.aPaid }, headers: { 'x-total-count': '1' } },
  },
  {
    name: "the search finds a customer's orders by e-mail",
    as: 'admin',
    request: { method: 'GET', path: `/admin/orders?search=${encodeURIComponent(SELAM.email)}` },
    expect: { status: 200, fields: { length: 2 }, headers: { 'x-total-count': '2' } },
    same: [''],
  },
  {
    name: 'the orders page through',
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?page=3&limit=5' },
    expect: { status: 200, fields: { length: 2 }, headers: { 'x-total-count': '12' } },
    same: [''],
  },
  {
    name: 'an unknown payment filter value is refused',
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?paid=maybe' },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'a customer cannot list the orders',
    as: 'customerB',
    request: { method: 'GET', path: '/admin/orders' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
];

const deletes: Scenario[] = [
  {
    name: 'an admin deletes an unpaid order without a service or a payment report',
    as: 'admin',
    request: { method: 'DELETE', path: `/admin/orders/${ORDERS.aUnpaid}` },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.orderDeleted,
      fields: { 'deletedOrder.id': ORDERS.aUnpaid },
    },
  },
  {
    name: 'a deleted order with a rejected report takes the report with it',
    before: [
      {
        as: 'admin',
        request: {
          method: 'POST',
          path: `/admin/orders/${ORDERS.aReported}/reject-payment`,
          body: { reason: 'Unknown transaction' },
        },
      },
      { as: 'admin', request: { method: 'DELETE', path: `/admin/orders/${ORDERS.aReported}` } },
    ],
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments?status=FAILED' },
    expect: { status: 200, fields: { length: 1 }, headers: { 'x-total-count': '1' } },
  },
  {
    name: 'an order with a service cannot be deleted; the answer names the service',
    as: 'admin',
    request: { method: 'DELETE', path: `/admin/orders/${ORDER_WITH_SERVICE}` },
    expect: {
      status: 409,
      message: SERVER_MESSAGES.orderHasService,
      fields: { orderId: ORDER_WITH_SERVICE, serviceId: SERVICES.aKvmRunning },
    },
  },
  {
    name: 'a paid order cannot be deleted',
    as: 'admin',
    request: { method: 'DELETE', path: `/admin/orders/${PAID_WITHOUT_SERVICE}` },
    expect: {
      status: 409,
      message: SERVER_MESSAGES.paidOrderNotDeletable,
      fields: { orderId: PAID_WITHOUT_SERVICE, serviceId: null },
    },
  },
  {
    name: 'an unknown order cannot be deleted',
    as: 'admin',
    request: { method: 'DELETE', path: `/admin/orders/${UNKNOWN_ID}` },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
];

const statuses: Scenario[] = [
  {
    name: 'an admin cancels an unpaid order',
    as: 'admin',
    request: { method: 'POST', path: status(ORDERS.aUnpaid), body: { status: 'CANCELLED' } },
    expect: { status: 200, fields: { id: ORDERS.aUnpaid, status: 'CANCELLED', paid: false } },
    same: ['user', 'paymentHistory', 'service', 'pricing'],
  },
  {
    name: 'an admin reopens a cancelled order',
    as: 'admin',
    request: { method: 'POST', path: status(ORDERS.aCancelled), body: { status: 'PENDING' } },
    expect: { status: 200, fields: { status: 'PENDING' } },
  },
  {
    name: 'a failed order is provisioned again by Create Service, not by a status change',
    as: 'admin',
    request: { method: 'POST', path: status(FAILED_ORDER), body: { status: 'PROVISIONING' } },
    expect: { status: 409, message: SERVER_MESSAGES.orderStatusUseCreateService },
  },
  {
    name: 'a paid order cannot be cancelled',
    as: 'admin',
    request: { method: 'POST', path: status(ORDERS.aPaid), body: { status: 'CANCELLED' } },
    expect: { status: 409, message: SERVER_MESSAGES.paidOrderNotCancellable },
  },
  {
    name: 'the status of an unknown order cannot be changed',
    as: 'admin',
    request: { method: 'POST', path: status(UNKNOWN_ID), body: { status: 'CANCELLED' } },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
];

const emails: Scenario[] = [
  {
    name: "an admin e-mails an order's details with a note",
    as: 'admin',
    request: {
      method: 'POST',
      path: emailDetails(ORDERS.aPaid),
      body: { customMessage: 'Your server is being set up.' },
    },
    expect: { status: 200, message: SERVER_MESSAGES.orderDetailsSent },
  },
  {
    name: "an unknown order's details cannot be e-mailed",
    as: 'admin',
    request: { method: 'POST', path: emailDetails(UNKNOWN_ID), body: {} },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'the details e-mail takes no field but the note',
    as: 'admin',
    request: { method: 'POST', path: emailDetails(ORDERS.aPaid), body: { cc: 'someone@example.com' } },
    expect: { status: 400 },
    same: ['message'],
  },
];

const payments: Scenario[] = [
  {
    name: 'an admin lists every payment newest first with its order and customer',
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments' },
    expect: { status: 200, fields: { length: 10 }, headers: { 'x-total-count': '10' } },
    same: [''],
  },
  {
    name: 'the status and method filters combine',
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments?status=SUCCESS&method=CBE' },
    expect: { status: 200, fields: { length: 4 }, headers: { 'x-total-count': '4' } },
    same: [''],
  },
  {
    name: "payments made in the same millisecond are ordered by id; the search finds the customer's",
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments?search=DAWIT' },
    expect: { status: 200, fields: { length: 2 }, headers: { 'x-total-count': '2' } },
    same: ['0.id', '1.id'],
  },
  {
    name: 'the search finds a payment by its transaction number',
    as: 'admin',
    request: { method: 'GET', path: `/admin/payments?search=${FAILED_CBE_REFERENCE.toLowerCase()}` },
    expect: {
      status: 200,
      fields: { length: 1, '0.status': 'FAILED', '0.order.id': PAID_WITHOUT_SERVICE },
      headers: { 'x-total-count': '1' },
    },
  },
  {
    name: 'the payments page through',
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments?page=2&limit=4&search=abebe' },
    expect: { status: 200, fields: { length: 3 }, headers: { 'x-total-count': '7' } },
    same: [''],
  },
  {
    name: 'an unknown payment method is refused',
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments?method=PAYPAL' },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'a customer cannot list the payments',
    as: 'customerA',
    request: { method: 'GET', path: '/admin/payments' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
];

const stats: Scenario[] = [
  {
    name: 'an admin reads the dashboard figures',
    as: 'admin',
    request: { method: 'GET', path: '/admin/stats' },
    expect: {
      status: 200,
      fields: {
        users: { total: 4 },
        orders: { total: 12, paid: 8, pending: 3 },
        services: { total: 6, active: 5, expired: 1 },
      },
    },
    same: [''],
  },
  {
    name: 'the figures follow a cancelled order',
    before: [
      {
        as: 'admin',
        request: { method: 'POST', path: status(ORDERS.bUnpaid), body: { status: 'CANCELLED' } },
      },
    ],
    as: 'admin',
    request: { method: 'GET', path: '/admin/stats' },
    expect: { status: 200, fields: { 'orders.total': 12, 'orders.pending': 2 } },
    same: [''],
  },
  {
    name: 'an anonymous visitor cannot read the figures',
    as: 'anonymous',
    request: { method: 'GET', path: '/admin/stats' },
    expect: { status: 401 },
    same: ['message'],
  },
  {
    name: 'a customer cannot read the figures',
    as: 'customerA',
    request: { method: 'GET', path: '/admin/stats' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
];

/** The console's users, orders, payments and figures. */
export const adminOrderScenarios: Scenario[] = [
  ...users,
  ...orders,
  ...deletes,
  ...statuses,
  ...emails,
  ...payments,
  ...stats,
];
