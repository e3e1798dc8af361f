// Test databases: one fresh, migrated, catalog-seeded database per call, so test files running
// in parallel never share state.
//
//   default                              a new SQLite file under os.tmpdir()
//   TEST_DATABASE_URL=mysql://...        a new MySQL database t_<random> on that server,
//                                        dropped again by destroy()
//   TEST_DB=mysql (no url)               the same on mysql://root@127.0.0.1:3306/test
//
// MySQL that cannot be reached is an error when it was asked for (by url, by `engine: 'mysql'`,
// or in CI). Locally, TEST_DB=mysql alone falls back to SQLite with a loud warning.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { Connection as MysqlConnection } from 'mysql2/promise';
import { createDb, isMysqlUrl, mysqlConnectionFromUrl, pingDb } from './connection';
import type { DbClient } from './connection';
import { newId } from './ids';
import { migrateLatest } from './migrate';
import { normalizeRow, now, toDbJson } from './rows';
import { TABLES } from './schema';
import type { OrderRow, PaymentRow, ServiceRow, UserRow } from './schema';
import { KVM_PACKAGES, seedCatalog } from './seed/catalog';

export const DEFAULT_TEST_MYSQL_URL = 'mysql://root@127.0.0.1:3306/test';

export interface TestDb {
  knex: Knex;
  /** The url of this database (`sqlite:<file>` or `mysql://.../t_<random>`). */
  url: string;
  client: DbClient;
  /** Closes the pool and removes the file or drops the database. */
  destroy(): Promise<void>;
}

export interface CreateTestDbOptions {
  /** Force an engine; default: MySQL when the environment asks for it (see above), else SQLite. */
  engine?: DbClient;
  /** Run the migrations (default true). */
  migrate?: boolean;
  /** Seed the catalog after migrating (default true). */
  seed?: boolean;
}

/** The MySQL server tests should use, from TEST_DATABASE_URL or TEST_DB=mysql; undefined if none. */
export function mysqlTestUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (isMysqlUrl(env.TEST_DATABASE_URL)) return env.TEST_DATABASE_URL;
  if (env.TEST_DB === 'mysql') return DEFAULT_TEST_MYSQL_URL;
  return undefined;
}

export interface TestEngine {
  client: DbClient;
  enabled: boolean;
  /** For describe() titles; says why when the engine is skipped. */
  label: string;
}

/**
 * The engines a test file should cover: SQLite always, MySQL when configured. A skipped MySQL
 * says so in its label:
 *   for (const e of testEngines()) describe.skipIf(!e.enabled)(e.label, () => { ... })
 */
export function testEngines(env: NodeJS.ProcessEnv = process.env): TestEngine[] {
  const mysql = mysqlTestUrl(env);
  return [
    sqliteTestEngine(env),
    mysql
      ? { client: 'mysql', enabled: true, label: 'mysql' }
      : {
          client: 'mysql',
          enabled: false,
          label: 'mysql (SKIPPED: set TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/test to run)',
        },
  ];
}

/**
 * SQLite, unless this is the MariaDB/MySQL run of `npm test` (`TEST_ENGINE_ONLY=mysql`, set by
 * scripts/test-mysql.ts): the SQLite run before it has run the same tests on SQLite already. A
 * test that opens an SQLite database of its own on purpose asks `sqliteTestEngine().enabled`.
 */
export function sqliteTestEngine(env: NodeJS.ProcessEnv = process.env): TestEngine {
  return env.TEST_ENGINE_ONLY === 'mysql'
    ? { client: 'sqlite', enabled: false, label: 'sqlite (SKIPPED here: run by npm run test:sqlite)' }
    : { client: 'sqlite', enabled: true, label: 'sqlite' };
}

function randomName(): string {
  return `t_${randomBytes(8).toString('hex')}`;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

async function prepare(knex: Knex, options: CreateTestDbOptions): Promise<void> {
  if (options.migrate === false) return;
  await migrateLatest(knex);
  if (options.seed !== false) await seedCatalog(knex);
}

async function createSqliteTestDb(options: CreateTestDbOptions): Promise<TestDb> {
  const filename = join(tmpdir(), `storefront-${randomName()}.sqlite`);
  const knex = createDb({ filename });
  const remove = () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(filename + suffix, { force: true });
  };
  try {
    await prepare(knex, options);
  } catch (err) {
    await knex.destroy();
    remove();
    throw err;
  }
  return {
    knex,
    url: `sqlite:${filename}`,
    client: 'sqlite',
    async destroy() {
      await knex.destroy();
      remove();
    },
  };
}

async function onServer<T>(serverUrl: string, work: (knex: Knex) => Promise<T>): Promise<T> {
  const knex = createDb({ url: serverUrl });
  try {
    return await work(knex);
  } finally {
    await knex.destroy();
  }
}

// ---- MySQL template databases ------------------------------------------------------------------
// Migrating a MySQL database takes seconds (every DDL statement commits to disk), and every test
// file wants one. A test run (vitest's global setup, db/src/testing-global-setup.ts) migrates two
// template databases once, one with the catalog seeded and one without, and names them in the
// environment; createTestDb then copies the wanted one: the same tables (SHOW CREATE TABLE, keys
// and foreign keys included) with the same rows, knex's migration bookkeeping too, then the same
// triggers (SHOW CREATE TRIGGER).

const TEMPLATE_ENV = 'TEST_MYSQL_TEMPLATES';

interface MysqlTemplates {
  /** The server url the templates live on (TEST_DATABASE_URL of the run). */
  serverUrl: string;
  /** Migrated and catalog-seeded. */
  seeded: string;
  /** Migrated only. */
  migrated: string;
}

function templatesFor(serverUrl: string): MysqlTemplates | undefined {
  const raw = process.env[TEMPLATE_ENV];
  if (!raw) return undefined;
  const templates = JSON.parse(raw) as MysqlTemplates;
  return templates.serverUrl === serverUrl ? templates : undefined;
}

async function mysqlSession(serverUrl: string): Promise<MysqlConnection> {
  const { createConnection } = await import('mysql2/promise');
  const { host, port, user, password } = mysqlConnectionFromUrl(serverUrl);
  return createConnection({ host, port, user, password, multipleStatements: true });
}

const copyScripts = new Map<string, Promise<string>>();

/** The statements that rebuild `template` in the current database of a session, rows included. */
function copyScript(serverUrl: string, template: string): Promise<string> {
  const key = `${serverUrl} ${template}`;
  let script = copyScripts.get(key);
  if (!script) {
    script = (async () => {
      const session = await mysqlSession(serverUrl);
      try {
        const [tables] = (await session.query(
          "select table_name as name from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE' order by table_name",
          [template],
        )) as unknown as [{ name: string }[]];
        if (tables.length === 0) throw new Error(`the template database ${template} has no tables`);
        const statements = ['set foreign_key_checks = 0'];
        for (const { name } of tables) {
          const [[row]] = (await session.query(`show create table ??.??`, [template, name])) as unknown as [
            Record<string, string>[],
          ];
          statements.push(row!['Create Table']!);
          statements.push(session.format('insert into ?? select * from ??.??', [name, template, name]));
        }
        statements.push('set foreign_key_checks = 1');
        // Triggers (migration 0024) after the rows, so that copying fires none of them.
        const [triggers] = (await session.query(
          'select trigger_name as name from information_schema.triggers where trigger_schema = ? order by trigger_name',
          [template],
        )) as unknown as [{ name: string }[]];
        for (const { name } of triggers) {
          const [[row]] = (await session.query(`show create trigger ??.??`, [template, name])) as unknown as [
            Record<string, string>[],
          ];
          statements.push(row!['SQL Original Statement']!);
        }
        return statements.join(';\n');
      } finally {
        await session.end();
      }
    })();
    script.catch(() => copyScripts.delete(key));
    copyScripts.set(key, script);
  }
  return script;
}

/** Creates database `name` as a copy of `template` (tables, keys, rows, triggers). */
async function copyTemplate(serverUrl: string, template: string, name: string): Promise<void> {
  const script = await copyScript(serverUrl, template);
  const session = await mysqlSession(serverUrl);
  try {
    await session.query(session.format('create database ??; use ??', [name, name]));
    await session.query(script);
  } finally {
    await session.end();
  }
}

/**
 * Makes the template databases on a MySQL server and names them in this process's environment
 * (which vitest hands to its workers); answers a function that drops them again (undefined, and
 * no templates, when the server does not answer).
 */
export async function createMysqlTemplates(serverUrl: string): Promise<(() => Promise<void>) | undefined> {
  // An unreachable server is createTestDb's to report (or to fall back from): no templates then.
  if (!(await onServer(serverUrl, (probe) => pingDb(probe, 5000)))) return undefined;
  const templates: MysqlTemplates = {
    serverUrl,
    seeded: `${randomName()}_template`,
    migrated: `${randomName()}_template`,
  };
  const drop = () =>
    onServer(serverUrl, async (admin) => {
      await admin.raw('drop database if exists ??', [templates.seeded]);
      await admin.raw('drop database if exists ??', [templates.migrated]);
    });
  try {
    await onServer(serverUrl, (admin) => admin.raw('create database ??', [templates.migrated]));
    const migrated = createDb({ url: withDatabase(serverUrl, templates.migrated) });
    try {
      await migrateLatest(migrated);
    } finally {
      await migrated.destroy();
    }
    await copyTemplate(serverUrl, templates.migrated, templates.seeded);
    const seeded = createDb({ url: withDatabase(serverUrl, templates.seeded) });
    try {
      await seedCatalog(seeded);
    } finally {
      await seeded.destroy();
    }
  } catch (err) {
    await drop();
    throw err;
  }
  process.env[TEMPLATE_ENV] = JSON.stringify(templates);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await drop();
  };
}

async function createMysqlTestDb(serverUrl: string, options: CreateTestDbOptions): Promise<TestDb> {
  const name = randomName();
  const templates = options.migrate === false ? undefined : templatesFor(serverUrl);
  const template = options.seed === false ? templates?.migrated : templates?.seeded;
  const drop = () => onServer(serverUrl, (admin) => admin.raw('drop database if exists ??', [name]));
  if (template) {
    try {
      await copyTemplate(serverUrl, template, name);
    } catch (err) {
      await drop();
      throw err;
    }
  } else await onServer(serverUrl, (admin) => admin.raw('create database ??', [name]));
  const url = withDatabase(serverUrl, name);
  const knex = createDb({ url });
  try {
    if (!template) await prepare(knex, options);
  } catch (err) {
    await knex.destroy();
    await drop();
    throw err;
  }
  return {
    knex,
    url,
    client: 'mysql',
    async destroy() {
      await knex.destroy();
      await drop();
    },
  };
}

/** A fresh migrated and catalog-seeded database (see the top of this file for the engine). */
export async function createTestDb(options: CreateTestDbOptions = {}): Promise<TestDb> {
  const configured = mysqlTestUrl();
  const engine = options.engine ?? (configured ? 'mysql' : 'sqlite');
  if (engine === 'sqlite') return createSqliteTestDb(options);

  const url = configured ?? DEFAULT_TEST_MYSQL_URL;
  const up = await onServer(url, (probe) => pingDb(probe, 5000));
  if (!up) {
    const message = `MySQL test server ${redact(url)} is unreachable`;
    const demanded =
      options.engine === 'mysql' || isMysqlUrl(process.env.TEST_DATABASE_URL) || process.env.CI;
    if (demanded) {
      throw new Error(
        `${message}, and the tests were asked to run on MySQL. Start MariaDB or unset the variable.`,
      );
    }
    console.warn(`\n*** ${message}: TEST_DB=mysql falls back to SQLite outside CI. ***\n`);
    return createSqliteTestDb(options);
  }
  return createMysqlTestDb(url, options);
}

/**
 * Deletes every row of every table (children first), then re-seeds the catalog: the reset
 * between tests that share one database.
 */
export async function resetDb(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('orders').whereNotNull('renewal_of_service_id').update({ renewal_of_service_id: null });
    for (const table of [...TABLES].reverse()) await trx(table).del();
  });
  await seedCatalog(knex);
}

// ---- row builders for tests --------------------------------------------------------------------

/** Inserts a customer (or an admin) with sensible defaults; returns the normalised row. */
export async function insertTestUser(knex: Knex, overrides: Partial<UserRow> = {}): Promise<UserRow> {
  const id = overrides.id ?? newId();
  const at = now();
  const row: UserRow = {
    id,
    username: `user_${id.slice(0, 8)}`,
    email: `user_${id.slice(0, 8)}@example.et`,
    phone: '+251911234567',
    password_hash: 'not-a-real-hash',
    is_admin: false,
    locale: 'en',
    sessions_valid_from: null,
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    company_name: null,
    tin: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  // The billing details (migration 0041) only when given, so a test of an older migration can
  // still insert its users.
  const { company_name, tin, ...older } = row;
  await knex('users').insert(company_name === null && tin === null ? older : row);
  return normalizeRow('users', await knex('users').where({ id }).first());
}

/** Inserts an unpaid PENDING order for the cheapest sale plan (1500 ETB, 30 days, VAT 15%). */
export async function insertTestOrder(
  knex: Knex,
  userId: string,
  overrides: Partial<OrderRow> = {},
): Promise<OrderRow> {
  const plan = KVM_PACKAGES[0]!;
  const id = overrides.id ?? newId();
  const at = now();
  const base = plan.priceSantim;
  const vat = Math.round(base * 0.15);
  const row = {
    id,
    user_id: userId,
    type: 'KVM',
    status: 'PENDING',
    paid: false,
    paid_at: null,
    kvm_package_id: plan.id,
    game_id: null,
    game_version_id: null,
    os_option_id: plan.osOptions[1]!.id,
    service_name: 'small',
    specifications: {
      cores: plan.cores,
      memory: plan.memoryMb,
      disk: plan.diskMb,
      ipv4: 1,
      traffic: 4,
      duration: 30,
    },
    duration_days: 30,
    base_price_santim: base,
    extras_santim: 0,
    duration_discount_santim: 0,
    subtotal_santim: base,
    coupon_discount_santim: 0,
    vat_santim: vat,
    total_santim: base + vat,
    currency: 'ETB',
    discount_code_id: null,
    discount_code: null,
    discount_bp: null,
    kickback_santim: 0,
    affiliate_user_id: null,
    renewal_of_service_id: null,
    failure_reason: null,
    refund_due_santim: null,
    hostname: null,
    ssh_keys: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  // Left to their defaults when null: the migration tests insert orders under schemas before 0066.
  const { refund_due_santim: refundDue, hostname, ssh_keys: sshKeys, ...rest } = row;
  await knex('orders').insert({
    ...rest,
    ...(refundDue === null ? {} : { refund_due_santim: refundDue }),
    ...(hostname === null ? {} : { hostname }),
    ...(sshKeys === null ? {} : { ssh_keys: toDbJson(sshKeys) }),
    specifications: toDbJson(row.specifications),
  });
  return normalizeRow('orders', await knex('orders').where({ id }).first());
}

/** Inserts a payment report; a PENDING one fills pending_order_id as the schema requires. */
export async function insertTestPayment(
  knex: Knex,
  order: Pick<OrderRow, 'id' | 'user_id' | 'total_santim' | 'duration_days'>,
  overrides: Partial<PaymentRow> = {},
): Promise<PaymentRow> {
  const id = overrides.id ?? newId();
  const at = now();
  const status = overrides.status ?? 'PENDING';
  const row: PaymentRow = {
    id,
    order_id: order.id,
    user_id: order.user_id,
    amount_santim: order.total_santim,
    currency: 'ETB',
    method: 'TELEBIRR',
    reference: `REF${id.slice(0, 8).toUpperCase()}`,
    paid_by: 'Abebe Kebede',
    account_suffix: null,
    status,
    period_days: order.duration_days,
    pending_order_id: status === 'PENDING' ? order.id : null,
    success_order_id: status === 'SUCCESS' ? order.id : null,
    confirmed_by: null,
    legacy_duplicate: 0,
    rejection_reason: null,
    rejected_by: null,
    rejected_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  await knex('payments').insert(row);
  return normalizeRow('payments', await knex('payments').where({ id }).first());
}

/** Inserts an ACTIVE 30-day KVM service for an order. */
export async function insertTestService(
  knex: Knex,
  order: Pick<OrderRow, 'id' | 'user_id'>,
  overrides: Partial<ServiceRow> = {},
): Promise<ServiceRow> {
  const plan = KVM_PACKAGES[0]!;
  const id = overrides.id ?? newId();
  const at = now();
  const row: ServiceRow = {
    id,
    order_id: order.id,
    user_id: order.user_id,
    type: 'KVM',
    provider: 'simulated',
    provider_ref: `sim-${id.slice(0, 8)}`,
    service_name: 'small',
    status: 'ACTIVE',
    current_status: 'running',
    start_date: at,
    end_date: new Date(at.getTime() + 30 * 86_400_000),
    cores: plan.cores,
    cpu_type: plan.cputype,
    ghz_base: plan.ghzBase,
    ghz_turbo: plan.ghzTurbo,
    memory_mb: plan.memoryMb,
    disk_mb: plan.diskMb,
    traffic_tb: plan.trafficTb,
    ipcount: 1,
    slots: null,
    game: null,
    version: null,
    os: 'ubuntu-20.04',
    kvm_package_id: plan.id,
    connection_encrypted: null,
    last_reminder_at: null,
    provider_data: null,
    hold_until: null,
    terminated_at: null,
    power_claimed_at: null,
    game_address: null,
    hostname: null,
    ssh_keys: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  // Left to their defaults when null: the migration tests insert services under older schemas.
  const { hostname, ssh_keys: sshKeys, ...rest } = row;
  await knex('services').insert({
    ...rest,
    ...(hostname === null ? {} : { hostname }),
    ...(sshKeys === null ? {} : { ssh_keys: toDbJson(sshKeys) }),
    provider_data: toDbJson(row.provider_data),
  });
  return normalizeRow('services', await knex('services').where({ id }).first());
}
