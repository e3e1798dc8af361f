import { SERVER_MESSAGES } from '@shop/domain';
import type { Scenario } from '../harness/types';
import { ORDERS } from './fixtures';

const report = (reference: string, paymentMethod = 'CBE') => ({
  as: 'customerA' as const,
  request: {
    method: 'POST' as const,
    path: `/orders/${ORDERS.aUnpaid}/record-payment`,
    body: { paymentMethod, paymentReference: reference, paidBy: 'Abebe Kebede' },
  },
});

const PENDING_CHECK = (method: string, reference: string) => ({
  status: 'PENDING',
  method,
  reference,
  reasons: [],
  checkedAt: null,
  receipt: null,
});

/** Reported transfers checked against the bank's receipt (RECEIPT_VERIFICATION). */
export const receiptScenarios: Scenario[] = [
  {
    name: 'with receipt checks on, a reported CBE transfer reaches the admin with its check PENDING',
    settings: { receiptVerification: true },
    before: [report('FT26RCPT0001')],
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments?search=FT26RCPT0001' },
    expect: {
      status: 200,
      fields: { length: 1, '0.verification': PENDING_CHECK('CBE', 'FT26RCPT0001') },
    },
    same: ['0.verification'],
  },
  {
    name: "with receipt checks on, the order's check is on the admin's order too",
    settings: { receiptVerification: true },
    before: [report('CHQ0RCPT02', 'TELEBIRR')],
    as: 'admin',
    request: { method: 'GET', path: `/admin/orders?search=${ORDERS.aUnpaid}` },
    expect: {
      status: 200,
      fields: {
        '0.id': ORDERS.aUnpaid,
        '0.verification': PENDING_CHECK('TELEBIRR', 'CHQ0RCPT02'),
        '0.paymentHistory.0.verification.status': 'PENDING',
      },
    },
    same: ['0.verification', '0.paymentHistory.0.verification'],
  },
  {
    name: 'with receipt checks off (the default), a report carries no check',
    before: [report('FT26RCPT0003')],
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments?search=FT26RCPT0003' },
    expect: { status: 200, fields: { length: 1, '0.verification': null } },
  },
  {
    name: 'the customer’s own answer never carries the check',
    settings: { receiptVerification: true },
    ...report('FT26RCPT0004'),
    expect: { status: 201, fields: { 'payment.verification': undefined, 'payment.status': 'PENDING' } },
  },
  {
    name: 'a reference not of its format is refused before anything is checked',
    settings: { receiptVerification: true },
    ...report('FT26-../x'),
    expect: { status: 400, message: SERVER_MESSAGES.paymentReferenceCharacters },
  },
  {
    name: 'a customer cannot read the checks',
    settings: { receiptVerification: true },
    as: 'customerA',
    request: { method: 'GET', path: '/admin/payments' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
];
