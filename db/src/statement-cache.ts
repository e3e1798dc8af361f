/**
 * better-sqlite3 compiles a statement on every `prepare`, and knex prepares every query it runs,
 * so the same few dozen SQL texts were compiled again on every request. `cachePreparedStatements`
 * gives a connection a `prepare` that keeps the most recently used statements by their SQL text.
 *
 * Reusing a statement is safe here: better-sqlite3 runs `all`, `get` and `run` synchronously, so
 * one statement is never in use twice at once, and SQLite recompiles a kept statement by itself
 * when the schema changes under it (a migration).
 */

/** The part of a better-sqlite3 Database the cache needs. */
export interface PreparingConnection<Statement = unknown> {
  prepare(sql: string): Statement;
}

/** Statements kept per connection: more than the distinct queries of a request mix. */
export const STATEMENT_CACHE_SIZE = 256;

/** Replaces `connection.prepare` with one that reuses the statements of recent SQL texts. */
export function cachePreparedStatements<Statement>(
  connection: PreparingConnection<Statement>,
  size = STATEMENT_CACHE_SIZE,
): void {
  const compile = connection.prepare.bind(connection);
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const kept = new Map<string, Statement>();
  connection.prepare = (sql: string): Statement => {
    const statement = kept.get(sql);
    if (statement !== undefined) {
      kept.delete(sql);
      kept.set(sql, statement);
      return statement;
    }
    const compiled = compile(sql);
    kept.set(sql, compiled);
    if (kept.size > size) kept.delete(kept.keys().next().value as string);
    return compiled;
  };
}
