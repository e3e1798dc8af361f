/**
 * A process that prepares a database as a starting server does (migrateAndSeed), for the tests
 * of several processes migrating at once and of a process killed mid-migration
 * (migrate.test.ts). Not part of the product.
 *
 *   node --import tsx db/src/migrate-test-child.ts <database url>
 *
 * Environment:
 *   WAIT_FOR_GO=1          print {"event":"ready"}, then wait for a line on stdin before migrating
 *   FREEZE_AFTER=<regex>   once a statement matching it has been answered, print
 *                          {"event":"frozen","sql":...} and stop dead (for the parent's SIGKILL)
 *   LOCK_TIMEOUT_SECONDS   the migration lock's timeout
 *
 * Prints one JSON object per line: log lines, then {"event":"done","migrations":[...]} (exit 0)
 * or {"event":"failed","message":...} (exit 1).
 */
import { once } from 'node:events';
import { createDb } from './connection';
import { migrateAndSeed } from './migrate';

function emit(event: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

const url = process.argv[2];
if (!url) throw new Error('usage: migrate-test-child.ts <database url>');
const knex = createDb({ url });

const freezeAfter = process.env.FREEZE_AFTER ? new RegExp(process.env.FREEZE_AFTER) : undefined;
if (freezeAfter)
  knex.on('query-response', (_response: unknown, query: { sql: string }) => {
    if (!freezeAfter.test(query.sql)) return;
    emit({ event: 'frozen', sql: query.sql });
    // Blocks this thread for good: no further statement is sent before the parent's SIGKILL.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  });

if (process.env.WAIT_FOR_GO === '1') {
  // A first query, so the connection is open before the parent says go.
  await knex.raw('select 1');
  emit({ event: 'ready' });
  process.stdin.setEncoding('utf8');
  await once(process.stdin, 'data');
  process.stdin.pause();
}

try {
  const result = await migrateAndSeed(knex, {
    timeoutSeconds: process.env.LOCK_TIMEOUT_SECONDS ? Number(process.env.LOCK_TIMEOUT_SECONDS) : undefined,
    log: {
      info: (message) => emit({ event: 'log', level: 'info', message }),
      warn: (message) => emit({ event: 'log', level: 'warn', message }),
    },
  });
  emit({ event: 'done', migrations: result.migrations });
  await knex.destroy();
} catch (err) {
  emit({ event: 'failed', message: err instanceof Error ? err.message : String(err) });
  await knex.destroy();
  process.exitCode = 1;
}
