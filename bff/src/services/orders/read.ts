/**
 * One of the caller's orders, as a row of My Orders answers it: one primary-key read with the
 * order's service and its pending payment report (both unique-index look-ups). Another customer's
 * order is not found, like an unknown id, so its existence is never revealed.
 */
import Boom from '@hapi/boom';
import { normalizeRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import type { Knex } from 'knex';
import { toOrder } from './view.ts';
import type { Order } from './view.ts';

/** The columns an Order is made of (toOrder), read from `orders`. */
export const ORDER_COLUMNS = [
  'id',
  'type',
  'service_name',
  'status',
  'paid',
  'specifications',
  'duration_days',
  'base_price_santim',
  'extras_santim',
  'duration_discount_santim',
  'subtotal_santim',
  'coupon_discount_santim',
  'vat_santim',
  'total_santim',
  'discount_code',
  'discount_bp',
  'renewal_of_service_id',
  'created_at',
  'updated_at',
].map((column) => `orders.${column}`);

export type OrderWithExtras = Record<string, unknown> & {
  service_id: string | null;
  pending_payment_id: string | null;
};

/** Adds to an orders query what an Order is made of: its columns, its service and its pending report. */
export function selectOrderWithExtras(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .select(ORDER_COLUMNS)
    .select({ service_id: 'services.id', pending_payment_id: 'payments.id' })
    .leftJoin('services', 'services.order_id', 'orders.id')
    .leftJoin('payments', 'payments.pending_order_id', 'orders.id');
}

/** The Order of a row read with selectOrderWithExtras. */
export function orderOf(row: OrderWithExtras): Order {
  return toOrder(normalizeRow('orders', row), {
    paymentReported: row.pending_payment_id !== null,
    serviceId: row.service_id,
  });
}

export async function getMyOrder(knex: Knex, userId: string, orderId: string): Promise<Order> {
  const row = (await selectOrderWithExtras(knex('orders'))
    .where('orders.id', orderId)
    .andWhere('orders.user_id', userId)
    .first()) as OrderWithExtras | undefined;
  if (!row) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
  return orderOf(row);
}
