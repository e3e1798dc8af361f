import type { Knex } from 'knex';
import { addReplacingIndexes, dropReplacingIndexes } from './helpers';
import type { IndexSpec } from './helpers';

/**
 * The console's lists and dashboard at 100,000 orders (bff/bench/admin-lists.ts measures them).
 *
 * A list index is: the filter (if any), the list's order (newest first, ties by id), then the
 * list's other filters and the columns its search looks in. Any mix of filters and search is then
 * counted and paged from one index; a row is read only for the page itself (the lists select the
 * page's ids first). '%text%' cannot seek in an index, but it can be tested on index entries:
 * without the searched columns, a search for a rare text read every row of the table in date
 * order, and MariaDB counted ACTIVE+paid+KVM orders by reading every row.
 * `id` follows the date because it breaks ties (InnoDB appends the primary key anyway; SQLite
 * would sort the ties). The status indexes of 0008 and 0011 become the wider status list indexes.
 *
 * The dashboard: orders grouped by paid and status, the sum of SUCCESS payments.
 */
const ORDER_SEARCH = ['user_id', 'service_name'];
const PAYMENT_SEARCH = ['user_id', 'order_id', 'reference', 'paid_by'];
const SERVICE_SEARCH = ['user_id', 'service_name', 'provider_ref'];
const USER_SEARCH = ['username', 'email', 'phone'];

const INDEXES: Record<string, IndexSpec[]> = {
  orders: [
    { name: 'orders_list_newest', columns: ['created_at', 'id', ...ORDER_SEARCH] },
    {
      name: 'orders_list_by_status',
      columns: ['status', 'created_at', 'id', 'paid', 'type', ...ORDER_SEARCH],
    },
    { name: 'orders_list_by_paid', columns: ['paid', 'created_at', 'id', 'status', 'type', ...ORDER_SEARCH] },
    { name: 'orders_list_by_type', columns: ['type', 'created_at', 'id', 'status', 'paid', ...ORDER_SEARCH] },
    { name: 'orders_stats_paid_status', columns: ['paid', 'status', 'type'] },
  ],
  payments: [
    { name: 'payments_list_newest', columns: ['created_at', 'id', ...PAYMENT_SEARCH] },
    { name: 'payments_list_by_status', columns: ['status', 'created_at', 'id', 'method', ...PAYMENT_SEARCH] },
    { name: 'payments_list_by_method', columns: ['method', 'created_at', 'id', 'status', ...PAYMENT_SEARCH] },
    { name: 'payments_stats_status_amount', columns: ['status', 'amount_santim'] },
  ],
  services: [
    { name: 'services_list_newest', columns: ['start_date', 'id', ...SERVICE_SEARCH] },
    { name: 'services_list_by_status', columns: ['status', 'start_date', 'id', ...SERVICE_SEARCH] },
  ],
  users: [{ name: 'users_list_newest', columns: ['created_at', 'id', ...USER_SEARCH] }],
};

/** The narrower indexes the status list indexes replace (same leading columns). */
const REPLACED: Record<string, string[]> = {
  orders: ['status', 'created_at'],
  payments: ['status', 'created_at'],
};

export async function up(knex: Knex): Promise<void> {
  await addReplacingIndexes(knex, INDEXES, REPLACED);
}

export async function down(knex: Knex): Promise<void> {
  await dropReplacingIndexes(knex, INDEXES, REPLACED);
}
