import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { dbClient } from '../connection';
import { migrationConfig } from '../migrate';
import { normalizeRow } from '../rows';
import { createTestDb, insertTestOrder, insertTestUser, testEngines } from '../testing';
import type { TestDb } from '../testing';
import { seedCatalog } from '../seed/catalog';
import { migrations } from './index';

const MIGRATION = '20261129_0066_add_orders_refund_due';
const INDEX = 'orders_by_refund_due';

/** Migrates up to 0066, without it (`through` false) or with it. */
async function migrateUpTo(knex: Knex, through: boolean): Promise<string[]> {
  const list = migrations.slice(0, migrations.findIndex((m) => m.name === MIGRATION) + (through ? 1 : 0));
  const [, log] = (await knex.migrate.latest({
    ...migrationConfig,
    migrationSource: {
      getMigrations: async () => list,
      getMigrationName: (m: (typeof list)[number]) => m.name,
      getMigration: async (m: (typeof list)[number]) => m,
    } as Knex.MigrationSource<unknown>,
  })) as [number, string[]];
  return log;
}

async function orderIndexes(knex: Knex): Promise<string[]> {
  if (dbClient(knex) === 'mysql') {
    const [rows] = (await knex.raw(
      `select distinct index_name as name from information_schema.statistics
        where table_schema = database() and table_name = 'orders'`,
    )) as [{ name: string }[]];
    return rows.map((r) => r.name);
  }
  const rows = (await knex.raw(
    "select name from sqlite_master where type = 'index' and tbl_name = 'orders'",
  )) as { name: string }[];
  return rows.map((r) => r.name);
}

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`migration 0066 on ${engine.label}`, () => {
    let db: TestDb | undefined;
    afterEach(async () => {
      await db?.destroy();
      db = undefined;
    });

    it('adds a nullable, indexed orders.refund_due_santim that existing orders leave null, and drops it again', async () => {
      db = await createTestDb({ engine: engine.client, migrate: false, seed: false });
      const { knex } = db;
      await migrateUpTo(knex, false);
      await seedCatalog(knex);
      const user = await insertTestUser(knex);
      const order = await insertTestOrder(knex, user.id);
      expect(await knex.schema.hasColumn('orders', 'refund_due_santim')).toBe(false);

      expect(await migrateUpTo(knex, true)).toEqual([MIGRATION]);
      expect(await orderIndexes(knex)).toContain(INDEX);
      expect(
        normalizeRow('orders', await knex('orders').where({ id: order.id }).first())?.refund_due_santim,
      ).toBeNull();
      // Money as every amount is kept: santim, beyond 32 bits.
      await knex('orders').where({ id: order.id }).update({ refund_due_santim: 3_000_000_000 });
      expect(
        normalizeRow('orders', await knex('orders').where({ id: order.id }).first())?.refund_due_santim,
      ).toBe(3_000_000_000);
      expect(await knex('orders').whereNotNull('refund_due_santim').pluck('id')).toEqual([order.id]);

      await knex.migrate.down(migrationConfig);
      expect(await knex.schema.hasColumn('orders', 'refund_due_santim')).toBe(false);
      expect(await orderIndexes(knex)).not.toContain(INDEX);
      expect(await knex('orders').where({ id: order.id }).first('id')).toEqual({ id: order.id });
    });
  });
}
