import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCheckViolation, isUniqueViolation, uniqueViolationKey } from './errors';
import { newId } from './ids';
import { now, normalizeRow, toDbJson } from './rows';
import {
  createTestDb,
  insertTestOrder,
  insertTestPayment,
  insertTestService,
  insertTestUser,
  testEngines,
} from './testing';
import type { TestDb } from './testing';

/** Awaits a write that must fail on the named unique key, on either engine. */
async function expectDuplicate(write: Promise<unknown>, key: string): Promise<void> {
  const err = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `a duplicate must be refused by ${key}`).toBeDefined();
  expect(isUniqueViolation(err)).toBe(true);
  expect(uniqueViolationKey(err)).toBe(key);
}

function discountCode(overrides: Record<string, unknown> = {}) {
  const at = now();
  return {
    id: newId(),
    code: `CODE${newId().slice(0, 6).toUpperCase()}`,
    discount_bp: 500,
    kickback_bp: 500,
    given_to: 'Affiliate',
    owner_user_id: null,
    allowed_service_names: toDbJson(null),
    expires_at: null,
    is_active: true,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`unique constraints on ${engine.label}`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb({ engine: engine.client });
    });
    afterAll(async () => {
      await db?.destroy();
    });

    it('users.email is unique', async () => {
      await insertTestUser(db.knex, { username: 'almaz', email: 'almaz@example.et' });
      await expectDuplicate(
        insertTestUser(db.knex, { username: 'almaz2', email: 'almaz@example.et' }),
        'users_email_unique',
      );
    });

    it('users.username is unique, case-insensitively on both engines', async () => {
      await insertTestUser(db.knex, { username: 'Dawit', email: 'dawit@example.et' });
      await expectDuplicate(
        insertTestUser(db.knex, { username: 'Dawit', email: 'd2@example.et' }),
        'users_username_unique',
      );
      await expectDuplicate(
        insertTestUser(db.knex, { username: 'dawit', email: 'd3@example.et' }),
        'users_username_unique',
      );
    });

    it('discount_codes.code is unique', async () => {
      await expectDuplicate(
        db.knex('discount_codes').insert(discountCode({ code: 'ET2018' })),
        'discount_codes_code_unique',
      );
    });

    it('discount_codes.owner_user_id allows one code per user and many without owner', async () => {
      const owner = await insertTestUser(db.knex);
      await db.knex('discount_codes').insert(discountCode({ owner_user_id: owner.id }));
      await expectDuplicate(
        db.knex('discount_codes').insert(discountCode({ owner_user_id: owner.id })),
        'discount_codes_owner_user_id_unique',
      );
      await db.knex('discount_codes').insert(discountCode());
      await db.knex('discount_codes').insert(discountCode());
      expect(
        Number((await db.knex('discount_codes').whereNull('owner_user_id').count({ n: '*' }))[0]!.n),
      ).toBeGreaterThanOrEqual(4);
    });

    it('payments.reference is unique across methods, case-insensitively (migration 0028)', async () => {
      const user = await insertTestUser(db.knex);
      const a = await insertTestOrder(db.knex, user.id);
      const b = await insertTestOrder(db.knex, user.id);
      await insertTestPayment(db.knex, a, { method: 'CBE', reference: 'FT24123ABCDE' });
      for (const method of ['CBE', 'TELEBIRR'] as const) {
        await expectDuplicate(
          insertTestPayment(db.knex, b, { method, reference: 'FT24123ABCDE' }),
          'payments_reference_legacy_duplicate_unique',
        );
        await expectDuplicate(
          insertTestPayment(db.knex, b, { method, reference: 'ft24123abcde' }),
          'payments_reference_legacy_duplicate_unique',
        );
      }
      await insertTestPayment(db.knex, b, { method: 'TELEBIRR', reference: 'CHQ0FJ403O' });
    });

    it('payments.pending_order_id allows one PENDING payment per order, any number of settled ones', async () => {
      const user = await insertTestUser(db.knex);
      const order = await insertTestOrder(db.knex, user.id);
      const first = await insertTestPayment(db.knex, order, { status: 'PENDING' });
      expect(first.pending_order_id).toBe(order.id);
      await expectDuplicate(
        insertTestPayment(db.knex, order, { status: 'PENDING' }),
        'payments_pending_order_id_unique',
      );
      await insertTestPayment(db.knex, order, { status: 'FAILED' });
      await insertTestPayment(db.knex, order, { status: 'SUCCESS' });

      // Settling the pending one frees the slot for a new report.
      await db.knex('payments').where({ id: first.id }).update({ status: 'FAILED', pending_order_id: null });
      await insertTestPayment(db.knex, order, { status: 'PENDING' });
    });

    it('payments.pending_order_id must mirror order_id exactly while PENDING (CHECK)', async () => {
      const user = await insertTestUser(db.knex);
      const order = await insertTestOrder(db.knex, user.id);
      const other = await insertTestOrder(db.knex, user.id);
      for (const overrides of [
        { status: 'PENDING' as const, pending_order_id: null },
        { status: 'PENDING' as const, pending_order_id: other.id },
        { status: 'SUCCESS' as const, pending_order_id: order.id },
      ]) {
        const err = await insertTestPayment(db.knex, order, overrides).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isCheckViolation(err), JSON.stringify(overrides)).toBe(true);
      }
    });

    it('services.order_id allows one service per order', async () => {
      const user = await insertTestUser(db.knex);
      const order = await insertTestOrder(db.knex, user.id, { paid: true, paid_at: now() });
      await insertTestService(db.knex, order);
      await expectDuplicate(insertTestService(db.knex, order), 'services_order_id_unique');
    });

    it('orders.idempotency_key is unique per customer, and orders without a key never collide (migration 0031)', async () => {
      const user = await insertTestUser(db.knex);
      const other = await insertTestUser(db.knex);
      const keyed = { idempotency_key: 'key-1', idempotency_fingerprint: 'a'.repeat(64) };
      await insertTestOrder(db.knex, user.id, keyed);
      await insertTestOrder(db.knex, other.id, keyed);
      await insertTestOrder(db.knex, user.id);
      await insertTestOrder(db.knex, user.id);
      await expectDuplicate(
        insertTestOrder(db.knex, user.id, keyed),
        'orders_user_id_idempotency_key_unique',
      );
    });

    it('catalog natural keys are unique (line+displayname, slug, game+version)', async () => {
      const pkg = await db.knex('kvm_packages').first();
      await expectDuplicate(
        db.knex('kvm_packages').insert({ ...pkg, id: newId() }),
        'kvm_packages_line_displayname_unique',
      );
      const game = await db.knex('games').first();
      await expectDuplicate(db.knex('games').insert({ ...game, id: newId() }), 'games_slug_unique');
      const version = await db.knex('game_versions').first();
      await expectDuplicate(
        db.knex('game_versions').insert({ ...version, id: newId() }),
        'game_versions_game_id_version_unique',
      );
      await expectDuplicate(db.knex('games').insert({ ...game, slug: 'another-slug' }), 'PRIMARY');
    });

    it('deleting an order removes its payments; deleting a service clears renewal links', async () => {
      const user = await insertTestUser(db.knex);
      const order = await insertTestOrder(db.knex, user.id, { paid: true, paid_at: now() });
      const service = await insertTestService(db.knex, order);
      const renewal = await insertTestOrder(db.knex, user.id, { renewal_of_service_id: service.id });
      await insertTestPayment(db.knex, renewal);
      await db.knex('services').where({ id: service.id }).del();
      const after = normalizeRow('orders', await db.knex('orders').where({ id: renewal.id }).first());
      expect(after.renewal_of_service_id).toBeNull();
      await db.knex('orders').where({ id: renewal.id }).del();
      expect(await db.knex('payments').where({ order_id: renewal.id })).toEqual([]);
    });
  });
}
