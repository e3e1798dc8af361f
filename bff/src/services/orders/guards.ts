/**
 * The guards of order creation (issue 22), each run in the creating transaction after
 * lockCustomer: the customer's concurrent creations are settled one after the other, so what they
 * count is what the others committed. The rules and their numbers are domain's (order-guards.ts).
 */
import Boom from '@hapi/boom';
import { lockForUpdate, normalizeRow, now, nowMs } from '@shop/db';
import type { OrderRow } from '@shop/db';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  renewalUnpaidMessage,
  SERVER_MESSAGES,
  unpaidOrdersCapRefusal,
} from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import type { Idempotency, PlacedOrder } from './placed.ts';

/** Locks the customer's row (MySQL; SQLite runs one write transaction at a time). */
export async function lockCustomer(trx: Knex, userId: string): Promise<void> {
  const query = trx('users').where({ id: userId }).first('id');
  lockForUpdate(query);
  await query;
}

/** The customer's order made with this key, or undefined; 422 when the key came with another request. */
export async function orderWithKey(
  trx: Knex,
  userId: string,
  idempotency: Idempotency,
): Promise<PlacedOrder | undefined> {
  const row = normalizeRow(
    'orders',
    await trx('orders').where({ user_id: userId, idempotency_key: idempotency.key }).first(),
  );
  if (!row) return undefined;
  if (row.idempotency_fingerprint !== idempotency.fingerprint) {
    throw Boom.badData(SERVER_MESSAGES.idempotencyKeyReused);
  }
  return { row, replayed: true };
}

/** A key older than IDEMPOTENCY_KEY_TTL_MS is taken off its order, so that it can be used again. */
export async function expireKey(trx: Knex, userId: string, key: string): Promise<void> {
  await trx('orders')
    .where({ user_id: userId, idempotency_key: key })
    .andWhere('created_at', '<', new Date(nowMs() - IDEMPOTENCY_KEY_TTL_MS))
    .update({ idempotency_key: null, idempotency_fingerprint: null });
}

export async function refuseSecondRenewal(trx: Knex, serviceId: string): Promise<void> {
  const open = await trx('orders')
    .where({ renewal_of_service_id: serviceId, status: 'PENDING', paid: false })
    .first('id');
  if (open) {
    throw Boom.conflict(renewalUnpaidMessage(open.id as string), { orderId: open.id as string });
  }
}

/**
 * The service's open renewal order when it is for these days at this price (reused), or undefined
 * after cancelling an open one that is not (replaced); one whose payment awaits confirmation is
 * left for refuseSecondRenewal's 409.
 */
export async function reuseOrReplaceOpenRenewal(
  trx: Knex,
  serviceId: string,
  wanted: { days: number; totalSantim: number; actorUserId: string | null },
): Promise<OrderRow | undefined> {
  const open = normalizeRow(
    'orders',
    await trx('orders').where({ renewal_of_service_id: serviceId, status: 'PENDING', paid: false }).first(),
  );
  if (!open) return undefined;
  const reported = await trx('payments').where({ pending_order_id: open.id }).first('id');
  if (reported) return undefined;
  if (open.duration_days === wanted.days && open.total_santim === wanted.totalSantim) return open;
  const at = now();
  await trx('orders')
    .where({ id: open.id, status: 'PENDING', paid: false })
    .update({ status: 'CANCELLED', updated_at: at });
  await writeAudit(trx, {
    actorUserId: wanted.actorUserId,
    action: 'order.renewal_replaced',
    entity: 'order',
    entityId: open.id,
    data: { serviceId, before: { days: open.duration_days }, after: { days: wanted.days } },
  });
  return undefined;
}

export async function refuseUnpaidPastCap(trx: Knex, userId: string): Promise<void> {
  const row = (await trx('orders')
    .where({ user_id: userId, status: 'PENDING', paid: false })
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  const refusal = unpaidOrdersCapRefusal(Number(row?.n ?? 0));
  if (refusal) throw Boom.badData(refusal);
}

export async function refuseSecondFreeOrder(trx: Knex, userId: string, couponId: string): Promise<void> {
  const earlier = await trx('orders')
    .where({ user_id: userId, discount_code_id: couponId, total_santim: 0 })
    .first('id');
  if (earlier) throw Boom.badData(SERVER_MESSAGES.freeOrderCouponUsed);
}
