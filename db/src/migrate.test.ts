import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './connection';
import { migrateAndSeed, migrateLatest, migrationConfig } from './migrate';
import { migrationLockName } from './migration-lock';
import {
  createScratchDatabase,
  describeMysqlSchema,
  knexLockSet,
  recordedMigrations,
  startMigratingChild,
} from './migrate-test-helpers';
import type { MigratingChild, ScratchDatabase } from './migrate-test-helpers';
import { migrations } from './migrations/index';
import { KVM_PACKAGES } from './seed/catalog';
import { createTestDb, mysqlTestUrl, sqliteTestEngine } from './testing';
import type { TestDb } from './testing';

const ALL = migrations.map((m) => m.name);
/**
 * Migrations that check what is done before each step (their data steps must not run twice), so a
 * run after a complete but unrecorded one skips every statement without a refused one to resume.
 */
const CHECKS_EACH_STEP = new Set([
  '20261127_0028_payments_reference_unique',
  // Rewrites only what is not canonical yet: a second run finds nothing to do.
  '20261129_0065_canonical_phone_numbers',
]);
const LEFTOVER_LOCK_WARNING =
  'an earlier migration run stopped before it finished: freeing the lock it left and resuming it';
const serverUrl = mysqlTestUrl();

describe.skipIf(!sqliteTestEngine().enabled)(`migrateAndSeed on ${sqliteTestEngine().label}`, () => {
  it('migrates and seeds once; a second call finds nothing to do', async () => {
    const db = await createTestDb({ engine: 'sqlite', migrate: false });
    try {
      const first = await migrateAndSeed(db.knex);
      expect(first.migrations).toEqual(ALL);
      expect(first.seed.kvm_packages.inserted).toBe(KVM_PACKAGES.length);
      const second = await migrateAndSeed(db.knex);
      expect(second.migrations).toEqual([]);
      expect(second.seed.kvm_packages.inserted).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});

describe.skipIf(!serverUrl)(
  serverUrl
    ? 'migrations with several processes on mysql'
    : 'migrations with several processes on mysql (SKIPPED: set TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/test to run)',
  { timeout: 180_000 },
  () => {
    let reference: TestDb;
    let expectedSchema: Record<string, unknown[]>;
    const scratch: ScratchDatabase[] = [];
    const children: MigratingChild[] = [];

    const newDatabase = async () => {
      const db = await createScratchDatabase(serverUrl!);
      scratch.push(db);
      return db;
    };
    const start = (url: string, env: Record<string, string> = {}) => {
      const child = startMigratingChild(url, env);
      children.push(child);
      return child;
    };

    beforeAll(async () => {
      reference = await createTestDb({ engine: 'mysql', seed: false });
      expectedSchema = await describeMysqlSchema(reference.knex);
    });
    afterAll(async () => {
      for (const child of children) child.process.kill('SIGKILL');
      await Promise.all(children.map((c) => c.exited));
      for (const db of scratch) await db.drop();
      await reference?.destroy();
    });

    it('three processes started together on an empty database all come up: one migrates, the others wait', async () => {
      const db = await newDatabase();
      const three = [
        start(db.url, { WAIT_FOR_GO: '1' }),
        start(db.url, { WAIT_FOR_GO: '1' }),
        start(db.url, { WAIT_FOR_GO: '1' }),
      ];
      await Promise.all(three.map((c) => c.waitFor((e) => e.event === 'ready')));
      for (const child of three) child.process.stdin.write('go\n');

      const codes = await Promise.all(three.map((c) => c.exited));
      expect(codes, JSON.stringify(three.map((c) => [...c.events, ...c.stderr]))).toEqual([0, 0, 0]);
      const ran = three.map(
        (c) => (c.events.find((e) => e.event === 'done') as { migrations: string[] }).migrations,
      );
      expect(ran.filter((names) => names.length > 0)).toEqual([ALL]);
      expect(ran.filter((names) => names.length === 0)).toHaveLength(2);
      // They did race: the two that ran nothing waited for the lock.
      const waited = three.filter((c) =>
        c.logs('info').some((m) => m.startsWith('waiting for another process')),
      );
      expect(waited).toHaveLength(2);

      expect(await recordedMigrations(db.knex)).toEqual(ALL);
      expect(await knexLockSet(db.knex)).toBe(false);
      expect(await describeMysqlSchema(db.knex)).toEqual(expectedSchema);
      expect(await db.knex('kvm_packages').count({ n: '*' })).toEqual([{ n: KVM_PACKAGES.length }]);
    });

    /** Starts a migrating process that stops dead once a statement matching `after` ran, and kills it. */
    const killMidway = async (url: string, after: string) => {
      const doomed = start(url, { FREEZE_AFTER: after, LOCK_TIMEOUT_SECONDS: '5' });
      await doomed.waitFor((e) => e.event === 'frozen');
      doomed.process.kill('SIGKILL');
      expect(await doomed.exited).toBeNull();
      return doomed;
    };

    it('a process killed (SIGKILL) mid-migration, twice: each next start resumes and the last comes up', async () => {
      const db = await newDatabase();
      // Killed where a migration is half-applied: orders exists without its foreign keys and
      // indexes (0008); then users has orders_version and one of the nine triggers (0024).
      const orders = '20261122_0008_create_orders';
      const triggers = '20261122_0024_add_users_orders_version';

      await killMidway(db.url, '^create table `orders`');
      expect(await knexLockSet(db.knex)).toBe(true);
      expect(await recordedMigrations(db.knex)).toEqual(ALL.slice(0, ALL.indexOf(orders)));

      // The next start got the lock (the server released the dead session's; a lock still held
      // would fail it after 5 s), freed knex's and resumed 0008, then was killed in turn.
      const second = await killMidway(db.url, '^create trigger orders_orders_version_insert');
      expect(second.logs('warn')).toContain(LEFTOVER_LOCK_WARNING);
      expect(second.logs('warn').some((m) => m.startsWith(`migration ${orders} resumes`))).toBe(true);
      expect(await knexLockSet(db.knex)).toBe(true);
      expect(await recordedMigrations(db.knex)).toEqual(ALL.slice(0, ALL.indexOf(triggers)));

      const last = start(db.url, { LOCK_TIMEOUT_SECONDS: '5' });
      expect(await last.exited, JSON.stringify([...last.events, ...last.stderr])).toBe(0);
      expect(last.logs('warn')).toContain(LEFTOVER_LOCK_WARNING);
      expect(last.logs('warn').some((m) => m.startsWith(`migration ${triggers} resumes`))).toBe(true);

      expect(await recordedMigrations(db.knex)).toEqual(ALL);
      expect(await knexLockSet(db.knex)).toBe(false);
      expect(await describeMysqlSchema(db.knex)).toEqual(expectedSchema);
      expect(await db.knex('kvm_packages').count({ n: '*' })).toEqual([{ n: KVM_PACKAGES.length }]);
    });

    it('every migration can run again after it was applied but not recorded (a kill just before its record)', async () => {
      const db = await newDatabase();
      const warnings: string[] = [];
      const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
      for (const [i, name] of ALL.entries()) {
        await db.knex.migrate.up(migrationConfig);
        await db.knex('knex_migrations').where({ name }).del();
        // The later migrations pass for recorded meanwhile, so that only this one is pending.
        const later = ALL.slice(i + 1);
        if (later.length) await db.knex('knex_migrations').insert(later.map((n) => ({ name: n, batch: 0 })));
        warnings.length = 0;
        expect(await migrateLatest(db.knex, { log }), name).toEqual([name]);
        // Its DDL statements were refused as already applied and skipped, not run anew (a migration
        // that checks each step itself runs none of them again, and says nothing).
        const resumed = warnings.filter((w) => w.startsWith(`migration ${name} resumes`)).length;
        if (CHECKS_EACH_STEP.has(name)) expect(resumed, name).toBe(0);
        else expect(resumed, name).toBeGreaterThan(0);
        if (later.length) await db.knex('knex_migrations').whereIn('name', later).del();
      }
      expect(await recordedMigrations(db.knex)).toEqual(ALL);
      expect(await describeMysqlSchema(db.knex)).toEqual(expectedSchema);
    });

    it('a process that cannot get the lock within its timeout fails with a clear message', async () => {
      const db = await newDatabase();
      const holder = createDb({ url: db.url });
      try {
        const name = migrationLockName(new URL(db.url).pathname.slice(1));
        const session = await holder.client.acquireConnection();
        try {
          await holder.raw('select get_lock(?, 0)', [name]).connection(session);
          const started = Date.now();
          await expect(migrateLatest(db.knex, { timeoutSeconds: 1 })).rejects.toThrow(
            `The migration lock ${name} was still taken after 1 s: another process is still migrating the database`,
          );
          expect(Date.now() - started).toBeLessThan(5000);
        } finally {
          await holder.client.releaseConnection(session);
        }
      } finally {
        await holder.destroy();
      }
      expect(await db.knex.schema.hasTable('users')).toBe(false);
    });
  },
);
