import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { migrationConfig } from '../migrate';
import { normalizeRow } from '../rows';
import { createTestDb, insertTestOrder, insertTestUser, testEngines } from '../testing';
import type { TestDb } from '../testing';
import { seedCatalog } from '../seed/catalog';
import { migrations } from './index';

const MIGRATION = '20261129_0067_create_console_tickets';

/** Migrates up to 0067, without it or with it (`through`). */
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

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`migration 0067 on ${engine.label}`, () => {
    let db: TestDb | undefined;
    afterEach(async () => {
      await db?.destroy();
      db = undefined;
    });

    it('creates console_tickets (a unique hash, bound to a service, a user and a kind) and drops it again', async () => {
      db = await createTestDb({ engine: engine.client, migrate: false, seed: false });
      const { knex } = db;
      await migrateUpTo(knex, false);
      expect(await knex.schema.hasTable('console_tickets')).toBe(false);
      expect(await migrateUpTo(knex, true)).toEqual([MIGRATION]);

      await seedCatalog(knex);
      const user = await insertTestUser(knex);
      const order = await insertTestOrder(knex, user.id);
      const serviceId = crypto.randomUUID();
      const at = new Date('2026-11-29T12:00:00.000Z');
      await knex('services').insert({
        id: serviceId,
        order_id: order.id,
        user_id: user.id,
        type: 'KVM',
        provider_ref: 'sim-1',
        service_name: 'KVM',
        status: 'ACTIVE',
        start_date: at,
        end_date: at,
        created_at: at,
        updated_at: at,
      });
      const row = {
        id: crypto.randomUUID(),
        token_hash: 'a'.repeat(64),
        service_id: serviceId,
        user_id: user.id,
        kind: 'terminal',
        expires_at: new Date(at.getTime() + 30_000),
        used_at: null,
        created_at: at,
      };
      await knex('console_tickets').insert(row);
      expect(
        normalizeRow('console_tickets', await knex('console_tickets').where({ id: row.id }).first()),
      ).toEqual(row);
      // The same hash twice is refused; so is a kind the console does not know.
      await expect(knex('console_tickets').insert({ ...row, id: crypto.randomUUID() })).rejects.toThrow();
      await expect(
        knex('console_tickets').insert({
          ...row,
          id: crypto.randomUUID(),
          token_hash: 'b'.repeat(64),
          kind: 'ssh',
        }),
      ).rejects.toThrow();
      // Used once: the second conditional update changes nothing.
      const use = () =>
        knex('console_tickets')
          .where({ token_hash: row.token_hash })
          .whereNull('used_at')
          .update({ used_at: at });
      expect(await use()).toBe(1);
      expect(await use()).toBe(0);

      await knex.migrate.down(migrationConfig);
      expect(await knex.schema.hasTable('console_tickets')).toBe(false);
      expect(await knex('services').where({ id: serviceId }).first('id')).toEqual({ id: serviceId });
    });
  });
}
