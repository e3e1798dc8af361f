/**
 * My Orders: the caller's orders a page at a time, newest first, optionally one tab's group, each
 * with its service and whether a payment report awaits confirmation. One indexed query reads the
 * page (orders_search_by_customer holds user_id, created_at, id and status; the service and the
 * pending payment are unique-index look-ups). The page is read one row longer than asked: when
 * that row is missing, the page ends the list and the total is known without counting; otherwise it
 * is counted from the same index.
 */
import { normalizeRows } from '@shop/db';
import { ORDER_STATUSES, orderTab } from '@shop/domain';
import type { OrderTab } from '@shop/domain';
import type { Knex } from 'knex';
import { countOf, newestFirst } from './admin/list-query.ts';
import type { ListPage } from './admin/list-query.ts';
import { toOrder } from './orders.ts';
import type { Order } from './orders.ts';

export interface MyOrdersQuery {
  group?: OrderTab;
  page?: number;
  limit?: number;
}

/** The contract's default page size of My Orders. */
export const MY_ORDERS_DEFAULT_LIMIT = 20;

/** The columns an Order is made of (toOrder), read from `orders`. */
const ORDER_COLUMNS = [
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

/** The statuses of a My Orders tab, by domain's rule (orderTab). */
export function statusesOf(group: OrderTab): string[] {
  return ORDER_STATUSES.filter((status) => orderTab(status) === group);
}

export async function listMyOrders(
  knex: Knex,
  userId: string,
  query: MyOrdersQuery,
): Promise<ListPage<Order>> {
  const mine = () =>
    knex('orders')
      .where('orders.user_id', userId)
      .modify((q) => {
        if (query.group) q.whereIn('orders.status', statusesOf(query.group));
      });
  const limit = query.limit ?? MY_ORDERS_DEFAULT_LIMIT;
  const offset = ((query.page ?? 1) - 1) * limit;
  const page = (await mine()
    .select(ORDER_COLUMNS)
    .select({ service_id: 'services.id', pending_payment_id: 'payments.id' })
    .leftJoin('services', 'services.order_id', 'orders.id')
    .leftJoin('payments', 'payments.pending_order_id', 'orders.id')
    .orderBy(newestFirst().map(({ column, order }) => ({ column: `orders.${column}`, order })))
    .limit(limit + 1)
    .offset(offset)) as Array<
    Record<string, unknown> & { service_id: string | null; pending_payment_id: string | null }
  >;
  const endsTheList = page.length <= limit && (page.length > 0 || offset === 0);
  const total = endsTheList ? offset + page.length : await countOf(mine());
  page.length = Math.min(page.length, limit);
  const rows = normalizeRows('orders', page).map((row, i) =>
    toOrder(row, {
      paymentReported: page[i]!.pending_payment_id !== null,
      serviceId: page[i]!.service_id,
    }),
  );
  return { rows, total };
}
