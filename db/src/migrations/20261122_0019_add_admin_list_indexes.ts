import type { Knex } from 'knex';

/**
 * The console's lists and dashboard at 100,000 orders (bff/bench/admin-lists.ts measures them).
 *
 * - Each list's sort order (newest first, ties by id), alone and behind each equality filter, so
 *   a page is read in index order instead of sorting the whole table. `id` follows the date
 *   because it breaks ties (InnoDB appends the primary key anyway; SQLite would sort the ties).
 * - The unfiltered sort index also carries the columns the list's search looks in. A search
 *   ('%text%' cannot use an index) then walks that index alone and reads a row only when it
 *   matches: SQLite does so by itself, MySQL when the page's ids are selected first. Without
 *   them, a search for a rare text looked up every row of the table in date order.
 * - The dashboard's groupings: orders by paid and status, the sum of SUCCESS payments.
 */
const INDEXES: Record<string, string[][]> = {
  orders: [
    ['created_at', 'id', 'user_id', 'service_name'],
    ['paid', 'created_at', 'id'],
    ['type', 'created_at', 'id'],
    ['paid', 'status'],
  ],
  payments: [
    ['created_at', 'id', 'user_id', 'order_id', 'reference', 'paid_by'],
    ['method', 'created_at', 'id'],
    ['status', 'amount_santim'],
  ],
  services: [
    ['start_date', 'id', 'user_id', 'service_name', 'provider_ref'],
    ['status', 'start_date', 'id'],
  ],
  users: [['created_at', 'id', 'username', 'email', 'phone']],
};

/** Short, stable names (MySQL allows 64 characters; knex's default name would exceed it). */
function indexName(table: string, columns: string[]): string {
  return `${table}_admin_${columns.map((c) => c.replace(/_/g, '')).join('_')}`.slice(0, 64);
}

export async function up(knex: Knex): Promise<void> {
  for (const [table, indexes] of Object.entries(INDEXES)) {
    await knex.schema.alterTable(table, (t) => {
      for (const columns of indexes) t.index(columns, indexName(table, columns));
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, indexes] of Object.entries(INDEXES)) {
    await knex.schema.alterTable(table, (t) => {
      for (const columns of indexes) t.dropIndex(columns, indexName(table, columns));
    });
  }
}
