// Money paid after cancellation (issue 34): an order cancelled while its customer's money was on
// its way (a Chapa payment verified after the order was cancelled, or a transfer reported on a
// renewal that a refund then cancelled) holds the amount the shop must send back, until an admin
// refunds it from the payments queue ("Paid after cancellation: refund due"). Null otherwise.
//
// The index serves the queue's filter and the sidebar's count (`refund_due_santim is not null`).
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';

const BY_REFUND_DUE = 'orders_by_refund_due';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.bigInteger('refund_due_santim').nullable();
    t.index(['refund_due_santim', 'id'], BY_REFUND_DUE);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['refund_due_santim', 'id'], BY_REFUND_DUE);
  });
  // Dropped in place (SQLite 3.35+ and MySQL): knex's SQLite way rebuilds the table.
  await knex.raw('alter table orders drop column refund_due_santim');
}
