import type { Knex } from 'knex';
import { dbClient } from './connection';

export interface LockOptions {
  /** Rows another transaction holds are left out instead of waited for (a queue's claim). */
  skipLocked?: boolean;
}

/**
 * The query with its rows locked until the transaction ends (`FOR UPDATE`) on MySQL/MariaDB, so
 * concurrent transactions on the same rows queue instead of racing. On SQLite the query is left
 * as it is: it runs one write transaction at a time and has no row locks (knex would only warn).
 * The engine is the query's own (a transaction's query is the transaction's engine).
 */
export function lockForUpdate<Q extends Knex.QueryBuilder>(query: Q, options: LockOptions = {}): Q {
  if (dbClient(query) !== 'mysql') return query;
  query.forUpdate();
  if (options.skipLocked) query.skipLocked();
  return query;
}
