import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { migrateLatest, migrationConfig } from '../migrate';
import { createTestDb, insertTestUser, testEngines } from '../testing';
import type { TestDb } from '../testing';
import { migrations } from './index';
import { up } from './20261129_0065_canonical_phone_numbers';

const MIGRATION = '20261129_0065_canonical_phone_numbers';

/** Migrates to just before 0065: phones stored as they were typed. */
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

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`migration 0065 on ${engine.label}`, () => {
    let db: TestDb | undefined;
    afterEach(async () => {
      await db?.destroy();
      db = undefined;
    });

    it('rewrites customers’ phones and the saved telebirr number to +2519…, leaves the rest, and runs twice', async () => {
      db = await createTestDb({ engine: engine.client, migrate: false, seed: false });
      const { knex } = db;
      await migrateBefore(knex);
      const local = await insertTestUser(knex, { phone: '0912345678' });
      const canonical = await insertTestUser(knex, { phone: '+251712345678' });
      const none = await insertTestUser(knex, { phone: null });
      const odd = await insertTestUser(knex, { phone: '' });
      await knex('shop_settings').insert({
        key: 'telebirrNumber',
        value: '0987654321',
        updated_at: new Date(),
      });
      await knex('shop_settings').insert({
        key: 'cbeAccount',
        value: '1000123456789',
        updated_at: new Date(),
      });

      expect(await migrateLatest(knex)).toContain(MIGRATION);
      await up(knex);

      const phone = async (id: string) => (await knex('users').where({ id }).first('phone')).phone as unknown;
      expect(await phone(local.id)).toBe('+251912345678');
      expect(await phone(canonical.id)).toBe('+251712345678');
      expect(await phone(none.id)).toBeNull();
      expect(await phone(odd.id)).toBe('');
      expect(await knex('shop_settings').orderBy('key').select('key', 'value')).toEqual([
        { key: 'cbeAccount', value: '1000123456789' },
        { key: 'telebirrNumber', value: '+251987654321' },
      ]);
    });
  });
}
