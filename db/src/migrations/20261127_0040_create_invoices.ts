// VAT invoices and credit notes (issue 26).
//
// 1. `invoice_counters`: one row per series (`INV-2026`, `INV-CN-2026`), holding the next number,
//    and the row `#lock` made here, which every issuing transaction locks first. A document takes
//    its number in the transaction that issues it, holding the locks until that transaction ends:
//    numbers have no gaps (a rolled-back payment rolls its number back too) and none is used
//    twice, on any number of instances. Locking the one row that always exists first lets a
//    series' row be inserted (a new year, a new prefix) without two inserts deadlocking.
// 2. `invoices`: the issued documents, invoices and credit notes alike. What a document says is
//    frozen in `document` (seller, buyer, lines, payment) when it is issued and never updated; the
//    totals are columns too, for the month's list and its export. One invoice and at most one
//    credit note per order (unique order_id + kind).
//
// On MySQL a start that died half-way runs it again: ../resumable-ddl.ts skips the DDL already
// there, and the lock row's insert ignores a row already made.
import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn, jsonColumn, moneyColumn } from './helpers';

/** The counter row every issuing transaction locks first (bff's services/invoices/issue.ts). */
export const INVOICE_LOCK_ROW = '#lock';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoice_counters', (t) => {
    t.string('series', 32).primary();
    t.integer('next_number').notNullable();
  });
  await knex('invoice_counters')
    .insert({ series: INVOICE_LOCK_ROW, next_number: 0 })
    .onConflict('series')
    .ignore();
  await knex.schema.createTable('invoices', (t) => {
    idColumn(t);
    t.string('number', 40).notNullable().unique();
    t.string('kind', 16).notNullable().checkIn(['INVOICE', 'CREDIT_NOTE']);
    fkColumn(t, 'order_id', 'orders');
    fkColumn(t, 'user_id', 'users');
    // A credit note's invoice (no foreign key: a table that references itself is awkward to clear).
    t.string('credits_invoice_id', 36).nullable();
    t.string('locale', 8).notNullable();
    moneyColumn(t, 'net_santim');
    moneyColumn(t, 'vat_santim');
    moneyColumn(t, 'gross_santim');
    // The buyer's name and TIN as issued, for the month's list and its search.
    t.string('buyer_name', 255).notNullable();
    t.string('buyer_tin', 16).nullable();
    jsonColumn(knex, t, 'document').notNullable();
    dateColumn(t, 'issued_at').notNullable();
    t.unique(['order_id', 'kind'], { indexName: 'invoices_order_kind_unique' });
    t.index(['issued_at'], 'invoices_issued_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('invoices');
  await knex.schema.dropTableIfExists('invoice_counters');
}
