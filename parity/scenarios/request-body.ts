import { MAX_BODY_DEPTH, SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import type { Scenario } from '../harness/types';
import { ORDERS } from './fixtures';

/**
 * Depth caps on every request body, with or without a schema (domain's MAX_BODY_DEPTH): a body
 * nested deeper answers 400 after the token is checked and before anything else looks at it.
 */
const DEEP = 20_000;
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const tooDeep = { status: 400, message: SERVER_MESSAGES.bodyTooDeep };

export const requestBodyScenarios: Scenario[] = [
  {
    name: 'sign-out everywhere with a body 20,000 arrays deep is refused (no body schema)',
    as: 'customerA',
    request: { method: 'POST', path: '/auth/logout-all', rawBody: arrays(DEEP) },
    expect: tooDeep,
  },
  {
    name: `sign-out everywhere with a body ${MAX_BODY_DEPTH} arrays deep goes ahead (the body is not read further)`,
    as: 'customerA',
    request: { method: 'POST', path: '/auth/logout-all', rawBody: arrays(MAX_BODY_DEPTH) },
    expect: { status: 204 },
  },
  {
    name: 'a Telegram link asked with a body 20,000 objects deep is refused, in Amharic too',
    as: 'customerA',
    request: { method: 'POST', path: '/notifications/telegram/link', rawBody: objects(DEEP), lang: 'am' },
    expect: { status: 400, message: SERVER_MESSAGES_AM.bodyTooDeep },
  },
  {
    name: 'Chapa checkout with a body 20,000 arrays deep is refused before the order is looked at',
    as: 'customerA',
    request: { method: 'POST', path: `/orders/${ORDERS.aUnpaid}/chapa-checkout`, rawBody: arrays(DEEP) },
    expect: tooDeep,
  },
  {
    name: `a sign-in ${MAX_BODY_DEPTH + 1} objects deep is refused before its schema is checked`,
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/login', rawBody: objects(MAX_BODY_DEPTH + 1) },
    expect: tooDeep,
  },
  {
    name: 'a sign-out everywhere 20,000 deep without a token answers 401 (the body is not read)',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/logout-all', rawBody: arrays(DEEP) },
    expect: { status: 401 },
  },
  {
    name: 'a customer’s admin call 20,000 deep answers 403 (who may call is checked first)',
    as: 'customerA',
    request: { method: 'POST', path: '/admin/discount-codes', rawBody: arrays(DEEP) },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'a Chapa webhook 20,000 arrays deep is refused before its signature is checked',
    as: 'anonymous',
    request: { method: 'POST', path: '/payments/chapa/webhook', rawBody: arrays(DEEP) },
    expect: tooDeep,
  },
];
