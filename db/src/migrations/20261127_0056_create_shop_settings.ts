// The shop's settings an admin changes in the console (issue 27): the support contacts and the
// payment accounts customers see. One row per key; a key without a row takes the environment's
// value, so deleting a row is "back to the environment". The key is the primary key: reading the
// effective settings is one indexed read of at most seven rows.
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';
import { dateColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shop_settings', (t) => {
    t.string('key', 40).notNullable().primary();
    t.string('value', 254).notNullable();
    // The admin who set it (no foreign key: the value outlives the account).
    t.string('updated_by', 36).nullable();
    dateColumn(t, 'updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shop_settings');
}
