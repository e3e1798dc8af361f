import { SERVER_MESSAGES } from '@shop/domain';
import type { Scenario } from '../harness/types';
import {
  FAILED_CBE_REFERENCE,
  ORDERS,
  SUCCESS_CBE_REFERENCE,
  SUCCESS_TELEBIRR_REFERENCE,
  UNKNOWN_ID,
} from './fixtures';

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
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW00001') },
    expect: {
      status: 201,
      message: SERVER_MESSAGES.paymentRecorded,
      fields: {
        'payment.status': 'PENDING',
        'payment.paymentReference': 'FT26NEW00001',
        'payment.accountSuffix': '4821',
        'payment.order.id': ORDERS.aUnpaid,
      },
    },
    same: ['payment.amount', 'payment.periodOf', 'payment.order', 'payment.currency', 'payment.paidBy'],
  },
  {
    name: 'after the report the order shows it awaits confirmation',
    before: [
      {
        as: 'customerA',
        request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW00002') },
      },
    ],
    as: 'customerA',
    request: { method: 'GET', path: '/orders' },
    expect: {
      status: 200,
      fields: { '0.id': ORDERS.aUnpaid, '0.paymentReported': true, '0.status': 'PENDING' },
    },
  },
  {
    name: 'a telebirr report keeps no account suffix',
    as: 'customerA',
    request: {
      method: 'POST',
      path: pay(ORDERS.aUnpaid),
      body: report('TB2026XYZ0', { paymentMethod: 'TELEBIRR' }),
    },
    expect: { status: 201, fields: { 'payment.accountSuffix': null, 'payment.paymentMethod': 'TELEBIRR' } },
  },
  {
    name: "another customer's order is not found, and nothing is recorded",
    as: 'customerB',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW00003') },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'the order stays unreported after another customer tried',
    before: [
      {
        as: 'customerB',
        request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW00099') },
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
    request: { method: 'POST', path: pay(UNKNOWN_ID), body: report('FT26NEW00004') },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'a paid order cannot be paid again',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aPaid), body: report('FT26NEW00005') },
    expect: { status: 409, message: SERVER_MESSAGES.orderAlreadyPaid },
  },
  {
    name: 'a cancelled order can no longer be paid',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aCancelled), body: report('FT26NEW00006') },
    expect: { status: 409, message: SERVER_MESSAGES.orderNotPayable },
  },
  {
    name: 'a second report while one awaits confirmation is refused',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aReported), body: report('FT26NEW00007') },
    expect: { status: 409, message: SERVER_MESSAGES.paymentAlreadyReported },
  },
  {
    name: 'a transaction number of a FAILED payment cannot be used again, in any case',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report(FAILED_CBE_REFERENCE.toLowerCase()) },
    expect: { status: 409, message: SERVER_MESSAGES.paymentReferenceUsed },
  },
  ...(
    [
      ['a Cyrillic Te', 'F\u0422' + SUCCESS_CBE_REFERENCE.slice(2)],
      ['a Cyrillic Ghe with stroke', '\u0492' + SUCCESS_CBE_REFERENCE.slice(1)],
      ['an Arabic-Indic digit', 'FT\u0662' + SUCCESS_CBE_REFERENCE.slice(3)],
      ['a trailing dot', `${SUCCESS_CBE_REFERENCE}.`],
      ['a space inside', `${SUCCESS_CBE_REFERENCE.slice(0, 6)} ${SUCCESS_CBE_REFERENCE.slice(6)}`],
      [
        'a zero-width space inside',
        `${SUCCESS_CBE_REFERENCE.slice(0, 2)}\u200B${SUCCESS_CBE_REFERENCE.slice(2)}`,
      ],
      [
        'full-width digits',
        SUCCESS_CBE_REFERENCE.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)),
      ],
    ] as const
  ).map(([what, lookAlike]): Scenario => ({
    name: `a transaction number with ${what} is refused: ASCII letters and digits only`,
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report(lookAlike) },
    expect: { status: 400, message: SERVER_MESSAGES.paymentReferenceCharacters },
  })),
  {
    name: 'a transaction number is stored upper-cased, without the spaces around it',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('  ft26new00009\n') },
    expect: { status: 201, fields: { 'payment.paymentReference': 'FT26NEW00009' } },
  },
  {
    name: 'a transaction number of spaces only is refused as empty',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('   ') },
    expect: { status: 400, message: SERVER_MESSAGES.paymentReferenceEmpty },
  },
  {
    name: 'a CBE transaction number is FT and 10 letters or digits: the refusal shows an example',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW001') },
    expect: { status: 400, message: SERVER_MESSAGES.paymentReferenceCbeFormat },
  },
  {
    name: 'a telebirr transaction number is 10 letters or digits: the refusal shows an example',
    as: 'customerA',
    request: {
      method: 'POST',
      path: pay(ORDERS.aUnpaid),
      body: report('FT26NEW00011', { paymentMethod: 'TELEBIRR' }),
    },
    expect: { status: 400, message: SERVER_MESSAGES.paymentReferenceTelebirrFormat },
  },
  {
    name: 'a used telebirr transaction number is refused, typed in lower case too',
    as: 'customerA',
    request: {
      method: 'POST',
      path: pay(ORDERS.aUnpaid),
      body: report(SUCCESS_TELEBIRR_REFERENCE.toLowerCase(), { paymentMethod: 'TELEBIRR' }),
    },
    expect: { status: 409, message: SERVER_MESSAGES.paymentReferenceUsed },
  },
  {
    name: 'a report needs the name of who paid',
    as: 'customerA',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW00008', { paidBy: '   ' }) },
    expect: { status: 400, message: SERVER_MESSAGES.paidByEmpty },
  },
  {
    name: 'a method the shop does not take is refused by the contract',
    as: 'customerA',
    request: {
      method: 'POST',
      path: pay(ORDERS.aUnpaid),
      body: report('FT26NEW00009', { paymentMethod: 'CASH' }),
    },
    expect: { status: 400, message: '"paymentMethod" must be one of [TELEBIRR, CBE]' },
  },
  {
    name: 'reporting needs a signed-in customer',
    as: 'anonymous',
    request: { method: 'POST', path: pay(ORDERS.aUnpaid), body: report('FT26NEW00010') },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
];
