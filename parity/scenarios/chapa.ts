import { createHmac } from 'node:crypto';
import { SERVER_MESSAGES } from '@shop/domain';
import { MOCK_CHAPA_WEBHOOK_SECRET } from '../../frontend/src/mocks/handlers/chapa';
import type { Scenario } from '../harness/types';
import { ORDERS } from './fixtures';

const CHAPA_ON = { chapa: true } as const;
const checkout = (orderId: string) => `/orders/${orderId}/chapa-checkout`;

/** A webhook body and its headers, signed as Chapa signs (or not). */
function webhook(body: string, signature: 'valid' | 'forged' | 'missing' | 'legacy-only') {
  const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
  const headers: Record<string, string> = {
    'chapa-signature': hmac(MOCK_CHAPA_WEBHOOK_SECRET, MOCK_CHAPA_WEBHOOK_SECRET),
  };
  if (signature === 'valid') headers['x-chapa-signature'] = hmac(MOCK_CHAPA_WEBHOOK_SECRET, body);
  if (signature === 'forged') headers['x-chapa-signature'] = hmac('another-secret', body);
  return { method: 'POST' as const, path: '/payments/chapa/webhook', rawBody: body, headers };
}

const UNKNOWN_EVENT = JSON.stringify({
  event: 'charge.success',
  tx_ref: 'AC-00000000-unknown',
  status: 'success',
});

export const chapaScenarios: Scenario[] = [
  {
    name: 'the payment accounts say online payment is off when Chapa is not configured',
    as: 'anonymous',
    request: { method: 'GET', path: '/payment-accounts' },
    expect: { status: 200, fields: { chapa: false } },
  },
  {
    name: 'the payment accounts say online payment is on when Chapa is configured',
    settings: CHAPA_ON,
    as: 'anonymous',
    request: { method: 'GET', path: '/payment-accounts' },
    expect: { status: 200, fields: { chapa: true } },
  },
  {
    name: 'a customer starts paying their unpaid order online',
    settings: CHAPA_ON,
    as: 'customerA',
    request: { method: 'POST', path: checkout(ORDERS.aUnpaid) },
    expect: { status: 201 },
  },
  {
    name: "another customer's order is not found",
    settings: CHAPA_ON,
    as: 'customerB',
    request: { method: 'POST', path: checkout(ORDERS.aUnpaid) },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'a paid order cannot be paid online',
    settings: CHAPA_ON,
    as: 'customerA',
    request: { method: 'POST', path: checkout(ORDERS.aPaid) },
    expect: { status: 409, message: SERVER_MESSAGES.orderAlreadyPaid },
  },
  {
    name: 'a cancelled order cannot be paid online',
    settings: CHAPA_ON,
    as: 'customerA',
    request: { method: 'POST', path: checkout(ORDERS.aCancelled) },
    expect: { status: 409, message: SERVER_MESSAGES.orderNotPayable },
  },
  {
    name: 'online payment is refused when Chapa is not configured',
    as: 'customerA',
    request: { method: 'POST', path: checkout(ORDERS.aUnpaid) },
    expect: { status: 409, message: SERVER_MESSAGES.chapaNotOffered },
  },
  {
    name: 'starting an online payment needs a token',
    settings: CHAPA_ON,
    as: 'anonymous',
    request: { method: 'POST', path: checkout(ORDERS.aUnpaid) },
    expect: { status: 401 },
  },
  {
    name: 'a signed webhook for a transaction the shop does not know is acknowledged',
    settings: CHAPA_ON,
    as: 'anonymous',
    request: webhook(UNKNOWN_EVENT, 'valid'),
    expect: { status: 200, fields: { received: true } },
  },
  ...(['forged', 'missing', 'legacy-only'] as const).map((signature): Scenario => ({
    name: `a webhook whose signature is ${signature} is refused`,
    settings: CHAPA_ON,
    as: 'anonymous',
    request: webhook(UNKNOWN_EVENT, signature),
    expect: { status: 401, message: SERVER_MESSAGES.chapaSignatureInvalid },
  })),
  {
    name: 'a webhook is refused when Chapa is not configured, whatever it carries',
    as: 'anonymous',
    request: webhook(UNKNOWN_EVENT, 'valid'),
    expect: { status: 401, message: SERVER_MESSAGES.chapaSignatureInvalid },
  },
  {
    name: 'a signed webhook that is not an event is refused',
    settings: CHAPA_ON,
    as: 'anonymous',
    request: webhook(JSON.stringify({ event: 'charge.success' }), 'valid'),
    expect: { status: 400, message: SERVER_MESSAGES.chapaWebhookMalformed },
  },
  {
    name: "Chapa's callback for a transaction the shop does not know is acknowledged",
    settings: CHAPA_ON,
    as: 'anonymous',
    request: { method: 'GET', path: '/payments/chapa/callback?trx_ref=AC-00000000-unknown&status=success' },
    expect: { status: 200, fields: { received: true } },
  },
  {
    name: "Chapa's callback without trx_ref is refused",
    settings: CHAPA_ON,
    as: 'anonymous',
    request: { method: 'GET', path: '/payments/chapa/callback?status=success' },
    expect: { status: 400 },
  },
];
