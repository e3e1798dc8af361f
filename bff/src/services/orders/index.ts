import { createHash } from 'node:crypto';
import Boom from '@hapi/boom';
import { idempotencyFingerprint, idempotencyKeyRefusal } from '@shop/domain';
import type { Knex } from 'knex';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import type { PaymentInstructions } from '../notifications/customer-notices.ts';
import { draftGameOrder } from './game.ts';
import type { CreateGameOrderRequest } from './game.ts';
import { draftKvmOrder } from './kvm.ts';
import type { CreateKvmOrderRequest } from './kvm.ts';
import { getMyOrder } from './read.ts';
import { toOrder } from './view.ts';
import type { Order, OrderExtras } from './view.ts';
import { placeOrder } from './write.ts';
import type { Idempotency, PlacedOrder } from './placed.ts';

export { toOrder } from './view.ts';
export type { Order, OrderExtras } from './view.ts';
export type { CreateGameOrderRequest, CreateKvmOrderRequest, Idempotency };

/** A new order answers without a payment report or a service. */
const FRESH: OrderExtras = { paymentReported: false, serviceId: null };

/**
 * The answer of a creation: a new order as it was made; the order an earlier request with the same
 * Idempotency-Key made as it is now (its payment report and service read again).
 */
export async function answerOf(knex: Knex, userId: string, placed: PlacedOrder): Promise<Order> {
  // A free order is paid at once and, with AUTO_PROVISION, already has its service.
  return placed.replayed || placed.row.paid
    ? getMyOrder(knex, userId, placed.row.id)
    : toOrder(placed.row, FRESH);
}

export async function createKvmOrder(
  knex: Knex,
  fulfilment: PaidOrderFulfilment,
  userId: string,
  input: CreateKvmOrderRequest,
  idempotency?: Idempotency,
  instructions?: PaymentInstructions,
): Promise<Order> {
  const placed = await placeOrder(
    knex,
    userId,
    input.discountCode,
    (trx) => draftKvmOrder(trx, input, userId),
    {
      fulfilment,
      ...(idempotency ? { idempotency } : {}),
      ...(instructions ? { instructions } : {}),
    },
  );
  return answerOf(knex, userId, placed);
}

export async function createGameOrder(
  knex: Knex,
  fulfilment: PaidOrderFulfilment,
  userId: string,
  input: CreateGameOrderRequest,
  idempotency?: Idempotency,
  instructions?: PaymentInstructions,
): Promise<Order> {
  const placed = await placeOrder(knex, userId, input.discountCode, (trx) => draftGameOrder(trx, input), {
    fulfilment,
    ...(idempotency ? { idempotency } : {}),
    ...(instructions ? { instructions } : {}),
  });
  return answerOf(knex, userId, placed);
}

/**
 * The Idempotency-Key of a creation (the header, if sent) with its request's fingerprint; a key
 * that is empty, longer than 100 characters or not printable ASCII answers 400.
 */
export function idempotencyOf(
  header: string | undefined,
  kind: 'kvm' | 'game',
  payload: unknown,
): Idempotency | undefined {
  if (header === undefined) return undefined;
  const refusal = idempotencyKeyRefusal(header);
  if (refusal) throw Boom.badRequest(refusal);
  const fingerprint = createHash('sha256').update(idempotencyFingerprint(kind, payload)).digest('hex');
  return { key: header, fingerprint };
}
