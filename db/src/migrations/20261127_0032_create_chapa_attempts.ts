// Chapa online payment.
//
// 1. `chapa_attempts`: one row per checkout started (a new tx_ref each time, since Chapa refuses a
//    used one for ever), with what the shop asked for (amount, ETB), what Chapa's verify last said
//    (status, Chapa's reference, a mismatch's details for the admin) and when to verify it again.
// 2. payments.method may be CHAPA: the CHECK written by migration 0011 (TELEBIRR, CBE) is widened.
//    SQLite cannot change a CHECK in place, so the table is rebuilt from its own stored DDL (only
//    the method list changes), its rows copied and its indexes recreated; MySQL/MariaDB drop the
//    check and add the wider one. Both steps look first, so the migration can run twice.
import type { Knex } from 'knex';
import { dbClient } from '../connection';
import { dateColumn, fkColumn, idColumn, jsonColumn, moneyColumn, timestampColumns } from './helpers';

const METHOD_CHECK = 'payments_method_check';

async function createAttempts(knex: Knex): Promise<void> {
  // MySQL: a second run's create is refused as already applied and skipped (resumable-ddl.ts).
  if (dbClient(knex) !== 'mysql' && (await knex.schema.hasTable('chapa_attempts'))) return;
  await knex.schema.createTable('chapa_attempts', (t) => {
    idColumn(t);
    fkColumn(t, 'order_id', 'orders', { onDelete: 'CASCADE' });
    fkColumn(t, 'user_id', 'users');
    t.string('tx_ref', 64).notNullable().unique();
    moneyColumn(t, 'amount_santim');
    t.string('currency', 8).notNullable().defaultTo('ETB');
    t.string('status', 16).notNullable().checkIn(['PENDING', 'SUCCESS', 'FAILED', 'MISMATCH']);
    // Chapa's own reference, once verify names one.
    t.string('reference', 100).nullable();
    // What verify reported when it did not match the order (amount, currency, status).
    jsonColumn(knex, t, 'mismatch').nullable();
    t.integer('checks').notNullable().defaultTo(0);
    dateColumn(t, 'checked_at').nullable();
    dateColumn(t, 'next_check_at').nullable();
    timestampColumns(t);
    t.index(['order_id']);
    t.index(['status', 'next_check_at']);
  });
}

async function widenSqliteMethodCheck(knex: Knex): Promise<void> {
  const [table] = (await knex.raw(
    "select sql from sqlite_master where type = 'table' and name = 'payments'",
  )) as {
    sql: string;
  }[];
  if (!table || table.sql.includes("'CHAPA'")) return;
  const widened = table.sql.replace(/(`method`\s+in\s*\()([^)]*)\)/i, "$1$2, 'CHAPA')");
  if (widened === table.sql) throw new Error('migration 0032: the payments method check was not found');
  const indexes = (await knex.raw(
    "select sql from sqlite_master where type = 'index' and tbl_name = 'payments' and sql is not null",
  )) as { sql: string }[];
  // No table references payments, so it may be dropped and replaced with foreign keys on.
  await knex.raw(widened.replace(/^create table\s+[`"]?payments[`"]?/i, 'create table `payments_0032`'));
  await knex.raw('insert into `payments_0032` select * from `payments`');
  await knex.raw('drop table `payments`');
  await knex.raw('alter table `payments_0032` rename to `payments`');
  for (const { sql } of indexes) await knex.raw(sql);
}

async function widenMysqlMethodCheck(knex: Knex): Promise<void> {
  const [checks] = (await knex.raw(
    'select constraint_name as name, check_clause as clause from information_schema.check_constraints' +
      ' where constraint_schema = database() and table_name = ?',
    ['payments'],
  )) as [{ name: string; clause: string }[]];
  if (checks.some((c) => c.name === METHOD_CHECK)) return;
  const old = checks.find((c) => /TELEBIRR/.test(c.clause) && /method/i.test(c.clause));
  // MariaDB keeps 0011's check as a column constraint named after the column, dropped by
  // redefining the column; MySQL 8 made it a table constraint (payments_chk_1).
  if (old?.name === 'method') await knex.raw('alter table `payments` modify `method` varchar(16) not null');
  else if (old) await knex.raw('alter table `payments` drop constraint ??', [old.name]);
  await knex.raw(
    `alter table \`payments\` add constraint ${METHOD_CHECK} check (\`method\` in ('TELEBIRR', 'CBE', 'CHAPA'))`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await createAttempts(knex);
  if (dbClient(knex) === 'mysql') await widenMysqlMethodCheck(knex);
  else await widenSqliteMethodCheck(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('chapa_attempts');
  // The method check stays wide: narrowing it would fail on any CHAPA payment.
}
