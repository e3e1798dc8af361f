import { SERVER_MESSAGES } from '@shop/domain';
import type { Scenario } from '../harness/types';
import { FAILED_CBE_REFERENCE, ORDERS, SUCCESS_CBE_REFERENCE, UNKNOWN_ID } from './fixtures';

const report = (reference: string, extra: object = {}) => ({
  paymentMethod: 'CBE',
  paymentReference: reference,
  paidBy: 'Abebe Kebede',
  accountSuffix: '4821',
  ...extra,
});

const pay = (orderId: string) => `/orders/${orderId}/record-payment`;

export const paymentScenarios: Scenario[] = [
  {
    name: 'a customer reports a payment for their unpaid order: a PENDING payment of the order total',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW001') },
    expect: {
      status: 201,
      message: SERVER_MESSAGES.paymentRecorded,
      fields: {
        'payment.status': 'PENDING',
        'payment.paymentReference': 'FT26NEW001',
        'payment.accountSuffix': '4821',
        'payment.order.id': ORDERS.aUnpaid,
      },
    },
    same: ['payment.amount', 'payment.periodOf', 'payment.order', 'payment.currency', 'payment.paidBy'],
  },
  {
    name: 'after the report the order shows it awaits confirmation',
    before: [
      { as: 'customerA', request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW002') } },
    ],
    as: 'customerA',
    request: { method: 'GET', path: '/orders' },
    expect: {
      status: 200,
      fields: { '0.id': ORDERS.aUnpaid, '0.paymentReported': true, '0.status': 'PENDING' },
    },
  },
  {
    name: 'a Telebirr report keeps no account suffix',
    as: 'customerA',
    request: {
      method: 'POST',
      path: pay(ORDERS.aUnpaid),
      body: report('TB2026XYZ', { paymentMethod: 'TELEBIRR' }),
    },
    expect: { status: 201, fields: { 'payment.accountSuffix': null, 'payment.paymentMethod': 'TELEBIRR' } },
  },
  {
    name: "another customer's order is not found, and nothing is recorded",
    as: 'customerB',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW003') },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'the order stays unreported after another customer tried',
    before: [
      {
        as: 'customerB',
        request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('X') },
        status: 404,
      },
    ],
    as: 'customerA',
    request: { method: 'GET', path: '/orders' },
    expect: { status: 200, fields: { '0.id': ORDERS.aUnpaid, '0.paymentReported': false } },
  },
  {
    name: 'an unknown order is not found',
    as: 'customerA',
    request: { method: 'POST', path: pay(UNKNOWN_ID), body: report('FT26NEW004') },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'a paid order cannot be paid again',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aPaid), body: report('FT26NEW005') },
    expect: { status: 409, message: SERVER_MESSAGES.orderAlreadyPaid },
  },
  {
    name: 'a cancelled order can no longer be paid',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aCancelled), body: report('FT26NEW006') },
    expect: { status: 409, message: SERVER_MESSAGES.orderNotPayable },
  },
  {
    name: 'a second report while one awaits confirmation is refused',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aReported), body: report('FT26NEW007') },
    expect: { status: 409, message: SERVER_MESSAGES.paymentAlreadyReported },
  },
  {
    name: 'a transaction number of a FAILED payment cannot be used again, in any case',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report(FAILED_CBE_REFERENCE.toLowerCase()) },
    expect: { status: 409, message: SERVER_MESSAGES.paymentReferenceUsed },
  },
  {
    name: 'a look-alike of a used transaction number (full-width, a zero-width space inside) is the same number',
    as: 'customerA',
    request: {
      method: 'POST',
      path: pay(ORDERS.aUnpaid),
      body: report(
        `${FAILED_CBE_REFERENCE.slice(0, 2)}\u200B${FAILED_CBE_REFERENCE.slice(2)}`.replace(
          /[0-9]/g,
          (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0),
        ),
      ),
    },
    expect: { status: 409, message: SERVER_MESSAGES.paymentReferenceUsed },
  },
  {
    name: 'a transaction number is stored in its plain form: upper-case, without spaces or invisible characters',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('ft26\u200Bnew 009') },
    expect: { status: 201, fields: { 'payment.paymentReference': 'FT26NEW009' } },
  },
  {
    name: 'a transaction number of invisible characters only is refused',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('\u200B\u200C') },
    expect: { status: 400, message: SERVER_MESSAGES.paymentReferenceEmpty },
  },
  {
    name: 'a transaction number is used once per method: the same number with Telebirr is accepted',
    as: 'customerA',
    request: {
      method: 'POST',
      path: pay(ORDERS.aUnpaid),
      body: report(SUCCESS_CBE_REFERENCE, { paymentMethod: 'TELEBIRR' }),
    },
    expect: { status: 201, fields: { 'payment.paymentReference': SUCCESS_CBE_REFERENCE } },
  },
  {
    name: 'a report needs the name of who paid',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW008', { paidBy: '   ' }) },
    expect: { status: 400, message: SERVER_MESSAGES.paidByEmpty },
  },
  {
    name: 'a method the shop does not take is refused by the contract',
    as: 'customerA',
    request: {
      method: 'POST',
      path: pay(ORDERS.aUnpaid),
      body: report('FT26NEW009', { paymentMethod: 'CASH' }),
    },
    expect: { status: 400, message: '"paymentMethod" must be one of [TELEBIRR, CBE]' },
  },
  {
    name: 'reporting needs a signed-in customer',
    as: 'anonymous',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW010') },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
];
