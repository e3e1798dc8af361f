/**
 * Resuming a MySQL migration that stopped halfway.
 *
 * MySQL and MariaDB commit every DDL statement on its own, so a transaction cannot hold a
 * migration together: `createTable` with its indexes and foreign keys is a `create table`
 * followed by one `alter table` per index and key, each committed as it runs. A migration stopped
 * in between (kill -9, a crash, a lost connection, a failed statement) leaves its first
 * statements applied and itself unrecorded in `knex_migrations`; run again, its first statement
 * fails ("table already exists"), and so would every start after it.
 *
 * Migrations on MySQL run without a wrapping transaction (see migrate.ts), so each one is recorded
 * as soon as it ends and only the first pending migration of a run can be half-applied. That
 * migration runs on a client that takes a DDL statement refused because its effect is already
 * there (the table, column, index, key, constraint or trigger of that name exists; the one to drop
 * is gone) as done, and goes on with the next statement. Every other error still fails the
 * migration, and every other migration runs as usual.
 *
 * What this asks of a migration (migrations/index.ts says it too): its data statements give the
 * same result when run twice, and a rename checks first (an unknown column is not "already done").
 */
import knexFactory from 'knex';
import type { Knex } from 'knex';

/**
 * Server error numbers that mean "this DDL statement's effect is already there". MariaDB and
 * MySQL share them, except where noted.
 */
const ALREADY_APPLIED: ReadonlyMap<number, string> = new Map([
  [1050, 'the table exists'],
  [1051, 'the table to drop is gone'],
  [1060, 'the column exists'],
  [1061, 'the index exists'],
  [1068, 'the primary key exists'],
  [1091, 'the column, index or key to drop is gone'],
  [1304, 'the routine exists'],
  [1305, 'the routine to drop is gone'],
  [1359, 'the trigger exists'],
  [1360, 'the trigger to drop is gone'],
  // MySQL: duplicate foreign key name; MariaDB: duplicate CHECK constraint name.
  [1826, 'the constraint exists'],
  // MySQL: duplicate CHECK constraint name.
  [3822, 'the constraint exists'],
]);

/** 1005 "Can't create table" with errno 121: MariaDB's (and MySQL 5.7's) duplicate foreign key name. */
const CANT_CREATE_TABLE = 1005;
const DUPLICATE_KEY_ON_WRITE = /errno: 121\b/;

const DDL = /^\s*(create|alter|drop)\s/i;

/** Why a failed statement counts as already applied, or undefined when it is a real failure. */
export function alreadyAppliedReason(err: unknown, sql: string): string | undefined {
  if (!DDL.test(sql) || typeof err !== 'object' || err === null) return undefined;
  const { errno, message } = err as { errno?: unknown; message?: unknown };
  if (typeof errno !== 'number') return undefined;
  if (errno === CANT_CREATE_TABLE)
    return typeof message === 'string' && DUPLICATE_KEY_ON_WRITE.test(message)
      ? 'the foreign key exists'
      : undefined;
  return ALREADY_APPLIED.get(errno);
}

export interface SkippedStatement {
  migration: string;
  sql: string;
  reason: string;
}

/** Which migration, if any, currently runs in resume mode; shared with the client below. */
export interface ResumeState {
  migration: string | undefined;
  onSkip(skipped: SkippedStatement): void;
}

interface QueryObject {
  sql: string;
  bindings?: unknown[];
}

/**
 * A second knex on the same MySQL database (its own pool, destroy it after) whose statements, while
 * `state.migration` is set, treat "already applied" refusals of DDL as done.
 */
export function createResumingKnex(knex: Knex, state: ResumeState): Knex {
  const Base = knex.client.constructor as new (config: Knex.Config) => Knex.Client;

  class ResumingClient extends Base {
    override async query(connection: unknown, param: unknown): Promise<unknown> {
      try {
        return await super.query(connection, param);
      } catch (err) {
        const migration = state.migration;
        const obj: QueryObject = typeof param === 'string' ? { sql: param } : (param as QueryObject);
        const reason = migration ? alreadyAppliedReason(err, obj.sql) : undefined;
        if (!migration || !reason) throw err;
        state.onSkip({ migration, sql: obj.sql, reason });
        // What mysql2 answers for a DDL statement: a result header and no fields.
        return { ...obj, response: [{ affectedRows: 0, warningStatus: 0 }, undefined] };
      }
    }
  }

  return knexFactory({ ...knex.client.config, client: ResumingClient as unknown as typeof Knex.Client });
}
