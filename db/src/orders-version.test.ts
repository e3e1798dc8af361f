import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './ids';
import { now } from './rows';
import {
  createTestDb,
  insertTestOrder,
  insertTestPayment,
  insertTestService,
  insertTestUser,
  testEngines,
} from './testing';
import type { TestDb } from './testing';

/**
 * users.orders_version (migration 0024): the database moves it on every change to what a
 * customer's My Orders shows, whoever makes the change, and on nothing else.
 */
for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`users.orders_version on ${engine.label}`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb({ engine: engine.client });
    });
    afterAll(async () => {
      await db?.destroy();
    });

    const versionOf = async (userId: string) =>
      Number((await db.knex('users').select('orders_version').where({ id: userId }).first()).orders_version);

    /** How far `change` moves the user's version (and that it leaves a bystander's alone). */
    async function moves(userId: string, bystanderId: string, change: () => Promise<unknown>) {
      const [before, bystander] = [await versionOf(userId), await versionOf(bystanderId)];
      await change();
      expect(await versionOf(bystanderId)).toBe(bystander);
      return (await versionOf(userId)) - before;
    }

    it('moves on every change to an order, its pending report and its service, and on nothing else', async () => {
      const user = await insertTestUser(db.knex);
      const other = await insertTestUser(db.knex);
      expect(await versionOf(user.id)).toBe(0);
      const on = (change: () => Promise<unknown>) => moves(user.id, other.id, change);

      let order = await insertTestOrder(db.knex, other.id);
      expect(await moves(other.id, user.id, async () => {})).toBe(0);
      expect(await on(async () => (order = await insertTestOrder(db.knex, user.id)))).toBe(1);
      expect(await on(() => db.knex('orders').where({ id: order.id }).update({ status: 'CANCELLED' }))).toBe(
        1,
      );

      const second = await insertTestOrder(db.knex, user.id);
      let paymentId = '';
      expect(await on(async () => ({ id: paymentId } = await insertTestPayment(db.knex, second)))).toBe(1);
      // A payment's own fields that My Orders does not show leave it alone...
      expect(await on(() => db.knex('payments').where({ id: paymentId }).update({ paid_by: 'Almaz' }))).toBe(
        0,
      );
      // ...and the report leaving the pending state moves it.
      expect(
        await on(() =>
          db
            .knex('payments')
            .where({ id: paymentId })
            .update({ status: 'FAILED', pending_order_id: null, updated_at: now() }),
        ),
      ).toBe(1);

      let serviceId = '';
      expect(await on(async () => ({ id: serviceId } = await insertTestService(db.knex, second)))).toBe(1);
      expect(
        await on(() => db.knex('services').where({ id: serviceId }).update({ current_status: 'stopped' })),
      ).toBe(0);
      expect(await on(() => db.knex('services').where({ id: serviceId }).del())).toBe(1);
      expect(await on(() => db.knex('payments').where({ id: paymentId }).del())).toBe(1);
      expect(await on(() => db.knex('orders').where({ id: second.id }).del())).toBe(1);
    });

    it('takes a bump back with a write that fails', async () => {
      const user = await insertTestUser(db.knex);
      const order = await insertTestOrder(db.knex, user.id);
      const before = await versionOf(user.id);
      await expect(insertTestOrder(db.knex, user.id, { id: order.id })).rejects.toThrow();
      await expect(
        db.knex.transaction(async (trx) => {
          await insertTestOrder(trx, user.id);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await versionOf(user.id)).toBe(before);
    });

    it("lets one customer's concurrent writes queue rather than deadlock", async () => {
      const user = await insertTestUser(db.knex);
      const before = await versionOf(user.id);
      const writes = Array.from({ length: 8 }, () =>
        db.knex.transaction(async (trx) => {
          const order = await insertTestOrder(trx, user.id, { id: newId() });
          await insertTestPayment(trx, order);
        }),
      );
      const results = await Promise.allSettled(writes);
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(await versionOf(user.id)).toBe(before + 16);
    });
  });
}
