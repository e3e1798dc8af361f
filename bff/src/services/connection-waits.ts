import type { Knex } from 'knex';
import type { Logger } from 'pino';

/** A request that waits this long for a database connection is logged (the SQLite pool has one). */
export const CONNECTION_WAIT_WARNING_MS = 1_000;

/** How many of the statements sent before a long wait the warning names (the likely holder's among them). */
const RECENT_STATEMENTS = 3;
const TRANSACTION_CONTROL = /^(begin|commit|rollback|start transaction|savepoint|release savepoint)\b/i;

interface PoolEvents {
  on(event: 'acquireRequest', handler: (eventId: number) => void): void;
  on(event: 'acquireSuccess' | 'acquireFail', handler: (eventId: number) => void): void;
}

/**
 * Logs a warning when a query waited `thresholdMs` or more for a connection of the pool, with the
 * last statements sent before it got one (the transaction that held it among them). On
 * SQLite the pool has a single connection: a transaction that keeps it while it awaits something
 * else makes every other request of the server wait, and this is where that shows.
 */
export function warnOnConnectionWaits(
  knex: Knex,
  log: Logger,
  thresholdMs = CONNECTION_WAIT_WARNING_MS,
): void {
  const pool = (knex.client as { pool?: PoolEvents }).pool;
  if (!pool) return;
  const requestedAt = new Map<number, number>();
  const recentStatements: string[] = [];
  knex.on('query', (query: { sql?: string }) => {
    const sql = (query.sql ?? '').trim();
    if (TRANSACTION_CONTROL.test(sql)) return;
    recentStatements.push(sql.slice(0, 200));
    if (recentStatements.length > RECENT_STATEMENTS) recentStatements.shift();
  });
  pool.on('acquireRequest', (eventId) => requestedAt.set(eventId, performance.now()));
  pool.on('acquireFail', (eventId) => requestedAt.delete(eventId));
  pool.on('acquireSuccess', (eventId) => {
    const at = requestedAt.get(eventId);
    requestedAt.delete(eventId);
    if (at === undefined) return;
    // A duration, not a time of day: the monotonic clock, which neither setClock nor NTP moves.
    const waitedMs = performance.now() - at;
    if (waitedMs >= thresholdMs)
      log.warn(
        { waitedMs: Math.round(waitedMs), recentStatements: [...recentStatements] },
        'a query waited for a database connection',
      );
  });
}
