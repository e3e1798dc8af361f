/**
 * One migrating process at a time on a MySQL/MariaDB database.
 *
 * The lock is a named lock of the server (`GET_LOCK('<database>.migrations')`) held by a session
 * of its own: the server releases it when that session ends, however it ends (kill -9, a crash, a
 * lost network), so no process can leave it taken. Processes that find it taken wait for it (each
 * then finds the migrations done and goes on), up to a timeout.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** How long a process waits for another one's migrations before it gives up (10 minutes). */
export const DEFAULT_MIGRATION_LOCK_TIMEOUT_SECONDS = 600;

/** Where the migration steps report what they do; a pino logger or `console` will do. */
export interface MigrationLog {
  info(message: string): void;
  warn(message: string): void;
}

export const SILENT_MIGRATION_LOG: MigrationLog = { info: () => {}, warn: () => {} };

/** The lock's name: `<database>.migrations`, hashed when longer than the server's 64 characters. */
export function migrationLockName(database: string): string {
  const name = `${database}.migrations`;
  if (name.length <= 64) return name;
  return `migrations.${createHash('sha256').update(database).digest('hex').slice(0, 40)}`;
}

interface MysqlSession {
  query(sql: string, values: unknown[], done: (err: Error | null, rows: unknown) => void): void;
}

function sessionQuery<Row>(session: MysqlSession, sql: string, values: unknown[] = []): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    session.query(sql, values, (err, rows) => (err ? reject(err) : resolve(rows as Row[])));
  });
}

export interface MigrationLockOptions {
  /** Default DEFAULT_MIGRATION_LOCK_TIMEOUT_SECONDS. */
  timeoutSeconds?: number;
  log?: MigrationLog;
}

/**
 * Runs `work` while this process holds the database's migration lock. `knex` (MySQL) lends the
 * session that holds it for the whole run; the lock is released when `work` ends.
 */
export async function withMysqlMigrationLock<T>(
  knex: Knex,
  work: () => Promise<T>,
  options: MigrationLockOptions = {},
): Promise<T> {
  const timeout = options.timeoutSeconds ?? DEFAULT_MIGRATION_LOCK_TIMEOUT_SECONDS;
  const log = options.log ?? SILENT_MIGRATION_LOG;
  const session = (await knex.client.acquireConnection()) as MysqlSession;
  try {
    const [current] = await sessionQuery<{ name: string | null }>(session, 'select database() as name');
    if (!current?.name) throw new Error('The database url names no database: migrations need one');
    const name = migrationLockName(current.name);
    const take = async (seconds: number) =>
      (
        await sessionQuery<{ got: number | null }>(session, 'select get_lock(?, ?) as got', [name, seconds])
      )[0]?.got === 1;

    if (!(await take(0))) {
      log.info(
        `waiting for another process to finish migrating the database (lock ${name}, at most ${timeout} s)`,
      );
      if (!(await take(timeout)))
        throw new Error(
          `The migration lock ${name} was still taken after ${timeout} s: another process is still migrating the database`,
        );
    }
    try {
      return await work();
    } finally {
      // Ending the session would release it too; a session that died has released it already.
      await sessionQuery(session, 'select release_lock(?)', [name]).catch(() => undefined);
    }
  } finally {
    await knex.client.releaseConnection(session);
  }
}
