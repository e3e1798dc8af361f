import { SERVER_MESSAGES } from '@shop/domain';
import { mockId } from '../../frontend/src/mocks/fixtures';
import type { Scenario, Step } from '../harness/types';
import { SERVICES } from './fixtures';

/** Customer A's running KVM server's first order, and its renewal (Extend) saved as {renewalId}. */
const STARTER_ORDER = mockId('order', 'demo-starter-active');
const renewThenRefund: Step[] = [
  {
    as: 'customerA',
    request: { method: 'POST', path: `/services/${SERVICES.aKvmRunning}/extend`, body: { days: 30 } },
    save: { renewalId: 'order.id' },
  },
  {
    as: 'admin',
    request: { method: 'POST', path: `/admin/orders/${STARTER_ORDER}/refund`, body: { reason: 'Asked' } },
  },
];

/** The renewal is reported paid by transfer first; the refund then cancels it with its money owed back. */
const reportThenRefund: Step[] = [
  renewThenRefund[0]!,
  {
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/{renewalId}/record-payment',
      body: { paymentMethod: 'CBE', paymentReference: 'FT25LATEPAY1', paidBy: 'Abebe Kebede' },
    },
  },
  renewThenRefund[1]!,
];
const LATE_REASON = 'Sent back to the CBE account';

/** A refund ends the service's renewals (issue 34): cancelled, and no longer payable. */
export const refundRenewalScenarios: Scenario[] = [
  {
    name: "a refund cancels the service's open renewal order",
    before: renewThenRefund,
    as: 'customerA',
    request: { method: 'GET', path: '/orders/{renewalId}' },
    expect: { status: 200, fields: { status: 'CANCELLED', paid: false } },
    same: ['status', 'paid', 'renewalOfServiceId'],
  },
  {
    name: "a refunded service's renewal cannot be paid by transfer (409)",
    before: renewThenRefund,
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/{renewalId}/record-payment',
      body: { paymentMethod: 'CBE', paymentReference: 'FT25RENEWAL1', paidBy: 'Abebe Kebede' },
    },
    expect: { status: 409, message: SERVER_MESSAGES.orderServiceEnded },
    same: ['message'],
  },
  {
    name: "a refunded service's renewal cannot be paid through Chapa (409)",
    settings: { chapa: true },
    before: renewThenRefund,
    as: 'customerA',
    request: { method: 'POST', path: '/orders/{renewalId}/chapa-checkout' },
    expect: { status: 409, message: SERVER_MESSAGES.orderServiceEnded },
    same: ['message'],
  },
  {
    name: 'a renewal reported paid that a refund cancels is in the payments queue: paid after cancellation, refund due',
    before: reportThenRefund,
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?paymentQueue=true&search={renewalId}' },
    expect: {
      status: 200,
      fields: {
        length: 1,
        '0.status': 'CANCELLED',
        '0.paid': false,
        '0.paymentReported': true,
        '0.refundDue': 2760,
      },
    },
    same: ['0.status', '0.refundDue', '0.paid', '0.paymentReported'],
  },
  {
    name: 'paymentQueue=false leaves the refund due out',
    before: reportThenRefund,
    as: 'admin',
    request: { method: 'GET', path: '/admin/orders?paymentQueue=false&search={renewalId}' },
    expect: { status: 200, fields: { length: 0 } },
    same: [''],
  },
  {
    name: 'the money paid after cancellation is refunded by hand: the report closed with the reason, no credit note',
    before: reportThenRefund,
    as: 'admin',
    request: {
      method: 'POST',
      path: '/admin/orders/{renewalId}/refund',
      body: { reason: ` ${LATE_REASON} ` },
    },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.latePaymentRefunded,
      fields: {
        creditNoteNumber: null,
        'order.refundDue': null,
        'order.status': 'CANCELLED',
        'order.paymentReported': false,
        'order.paymentHistory.0.status': 'FAILED',
        'order.paymentHistory.0.rejection.reason': LATE_REASON,
      },
    },
    same: ['message', 'creditNoteNumber', 'order.refundDue', 'order.status', 'order.paymentHistory.0.status'],
  },
  {
    name: "rejecting a cancelled renewal's report (no money came) leaves nothing owed: it leaves the queue",
    before: reportThenRefund,
    as: 'admin',
    request: {
      method: 'POST',
      path: '/admin/orders/{renewalId}/reject-payment',
      body: { reason: 'No such transfer' },
    },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.paymentRejected,
      fields: { 'order.refundDue': null, 'order.paymentReported': false, 'order.status': 'CANCELLED' },
    },
    same: ['message', 'order.refundDue', 'order.paymentReported', 'order.status'],
  },
  {
    name: 'an order whose late payment is owed back cannot be deleted before its refund (409)',
    before: reportThenRefund,
    as: 'admin',
    request: { method: 'DELETE', path: '/admin/orders/{renewalId}' },
    expect: { status: 409, message: SERVER_MESSAGES.refundDueOrderLocked },
    same: ['message', 'serviceId'],
  },
  {
    name: 'an order whose late payment is owed back cannot be reopened before its refund (409)',
    before: reportThenRefund,
    as: 'admin',
    request: { method: 'POST', path: '/admin/orders/{renewalId}/status', body: { status: 'PENDING' } },
    expect: { status: 409, message: SERVER_MESSAGES.refundDueOrderLocked },
    same: ['message'],
  },
  {
    name: 'a late payment refunded once is not refunded twice (409)',
    before: [
      ...reportThenRefund,
      {
        as: 'admin',
        request: { method: 'POST', path: '/admin/orders/{renewalId}/refund', body: { reason: 'Once' } },
      },
    ],
    as: 'admin',
    request: { method: 'POST', path: '/admin/orders/{renewalId}/refund', body: { reason: 'Twice' } },
    expect: { status: 409, message: SERVER_MESSAGES.orderNotRefundable },
    same: ['message'],
  },
];
