import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { dbClient } from '../connection';
import { migrationConfig } from '../migrate';
import { normalizeRow } from '../rows';
import { createTestDb, insertTestOrder, insertTestUser, testEngines } from '../testing';
import type { TestDb } from '../testing';
import { seedCatalog } from '../seed/catalog';
import { migrations } from './index';

const MIGRATION = '20261127_0064_add_services_game_address';
const INDEX = 'services_by_game_address';

/** Migrates up to 0064, without it (`through` false: the schema services were built under) or with it. */
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
const migrateBefore = (knex: Knex) => migrateUpTo(knex, false);

async function serviceIndexes(knex: Knex): Promise<string[]> {
  if (dbClient(knex) === 'mysql') {
    const [rows] = (await knex.raw(
      `select distinct index_name as name from information_schema.statistics
        where table_schema = database() and table_name = 'services'`,
    )) as [{ name: string }[]];
    return rows.map((r) => r.name);
  }
  const rows = (await knex.raw(
    "select name from sqlite_master where type = 'index' and tbl_name = 'services'",
  )) as { name: string }[];
  return rows.map((r) => r.name);
}

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`migration 0064 on ${engine.label}`, () => {
    let db: TestDb | undefined;
    afterEach(async () => {
      await db?.destroy();
      db = undefined;
    });

    it('adds a nullable, indexed services.game_address that existing rows leave null, and drops it again', async () => {
      db = await createTestDb({ engine: engine.client, migrate: false, seed: false });
      const { knex } = db;
      await migrateBefore(knex);
      await seedCatalog(knex);
      const user = await insertTestUser(knex);
      const order = await insertTestOrder(knex, user.id);
      const id = crypto.randomUUID();
      await knex('services').insert({
        id,
        order_id: order.id,
        user_id: user.id,
        type: 'GAME',
        provider_ref: 'ptero-1',
        service_name: 'Minecraft',
        status: 'ACTIVE',
        start_date: new Date(),
        end_date: new Date(),
        created_at: new Date(),
        updated_at: new Date(),
      });
      expect(await knex.schema.hasColumn('services', 'game_address')).toBe(false);

      // Through 0064 only: the later migrations are not this test's (down undoes the last one run).
      expect(await migrateUpTo(knex, true)).toEqual([MIGRATION]);
      expect(await serviceIndexes(knex)).toContain(INDEX);
      const before = normalizeRow('services', await knex('services').where({ id }).first());
      expect(before?.game_address).toBeNull();

      // The longest address: an IPv6 one in brackets with a five-digit port.
      const longest = '[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]:65535';
      await knex('services').where({ id }).update({ game_address: longest });
      expect((await knex('services').where({ id }).first('game_address')).game_address).toBe(longest);
      await knex('services').where({ id }).update({ game_address: '196.188.20.7:25565' });
      // An address without its port: every port on it, not 196.188.20.70's.
      const found = await knex('services').where('game_address', 'like', '196.188.20.7:%').pluck('id');
      expect(found).toEqual([id]);

      await knex.migrate.down(migrationConfig);
      expect(await knex.schema.hasColumn('services', 'game_address')).toBe(false);
      expect(await serviceIndexes(knex)).not.toContain(INDEX);
      expect(await knex('services').where({ id }).first('id')).toEqual({ id });
    });
  });
}
