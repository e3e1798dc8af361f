/**
 * The console's order list without a search (the page the console opens first): one joined read
 * per page. Each order must be exactly what the single-order answer of the same order says
 * (toAdminOrder: what mark-paid and a status change answer, read table by table), pages must be
 * slices of the whole list, and the total that of all pages, counted or not.
 */
import { normalizeRows } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAdminOrder } from '../services/admin/order-views.ts';
import type { AdminOrder } from '../services/admin/order-views.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import {
  adminGet,
  at,
  idsOf,
  newestFirst,
  newTag,
  order,
  payment,
  service,
  user,
} from '../../test/helpers/admin-orders.ts';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  const tag = newTag();
  const alem = await user(app, tag, 'alem', { phone: '+251911000111' });
  const bekele = await user(app, tag, 'bekele');
  await order(app, alem, { created_at: at(1) });
  const paidGame = await order(app, alem, { type: 'GAME', paid: true, created_at: at(2) });
  const active = await order(app, alem, { paid: true, status: 'ACTIVE', created_at: at(3) });
  await order(app, bekele, { status: 'CANCELLED', created_at: at(4) });
  await order(app, bekele, {
    status: 'FAILED',
    paid: true,
    failure_reason: 'the panel timed out',
    created_at: at(5),
  });
  // Two in the same millisecond: the larger id first.
  await order(app, bekele, { discount_code: 'ET2018', discount_bp: 1500, created_at: at(6) });
  await order(app, alem, { created_at: at(6) });
  await payment(app, paidGame, { status: 'SUCCESS', created_at: at(2) });
  await payment(app, active, { status: 'FAILED', method: 'CBE', created_at: at(3) });
  await payment(app, active, { status: 'SUCCESS', created_at: at(4) });
  await service(app, active);
});
afterAll(async () => {
  await app?.close();
});

const listOrders = (query: Record<string, string | number | boolean> = {}) =>
  adminGet<AdminOrder[]>(app, admin, 'admin/orders', query);

/** Every order of the database as its own single-order answer says, newest first. */
async function everyOrderOnItsOwn(): Promise<AdminOrder[]> {
  const rows = normalizeRows('orders', await app.knex('orders').select('*'));
  const views = new Map<string, AdminOrder>();
  for (const row of rows) views.set(row.id, await toAdminOrder(app.knex, row));
  // As the wire carries them (no undefined properties, dates as strings).
  return JSON.parse(JSON.stringify(newestFirst(rows).map((id) => views.get(id)!))) as AdminOrder[];
}

describe('GET /api/admin/orders without a search', () => {
  it('shows every order exactly as its single-order answer does, newest first, with the total', async () => {
    const expected = await everyOrderOnItsOwn();
    expect(expected.some((o) => o.discount !== null && o.failureReason === null)).toBe(true);
    expect(expected.some((o) => o.failureReason !== null)).toBe(true);
    expect(expected.some((o) => o.service !== null && o.paymentHistory.length === 2)).toBe(true);
    const res = await listOrders();
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it('pages through the list: each page its slice, the total that of all pages, past the end empty', async () => {
    const all = idsOf(await everyOrderOnItsOwn());
    const pages: Array<[number, number]> = [
      [1, 2],
      [2, 2],
      [2, 3],
      [3, 3],
      [1, all.length],
      [1, all.length - 1],
      [2, all.length - 1],
      [2, all.length],
      [9, 3],
    ];
    for (const [page, limit] of pages) {
      const res = await listOrders({ page, limit });
      expect(idsOf(res.json), `page ${page} of ${limit}`).toEqual(
        all.slice((page - 1) * limit, page * limit),
      );
      expect(res.headers['x-total-count'], `page ${page} of ${limit}`).toBe(String(all.length));
    }
  });

  it.each([
    ['status', { status: 'PENDING' }, (o: AdminOrder) => o.status === 'PENDING'],
    ['paid', { paid: true }, (o: AdminOrder) => o.paid],
    ['unpaid', { paid: false }, (o: AdminOrder) => !o.paid],
    ['type', { type: 'GAME' }, (o: AdminOrder) => o.type === 'GAME'],
    ['nothing', { status: 'EXPIRED' }, (o: AdminOrder) => o.status === 'EXPIRED'],
  ] as const)('filters by %s, paged', async (_name, filters, keep) => {
    const expected = (await everyOrderOnItsOwn()).filter(keep);
    const whole = await listOrders(filters);
    expect(whole.json).toEqual(expected);
    expect(whole.headers['x-total-count']).toBe(String(expected.length));
    const second = await listOrders({ ...filters, page: 2, limit: 1 });
    expect(idsOf(second.json)).toEqual(idsOf(expected).slice(1, 2));
    expect(second.headers['x-total-count']).toBe(String(expected.length));
  });
});

describe('the cost of a page', () => {
  /** The SQL the database received while `work` ran (the job runner's own queries left out). */
  async function queriesOf(work: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    const listen = (query: { sql: string }) => {
      if (!/`jobs`|`email_outbox`/.test(query.sql)) seen.push(query.sql);
    };
    app.knex.on('query', listen);
    try {
      await work();
    } finally {
      app.knex.off('query', listen);
    }
    return seen;
  }

  it('is five queries with the sign-in check: the session user, the page joined, its payments and their checks', async () => {
    const whole = await queriesOf(() => listOrders());
    expect(whole).toHaveLength(5);
    // The token's session, joined to its user, by the session's primary key.
    expect(whole[0]).toMatch(/from `sessions` inner join `users`.*where `sessions`.`id` = \?/);
    expect(whole[1]).toMatch(/left join `users`.*left join `services`/);
    expect(whole[2]).toMatch(/from `payments`/);
    // The receipt checks and the Chapa attempts that did not match, for the whole page at once.
    expect(whole.slice(3).sort()).toEqual([
      expect.stringMatching(/from `chapa_attempts`/),
      expect.stringMatching(/from `payment_verifications`/),
    ]);
    // A page that does not end the list also counts the list.
    const first = await queriesOf(() => listOrders({ limit: 2 }));
    expect(first).toHaveLength(6);
    expect(first.filter((sql) => /count\(\*\)/.test(sql))).toHaveLength(1);
  });
});
