/**
 * Helpers of migrate.test.ts: migrating processes started as children, throw-away MySQL
 * databases, and a MySQL schema read from information_schema to compare two databases by.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { createDb } from './connection';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHILD = fileURLToPath(new URL('./migrate-test-child.ts', import.meta.url));

export type ChildEvent =
  | { event: 'ready' }
  | { event: 'frozen'; sql: string }
  | { event: 'log'; level: 'info' | 'warn'; message: string }
  | { event: 'done'; migrations: string[] }
  | { event: 'failed'; message: string };

export interface MigratingChild {
  process: ChildProcessWithoutNullStreams;
  events: ChildEvent[];
  stderr: string[];
  /** Resolves with the first event that matches (rejects when the process ends first). */
  waitFor(match: (event: ChildEvent) => boolean): Promise<ChildEvent>;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  logs(level?: 'info' | 'warn'): string[];
}

/** Starts migrate-test-child.ts on `url` with the given environment. */
export function startMigratingChild(url: string, env: Record<string, string> = {}): MigratingChild {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, url], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const events: ChildEvent[] = [];
  const stderr: string[] = [];
  const waiters: {
    match: (e: ChildEvent) => boolean;
    resolve: (e: ChildEvent) => void;
    reject: (e: Error) => void;
  }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    let event: ChildEvent;
    try {
      event = JSON.parse(line) as ChildEvent;
    } catch {
      stderr.push(line);
      return;
    }
    events.push(event);
    for (const waiter of [...waiters])
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
  });
  createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  void exited.then(() => {
    for (const waiter of waiters.splice(0))
      waiter.reject(
        new Error(`the child ended first; events: ${JSON.stringify(events)}; stderr: ${stderr.join('\n')}`),
      );
  });
  return {
    process: child,
    events,
    stderr,
    exited,
    waitFor: (match) => {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => waiters.push({ match, resolve, reject }));
    },
    logs: (level) =>
      events.flatMap((e) => (e.event === 'log' && (!level || e.level === level) ? [e.message] : [])),
  };
}

export interface ScratchDatabase {
  url: string;
  knex: Knex;
  drop(): Promise<void>;
}

/** A new, empty database `mig_<random>` on the server of `serverUrl`; drop() removes it. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `mig_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ url: serverUrl });
  try {
    await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const knex = createDb({ url });
  return {
    url,
    knex,
    async drop() {
      await knex.destroy();
      const again = createDb({ url: serverUrl });
      try {
        await again.raw('drop database if exists ??', [name]);
      } finally {
        await again.destroy();
      }
    },
  };
}

/**
 * Every table, column, index, foreign key, check constraint and trigger of the current MySQL
 * database, in a stable order: two databases migrated alike describe equal.
 */
export async function describeMysqlSchema(knex: Knex): Promise<Record<string, unknown[]>> {
  const rows = async (sql: string) => ((await knex.raw(sql)) as [Record<string, unknown>[]])[0];
  return {
    columns: await rows(`select table_name, column_name, ordinal_position, column_type, is_nullable,
        column_default, extra from information_schema.columns where table_schema = database()
        order by table_name, ordinal_position`),
    indexes: await rows(`select table_name, index_name, seq_in_index, column_name, non_unique
        from information_schema.statistics where table_schema = database()
        order by table_name, index_name, seq_in_index`),
    foreignKeys: await rows(`select k.table_name, k.constraint_name, k.column_name, k.referenced_table_name,
        k.referenced_column_name, r.update_rule, r.delete_rule
        from information_schema.key_column_usage k join information_schema.referential_constraints r
          on r.constraint_schema = k.constraint_schema and r.constraint_name = k.constraint_name
        where k.table_schema = database() and k.referenced_table_name is not null
        order by k.table_name, k.constraint_name, k.ordinal_position`),
    checks:
      await rows(`select table_name, constraint_name, check_clause from information_schema.check_constraints
        where constraint_schema = database() order by table_name, constraint_name`),
    triggers: await rows(`select trigger_name, event_manipulation, event_object_table, action_timing,
        action_statement from information_schema.triggers where trigger_schema = database()
        order by trigger_name`),
  };
}

/** The names in knex_migrations, in the order they ran. */
export async function recordedMigrations(knex: Knex): Promise<string[]> {
  return (await knex('knex_migrations').orderBy('id').select('name')).map((r: { name: string }) => r.name);
}

/** knex's lock row: true while set. */
export async function knexLockSet(knex: Knex): Promise<boolean> {
  const row = (await knex('knex_migrations_lock').first('is_locked')) as { is_locked: number } | undefined;
  return row?.is_locked === 1;
}
