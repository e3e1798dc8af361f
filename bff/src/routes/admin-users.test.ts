import type { OrderRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../services/admin/users.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { adminGet, at, idsOf, newestFirst, newTag, order, user } from '../../test/helpers/admin-orders.ts';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  customer = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const listUsers = (query: Record<string, string | number> = {}) =>
  adminGet<AdminUser[]>(app, admin, 'admin/users', query);
const getUser = (id: string) => adminGet<AdminUser & { message: string }>(app, admin, `admin/users/${id}`);

/** Three users of one tag; the first has 7 orders in every payment state, the others none. */
async function usersWorld() {
  const tag = newTag();
  // '777' occurs in no other phone of the tests, so the search finds this one only.
  const phoneDigits = `777${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  const buyer = await user(app, tag, 'buyer', { phone: `09${phoneDigits}11`, created_at: at(10) });
  const quiet = await user(app, tag, 'quiet', { phone: null, created_at: at(30), is_admin: true });
  const third = await user(app, tag, 'third', { created_at: at(20), locale: 'am' });
  const totals = [100_000, 250_050, 99_900, 50_000, 60_000, 70_000, 80_000];
  const states: Array<Partial<OrderRow>> = [
    { paid: true, status: 'ACTIVE' },
    { paid: true, status: 'EXPIRED' },
    { paid: true, status: 'PENDING' },
    { paid: false, status: 'PENDING' },
    { paid: false, status: 'PENDING' },
    { paid: false, status: 'PENDING' },
    { paid: false, status: 'CANCELLED' },
  ];
  const orders: OrderRow[] = [];
  for (const [i, state] of states.entries()) {
    orders.push(
      await order(app, buyer, {
        ...state,
        total_santim: totals[i]!,
        type: i % 2 === 0 ? 'KVM' : 'GAME',
        service_name: `plan ${i}`,
        created_at: at(i), // the cancelled one is the newest
      }),
    );
  }
  return { tag, phoneDigits, buyer, quiet, third, orders };
}

describe('GET /api/admin/users', () => {
  let w: Awaited<ReturnType<typeof usersWorld>>;
  beforeAll(async () => {
    w = await usersWorld();
  });

  it('lists newest first with the total in X-Total-Count', async () => {
    const res = await listUsers({ search: w.tag });
    expect(res.statusCode, res.payload).toBe(200);
    expect(idsOf(res.json)).toEqual([w.quiet.id, w.third.id, w.buyer.id]);
    expect(res.headers['x-total-count']).toBe('3');
    const all = await listUsers();
    expect(Number(all.headers['x-total-count'])).toBe(all.json.length);
    expect(idsOf(all.json)).toContain(admin.user.id);
  });

  it('gives each user the summary of all their orders and the 5 newest, hand-counted', async () => {
    const res = await listUsers({ search: w.tag });
    const buyer = res.json.find((u) => u.id === w.buyer.id)!;
    expect(buyer).toMatchObject({
      username: w.buyer.username,
      email: w.buyer.email,
      phone: w.buyer.phone,
      isAdmin: false,
      createdAt: at(10).toISOString(),
      // paid: 1000.00 + 2500.50 + 999.00; pending: the 3 unpaid PENDING (not the cancelled one)
      orderSummary: { total: 7, paid: 3, pending: 3, totalSpent: 4499.5 },
    });
    expect(idsOf(buyer.orders)).toEqual(newestFirst(w.orders).slice(0, 5));
    expect(buyer.orders[0]).toEqual({
      id: w.orders[6]!.id,
      type: 'KVM',
      serviceName: 'plan 6',
      paid: false,
      status: 'CANCELLED',
      totalPrice: 800,
      pricing: { totalPrice: 800 },
      createdAt: at(6).toISOString(),
    });
    const quiet = res.json.find((u) => u.id === w.quiet.id)!;
    expect(quiet).toMatchObject({
      phone: null,
      isAdmin: true,
      orders: [],
      orderSummary: { total: 0, paid: 0, pending: 0, totalSpent: 0 },
    });
  });

  it('searches the username, the e-mail and the phone, case-insensitively', async () => {
    expect(idsOf((await listUsers({ search: `QUIET_${w.tag}` })).json)).toEqual([w.quiet.id]);
    expect(idsOf((await listUsers({ search: `third.${w.tag}@EXAMPLE` })).json)).toEqual([w.third.id]);
    const byPhone = await listUsers({ search: w.phoneDigits });
    expect(idsOf(byPhone.json)).toEqual([w.buyer.id]);
    expect(byPhone.headers['x-total-count']).toBe('1');
    // A NUL character is refused before any query (SQLite would end the pattern there and match all).
    const nul = await listUsers({ search: `${w.tag}\u0000` });
    expect(nul.statusCode).toBe(400);
    expect(nul.json).toMatchObject({ message: '"search" contains characters that are not allowed' });
    const none = await listUsers({ search: `${w.tag}-nobody` });
    expect(none.json).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages through the matches', async () => {
    const second = await listUsers({ search: w.tag, page: 2, limit: 1 });
    expect(idsOf(second.json)).toEqual([w.third.id]);
    expect(second.headers['x-total-count']).toBe('3');
  });

  it('answers 400 to a search over 100 characters or a page below 1', async () => {
    expect((await listUsers({ search: 'u'.repeat(101) })).statusCode).toBe(400);
    expect((await listUsers({ page: 0 })).statusCode).toBe(400);
    expect((await listUsers({ limit: 1001 })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users: the filters', () => {
  it('keeps admins or customers, users with orders or without, and those who joined within a window', async () => {
    const w = await usersWorld();
    const recent = await user(app, w.tag, 'recent', { created_at: new Date(Date.now() - 3 * 86_400_000) });
    const idsWith = async (query: Record<string, string>) =>
      idsOf((await listUsers({ search: w.tag, ...query })).json);

    expect(await idsWith({ role: 'admin' })).toEqual([w.quiet.id]);
    expect((await idsWith({ role: 'customer' })).sort()).toEqual([w.buyer.id, w.third.id, recent.id].sort());
    expect(await idsWith({ hasOrders: 'true' })).toEqual([w.buyer.id]);
    expect((await idsWith({ hasOrders: 'false' })).sort()).toEqual(
      [w.quiet.id, w.third.id, recent.id].sort(),
    );
    expect(await idsWith({ joined: '7d' })).toEqual([recent.id]);
    expect(await idsWith({ joined: '7d', hasOrders: 'true' })).toEqual([]);
    const page = await listUsers({ search: w.tag, role: 'customer', hasOrders: 'false' });
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('refuses a role or a window it does not know', async () => {
    expect((await listUsers({ role: 'boss' })).statusCode).toBe(400);
    expect((await listUsers({ joined: '2d' })).statusCode).toBe(400);
    expect((await listUsers({ hasOrders: 'maybe' })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers one user with the same summary and 5 newest orders', async () => {
    const w = await usersWorld();
    const res = await getUser(w.buyer.id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.orderSummary).toEqual({ total: 7, paid: 3, pending: 3, totalSpent: 4499.5 });
    expect(idsOf(res.json.orders)).toEqual(newestFirst(w.orders).slice(0, 5));
  });

  it("answers 404 'User not found' for an unknown id and 400 for a malformed one", async () => {
    const unknown = await getUser('00000000-0000-4000-8000-000000000042');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.userNotFound);
    expect((await getUser('42')).statusCode).toBe(400);
  });
});

describe('who may read the users', () => {
  it('refuses customers (403) and anonymous callers (401)', async () => {
    for (const url of ['/api/admin/users', `/api/admin/users/${customer.user.id}`]) {
      const asCustomer = await app.inject<{ message: string }>({ url, headers: customer.headers });
      expect(asCustomer.statusCode, url).toBe(403);
      expect(asCustomer.json.message).toBe(SERVER_MESSAGES.adminRequired);
      expect((await app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
