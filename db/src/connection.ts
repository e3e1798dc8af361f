import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { cachePreparedStatements } from './statement-cache';
import type { PreparingConnection } from './statement-cache';

export type DbClient = 'sqlite' | 'mysql';

export interface CreateDbOptions {
  /** `mysql://user:pass@host:port/database` selects MySQL/MariaDB; `sqlite:<path>` or `file:<path>` a SQLite file. */
  url?: string;
  /** SQLite file (wins over a SQLite url; ignored with a mysql:// url). Default `<repo>/data/storefront.sqlite`. */
  filename?: string;
}

/** `<repo>/data/storefront.sqlite`, independent of the working directory. */
export const DEFAULT_SQLITE_FILE = fileURLToPath(new URL('../../data/storefront.sqlite', import.meta.url));

export function isMysqlUrl(url: string | undefined): url is string {
  return typeof url === 'string' && url.startsWith('mysql://');
}

/** Connection settings for mysql2 from a `mysql://` url. */
export function mysqlConnectionFromUrl(url: string): Knex.MySql2ConnectionConfig {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port ? Number(u.port) : 3306,
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
    ...(database ? { database } : {}),
    // DATETIME values are written and read as UTC.
    timezone: 'Z',
    // SUM() of integer columns comes back as DECIMAL: make it a number, like SQLite does.
    decimalNumbers: true,
  };
}

function sqliteFileFromUrl(url: string): string {
  if (url === ':memory:' || url === 'sqlite::memory:') return ':memory:';
  const path = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return path === url ? url : path;
}

/** The knex configuration `createDb` uses; shared with knexfile.ts. */
export function dbConfig(options: CreateDbOptions = {}): Knex.Config {
  if (isMysqlUrl(options.url)) {
    return {
      client: 'mysql2',
      connection: mysqlConnectionFromUrl(options.url),
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 10_000,
    };
  }
  const raw = options.filename ?? (options.url ? sqliteFileFromUrl(options.url) : DEFAULT_SQLITE_FILE);
  const filename = raw === ':memory:' ? raw : resolve(raw);
  return {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      afterCreate(
        conn: PreparingConnection & { pragma(sql: string): unknown },
        done: (err: Error | null, conn: unknown) => void,
      ) {
        try {
          cachePreparedStatements(conn);
          conn.pragma('foreign_keys = ON');
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 5000');
          done(null, conn);
        } catch (err) {
          done(err as Error, conn);
        }
      },
    },
  };
}

/**
 * A knex instance: SQLite (better-sqlite3) unless the url starts with `mysql://`.
 * The SQLite file's directory is created when missing, readable by this user only (0700), and the
 * file itself is created 0600 (see ensureDbDirectory).
 */
export function createDb(options: CreateDbOptions = {}): Knex {
  const config = dbConfig(options);
  ensureDbDirectory(config);
  return knexFactory(config);
}

/** The owner reads and writes; nobody else (a data directory holds the database and the secrets). */
export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/**
 * For a SQLite file (no-op for MySQL and :memory:): creates its directory when missing with mode
 * 0700, and the file with mode 0600 before SQLite opens it (SQLite gives its -wal and -shm files
 * the database file's mode); a file left readable by others by an earlier version is made 0600.
 */
export function ensureDbDirectory(config: Knex.Config): void {
  if (config.client !== 'better-sqlite3') return;
  const { filename } = config.connection as { filename: string };
  if (filename === ':memory:') return;
  mkdirSync(dirname(filename), { recursive: true, mode: DATA_DIR_MODE });
  closeSync(openSync(filename, 'a', DATA_FILE_MODE));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    if (existsSync(file)) chmodSync(file, DATA_FILE_MODE);
  }
}

/** Which engine a knex instance (or transaction, or query) talks to. */
export function dbClient(knex: Knex | Knex.QueryBuilder): DbClient {
  const dialect = (knex.client as { dialect?: string }).dialect;
  return dialect === 'mysql' || dialect === 'mysql2' ? 'mysql' : 'sqlite';
}

/** True when the database answers `select 1` within `timeoutMs`. Never throws. */
export async function pingDb(knex: Knex, timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<false>((done) => {
      timer = setTimeout(() => done(false), timeoutMs);
    });
    const ping = knex.raw('select 1 as ok').then(
      () => true,
      () => false,
    );
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
