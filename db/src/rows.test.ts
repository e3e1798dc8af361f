import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDbJson, normalizeRow, normalizeWith, now, toBool, toDate, toDbJson, toNumber } from './rows';
import { createTestDb, insertTestOrder, insertTestUser, testEngines } from './testing';
import type { TestDb } from './testing';

describe('converters', () => {
  it('reads booleans from every driver shape', () => {
    expect([toBool(1), toBool(0), toBool(true), toBool('1'), toBool('0'), toBool(null)]).toEqual([
      true,
      false,
      true,
      true,
      false,
      null,
    ]);
  });

  it('reads dates from epoch ms, Date and zone-less UTC strings', () => {
    const d = new Date('2026-01-02T03:04:05.678Z');
    expect(toDate(d.getTime())).toEqual(d);
    expect(toDate(String(d.getTime()))).toEqual(d);
    expect(toDate(d)).toBe(d);
    expect(toDate('2026-01-02 03:04:05.678')).toEqual(d);
    expect(toDate('2026-01-02T03:04:05.678Z')).toEqual(d);
    expect(toDate('2026-01-02T06:04:05.678+03:00')).toEqual(d);
    expect(toDate(null)).toBeNull();
  });

  it('parses JSON text and passes already-parsed values through', () => {
    expect(fromDbJson('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(fromDbJson({ a: 1 })).toEqual({ a: 1 });
    expect(fromDbJson(['x'])).toEqual(['x']);
    expect(fromDbJson(Buffer.from('[1]'))).toEqual([1]);
    expect(fromDbJson('plain')).toBe('plain');
    expect(fromDbJson(null)).toBeNull();
    expect(toDbJson({ a: 1 })).toBe('{"a":1}');
    expect(toDbJson(undefined)).toBeNull();
  });

  it('reads numbers from strings (DECIMAL) and rejects garbage', () => {
    expect(toNumber('150000')).toBe(150000);
    expect(toNumber(2.4)).toBe(2.4);
    expect(() => toNumber('abc')).toThrow(TypeError);
  });

  it('normalises only the listed columns and leaves the rest alone', () => {
    const row = normalizeRow('users', { id: 'x', is_admin: 1, created_at: 0, username: 'a' });
    expect(row).toEqual({ id: 'x', is_admin: true, created_at: new Date(0), username: 'a' });
    expect(normalizeRow('users', undefined)).toBeUndefined();
    expect(normalizeWith({ paid: 'bool' }, { paid: 0, other: '1' })).toEqual({ paid: false, other: '1' });
  });

  it('now() is a Date with whole milliseconds', () => {
    const t = now();
    expect(t).toBeInstanceOf(Date);
    expect(Number.isInteger(t.getTime())).toBe(true);
  });
});

// What the BFF writes and what it must read back, whatever the engine.
const written = {
  paid: true,
  paid_at: new Date('2026-03-04T05:06:07.089Z'),
  created_at: new Date('2026-03-04T05:06:07.001Z'),
  updated_at: new Date('2026-03-04T05:06:07.999Z'),
  specifications: { os: 'Ubuntu 20.04', cores: 2, nested: { list: [1, 'two', null, true] }, note: 'ሰላም' },
};

async function roundTrip(db: TestDb) {
  const user = await insertTestUser(db.knex, { is_admin: true });
  const order = await insertTestOrder(db.knex, user.id, written);
  const unpaid = await insertTestOrder(db.knex, user.id, { paid: false });
  const coupon = {
    id: '00000000-0000-4000-8000-000000000001',
    code: 'ROUNDTRIP',
    discount_bp: 1234,
    kickback_bp: 0,
    given_to: 'Test',
    allowed_service_names: toDbJson(['small']),
    expires_at: null,
    is_active: false,
    created_at: written.created_at,
    updated_at: written.updated_at,
  };
  await db.knex('discount_codes').insert(coupon);
  const code = normalizeRow(
    'discount_codes',
    await db.knex('discount_codes').where({ code: 'ROUNDTRIP' }).first(),
  );
  const pkg = normalizeRow('kvm_packages', await db.knex('kvm_packages').orderBy('price_santim').first());
  return { user, order, unpaid, code, pkg };
}

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`round trip on ${engine.label}`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb({ engine: engine.client });
    });
    afterAll(async () => {
      await db?.destroy();
    });

    it('returns booleans, Dates (ms) and parsed JSON exactly as written', async () => {
      const { user, order, unpaid, code, pkg } = await roundTrip(db);
      expect(user.is_admin).toBe(true);
      expect(order.paid).toBe(true);
      expect(unpaid.paid).toBe(false);
      expect(unpaid.paid_at).toBeNull();
      expect(order.paid_at).toEqual(written.paid_at);
      expect(order.created_at).toEqual(written.created_at);
      expect(order.updated_at).toEqual(written.updated_at);
      expect(order.specifications).toEqual(written.specifications);
      expect(code.is_active).toBe(false);
      expect(code.expires_at).toBeNull();
      expect(code.allowed_service_names).toEqual(['small']);
      expect(pkg.ghz_base).toBe(2.4);
      expect(pkg.ghz_turbo).toBe(3.7);
      expect(typeof pkg.price_santim).toBe('number');
    });

    it('compares Dates in WHERE clauses by instant', async () => {
      const before = await db.knex('orders').where('created_at', '<', new Date('2026-03-04T05:06:07.002Z'));
      expect(before.length).toBeGreaterThanOrEqual(1);
      const boolFilter = await db.knex('orders').where({ paid: true });
      expect(boolFilter.every((r) => toBool(r.paid) === true)).toBe(true);
    });

    it('sums santim as numbers', async () => {
      const row = await db.knex('orders').sum({ total: 'total_santim' }).count({ n: '*' }).first();
      expect(typeof row?.total).toBe('number');
      expect(Number(row?.n)).toBeGreaterThanOrEqual(2);
    });
  });
}

const [sqlite, mysql] = testEngines();
describe.skipIf(!mysql!.enabled)(`same values on both engines (${mysql!.label})`, () => {
  it('normalised rows are identical on SQLite and MySQL', async () => {
    const dbs = [await createTestDb({ engine: sqlite!.client }), await createTestDb({ engine: 'mysql' })];
    try {
      const [a, b] = await Promise.all(dbs.map((db) => roundTrip(db)));
      const strip = (r: Awaited<ReturnType<typeof roundTrip>>) => ({
        order: { ...r.order, id: undefined, user_id: undefined },
        code: r.code,
        pkg: { ...r.pkg, created_at: undefined, updated_at: undefined },
      });
      expect(strip(a!)).toEqual(strip(b!));
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  });
});
