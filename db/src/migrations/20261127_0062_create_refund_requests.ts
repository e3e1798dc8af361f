// A Chapa refund's progress, written durably around the call to Chapa (issue 26's refund, made
// safe against a crash): Chapa gives the money back first, then the shop's own transaction cancels
// the order and issues the credit note. If the process died (or that transaction failed) in
// between, a retry must not ask Chapa again, which refuses a second refund with the same
// reference, but finish the shop's part.
//
// refund_requests: one row per order refunded through Chapa (the order's id is the key, so two
//   admins at once cannot both start one). REQUESTED is written in its own short transaction
//   before Chapa is called; ACCEPTED right after Chapa answers success; COMPLETED in the
//   transaction that cancels the order. attempt_started_at is set while a call to Chapa is under
//   way (a lease: a concurrent request is refused instead of calling Chapa too) and cleared once
//   the call returned. A REQUESTED row without a call under way is a request whose outcome the
//   shop never learnt. A definite refusal on the first request deletes the row (nothing changed).
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';
import { dateColumn, fkColumn, moneyColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('refund_requests', (t) => {
    fkColumn(t, 'order_id', 'orders', { onDelete: 'CASCADE' }).primary();
    // The `reference` sent to Chapa (refund-<order id>), unique within the business.
    t.string('reference', 64).notNullable().unique({ indexName: 'refund_requests_reference_unique' });
    // The tx_ref of the checkout that paid the order (the refund's path).
    t.string('chapa_tx_ref', 64).notNullable();
    moneyColumn(t, 'amount_santim');
    t.text('reason').notNullable();
    fkColumn(t, 'admin_user_id', 'users');
    t.string('status', 16).notNullable().checkIn(['REQUESTED', 'ACCEPTED', 'COMPLETED']);
    // Chapa's reference of the refund (its answer's data.ref_id), when it named one.
    t.string('chapa_refund_ref', 100).nullable();
    dateColumn(t, 'attempt_started_at').nullable();
    dateColumn(t, 'requested_at').notNullable();
    dateColumn(t, 'accepted_at').nullable();
    dateColumn(t, 'completed_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('refund_requests');
}
