import type { Knex } from 'knex';

/**
 * Drops `users.orders_version` and the eight triggers that moved it (migration 0024). They
 * existed only so that answers recorded in front of hapi could be checked for staleness; that
 * layer is gone (every request goes through hapi again), and nothing reads the counter. The
 * triggers go first: on SQLite a column that a trigger names cannot be dropped.
 */
const ORDERS_VERSION_TRIGGERS = [
  'orders_orders_version_insert',
  'orders_orders_version_update',
  'orders_orders_version_delete',
  'payments_orders_version_insert',
  'payments_orders_version_update',
  'payments_orders_version_delete',
  'services_orders_version_insert',
  'services_orders_version_delete',
];

/**
 * Plain drops, no `if exists`: on SQLite the migration runs in a transaction, and on MySQL a run
 * stopped halfway resumes by taking a drop of what is gone as done (resumable-ddl.ts), which a
 * guarded statement would hide from its check.
 */
export async function up(knex: Knex): Promise<void> {
  for (const name of ORDERS_VERSION_TRIGGERS) await knex.raw(`drop trigger ${name}`);
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('orders_version');
  });
}

/** Back to migration 0024's state: the column (counting from 0) and its triggers. */
export { up as down } from './20261122_0024_add_users_orders_version';
