import { insertTestOrder, insertTestPayment, insertTestService } from '@shop/db/testing';
import type { OrderRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { Order } from '../services/orders/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const minutes = (n: number) => new Date(T0 + n * 60_000);

/** Orders of a user created a minute apart, the first oldest; statuses cycle through `statuses`. */
async function ordersOf(user: TestUser, count: number, statuses: OrderRow['status'][] = ['PENDING']) {
  const rows: OrderRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const status = statuses[i % statuses.length]!;
    rows.push(
      await insertTestOrder(app.knex, user.user.id, {
        status,
        // A cancelled order was never paid (a paid one that ends CANCELLED is a refund: REFUNDED).
        paid: status !== 'PENDING' && status !== 'CANCELLED',
        created_at: minutes(i),
        updated_at: minutes(i),
      }),
    );
  }
  return rows;
}

const list = (user: TestUser, query = '') =>
  app.inject<Order[]>({ method: 'GET', url: `/api/orders${query}`, headers: user.headers });
const ids = (orders: Order[]) => orders.map((o) => o.id);
const newestFirst = (rows: OrderRow[]) => [...rows].reverse().map((r) => r.id);

describe('GET /api/orders, a page at a time', () => {
  it('answers 20 orders, newest first, and the total over all pages in X-Total-Count', async () => {
    const dan = await app.signUp();
    const rows = await ordersOf(dan, 25);
    const res = await list(dan);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('25');
    expect(ids(res.json)).toEqual(newestFirst(rows).slice(0, 20));
  });

  it('pages with page and limit: the pages together are the list once', async () => {
    const dan = await app.signUp();
    const rows = await ordersOf(dan, 7);
    const pages = await Promise.all([1, 2, 3].map((page) => list(dan, `?page=${page}&limit=3`)));
    expect(pages.map((p) => p.headers['x-total-count'])).toEqual(['7', '7', '7']);
    expect(pages.map((p) => p.json.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => ids(p.json))).toEqual(newestFirst(rows));
    const beyond = await list(dan, '?page=4&limit=3');
    expect([beyond.json, beyond.headers['x-total-count']]).toEqual([[], '7']);
  });

  it('tells the total of a list exactly a page long, and of a page that ends the list', async () => {
    const dan = await app.signUp();
    const rows = await ordersOf(dan, 6);
    const queries: string[] = [];
    const log = (q: { sql: string }) => queries.push(q.sql);
    app.knex.on('query', log);
    const whole = await list(dan, '?limit=6');
    app.knex.off('query', log);
    expect([whole.json.length, whole.headers['x-total-count']]).toEqual([6, '6']);
    // the token's user, then the page: a page that ends the list needs no count
    expect(queries.filter((sql) => /from [`"]orders[`"]/.test(sql))).toHaveLength(1);
    const twoPages = await Promise.all([1, 2].map((page) => list(dan, `?page=${page}&limit=3`)));
    expect(twoPages.map((p) => p.headers['x-total-count'])).toEqual(['6', '6']);
    expect(twoPages.flatMap((p) => ids(p.json))).toEqual(newestFirst(rows));
  });

  it('breaks a tie of creation times by the larger id first, the same on every page', async () => {
    const dan = await app.signUp();
    const at = minutes(5);
    const rows = await Promise.all(
      ['a', 'c', 'b', 'd'].map((c) =>
        insertTestOrder(app.knex, dan.user.id, {
          id: `${c.repeat(8)}-0000-4000-8000-000000000000`,
          created_at: at,
        }),
      ),
    );
    const expected = rows
      .map((r) => r.id)
      .sort()
      .reverse();
    const pages = await Promise.all([1, 2].map((page) => list(dan, `?page=${page}&limit=2`)));
    expect(pages.flatMap((p) => ids(p.json))).toEqual(expected);
  });

  it("never shows another customer's orders, nor counts them", async () => {
    const dan = await app.signUp();
    const erin = await app.signUp();
    const dans = await ordersOf(dan, 3, ['PENDING', 'ACTIVE']);
    await ordersOf(erin, 4, ['PENDING', 'ACTIVE']);
    for (const group of ['', '?group=pending', '?group=concluded']) {
      const res = await list(dan, group);
      expect(res.json.every((o) => dans.some((r) => r.id === o.id))).toBe(true);
    }
    expect((await list(dan)).headers['x-total-count']).toBe('3');
    expect((await list(dan, '?limit=1')).headers['x-total-count']).toBe('3');
  });

  it('answers one tab: pending is PENDING and PROVISIONING, concluded every other status', async () => {
    const dan = await app.signUp();
    const statuses: OrderRow['status'][] = [
      'PENDING',
      'PROVISIONING',
      'ACTIVE',
      'FAILED',
      'COMPLETED',
      'CANCELLED',
      'EXPIRED',
    ];
    const rows = await ordersOf(dan, statuses.length, statuses);
    const pending = await list(dan, '?group=pending');
    const concluded = await list(dan, '?group=concluded&limit=3');
    expect(pending.json.map((o) => o.status)).toEqual(['PROVISIONING', 'PENDING']);
    expect(pending.headers['x-total-count']).toBe('2');
    expect(concluded.json.map((o) => o.status)).toEqual(['EXPIRED', 'CANCELLED', 'COMPLETED']);
    expect(concluded.headers['x-total-count']).toBe('5');
    const second = await list(dan, '?group=concluded&page=2&limit=3');
    expect(second.json.map((o) => o.status)).toEqual(['FAILED', 'ACTIVE']);
    expect(ids((await list(dan)).json)).toEqual(newestFirst(rows));
  });

  it('tells each order its service and whether a payment report awaits confirmation', async () => {
    const dan = await app.signUp();
    const [reported, served, plain, refused] = await ordersOf(dan, 4, [
      'PENDING',
      'ACTIVE',
      'PENDING',
      'PENDING',
    ]);
    await insertTestPayment(app.knex, reported!);
    const service = await insertTestService(app.knex, served!);
    await insertTestPayment(app.knex, refused!, { status: 'FAILED' });
    const byId = new Map((await list(dan)).json.map((o) => [o.id, o]));
    expect(byId.get(reported!.id)).toMatchObject({ paymentReported: true, serviceId: null });
    expect(byId.get(served!.id)).toMatchObject({ paymentReported: false, serviceId: service.id });
    expect(byId.get(plain!.id)).toMatchObject({ paymentReported: false, serviceId: null });
    expect(byId.get(refused!.id)).toMatchObject({ paymentReported: false, serviceId: null });
    expect(byId.size).toBe(4);
  });

  it('refuses a limit over 100, a page below 1 and an unknown group with 400', async () => {
    const dan = await app.signUp();
    for (const query of ['?limit=101', '?limit=0', '?page=0', '?group=active']) {
      expect((await list(dan, query)).statusCode).toBe(400);
    }
    expect((await list(dan, '?limit=100')).statusCode).toBe(200);
  });

  it('answers an empty first page and a total of 0 for a new customer', async () => {
    const fresh = await app.signUp();
    const res = await list(fresh);
    expect([res.statusCode, res.json, res.headers['x-total-count']]).toEqual([200, [], '0']);
  });
});
