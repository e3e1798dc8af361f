import { createTestDb, testEngines } from '@shop/db/testing';
import { describe, expect, it } from 'vitest';
import { insertAdminSeed, planAdminSeed } from './admin-seed.ts';
import type { SeedCounts } from './admin-seed.ts';

const SMALL: SeedCounts = { users: 300, orders: 1000, payments: 500, services: 400, discountCodes: 30 };
const NOW = new Date('2026-11-22T12:00:00.000Z');

function duplicates(values: readonly unknown[]): unknown[] {
  const seen = new Set<unknown>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('planAdminSeed', () => {
  const seed = planAdminSeed({ counts: SMALL, now: NOW });

  it('makes the rows asked for', () => {
    expect(seed.users).toHaveLength(SMALL.users);
    expect(seed.orders).toHaveLength(SMALL.orders);
    expect(seed.payments).toHaveLength(SMALL.payments);
    expect(seed.services).toHaveLength(SMALL.services);
    expect(seed.discountCodes).toHaveLength(SMALL.discountCodes);
  });

  it('is the same shop for the same seed and "now"', () => {
    const again = planAdminSeed({ counts: SMALL, now: NOW });
    expect(again.orders.map((o) => [o.id, o.status, o.created_at.getTime()])).toEqual(
      seed.orders.map((o) => [o.id, o.status, o.created_at.getTime()]),
    );
    expect(planAdminSeed({ counts: SMALL, now: NOW, seed: 7 }).orders[0]!.id).not.toBe(seed.orders[0]!.id);
  });

  it('keeps the unique keys unique', () => {
    const all = [seed.users, seed.orders, seed.payments, seed.services, seed.discountCodes];
    for (const rows of all) expect(duplicates(rows.map((r) => r.id))).toEqual([]);
    expect(duplicates(seed.users.map((u) => u.username.toLowerCase()))).toEqual([]);
    expect(duplicates(seed.users.map((u) => u.email))).toEqual([]);
    expect(duplicates(seed.payments.map((p) => `${p.method} ${p.reference.toLowerCase()}`))).toEqual([]);
    expect(duplicates(seed.discountCodes.map((d) => d.code))).toEqual([]);
    expect(duplicates(seed.discountCodes.flatMap((d) => d.owner_user_id ?? []))).toEqual([]);
    expect(duplicates(seed.services.map((s) => s.order_id))).toEqual([]);
  });

  it('pays each paid order by exactly one SUCCESS payment, and reports at most one PENDING per order', () => {
    const success = seed.payments.filter((p) => p.status === 'SUCCESS');
    const pending = seed.payments.filter((p) => p.status === 'PENDING');
    expect(success.map((p) => p.order_id).sort()).toEqual(
      seed.orders
        .filter((o) => o.paid)
        .map((o) => o.id)
        .sort(),
    );
    expect(duplicates(pending.map((p) => p.order_id))).toEqual([]);
    const orders = new Map(seed.orders.map((o) => [o.id, o]));
    for (const p of pending) expect(orders.get(p.order_id)).toMatchObject({ paid: false, status: 'PENDING' });
    for (const p of seed.payments) {
      expect(p.amount_santim).toBe(orders.get(p.order_id)!.total_santim);
      expect(p.user_id).toBe(orders.get(p.order_id)!.user_id);
    }
  });

  it('gives services to paid orders only, with the order status their dates imply', () => {
    const orders = new Map(seed.orders.map((o) => [o.id, o]));
    for (const s of seed.services) {
      const order = orders.get(s.order_id)!;
      expect(order.paid).toBe(true);
      expect(s.user_id).toBe(order.user_id);
      expect(s.status === 'EXPIRED').toBe(s.end_date < NOW);
      expect(order.status).toBe(s.status === 'EXPIRED' ? 'EXPIRED' : 'ACTIVE');
    }
  });

  it('places every order within the year before "now" and after its customer joined', () => {
    const users = new Map(seed.users.map((u) => [u.id, u]));
    const yearAgo = NOW.getTime() - 365 * 86_400_000;
    for (const o of seed.orders) {
      expect(o.created_at.getTime()).toBeGreaterThanOrEqual(yearAgo);
      expect(o.created_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(users.get(o.user_id)!.created_at.getTime()).toBeLessThanOrEqual(o.created_at.getTime());
    }
    for (const p of seed.payments) expect(p.created_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('refuses counts the rules cannot meet', () => {
    expect(() => planAdminSeed({ counts: { ...SMALL, services: 480 } })).toThrow(
      'more services than paid orders',
    );
  });
});

// The schema has the last word: every CHECK, foreign key and unique key accepts the rows.
for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`insertAdminSeed on ${engine.label}`, () => {
    it('writes every row', async () => {
      const db = await createTestDb({ engine: engine.client });
      try {
        await insertAdminSeed(db.knex, planAdminSeed({ counts: SMALL, now: NOW }));
        const count = async (table: string) =>
          Number(((await db.knex(table).count({ n: '*' }).first()) as { n: unknown }).n);
        expect(await count('users')).toBe(SMALL.users);
        expect(await count('orders')).toBe(SMALL.orders);
        expect(await count('payments')).toBe(SMALL.payments);
        expect(await count('services')).toBe(SMALL.services);
        // The catalog's promotion coupons are there too.
        expect(await count('discount_codes')).toBeGreaterThanOrEqual(SMALL.discountCodes);
      } finally {
        await db.destroy();
      }
    });
  });
}
