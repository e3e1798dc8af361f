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
];
