import { SERVER_MESSAGES } from '@shop/domain';
import { mockId } from '../../frontend/src/mocks/fixtures';
import type { Scenario } from '../harness/types';
import { ORDERS, UNKNOWN_ID } from './fixtures';

/**
 * The console's queue of reported payments (issue 27): the "Payment reported" filter, Reject with
 * a reason, Confirm of the report by its id, the customer's order page after a rejection and a new
 * report, and no delete of a reported order. Customer A's Ryzen order has the fixtures' one open
 * report (TELEBIRR).
 */

const REPORT_ID = mockId('payment', 'demo-ryzen-reported');
const reject = (orderId: string) => `/admin/orders/${orderId}/reject-payment`;
const REASON = 'No such transfer on our Telebirr statement';
const rejected = {
  as: 'admin' as const,
  request: { method: 'POST' as const, path: reject(ORDERS.aReported), body: { reason: REASON } },
};
const confirmation = (extra: object = {}) => ({
  paymentMethod: 'TELEBIRR',
  paymentReference: 'QUEUE00001',
  paidBy: 'Abebe Kebede',
  ...extra,
});

export const paymentQueueScenarios: Scenario[] = [
  {
    name: 'the "Payment reported" filter lists the orders whose report awaits the admin',
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?paymentReported=true' },
    expect: {
      status: 200,
      fields: { length: 1, '0.id': ORDERS.aReported, '0.paymentReported': true, '0.paid': false },
      headers: { 'x-total-count': '1' },
    },
  },
  {
    name: 'paymentReported=false lists every other order',
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?paymentReported=false' },
    expect: { status: 200, fields: { length: 11 }, headers: { 'x-total-count': '11' } },
    same: [''],
  },
  {
    name: 'an unknown paymentReported value is refused',
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?paymentReported=maybe' },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'an admin rejects a reported payment with a reason: the report is kept, FAILED, with it',
    as: 'admin',
    request: { method: 'POST', path: reject(ORDERS.aReported), body: { reason: `  ${REASON} ` } },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.paymentRejected,
      fields: {
        'order.id': ORDERS.aReported,
        'order.paid': false,
        'order.status': 'PENDING',
        'order.paymentReported': false,
        'order.paymentHistory.length': 1,
        'order.paymentHistory.0.id': REPORT_ID,
        'order.paymentHistory.0.status': 'FAILED',
        'order.paymentHistory.0.rejection.reason': REASON,
      },
    },
  },
  {
    name: 'a rejected order leaves the queue',
    before: [rejected],
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?paymentReported=true' },
    expect: { status: 200, fields: { length: 0 }, headers: { 'x-total-count': '0' } },
  },
  {
    name: "the customer's order page shows the rejection with its reason",
    before: [rejected],
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aReported}` },
    expect: {
      status: 200,
      fields: {
        paymentReported: false,
        'paymentRejection.reason': REASON,
        'progress.stage': 'PAYMENT_REJECTED',
      },
    },
  },
  {
    name: 'after a rejection the customer reports the payment again',
    before: [rejected],
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/orders/${ORDERS.aReported}/record-payment`,
      body: { paymentMethod: 'TELEBIRR', paymentReference: 'AGAIN00001', paidBy: 'Abebe Kebede' },
    },
    expect: {
      status: 201,
      message: SERVER_MESSAGES.paymentRecorded,
      fields: { 'payment.status': 'PENDING' },
    },
  },
  {
    name: 'a reason of only spaces is refused',
    as: 'admin',
    request: { method: 'POST', path: reject(ORDERS.aReported), body: { reason: '   ' } },
    expect: { status: 400, message: SERVER_MESSAGES.rejectionReasonEmpty },
  },
  {
    name: 'an empty reason is refused by the contract',
    as: 'admin',
    request: { method: 'POST', path: reject(ORDERS.aReported), body: { reason: '' } },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'an order without a report awaiting confirmation cannot be rejected',
    as: 'admin',
    request: { method: 'POST', path: reject(ORDERS.aUnpaid), body: { reason: REASON } },
    expect: { status: 409, message: SERVER_MESSAGES.noPaymentReport },
  },
  {
    name: 'a rejected report cannot be rejected twice',
    before: [rejected],
    as: 'admin',
    request: { method: 'POST', path: reject(ORDERS.aReported), body: { reason: REASON } },
    expect: { status: 409, message: SERVER_MESSAGES.noPaymentReport },
  },
  {
    name: 'an unknown order cannot be rejected',
    as: 'admin',
    request: { method: 'POST', path: reject(UNKNOWN_ID), body: { reason: REASON } },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'a customer cannot reject their own report',
    as: 'customerA',
    request: { method: 'POST', path: reject(ORDERS.aReported), body: { reason: REASON } },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'an admin confirms the report by its id, prefilled with what the customer reported',
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/orders/${ORDERS.aReported}/mark-paid`,
      body: confirmation({ paymentId: REPORT_ID }),
    },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.orderMarkedPaid,
      fields: {
        'order.paid': true,
        'order.paymentReported': false,
        'order.paymentHistory.length': 1,
        'order.paymentHistory.0.id': REPORT_ID,
        'order.paymentHistory.0.status': 'SUCCESS',
      },
    },
  },
  {
    name: 'a report rejected meanwhile cannot be confirmed, and nothing is paid',
    before: [rejected],
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/orders/${ORDERS.aReported}/mark-paid`,
      body: confirmation({ paymentId: REPORT_ID }),
    },
    expect: { status: 409, message: SERVER_MESSAGES.paymentReportSettled },
  },
  {
    name: 'an order whose payment is reported cannot be deleted',
    as: 'admin',
    request: { method: 'DELETE', path: `/admin/orders/${ORDERS.aReported}` },
    expect: {
      status: 409,
      message: SERVER_MESSAGES.reportedOrderNotDeletable,
      fields: { orderId: ORDERS.aReported, serviceId: null, statusCode: 409, error: 'Conflict' },
    },
  },
  {
    name: 'once its report is rejected, the order can be deleted',
    before: [rejected],
    as: 'admin',
    request: { method: 'DELETE', path: `/admin/orders/${ORDERS.aReported}` },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.orderDeleted,
      fields: { 'deletedOrder.id': ORDERS.aReported },
    },
  },
];
