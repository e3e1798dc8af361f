import { SUPPORTED_LOCALES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { dbClient } from '../connection';
import { isCheckViolation, isForeignKeyViolation } from '../errors';
import { migrateLatest, rollbackAll } from '../migrate';
import {
  EMAIL_STATUSES,
  GAME_TYPES,
  KVM_LINES,
  ORDER_STATUSES,
  ORDER_TYPES,
  OS_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SERVICE_STATUSES,
  TABLES,
} from '../schema';
import { seedCatalog } from '../seed/catalog';
import { createTestDb, insertTestOrder, insertTestUser, testEngines } from '../testing';
import type { TestDb } from '../testing';
import { migrations } from './index';

async function listTables(knex: Knex): Promise<string[]> {
  if (dbClient(knex) === 'mysql') {
    const [rows] = (await knex.raw(
      'select table_name as name from information_schema.tables where table_schema = database()',
    )) as [{ name: string }[]];
    return rows.map((r) => r.name).sort();
  }
  const rows = (await knex.raw(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  )) as { name: string }[];
  return rows.map((r) => r.name).sort();
}

describe('migration list', () => {
  it('is ordered, uniquely named, and every entry has up and down', () => {
    const names = migrations.map((m) => m.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const m of migrations) {
      expect(m.name).toMatch(/^\d{8}_\d{4}_[a-z0-9_]+$/);
      expect(typeof m.up).toBe('function');
      expect(typeof m.down).toBe('function');
    }
  });
});

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`migrations on ${engine.label}`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb({ engine: engine.client, migrate: false });
    });
    afterAll(async () => {
      await db?.destroy();
    });

    it('go up, fully down, and up again', async () => {
      expect(await migrateLatest(db.knex)).toEqual(migrations.map((m) => m.name));
      expect(await listTables(db.knex)).toEqual(
        [...TABLES, 'knex_migrations', 'knex_migrations_lock'].sort(),
      );
      expect(await migrateLatest(db.knex)).toEqual([]);

      expect(await rollbackAll(db.knex)).toEqual(migrations.map((m) => m.name).reverse());
      expect(await listTables(db.knex)).toEqual(['knex_migrations', 'knex_migrations_lock']);

      expect(await migrateLatest(db.knex)).toHaveLength(migrations.length);
      expect(await listTables(db.knex)).toEqual(
        [...TABLES, 'knex_migrations', 'knex_migrations_lock'].sort(),
      );
    });

    it('enforce foreign keys (orders.user_id, orders.renewal_of_service_id)', async () => {
      await seedCatalog(db.knex);
      await expect(insertTestOrder(db.knex, '00000000-0000-4000-8000-00000000dead')).rejects.toSatisfy(
        isForeignKeyViolation,
      );
      const user = await insertTestUser(db.knex);
      await expect(
        insertTestOrder(db.knex, user.id, { renewal_of_service_id: '00000000-0000-4000-8000-00000000beef' }),
      ).rejects.toSatisfy(isForeignKeyViolation);
    });

    describe('CHECK constraints on the enum columns', () => {
      let userId: string;
      beforeAll(async () => {
        await seedCatalog(db.knex);
        userId = (await insertTestUser(db.knex)).id;
      });

      const cases: [string, readonly string[], (value: string) => Promise<unknown>][] = [
        [
          'orders.status',
          // REFUNDED is an API status: the row stays CANCELLED and paid (domain's apiOrderStatus).
          ORDER_STATUSES.filter((s) => s !== 'REFUNDED'),
          (status) => insertTestOrder(db.knex, userId, { status: status as never }),
        ],
        ['orders.type', ORDER_TYPES, (type) => insertTestOrder(db.knex, userId, { type: type as never })],
        [
          'kvm_packages.line',
          KVM_LINES,
          (line) =>
            db.knex('kvm_packages').insert({
              id: crypto.randomUUID(),
              line,
              displayname: `check ${line} ${crypto.randomUUID()}`,
              cores: 1,
              memory_mb: 1024,
              disk_mb: 10240,
              traffic_tb: 1,
              price_santim: 100,
              ipv4_included: 1,
              cputype: 'x',
              ghz_base: 1,
              ghz_turbo: 2,
              sort: 0,
              is_active: false,
              created_at: new Date(),
              updated_at: new Date(),
            }),
        ],
        [
          'os_options.type',
          OS_TYPES,
          async (type) => {
            const pkg = await db.knex('kvm_packages').first('id');
            return db.knex('os_options').insert({
              id: crypto.randomUUID(),
              kvm_package_id: pkg.id,
              displayname: `check ${crypto.randomUUID()}`,
              type,
              version: 'x',
              sort: 0,
            });
          },
        ],
        [
          'games.type',
          GAME_TYPES,
          (type) =>
            db.knex('games').insert({
              id: crypto.randomUUID(),
              slug: `check-${crypto.randomUUID()}`,
              displayname: 'x',
              type,
              minvalue: 2,
              maxvalue: 4,
              sort: 0,
              is_active: false,
              created_at: new Date(),
              updated_at: new Date(),
            }),
        ],
        ['users.locale', SUPPORTED_LOCALES, (locale) => insertTestUser(db.knex, { locale: locale as never })],
        [
          'email_outbox.status',
          EMAIL_STATUSES,
          (status) =>
            db.knex('email_outbox').insert({
              id: crypto.randomUUID(),
              to_address: 'a@example.et',
              subject: 's',
              text_body: 't',
              status,
              send_after: new Date(),
              created_at: new Date(),
            }),
        ],
      ];

      it.each(cases)('%s accepts every listed value and refuses others', async (_name, values, insert) => {
        for (const value of values) await insert(value);
        const err = await insert('BOGUS').then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err, 'a value outside the list must be refused').toBeDefined();
        expect(isCheckViolation(err)).toBe(true);
      });

      it('payments.method, payments.status and services.status/type are checked too', async () => {
        const order = await insertTestOrder(db.knex, userId);
        const payment = (over: Record<string, unknown>) =>
          db.knex('payments').insert({
            id: crypto.randomUUID(),
            order_id: order.id,
            user_id: userId,
            amount_santim: 1,
            method: 'CBE',
            reference: crypto.randomUUID(),
            paid_by: 'x',
            status: 'FAILED',
            period_days: 30,
            pending_order_id: null,
            created_at: new Date(),
            updated_at: new Date(),
            ...over,
          });
        for (const method of PAYMENT_METHODS) await payment({ method });
        // REFUNDED is an API status: the payment stays SUCCESS, its order refunded (apiPaymentStatus).
        for (const status of PAYMENT_STATUSES.filter((s) => s !== 'PENDING' && s !== 'REFUNDED'))
          await payment({ status });
        await expect(payment({ method: 'PAYPAL' })).rejects.toSatisfy(isCheckViolation);
        await expect(payment({ status: 'REFUNDED' })).rejects.toSatisfy(isCheckViolation);

        const service = async (over: Record<string, unknown>) =>
          db.knex('services').insert({
            id: crypto.randomUUID(),
            order_id: (await insertTestOrder(db.knex, userId)).id,
            user_id: userId,
            type: 'KVM',
            provider_ref: 'x',
            service_name: 'x',
            status: 'ACTIVE',
            start_date: new Date(),
            end_date: new Date(),
            created_at: new Date(),
            updated_at: new Date(),
            ...over,
          });
        // TERMINATED is an API status: the row stays EXPIRED with terminated_at set (migration 0036).
        for (const status of SERVICE_STATUSES.filter((s) => s !== 'TERMINATED')) await service({ status });
        await expect(service({ status: 'TERMINATED' })).rejects.toSatisfy(isCheckViolation);
        for (const type of ORDER_TYPES) await service({ type });
        await expect(service({ status: 'PAUSED' })).rejects.toSatisfy(isCheckViolation);
        await expect(service({ type: 'VPS' })).rejects.toSatisfy(isCheckViolation);
      });
    });
  });
}
