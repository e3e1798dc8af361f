/**
 * My Orders: the caller's orders a page at a time, newest first, optionally one tab's group, each
 * with its service and whether a payment report awaits confirmation. One indexed query reads the
 * page (orders_search_by_customer holds user_id, created_at, id and status; the service and the
 * pending payment are unique-index look-ups). The page is read one row longer than asked: when
 * that row is missing, the page ends the list and the total is known without counting; otherwise it
 * is counted from the same index.
 */
import { ORDER_STATUSES, orderTab } from '@shop/domain';
import type { OrderTab } from '@shop/domain';
import type { Knex } from 'knex';
import { countOf, newestFirst } from '../shared/list-query.ts';
import type { ListPage } from '../shared/list-query.ts';
import { orderOf, selectOrderWithExtras } from './read.ts';
import type { OrderWithExtras } from './read.ts';
import type { Order } from './index.ts';

export interface MyOrdersQuery {
  group?: OrderTab;
  page?: number;
  limit?: number;
}

/** The contract's default page size of My Orders. */
export const MY_ORDERS_DEFAULT_LIMIT = 20;

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
  const page = (await selectOrderWithExtras(mine())
    .orderBy(newestFirst().map(({ column, order }) => ({ column: `orders.${column}`, order })))
    .limit(limit + 1)
    .offset(offset)) as OrderWithExtras[];
  const endsTheList = page.length <= limit && (page.length > 0 || offset === 0);
  const total = endsTheList ? offset + page.length : await countOf(mine());
  const rows = page.slice(0, limit).map(orderOf);
  return { rows, total };
}
