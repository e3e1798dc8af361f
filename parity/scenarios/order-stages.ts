import { etbToSantim, santimToEtb, verificationReasonText } from '@shop/domain';
import type { VerificationReason } from '@shop/domain';
import type { MockDb } from '../../frontend/src/mocks/db';
import { mockId } from '../../frontend/src/mocks/fixtures';
import type { Scenario } from '../harness/types';
import { ORDERS, SUCCESS_CBE_REFERENCE } from './fixtures';

/**
 * Where an order stands for its customer and its payment for the console, in the states the other
 * areas do not reach: a reported transfer the receipt check left to a person (PAYMENT_REVIEW), and
 * a paid order the shop refunded (its payment REFUNDED).
 */

/** Customer A's Ryzen order's open report, the fixtures' one (TELEBIRR). */
const REPORT_ID = mockId('payment', 'demo-ryzen-reported');
/** Customer A's paid Minecraft order's payment (CBE, SUCCESS_CBE_REFERENCE). */
const PAID_ID = mockId('payment', 'demo-minecraft-paid');

type ReviewCheck = 'MISMATCH' | 'NOT_FOUND' | 'UNREACHABLE';

/**
 * Customer A's open report as the BFF's receipt check leaves it, a minute after the report: no
 * job runs here, so the scenario starts from it. A mismatch is a receipt of half the amount.
 */
const reportChecked = (status: ReviewCheck) => (db: MockDb) => {
  const report = db.payments.find((p) => p.id === REPORT_ID)!;
  const checkedAt = new Date(Date.parse(report.createdAt) + 60_000).toISOString();
  const dueSantim = etbToSantim(report.amount);
  const paidSantim = Math.round(dueSantim / 2);
  const short: VerificationReason = { code: 'AMOUNT_SHORT', paidSantim, dueSantim };
  report.verification = {
    status,
    method: report.paymentMethod,
    reference: report.paymentReference,
    reasons:
      status === 'MISMATCH'
        ? [
            {
              code: short.code,
              text: verificationReasonText(short),
              paid: santimToEtb(paidSantim),
              due: santimToEtb(dueSantim),
            },
          ]
        : [],
    checkedAt,
    receipt:
      status === 'MISMATCH'
        ? {
            payer: 'Abebe Kebede',
            payerAccount: '2519****1234',
            receiver: 'Abay Cloud',
            receiverAccount: '2519****5678',
            amount: santimToEtb(paidSantim),
            date: report.createdAt,
            status: 'Completed',
            reference: report.paymentReference,
          }
        : null,
  };
};

/** What the bank's answer was, in the rows' names. */
const FOUND: Record<ReviewCheck, string> = {
  MISMATCH: 'does not match the order',
  NOT_FOUND: 'the bank does not have',
  UNREACHABLE: 'could not be fetched (the bank not answering)',
};

const refund = (orderId: string) => ({
  as: 'admin' as const,
  request: {
    method: 'POST' as const,
    path: `/admin/orders/${orderId}/refund`,
    body: { reason: 'Duplicate order' },
  },
});

const reviewScenarios: Scenario[] = (['MISMATCH', 'NOT_FOUND', 'UNREACHABLE'] as const).map(
  (status): Scenario => ({
    name: `a reported transfer whose receipt ${FOUND[status]}: a person checks it (PAYMENT_REVIEW), the page keeps reading`,
    settings: { receiptVerification: true },
    fixtures: reportChecked(status),
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aReported}` },
    expect: {
      status: 200,
      fields: {
        status: 'PENDING',
        paid: false,
        paymentReported: true,
        paymentRejection: null,
        progress: { stage: 'PAYMENT_REVIEW', stepsDone: 1, final: false },
        automation: { provisioning: true, transferCheck: true },
      },
    },
    same: ['status', 'paid', 'paymentReported', 'paymentRejection', 'progress', 'service', 'automation'],
  }),
);

export const orderStageScenarios: Scenario[] = [
  // ---- a transfer the receipt check left to a person ----------------------------------------------
  {
    name: 'with receipt checks on, a transfer just reported is checked by the shop itself (PAYMENT_REPORTED)',
    settings: { receiptVerification: true },
    before: [
      {
        as: 'customerA',
        request: {
          method: 'POST',
          path: `/orders/${ORDERS.aUnpaid}/record-payment`,
          body: { paymentMethod: 'CBE', paymentReference: 'FT26STAGE001', paidBy: 'Abebe Kebede' },
        },
      },
    ],
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aUnpaid}` },
    expect: {
      status: 200,
      fields: {
        paymentReported: true,
        progress: { stage: 'PAYMENT_REPORTED', stepsDone: 1, final: false },
        automation: { provisioning: true, transferCheck: true },
      },
    },
    same: ['paymentReported', 'progress', 'automation'],
  },
  ...reviewScenarios,
  {
    name: 'the console shows the check that left the transfer to a person, with its reasons and receipt',
    settings: { receiptVerification: true },
    fixtures: reportChecked('MISMATCH'),
    as: 'admin',
    request: { method: 'GET', path: `/admin/payments?search=${REPORT_ID}` },
    expect: {
      status: 200,
      fields: {
        length: 1,
        '0.id': REPORT_ID,
        '0.status': 'PENDING',
        '0.verification.status': 'MISMATCH',
        '0.verification.reasons.0.code': 'AMOUNT_SHORT',
      },
    },
    same: ['0.verification'],
  },
  // ---- a refunded order's payment -------------------------------------------------------------------
  {
    name: "after a refund the console lists the order's payment as REFUNDED",
    before: [refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'GET', path: `/admin/payments?search=${SUCCESS_CBE_REFERENCE}` },
    expect: {
      status: 200,
      fields: { length: 1, '0.id': PAID_ID, '0.status': 'REFUNDED', '0.order.id': ORDERS.aPaid },
      headers: { 'x-total-count': '1' },
    },
    same: ['0.id', '0.status', '0.amount', '0.paymentReference', '0.order', '0.verification'],
  },
  {
    name: "the REFUNDED filter lists the refunded order's payment, and it alone",
    before: [refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'GET', path: '/admin/payments?status=REFUNDED' },
    expect: {
      status: 200,
      fields: { length: 1, '0.id': PAID_ID, '0.status': 'REFUNDED' },
      headers: { 'x-total-count': '1' },
    },
    same: ['*.id', '*.status'],
  },
  {
    name: "the SUCCESS filter leaves a refunded order's payment out",
    before: [refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'GET', path: `/admin/payments?status=SUCCESS&search=${SUCCESS_CBE_REFERENCE}` },
    expect: { status: 200, fields: { length: 0 }, headers: { 'x-total-count': '0' } },
  },
  {
    name: "the console's order shows its payment REFUNDED in the payment history",
    before: [refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'GET', path: `/admin/orders?search=${ORDERS.aPaid}` },
    expect: {
      status: 200,
      fields: {
        length: 1,
        '0.status': 'REFUNDED',
        '0.paymentHistory.length': 1,
        '0.paymentHistory.0.id': PAID_ID,
        '0.paymentHistory.0.status': 'REFUNDED',
      },
    },
    same: ['0.status', '0.paid', '0.paymentHistory'],
  },
  {
    name: "after a refund the customer's status page says REFUNDED and stops reading",
    before: [refund(ORDERS.aPaid)],
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aPaid}` },
    expect: {
      status: 200,
      fields: {
        status: 'REFUNDED',
        paid: true,
        paymentReported: false,
        progress: { stage: 'REFUNDED', stepsDone: 0, final: true },
      },
    },
    same: ['status', 'paid', 'paymentReported', 'progress', 'service'],
  },
];
