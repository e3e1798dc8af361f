import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { isCheckViolation, uniqueViolationKey } from '../errors';
import { migrateLatest, migrationConfig } from '../migrate';
import { seedCatalog } from '../seed/catalog';
import { createTestDb, insertTestOrder, insertTestUser, testEngines } from '../testing';
import type { TestDb } from '../testing';
import { migrations } from './index';
import * as m0032 from './20261127_0032_create_chapa_attempts';

const MIGRATION = '20261127_0032_create_chapa_attempts';

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
function payment(
  order: { id: string; user_id: string },
  method: string,
  reference: string,
  status = 'SUCCESS',
) {
  seq += 1;
  const at = new Date();
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    order_id: order.id,
    user_id: order.user_id,
    amount_santim: 100_00,
    currency: 'ETB',
    method,
    reference,
    paid_by: 'Abebe',
    account_suffix: null,
    status,
    period_days: 30,
    pending_order_id: status === 'PENDING' ? order.id : null,
    success_order_id: status === 'SUCCESS' ? order.id : null,
    confirmed_by: null,
    created_at: at,
    updated_at: at,
  };
}

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`migration 0032 on ${engine.label}`, () => {
    let db: TestDb | undefined;
    afterEach(async () => {
      await db?.destroy();
      db = undefined;
    });

    it('keeps every payment and its rules, lets a payment be CHAPA, and runs twice', async () => {
      db = await createTestDb({ engine: engine.client, migrate: false, seed: false });
      const { knex } = db;
      await migrateBefore(knex);
      await seedCatalog(knex);
      const user = await insertTestUser(knex);
      const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => insertTestOrder(knex, user.id)));
      const old = payment(a!, 'CBE', 'FT24237CLNMY');
      await knex('payments').insert(old);
      const refused = await knex('payments')
        .insert(payment(b!, 'CHAPA', 'APBEFORE0032'))
        .then(
          () => undefined,
          (err: unknown) => err,
        );
      expect(isCheckViolation(refused)).toBe(true);

      expect(await migrateLatest(knex)).toContain(MIGRATION);
      if (engine.client === 'mysql') {
        // Applied but not recorded (a kill just before its record): the next start runs it again.
        await knex('knex_migrations').where({ name: MIGRATION }).del();
        expect(await migrateLatest(knex, { log: { info: () => {}, warn: () => {} } })).toEqual([MIGRATION]);
      } else {
        await m0032.up(knex);
      }

      const kept = (await knex('payments').where({ id: old.id }).first()) as {
        reference: string;
        method: string;
      };
      expect(kept).toMatchObject({ reference: 'FT24237CLNMY', method: 'CBE' });
      await knex('payments').insert(payment(b!, 'CHAPA', 'APAFTER0032'));
      expect(await knex('payments').where({ method: 'CHAPA' }).count({ n: '*' })).toEqual([{ n: 1 }]);
      // Still refused: another method, a reused reference, a second success for one order.
      expect(
        isCheckViolation(
          await knex('payments')
            .insert(payment(c!, 'PAYPAL', 'X1'))
            .catch((e: unknown) => e),
        ),
      ).toBe(true);
      const reused = await knex('payments')
        .insert(payment(c!, 'TELEBIRR', 'FT24237CLNMY'))
        .catch((e: unknown) => e);
      expect(uniqueViolationKey(reused)).toBeTruthy();
      const second = await knex('payments')
        .insert(payment(b!, 'CHAPA', 'APSECOND0032'))
        .catch((e: unknown) => e);
      expect(uniqueViolationKey(second)).toBeTruthy();

      const at = new Date();
      const attempt = {
        order_id: d!.id,
        user_id: user.id,
        amount_santim: 100_00,
        currency: 'ETB',
        status: 'PENDING',
        created_at: at,
        updated_at: at,
      };
      await knex('chapa_attempts').insert({
        id: '10000000-0000-4000-8000-000000000001',
        tx_ref: 'abay-1',
        ...attempt,
      });
      const again = await knex('chapa_attempts')
        .insert({ id: '10000000-0000-4000-8000-000000000002', tx_ref: 'abay-1', ...attempt })
        .catch((e: unknown) => e);
      expect(uniqueViolationKey(again)).toBeTruthy();
    });
  });
}
