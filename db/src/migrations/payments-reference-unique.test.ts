import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { uniqueViolationKey } from '../errors';
import { migrateLatest, migrationConfig } from '../migrate';
import { createTestDb, insertTestOrder, insertTestUser, testEngines } from '../testing';
import type { TestDb } from '../testing';
import { seedCatalog } from '../seed/catalog';
import { migrations } from './index';

const MIGRATION = '20261127_0028_payments_reference_unique';

/** Migrates to just before 0028: the schema the legacy rows were written under. */
async function migrateBefore(knex: Knex): Promise<void> {
  const before = migrations.slice(
    0,
    migrations.findIndex((m) => m.name === MIGRATION),
  );
  await knex.migrate.latest({
    ...migrationConfig,
    migrationSource: {
      getMigrations: async () => before,
      getMigrationName: (m: (typeof before)[number]) => m.name,
      getMigration: async (m: (typeof before)[number]) => m,
    } as Knex.MigrationSource<unknown>,
  });
}

let seq = 0;
async function legacyPayment(
  knex: Knex,
  order: { id: string; user_id: string },
  fields: { method: string; reference: string; status: string; minutesAgo: number },
): Promise<string> {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const at = new Date(Date.now() - fields.minutesAgo * 60_000);
  await knex('payments').insert({
    id,
    order_id: order.id,
    user_id: order.user_id,
    amount_santim: 100_00,
    currency: 'ETB',
    method: fields.method,
    reference: fields.reference,
    paid_by: 'Abebe',
    account_suffix: null,
    status: fields.status,
    period_days: 30,
    pending_order_id: fields.status === 'PENDING' ? order.id : null,
    success_order_id: fields.status === 'SUCCESS' ? order.id : null,
    confirmed_by: null,
    created_at: at,
    updated_at: at,
  });
  return id;
}

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`migration 0028 on ${engine.label}`, () => {
    let db: TestDb | undefined;
    afterEach(async () => {
      await db?.destroy();
      db = undefined;
    });

    it('normalises stored references, keeps cross-method duplicates as marked legacy rows, then refuses any reuse', async () => {
      db = await createTestDb({ engine: engine.client, migrate: false, seed: false });
      const { knex } = db;
      await migrateBefore(knex);
      await seedCatalog(knex);
      const user = await insertTestUser(knex);
      const orders = await Promise.all([1, 2, 3, 4].map(() => insertTestOrder(knex, user.id)));
      // One real transfer confirmed under both methods (the probe's double confirmation): the
      // SUCCESS one stays first even though the FAILED one is older.
      const failedOld = await legacyPayment(knex, orders[0]!, {
        method: 'TELEBIRR',
        reference: 'FT24237CLNMY',
        status: 'FAILED',
        minutesAgo: 30,
      });
      const success = await legacyPayment(knex, orders[1]!, {
        method: 'CBE',
        reference: 'FT24237CLNMY',
        status: 'SUCCESS',
        minutesAgo: 20,
      });
      // Written before references were normalised: lower case and a space.
      const unnormalised = await legacyPayment(knex, orders[2]!, {
        method: 'CBE',
        reference: ' chq0fj 403o',
        status: 'PENDING',
        minutesAgo: 10,
      });
      const plain = await legacyPayment(knex, orders[3]!, {
        method: 'TELEBIRR',
        reference: 'CHQ0FJ403O',
        status: 'SUCCESS',
        minutesAgo: 5,
      });

      expect(await migrateLatest(knex)).toContain(MIGRATION);

      const rows = (await knex('payments').select('id', 'reference', 'legacy_duplicate').orderBy('id')) as {
        id: string;
        reference: string;
        legacy_duplicate: number;
      }[];
      expect(rows.map((r) => ({ ...r, legacy_duplicate: Number(r.legacy_duplicate) }))).toEqual([
        { id: failedOld, reference: 'FT24237CLNMY', legacy_duplicate: 1 },
        { id: success, reference: 'FT24237CLNMY', legacy_duplicate: 0 },
        { id: unnormalised, reference: 'CHQ0FJ403O', legacy_duplicate: 1 },
        { id: plain, reference: 'CHQ0FJ403O', legacy_duplicate: 0 },
      ]);
      const audits = (await knex('audit_log')
        .where({ action: 'payment.reference_duplicate' })
        .orderBy('entity_id')) as { entity_id: string; data: unknown }[];
      expect(audits.map((a) => a.entity_id)).toEqual([failedOld, unnormalised]);
      const data = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, string>;
      expect(data(audits[0]!.data)).toMatchObject({ reference: 'FT24237CLNMY', keptPaymentId: success });

      // From now on a reference is used once, whatever the method.
      const err = await legacyPayment(knex, orders[0]!, {
        method: 'TELEBIRR',
        reference: 'FT24237CLNMY',
        status: 'FAILED',
        minutesAgo: 0,
      }).catch((e: unknown) => e);
      expect(uniqueViolationKey(err)).toBe('payments_reference_legacy_duplicate_unique');
    });

    it('runs again to the end after a start that died after its first steps (MySQL commits DDL at once)', async () => {
      db = await createTestDb({ engine: engine.client, migrate: false, seed: false });
      const { knex } = db;
      await migrateBefore(knex);
      await seedCatalog(knex);
      const migration = migrations.find((m) => m.name === MIGRATION)!;
      // The old key dropped and the column added, then the process died.
      await knex.schema.alterTable('payments', (t) => {
        t.dropUnique(['method', 'reference'], 'payments_method_reference_unique');
      });
      await knex.schema.alterTable('payments', (t) => {
        t.integer('legacy_duplicate').notNullable().defaultTo(0);
      });
      await migration.up(knex);
      await migration.up(knex);
      const user = await insertTestUser(knex);
      const order = await insertTestOrder(knex, user.id);
      await legacyPayment(knex, order, {
        method: 'CBE',
        reference: 'FT24237CLNMY',
        status: 'FAILED',
        minutesAgo: 1,
      });
      const err = await legacyPayment(knex, order, {
        method: 'TELEBIRR',
        reference: 'FT24237CLNMY',
        status: 'FAILED',
        minutesAgo: 0,
      }).catch((e: unknown) => e);
      expect(uniqueViolationKey(err)).toBe('payments_reference_legacy_duplicate_unique');
      await migration.down!(knex);
      expect(await knex.schema.hasColumn('payments', 'legacy_duplicate')).toBe(false);
    });
  });
}
