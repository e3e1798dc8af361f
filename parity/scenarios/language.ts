import {
  COUPON_INVALID_MESSAGE,
  localizeServerMessage,
  SERVER_MESSAGES_AM,
  serviceRestrictionMessage,
} from '@shop/domain';
import type { Scenario } from '../harness/types';
import { CATALOG, ORDERS } from './fixtures';

const AM = 'am-ET,am;q=0.9,en;q=0.8';

/** The account's language, and every kind of message in the language the request asks for. */
export const languageScenarios: Scenario[] = [
  {
    name: "a customer switches their account's language to Amharic",
    as: 'customerA',
    request: { method: 'PATCH', path: '/auth/me', body: { locale: 'am' } },
    expect: { status: 200, fields: { locale: 'am', isAdmin: false } },
    same: [''],
  },
  {
    name: 'the account keeps the language it was switched to',
    before: [{ as: 'customerA', request: { method: 'PATCH', path: '/auth/me', body: { locale: 'am' } } }],
    as: 'customerA',
    request: { method: 'GET', path: '/auth/me' },
    expect: { status: 200, fields: { locale: 'am' } },
  },
  {
    name: 'a language the shop does not speak is refused by the contract',
    as: 'customerA',
    request: { method: 'PATCH', path: '/auth/me', body: { locale: 'fr' } },
    expect: { status: 400, message: '"locale" must be one of [en, am]' },
  },
  {
    name: 'nothing but the language can be changed here',
    as: 'customerA',
    request: { method: 'PATCH', path: '/auth/me', body: { locale: 'am', isAdmin: true } },
    expect: { status: 400, message: '"isAdmin" is not allowed' },
  },
  {
    name: 'changing the language needs a signed-in customer (the refusal in Amharic)',
    as: 'anonymous',
    request: { method: 'PATCH', path: '/auth/me', body: { locale: 'am' }, lang: AM },
    expect: { status: 401, message: SERVER_MESSAGES_AM.missingAuthentication },
  },
  {
    name: 'a sign-up in Amharic makes an Amharic account and answers in Amharic',
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/register',
      body: { username: 'hana_a', phone: '0911223345', email: 'hana@example.com', password: 'pw-12345678' },
      lang: AM,
    },
    expect: { status: 201, message: SERVER_MESSAGES_AM.registered, fields: { 'user.locale': 'am' } },
  },
  {
    name: "another customer's order is not found, in Amharic",
    as: 'customerB',
    request: {
      method: 'POST',
      path: `/orders/${ORDERS.aUnpaid}/record-payment`,
      body: { paymentMethod: 'CBE', paymentReference: 'FT26AM000001', paidBy: 'Selam' },
      lang: AM,
    },
    expect: { status: 404, message: SERVER_MESSAGES_AM.orderNotFound },
  },
  {
    name: 'a slider refusal names its field and range in Amharic',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/kvm',
      body: { ...CATALOG.small, specifications: { ipv4: 0, traffic: 4, duration: 30 } },
      lang: AM,
    },
    expect: { status: 400, message: 'የIPv4 አድራሻዎች ብዛት ከ1 እስከ 10 መሆን አለበት' },
  },
  {
    name: 'a coupon restriction names the allowed plans in Amharic',
    as: 'anonymous',
    request: { method: 'GET', path: '/discount-codes/SP45?serviceName=Ryzen%20GEN%202%20Medium', lang: AM },
    expect: { status: 422, message: localizeServerMessage(serviceRestrictionMessage(['small']), 'am') },
  },
  {
    name: 'an expired coupon is invalid, in Amharic',
    as: 'anonymous',
    request: { method: 'GET', path: '/discount-codes/MESKEL2017', lang: AM },
    expect: { status: 404, message: localizeServerMessage(COUPON_INVALID_MESSAGE, 'am') },
  },
  {
    name: 'a payment report is recorded, in Amharic',
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/orders/${ORDERS.aUnpaid}/record-payment`,
      body: { paymentMethod: 'TELEBIRR', paymentReference: 'TB26AM0002', paidBy: 'Abebe' },
      lang: AM,
    },
    expect: { status: 201, message: SERVER_MESSAGES_AM.paymentRecorded },
  },
  {
    name: 'a look-alike transaction number is refused, in Amharic',
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/orders/${ORDERS.aUnpaid}/record-payment`,
      body: { paymentMethod: 'CBE', paymentReference: 'F\u0422' + '26AM00003', paidBy: 'Abebe' },
      lang: AM,
    },
    expect: { status: 400, message: SERVER_MESSAGES_AM.paymentReferenceCharacters },
  },
  {
    name: 'a CBE transaction number of the wrong format is refused with an example, in Amharic',
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/orders/${ORDERS.aUnpaid}/record-payment`,
      body: { paymentMethod: 'CBE', paymentReference: 'FT26AM3', paidBy: 'Abebe' },
      lang: AM,
    },
    expect: { status: 400, message: SERVER_MESSAGES_AM.paymentReferenceCbeFormat },
  },
];
