// Column helpers shared by the migrations. Migrations are history: change a helper only in a way
// that leaves the tables of earlier migrations as they were (add a new helper instead).
import type { Knex } from 'knex';
import { dbClient } from '../connection';

/** `id varchar(36) primary key` (UUID strings). */
export function idColumn(t: Knex.CreateTableBuilder): void {
  t.string('id', 36).primary();
}

/** A UUID foreign key. */
export function fkColumn(
  t: Knex.CreateTableBuilder | Knex.AlterTableBuilder,
  column: string,
  table: string,
  options: { nullable?: boolean; onDelete?: 'CASCADE' | 'SET NULL' | 'RESTRICT' } = {},
): Knex.ColumnBuilder {
  const col = t.string(column, 36);
  if (options.nullable) col.nullable();
  else col.notNullable();
  const ref = col.references('id').inTable(table);
  if (options.onDelete) ref.onDelete(options.onDelete);
  return col;
}

/** UTC timestamp with milliseconds (DATETIME(3) on MySQL, epoch milliseconds on SQLite). */
export function dateColumn(t: Knex.CreateTableBuilder, column: string): Knex.ColumnBuilder {
  return t.datetime(column, { precision: 3 });
}

/** created_at and updated_at, NOT NULL, written from JS (no database default). */
export function timestampColumns(t: Knex.CreateTableBuilder): void {
  dateColumn(t, 'created_at').notNullable();
  dateColumn(t, 'updated_at').notNullable();
}

/** Integer santim. */
export function moneyColumn(t: Knex.CreateTableBuilder, column: string): Knex.ColumnBuilder {
  return t.bigInteger(column).notNullable();
}

/**
 * JSON text: MySQL `json` (MariaDB: LONGTEXT with a json_valid check), SQLite `text`
 * (a `json` column would get NUMERIC affinity there and turn '123' into a number).
 */
export function jsonColumn(knex: Knex, t: Knex.CreateTableBuilder, column: string): Knex.ColumnBuilder {
  return dbClient(knex) === 'mysql' ? t.json(column) : t.text(column);
}

/**
 * A string compared case-insensitively on both engines: MySQL's default collations already are;
 * on SQLite the column gets COLLATE NOCASE, so unique indexes agree between engines.
 */
export function ciStringColumn(
  knex: Knex,
  t: Knex.CreateTableBuilder,
  column: string,
  length: number,
): Knex.ColumnBuilder {
  return dbClient(knex) === 'mysql'
    ? t.string(column, length)
    : t.specificType(column, `varchar(${length}) collate nocase`);
}

/** A named index on a table's columns. */
export interface IndexSpec {
  name: string;
  columns: string[];
}

/**
 * Creates each table's new indexes, then drops the narrower index (knex's default name for
 * `replaced[table]`'s columns) they make redundant; `dropReplacedIndexes` undoes it in reverse.
 */
export async function addReplacingIndexes(
  knex: Knex,
  indexes: Record<string, IndexSpec[]>,
  replaced: Record<string, string[]>,
): Promise<void> {
  for (const [table, specs] of Object.entries(indexes)) {
    await knex.schema.alterTable(table, (t) => {
      for (const { name, columns } of specs) t.index(columns, name);
    });
    const narrower = replaced[table];
    if (narrower)
      await knex.schema.alterTable(table, (t) => {
        t.dropIndex(narrower);
      });
  }
}

/** The `down` of addReplacingIndexes: the narrower indexes come back before the new ones go. */
export async function dropReplacingIndexes(
  knex: Knex,
  indexes: Record<string, IndexSpec[]>,
  replaced: Record<string, string[]>,
): Promise<void> {
  for (const [table, specs] of Object.entries(indexes)) {
    const narrower = replaced[table];
    if (narrower)
      await knex.schema.alterTable(table, (t) => {
        t.index(narrower);
      });
    await knex.schema.alterTable(table, (t) => {
      for (const { name, columns } of specs) t.dropIndex(columns, name);
    });
  }
}
