// Reported transfers checked against the bank's public receipt (RECEIPT_VERIFICATION).
//
// `payment_verifications`: one row per reported CBE or Telebirr payment that was checked (or is
// being checked): where the check stands (PENDING, VERIFIED, MISMATCH, NOT_FOUND, UNREACHABLE),
// its reasons (codes with the amounts their words need), what the receipt said, how many times the
// bank was asked and when. It belongs to the payment row, which stays the same row when an admin
// or the system confirms it, so the admin still sees what the receipt said afterwards.
import type { Knex } from 'knex';
import { dbClient } from '../connection';
import { dateColumn, idColumn, jsonColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  // MySQL: a second run's create is refused as already applied and skipped (resumable-ddl.ts).
  if (dbClient(knex) !== 'mysql' && (await knex.schema.hasTable('payment_verifications'))) return;
  await knex.schema.createTable('payment_verifications', (t) => {
    idColumn(t);
    // No foreign keys: migration 0032 (and any later one) may rebuild `payments` on SQLite by
    // dropping it, which must find no table referencing it. The payment and its order are never
    // deleted while a check is kept; reading joins on them.
    t.string('payment_id', 36).notNullable();
    t.string('order_id', 36).notNullable();
    t.string('status', 16)
      .notNullable()
      .checkIn(['PENDING', 'VERIFIED', 'MISMATCH', 'NOT_FOUND', 'UNREACHABLE']);
    // [{ code, paidSantim?, dueSantim? }]
    jsonColumn(knex, t, 'reasons').nullable();
    // What the receipt said: payer, receiver, masked accounts, amount, date, status, reference.
    jsonColumn(knex, t, 'receipt').nullable();
    t.integer('checks').notNullable().defaultTo(0);
    dateColumn(t, 'checked_at').nullable();
    timestampColumns(t);
    t.unique(['payment_id']);
    t.index(['order_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payment_verifications');
}
