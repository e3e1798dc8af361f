import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDb,
  dbClient,
  dbConfig,
  DEFAULT_SQLITE_FILE,
  mysqlConnectionFromUrl,
  pingDb,
} from './connection';
import { mysqlTestUrl } from './testing';

const dir = mkdtempSync(join(tmpdir(), 'storefront-conn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createDb on SQLite', () => {
  it('defaults to <repo>/data/storefront.sqlite', () => {
    expect(DEFAULT_SQLITE_FILE).toMatch(/[/\\]data[/\\]storefront\.sqlite$/);
    expect(DEFAULT_SQLITE_FILE).not.toMatch(/[/\\]db[/\\]data/);
    expect(dbConfig()).toMatchObject({
      client: 'better-sqlite3',
      connection: { filename: DEFAULT_SQLITE_FILE },
    });
  });

  it('creates the data directory 0700 and the database file 0600, its -wal and -shm files too', async () => {
    const previous = process.umask(0o022);
    const filename = join(dir, 'private', 'data', 'storefront.sqlite');
    const knex = createDb({ filename });
    try {
      await knex.raw('create table t (x integer)');
      await knex.raw('insert into t values (1)');
      expect(statSync(join(dir, 'private')).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, 'private', 'data')).mode & 0o777).toBe(0o700);
      for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
        expect(statSync(file).mode & 0o777, file).toBe(0o600);
      }
    } finally {
      await knex.destroy();
      process.umask(previous);
    }
  });

  it('makes a database file an earlier version left readable by others 0600', async () => {
    const filename = join(dir, 'old.sqlite');
    writeFileSync(filename, '');
    chmodSync(filename, 0o644);
    const knex = createDb({ filename });
    try {
      expect(await pingDb(knex)).toBe(true);
      expect(statSync(filename).mode & 0o777).toBe(0o600);
    } finally {
      await knex.destroy();
    }
  });

  it('creates the directory, turns foreign keys and WAL on, and answers a ping', async () => {
    const filename = join(dir, 'nested', 'deeper', 'x.sqlite');
    const knex = createDb({ filename });
    try {
      expect(existsSync(join(dir, 'nested', 'deeper'))).toBe(true);
      expect(dbClient(knex)).toBe('sqlite');
      expect(await pingDb(knex)).toBe(true);
      expect(await knex.raw('pragma foreign_keys')).toEqual([{ foreign_keys: 1 }]);
      expect(await knex.raw('pragma journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await knex.raw('pragma busy_timeout')).toEqual([{ timeout: 5000 }]);
    } finally {
      await knex.destroy();
    }
  });

  it('opens an in-memory database', async () => {
    const knex = createDb({ url: 'sqlite::memory:' });
    try {
      expect(await pingDb(knex)).toBe(true);
    } finally {
      await knex.destroy();
    }
  });

  it('accepts sqlite: urls, and a mysql:// url always means MySQL', () => {
    expect(dbConfig({ url: 'mysql://root@127.0.0.1/test', filename: join(dir, 'b.sqlite') }).client).toBe(
      'mysql2',
    );
    expect(dbConfig({ url: `sqlite:${join(dir, 'a.sqlite')}` })).toMatchObject({
      connection: { filename: join(dir, 'a.sqlite') },
    });
  });
});

describe('createDb on MySQL settings', () => {
  it('parses a mysql:// url with UTC timezone and numeric decimals, pool min 0', () => {
    expect(mysqlConnectionFromUrl('mysql://shop:p%40ss@db.example:3307/storefront')).toEqual({
      host: 'db.example',
      port: 3307,
      user: 'shop',
      password: 'p@ss',
      database: 'storefront',
      timezone: 'Z',
      decimalNumbers: true,
    });
    const config = dbConfig({ url: 'mysql://root@127.0.0.1:3306/test' });
    expect(config.client).toBe('mysql2');
    expect(config.pool).toEqual({ min: 0, max: 10 });
    expect(config).not.toHaveProperty('connection.charset');
  });

  it('reports a dead server as false, quickly and without throwing', async () => {
    const knex = createDb({ url: 'mysql://root@127.0.0.1:1/none' });
    try {
      expect(dbClient(knex)).toBe('mysql');
      const started = Date.now();
      expect(await pingDb(knex, 2000)).toBe(false);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await knex.destroy();
    }
  });

  it.skipIf(!mysqlTestUrl())('pings a live server (skipped without TEST_DATABASE_URL)', async () => {
    const knex = createDb({ url: mysqlTestUrl() });
    try {
      expect(await pingDb(knex)).toBe(true);
      const [[row]] = (await knex.raw('select @@session.time_zone as tz, now(3) as t')) as [[{ t: Date }]];
      expect(row!.t).toBeInstanceOf(Date);
    } finally {
      await knex.destroy();
    }
  });
});
