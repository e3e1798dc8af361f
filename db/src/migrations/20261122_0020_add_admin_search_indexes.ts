import type { Knex } from 'knex';
import { addReplacingIndexes, dropReplacingIndexes } from './helpers';
import type { IndexSpec } from './helpers';

/**
 * The console's text searches as index look-ups (bff/src/services/shared/search-page.ts): a search
 * is split into parts that each read one index, and the parts are counted and paged apart.
 *
 * - orders by service name: the distinct names are walked on `orders_search_by_name` (one seek
 *   per name), then the orders of the matching names are read from it;
 * - orders, payments and services by customer: the matching users' rows are read from the
 *   `*_search_by_customer` indexes.
 *
 * Each index then holds the list's order (date, id), its filters and the columns the other parts
 * of the search test (a row found by one part is left out of the next), so counting and paging a
 * part never visits a row. The customer indexes of orders and payments replace the narrower ones
 * of 0008 and 0011 (same leading column, so the foreign keys keep an index).
 */
const INDEXES: Record<string, IndexSpec[]> = {
  orders: [
    {
      name: 'orders_search_by_name',
      columns: ['service_name', 'created_at', 'id', 'status', 'paid', 'type'],
    },
    {
      name: 'orders_search_by_customer',
      columns: ['user_id', 'created_at', 'id', 'status', 'paid', 'type', 'service_name'],
    },
  ],
  payments: [
    {
      name: 'payments_search_by_customer',
      columns: ['user_id', 'created_at', 'id', 'status', 'method', 'order_id', 'reference', 'paid_by'],
    },
  ],
  services: [
    {
      name: 'services_search_by_customer',
      columns: ['user_id', 'start_date', 'id', 'status', 'service_name', 'provider_ref'],
    },
  ],
};

/** The narrower indexes the customer indexes replace (knex's default names). */
const REPLACED: Record<string, string[]> = {
  orders: ['user_id', 'created_at'],
  payments: ['user_id'],
};

export async function up(knex: Knex): Promise<void> {
  await addReplacingIndexes(knex, INDEXES, REPLACED);
}

export async function down(knex: Knex): Promise<void> {
  await dropReplacingIndexes(knex, INDEXES, REPLACED);
}
