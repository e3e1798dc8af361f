/**
 * Starting an online payment: a new tx_ref per call (Chapa refuses a used one for ever), stored as
 * a PENDING attempt before Chapa is asked (a webhook can never name a tx_ref the shop does not
 * know), for the order's total as the server computes it, in ETB.
 */
import { randomBytes } from 'node:crypto';
import Boom from '@hapi/boom';
import { newId, normalizeRow, now } from '@shop/db';
import { SERVER_MESSAGES, SHOP_BRAND, shortId } from '@shop/domain';
import type { Knex } from 'knex';
import { ChapaCallError, initializeTransaction } from './client.ts';
import type { InitializeRequest } from './client.ts';
import type { ChapaConfig } from './config.ts';
import { refuseUnpayableOrder } from '../payments/payable.ts';
import { FIRST_CHECK_AFTER_MS } from './schedule.ts';

export interface ChapaDeps {
  knex: Knex;
  /** Undefined when the shop has no Chapa settings. */
  chapa: ChapaConfig | undefined;
  appUrl: string;
}

/**
 * Where Chapa sends the customer's browser back: the order's status page, which reads the order
 * (GET /orders/{id} verifies the payment) and follows it from paid to a ready server.
 */
export function chapaReturnUrl(appUrl: string, orderId: string): string {
  return `${appUrl}/orders/${encodeURIComponent(orderId)}`;
}

/** Where Chapa calls after a payment (GET ?trx_ref=&ref_id=&status=). */
export function chapaCallbackUrl(appUrl: string): string {
  return `${appUrl}/api/payments/chapa/callback`;
}

/** `AC-<order's short id>-<16 random hex>`: ours, unique, within Chapa's allowed characters. */
function newTxRef(orderId: string): string {
  return `AC-${shortId(orderId)}-${randomBytes(8).toString('hex')}`;
}

/** Santim as Chapa's amount: a decimal string with two decimals. */
export function chapaAmount(santim: number): string {
  return `${Math.floor(santim / 100)}.${String(santim % 100).padStart(2, '0')}`;
}

const CHAPA_PHONE = /^0[79]\d{8}$/;
const PLAIN_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The customer's phone as Chapa takes it (10 digits, 09… or 07…), from +2519… too; else undefined. */
export function chapaPhone(phone: string | null): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/[\s-]/g, '');
  const local = /^\+?251([79]\d{8})$/.exec(digits);
  const candidate = local ? `0${local[1]}` : digits;
  return CHAPA_PHONE.test(candidate) ? candidate : undefined;
}

/** First and last name from a username like `abebe_kebede` when it has two plain parts. */
function namesOf(username: string): { first_name?: string; last_name?: string } {
  const parts = username.split(/[_.\s-]+/).filter((p) => /^[A-Za-z]{2,40}$/.test(p));
  if (parts.length < 2) return {};
  const cap = (p: string) => p[0]!.toUpperCase() + p.slice(1).toLowerCase();
  return { first_name: cap(parts[0]!), last_name: cap(parts[1]!) };
}

export async function startChapaCheckout(
  deps: ChapaDeps,
  userId: string,
  orderId: string,
): Promise<{ checkoutUrl: string; txRef: string }> {
  const { knex, chapa, appUrl } = deps;
  const order = normalizeRow('orders', await knex('orders').where({ id: orderId, user_id: userId }).first());
  if (!order) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
  await refuseUnpayableOrder(knex, order);
  if (!chapa) throw Boom.conflict(SERVER_MESSAGES.chapaNotOffered);
  if (order.total_santim <= 0) throw Boom.conflict(SERVER_MESSAGES.chapaNothingToPay);
  const user = normalizeRow('users', await knex('users').where({ id: userId }).first());
  if (!user) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);

  const txRef = newTxRef(order.id);
  const at = now();
  const attemptId = newId();
  await knex('chapa_attempts').insert({
    id: attemptId,
    order_id: order.id,
    user_id: userId,
    tx_ref: txRef,
    amount_santim: order.total_santim,
    currency: 'ETB',
    status: 'PENDING',
    reference: null,
    mismatch: null,
    checks: 0,
    checked_at: null,
    next_check_at: new Date(at.getTime() + FIRST_CHECK_AFTER_MS),
    created_at: at,
    updated_at: at,
  });

  const email = PLAIN_EMAIL.test(user.email) ? user.email : undefined;
  const phone = chapaPhone(user.phone);
  const request: InitializeRequest = {
    amount: chapaAmount(order.total_santim),
    currency: 'ETB',
    tx_ref: txRef,
    ...(email ? { email } : {}),
    ...(phone ? { phone_number: phone } : {}),
    ...namesOf(user.username),
    callback_url: chapaCallbackUrl(appUrl),
    return_url: chapaReturnUrl(appUrl, order.id),
    customization: { title: SHOP_BRAND.slice(0, 16), description: `Order ${shortId(order.id)}` },
    meta: { orderId: order.id },
  };
  try {
    const checkoutUrl = await initializeTransaction(chapa, request);
    return { checkoutUrl, txRef };
  } catch (err) {
    if (!(err instanceof ChapaCallError)) throw err;
    // Chapa has no payment for it: nothing to verify later.
    await knex('chapa_attempts')
      .where({ id: attemptId, status: 'PENDING' })
      .update({
        status: 'FAILED',
        mismatch: JSON.stringify({ initialize: err.message }),
        next_check_at: null,
        updated_at: now(),
      });
    throw Boom.badGateway(SERVER_MESSAGES.chapaUnavailable);
  }
}
