import { SERVER_MESSAGES } from '@shop/domain';
import type { MockDb } from '../../frontend/src/mocks/db';
import type { Scenario } from '../harness/types';
import { ORDERS } from './fixtures';

/**
 * An online payment that ended on Chapa's page without paying: the order's status answer names it
 * (`onlinePayment`, cancelled or failed) so the page can offer to pay again, and forgets it once a
 * new checkout starts, a transfer is reported, or for anyone but the order's customer. No request
 * can make Chapa say cancelled here (no Chapa page in this suite), so the scenarios start from the
 * attempt as verify leaves it.
 */

const ENDED_AT = '2026-11-28T09:30:00.000Z';

const ended =
  (outcome: 'CANCELLED' | 'FAILED', orderId: string = ORDERS.aUnpaid) =>
  (db: MockDb) => {
    db.orders.find((o) => o.id === orderId)!.chapaEnded = { outcome, at: ENDED_AT };
  };

const read = (orderId: string = ORDERS.aUnpaid) => ({ method: 'GET' as const, path: `/orders/${orderId}` });
const SAME = ['status', 'paid', 'paymentReported', 'progress', 'onlinePayment'];

export const chapaRetryScenarios: Scenario[] = [
  {
    name: 'an order without an online payment names none',
    as: 'customerA',
    request: read(),
    expect: {
      status: 200,
      fields: { onlinePayment: null, progress: { stage: 'PAYMENT_DUE', stepsDone: 0, final: false } },
    },
    same: SAME,
  },
  ...(['CANCELLED', 'FAILED'] as const).map((outcome): Scenario => ({
    name: `an online payment ${outcome === 'CANCELLED' ? 'the customer cancelled on Chapa’s page' : 'that failed on Chapa’s page'} is named, the order still to pay`,
    settings: { chapa: true },
    fixtures: ended(outcome),
    as: 'customerA',
    request: read(),
    expect: {
      status: 200,
      fields: {
        status: 'PENDING',
        paid: false,
        onlinePayment: { outcome, at: ENDED_AT },
        progress: { stage: 'PAYMENT_DUE', stepsDone: 0, final: false },
      },
    },
    same: SAME,
  })),
  {
    name: 'paying online again starts a new checkout, and the ended one is no longer named',
    settings: { chapa: true },
    fixtures: ended('CANCELLED'),
    before: [
      { as: 'customerA', request: { method: 'POST', path: `/orders/${ORDERS.aUnpaid}/chapa-checkout` } },
    ],
    as: 'customerA',
    request: read(),
    expect: {
      status: 200,
      fields: { onlinePayment: null, progress: { stage: 'PAYMENT_DUE', stepsDone: 0, final: false } },
    },
    same: SAME,
  },
  {
    name: 'a transfer reported after a cancelled online payment: the payment is being checked, nothing else is named',
    settings: { chapa: true },
    fixtures: ended('CANCELLED'),
    before: [
      {
        as: 'customerA',
        request: {
          method: 'POST',
          path: `/orders/${ORDERS.aUnpaid}/record-payment`,
          body: { paymentMethod: 'CBE', paymentReference: 'FT26RETRY002', paidBy: 'Abebe Kebede' },
        },
      },
    ],
    as: 'customerA',
    request: read(),
    expect: { status: 200, fields: { paymentReported: true, onlinePayment: null } },
    same: SAME,
  },
  {
    name: "another customer's order with a cancelled online payment is not found",
    settings: { chapa: true },
    fixtures: ended('CANCELLED'),
    as: 'customerB',
    request: read(),
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
];
