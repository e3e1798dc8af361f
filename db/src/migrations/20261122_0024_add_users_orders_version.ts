import type { Knex } from 'knex';
import { dbClient } from '../connection';

/**
 * `users.orders_version`: a counter the database moves on every change to what the customer's
 * My Orders shows (their orders, their pending payment reports, their orders' services), so that
 * an answer kept in memory can be checked against it with the user row every request reads
 * anyway. Triggers keep it, so no write path (the API, jobs, an admin tool, a hand-made fix) can
 * forget to.
 *
 * - orders: any insert, update or delete.
 * - payments: insert and delete, and an update of `pending_order_id` (the report awaiting
 *   confirmation); other updates (status, confirmed_by) come with an order update anyway.
 * - services: insert and delete (an order's service id); their frequent status updates do not
 *   change an order.
 *
 * MySQL runs the triggers BEFORE the row is written, so the user row's exclusive lock is taken
 * before the foreign-key check's shared lock on it: two inserts for one customer queue instead
 * of deadlocking (each holding the shared lock and waiting for the exclusive one). A statement
 * that fails takes its bump back with it. SQLite has no row locks and runs them AFTER.
 */
interface Watched {
  table: string;
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  /** SQLite: fire only when these columns are in the UPDATE's SET list. */
  columns?: string[];
}

const WATCHED: Watched[] = [
  { table: 'orders', event: 'INSERT' },
  { table: 'orders', event: 'UPDATE' },
  { table: 'orders', event: 'DELETE' },
  { table: 'payments', event: 'INSERT' },
  { table: 'payments', event: 'UPDATE', columns: ['pending_order_id', 'user_id'] },
  { table: 'payments', event: 'DELETE' },
  { table: 'services', event: 'INSERT' },
  { table: 'services', event: 'DELETE' },
];

const ORDERS_VERSION_TRIGGERS = WATCHED.map(
  ({ table, event }) => `${table}_orders_version_${event.toLowerCase()}`,
);

function bump(users: string): string {
  return `update users set orders_version = orders_version + 1 where id in (${users})`;
}

function usersOf(event: Watched['event']): string {
  if (event === 'INSERT') return 'NEW.user_id';
  if (event === 'DELETE') return 'OLD.user_id';
  return 'OLD.user_id, NEW.user_id';
}

function createTrigger(knex: Knex, watched: Watched, name: string): string {
  const { table, event, columns } = watched;
  const users = usersOf(event);
  if (dbClient(knex) === 'mysql') {
    const body =
      event === 'UPDATE' && columns
        ? `begin if ${columns.map((c) => `not (OLD.${c} <=> NEW.${c})`).join(' or ')} then ${bump(users)}; end if; end`
        : bump(users);
    return `create trigger ${name} before ${event.toLowerCase()} on ${table} for each row ${body}`;
  }
  const of = event === 'UPDATE' && columns ? ` of ${columns.join(', ')}` : '';
  return `create trigger ${name} after ${event.toLowerCase()}${of} on ${table} for each row begin ${bump(users)}; end`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('orders_version').notNullable().defaultTo(0);
  });
  for (const [index, watched] of WATCHED.entries()) {
    await knex.raw(createTrigger(knex, watched, ORDERS_VERSION_TRIGGERS[index]!));
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ORDERS_VERSION_TRIGGERS) await knex.raw(`drop trigger if exists ${name}`);
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('orders_version');
  });
}
