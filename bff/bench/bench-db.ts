/**
 * The benchmark's own database, fresh for each run (like @shop/db/testing's createTestDb, but on
 * a name the caller chooses so a seeded database can be kept and reused between runs):
 *
 *   default                                   a new SQLite file under os.tmpdir()
 *   BENCH_DATABASE_URL=mysql://.../bench      the database `bench` on that server, dropped and
 *                                             created again (so never point it at real data)
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, isMysqlUrl, pingDb } from '@shop/db';
import type { DbClient } from '@shop/db';
import type { Knex } from 'knex';

export interface BenchDb {
  knex: Knex;
  client: DbClient;
  /** Where the data lives, without credentials. */
  label: string;
  /** True when the database existed already and was kept (reuse). */
  reused: boolean;
  /** Closes the pool; drops the database (or removes the file) unless `keep`. */
  close(options: { keep: boolean }): Promise<void>;
}

const SQLITE_FILE = join(tmpdir(), 'storefront-bench-admin.sqlite');

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

function serverAndName(url: string): { server: string; name: string } {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`BENCH_DATABASE_URL needs a database name: ${redact(url)}`);
  u.pathname = '/';
  return { server: u.toString(), name };
}

async function onServer<T>(serverUrl: string, work: (knex: Knex) => Promise<T>): Promise<T> {
  const knex = createDb({ url: serverUrl });
  try {
    return await work(knex);
  } finally {
    await knex.destroy();
  }
}

async function openMysql(url: string, reuse: boolean): Promise<BenchDb> {
  const { server, name } = serverAndName(url);
  const up = await onServer(server, (probe) => pingDb(probe, 5000));
  if (!up) throw new Error(`MySQL server ${redact(server)} is unreachable`);
  const exists = await onServer(server, async (admin) => {
    const [rows] = (await admin.raw(
      'select schema_name from information_schema.schemata where schema_name = ?',
      [name],
    )) as [unknown[]];
    return rows.length > 0;
  });
  const reused = reuse && exists;
  if (!reused)
    await onServer(server, async (admin) => {
      await admin.raw('drop database if exists ??', [name]);
      await admin.raw('create database ??', [name]);
    });
  const knex = createDb({ url });
  return {
    knex,
    client: 'mysql',
    label: redact(url),
    reused,
    async close({ keep }) {
      await knex.destroy();
      if (!keep) await onServer(server, (admin) => admin.raw('drop database if exists ??', [name]));
    },
  };
}

function openSqlite(reuse: boolean): BenchDb {
  const remove = () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(SQLITE_FILE + suffix, { force: true });
  };
  const reused = reuse && existsSync(SQLITE_FILE);
  if (!reused) remove();
  const knex = createDb({ filename: SQLITE_FILE });
  return {
    knex,
    client: 'sqlite',
    label: `sqlite:${SQLITE_FILE}`,
    reused,
    async close({ keep }) {
      await knex.destroy();
      if (!keep) remove();
    },
  };
}

/** Opens the benchmark database (see the top of this file); `reuse` keeps an existing one. */
export async function openBenchDb(options: { url?: string; reuse: boolean }): Promise<BenchDb> {
  if (options.url && !isMysqlUrl(options.url))
    throw new Error('BENCH_DATABASE_URL must be a mysql:// url (SQLite is the default without it)');
  return options.url ? openMysql(options.url, options.reuse) : openSqlite(options.reuse);
}
