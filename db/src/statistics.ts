/**
 * Query-planner statistics. SQLite keeps none until ANALYZE runs: without them a list query can
 * walk the wrong index (every pending payment for one customer's orders). MySQL/MariaDB (InnoDB)
 * keeps its own statistics current, so both functions do nothing there.
 */
import type { Knex } from 'knex';
import { dbClient } from './connection';

/** Rows ANALYZE samples per index: enough for the planner, fast on a big table (SQLite's advice). */
export const SQLITE_ANALYSIS_LIMIT = 400;

/** Full statistics, after migrations (new tables and indexes) or a bulk load. */
export async function analyzeDatabase(knex: Knex): Promise<void> {
  if (dbClient(knex) !== 'sqlite') return;
  await knex.raw(`PRAGMA analysis_limit = ${SQLITE_ANALYSIS_LIMIT}`);
  await knex.raw('ANALYZE');
}

/** The periodic upkeep: SQLite re-analyzes only the tables whose size changed enough to matter. */
export async function optimizeDatabase(knex: Knex): Promise<void> {
  if (dbClient(knex) !== 'sqlite') return;
  await knex.raw(`PRAGMA analysis_limit = ${SQLITE_ANALYSIS_LIMIT}`);
  await knex.raw('PRAGMA optimize');
}
