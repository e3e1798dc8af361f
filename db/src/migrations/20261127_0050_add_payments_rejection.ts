// An admin rejects a reported payment with a reason (issue 27): the report is kept, FAILED, with
// the reason the customer is told, who rejected it and when. A rejected report frees the order's
// pending slot (pending_order_id becomes NULL), so the customer may report again; its transaction
// number stays used (a number rejected as unknown to the bank is not accepted again).
//
// Plain columns, no foreign key: knex would rebuild `payments` on SQLite to add one, losing its
// triggers; the admin's id is kept as written, like the audit log's actor.
//
// Plain DDL, as migrations/index.ts asks: a run killed before its record resumes by skipping the
// columns already added.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('rejection_reason', 500).nullable();
    t.string('rejected_by', 36).nullable();
    t.datetime('rejected_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Dropped in place (SQLite 3.35+ and MySQL): knex's SQLite way rebuilds the table.
  await knex.raw('alter table payments drop column rejected_at');
  await knex.raw('alter table payments drop column rejected_by');
  await knex.raw('alter table payments drop column rejection_reason');
}
