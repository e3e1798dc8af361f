/**
 * Chapa's webhook: `x-chapa-signature` must be the hex HMAC-SHA256 of the raw body bytes keyed
 * with CHAPA_WEBHOOK_SECRET, compared in constant time; the legacy `Chapa-Signature` header (the
 * secret's HMAC of itself, the same on every call) is never looked at. A signed webhook is only a
 * reason to ask Chapa's verify.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Boom from '@hapi/boom';
import { SERVER_MESSAGES } from '@shop/domain';
import type { Knex } from 'knex';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import type { ChapaConfig } from './config.ts';
import { verifyChapaAttempt } from './verify.ts';
import type { VerifyOutcome } from './verify.ts';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const TX_REF_MAX = 64;

/** Whether `signature` is the body's HMAC under the secret (constant time over the bytes). */
export function validChapaSignature(secret: string, body: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export async function receiveChapaWebhook(
  knex: Knex,
  chapa: ChapaConfig | undefined,
  fulfilment: PaidOrderFulfilment,
  body: unknown,
  signature: unknown,
): Promise<VerifyOutcome> {
  // Without Chapa settings there is no secret: nothing can be signed, nothing is believed.
  if (!chapa || !Buffer.isBuffer(body) || !validChapaSignature(chapa.webhookSecret, body, signature)) {
    throw Boom.unauthorized(SERVER_MESSAGES.chapaSignatureInvalid);
  }
  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    throw Boom.badRequest(SERVER_MESSAGES.chapaWebhookMalformed);
  }
  const txRef = (event as { tx_ref?: unknown } | null)?.tx_ref;
  if (typeof txRef !== 'string' || txRef === '' || txRef.length > TX_REF_MAX) {
    throw Boom.badRequest(SERVER_MESSAGES.chapaWebhookMalformed);
  }
  return verifyChapaAttempt(knex, chapa, fulfilment, txRef);
}

/** The unsigned callback: its query is only a reason to verify `trx_ref`. */
export async function receiveChapaCallback(
  knex: Knex,
  chapa: ChapaConfig | undefined,
  fulfilment: PaidOrderFulfilment,
  txRef: string,
): Promise<VerifyOutcome> {
  if (!chapa) return 'unknown';
  return verifyChapaAttempt(knex, chapa, fulfilment, txRef);
}
