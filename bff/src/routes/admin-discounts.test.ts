import { newId, normalizeRow, normalizeRows } from '@shop/db';
import type { DiscountCodeRow, UserRow } from '@shop/db';
import { insertTestOrder, insertTestUser } from '@shop/db/testing';
import { etbToSantim, SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCode, DiscountCodeResponse } from '../services/discounts/codes.ts';
import type { DiscountStats } from '../services/discounts/stats.ts';
import type { Order } from '../services/orders/index.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { markPaid } from '../../test/helpers/fulfilment.ts';
import { kvmBody, plan } from '../../test/helpers/orders.ts';

const DAY = 86_400_000;
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

type Answer<T> = T & { message: string };
const as = (user: TestUser | null) => (user ? { headers: user.headers } : {});
const create = (payload: object, user: TestUser | null = admin) =>
  app.inject<Answer<DiscountCodeResponse>>({
    method: 'POST',
    url: '/api/admin/discount-codes',
    payload,
    ...as(user),
  });
const update = (id: string, payload: object, user: TestUser | null = admin) =>
  app.inject<Answer<DiscountCodeResponse>>({
    method: 'PUT',
    url: `/api/admin/discount-codes/${id}`,
    payload,
    ...as(user),
  });
const getOne = (id: string, user: TestUser | null = admin) =>
  app.inject<Answer<DiscountCode>>({ url: `/api/admin/discount-codes/${id}`, ...as(user) });
const list = (query = '', user: TestUser | null = admin) =>
  app.inject<DiscountCode[]>({ url: `/api/admin/discount-codes${query}`, ...as(user) });
const stats = (id: string, user: TestUser | null = admin) =>
  app.inject<Answer<DiscountStats>>({ url: `/api/admin/discount-codes/${id}/affiliate-stats`, ...as(user) });

const codeRow = async (code: string) =>
  normalizeRow('discount_codes', await app.knex('discount_codes').where({ code }).first());
const auditsOf = async (id: string) =>
  normalizeRows('audit_log', await app.knex('audit_log').where({ entity: 'discount_code', entity_id: id }));

let tagCounter = 0;
/** A code nobody has used yet in this database. */
function freshCode(prefix = 'T'): string {
  tagCounter += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${tagCounter}`;
}

async function insertCode(overrides: Partial<DiscountCodeRow>): Promise<DiscountCodeRow> {
  const at = new Date();
  const row = {
    id: newId(),
    code: freshCode('ROW'),
    discount_bp: 1000,
    kickback_bp: 0,
    given_to: 'Promotion',
    owner_user_id: null,
    allowed_service_names: null,
    expires_at: null,
    is_active: true,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  await app.knex('discount_codes').insert(row);
  return normalizeRow('discount_codes', await app.knex('discount_codes').where({ id: row.id }).first())!;
}

describe('POST /api/admin/discount-codes', () => {
  it('creates an active code, upper-cased, percents kept in basis points, with its audit row', async () => {
    const typed = freshCode('spring-').toLowerCase();
    const res = await create({
      code: typed,
      discount: 12.5,
      givenTo: '  Spring campaign ',
      expiresAt: '2027-01-31T21:00:00Z',
    });
    expect(res.statusCode, res.payload).toBe(201);
    expect(res.json.discountCode).toEqual({
      id: expect.any(String),
      code: typed.toUpperCase(),
      discount: 12.5,
      affiliateKickback: 0,
      givenTo: 'Spring campaign',
      expiresAt: '2027-01-31T21:00:00.000Z',
      isActive: true,
      ownerId: null,
      allowedServiceNames: null,
      _count: { orders: 0 },
      createdAt: expect.any(String),
    });
    const row = (await codeRow(typed.toUpperCase()))!;
    expect(row).toMatchObject({
      discount_bp: 1250,
      kickback_bp: 0,
      given_to: 'Spring campaign',
      is_active: true,
    });
    const [audit] = await auditsOf(row.id);
    expect(audit).toMatchObject({
      actor_user_id: admin.user.id,
      action: 'discount_code.created',
      data: {
        before: null,
        after: { code: typed.toUpperCase(), discount: 12.5, givenTo: 'Spring campaign' },
      },
    });
  });

  it('keeps a kickback and the services a code is limited to, lower-cased once each', async () => {
    const code = freshCode('KB');
    const res = await create({
      code,
      discount: 5,
      affiliateKickback: 7.25,
      givenTo: 'Partner',
      allowedServiceNames: [' Small ', 'SMALL', 'Starter'],
    });
    expect(res.statusCode, res.payload).toBe(201);
    expect(res.json.discountCode).toMatchObject({
      affiliateKickback: 7.25,
      allowedServiceNames: ['small', 'starter'],
    });
    expect((await codeRow(code))!.kickback_bp).toBe(725);
  });

  it('refuses a code that exists, in any case, with 409', async () => {
    const code = freshCode('DUP');
    expect((await create({ code, discount: 10, givenTo: 'First' })).statusCode).toBe(201);
    const again = await create({ code: code.toLowerCase(), discount: 20, givenTo: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(SERVER_MESSAGES.discountCodeExists);
    expect((await codeRow(code))!.given_to).toBe('First');
  });

  it('makes exactly one code of 20 creates of the same code at once', async () => {
    const code = freshCode('RACE');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create({ code, discount: 10, givenTo: `Admin ${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await app.knex('discount_codes').where({ code })).toHaveLength(1);
    const row = (await codeRow(code))!;
    expect(await auditsOf(row.id)).toHaveLength(1);
  });

  it('refuses what the contract or the rules do not allow, creating nothing', async () => {
    const code = freshCode('BAD');
    const bad: [object, string | RegExp][] = [
      [{ code: `${code} X`, discount: 10, givenTo: 'x' }, /"code"/],
      [{ code: 'X'.repeat(41), discount: 10, givenTo: 'x' }, /"code"/],
      [{ code, discount: 100.01, givenTo: 'x' }, /"discount"/],
      [{ code, discount: -1, givenTo: 'x' }, /"discount"/],
      [{ code, discount: 12.345, givenTo: 'x' }, /"discount"/],
      [{ code, discount: '10', givenTo: 'x' }, /"discount"/],
      [{ code, discount: 10, affiliateKickback: 101, givenTo: 'x' }, /"affiliateKickback"/],
      [{ code, discount: 10 }, /"givenTo"/],
      [{ code, discount: 10, givenTo: '' }, /"givenTo"/],
      [{ code, discount: 10, givenTo: '   ' }, SERVER_MESSAGES.givenToEmpty],
      [{ code, discount: 10, givenTo: 'x', expiresAt: 'tomorrow' }, /"expiresAt"/],
      [{ code, discount: 10, givenTo: 'x', isActive: false }, /"isActive"/],
    ];
    for (const [payload, message] of bad) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    expect(await codeRow(code)).toBeUndefined();
  });

  it('is for admins only', async () => {
    const code = freshCode('NOPE');
    const asCustomer = await create({ code, discount: 10, givenTo: 'x' }, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json.message).toBe(SERVER_MESSAGES.adminRequired);
    expect((await create({ code, discount: 10, givenTo: 'x' }, null)).statusCode).toBe(401);
    expect(await codeRow(code)).toBeUndefined();
  });
});

describe('PUT /api/admin/discount-codes/{id}', () => {
  it('edits the percents, Given To, expiry and services, auditing the fields sent before and after', async () => {
    const code = freshCode('EDIT');
    const { discountCode } = (await create({ code, discount: 10, givenTo: 'Before' })).json;
    const res = await update(discountCode.id, {
      discount: 15.5,
      affiliateKickback: 2,
      givenTo: ' After ',
      expiresAt: '2027-03-01T00:00:00.000Z',
      allowedServiceNames: ['Boost'],
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.discountCode).toMatchObject({
      id: discountCode.id,
      code,
      discount: 15.5,
      affiliateKickback: 2,
      givenTo: 'After',
      expiresAt: '2027-03-01T00:00:00.000Z',
      allowedServiceNames: ['boost'],
      isActive: true,
    });
    expect(await codeRow(code)).toMatchObject({ discount_bp: 1550, kickback_bp: 200 });
    const audit = (await auditsOf(discountCode.id)).find((a) => a.action === 'discount_code.updated');
    expect(audit).toMatchObject({
      actor_user_id: admin.user.id,
      data: {
        before: {
          discount: 10,
          affiliateKickback: 0,
          givenTo: 'Before',
          expiresAt: null,
          allowedServiceNames: null,
        },
        after: {
          discount: 15.5,
          affiliateKickback: 2,
          givenTo: 'After',
          expiresAt: '2027-03-01T00:00:00.000Z',
          allowedServiceNames: ['boost'],
        },
      },
    });
    expect(Object.keys((audit!.data as { before: object }).before)).not.toContain('isActive');

    const cleared = await update(discountCode.id, { expiresAt: null, allowedServiceNames: [] });
    expect(cleared.json.discountCode).toMatchObject({ expiresAt: null, allowedServiceNames: null });
  });

  it('toggles with isActive alone, and a deactivated code no longer applies at checkout', async () => {
    const code = freshCode('TOGGLE');
    const { discountCode } = (await create({ code, discount: 10, givenTo: 'Toggle' })).json;
    expect((await app.inject({ url: `/api/discount-codes/${code}` })).statusCode).toBe(200);
    const off = await update(discountCode.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json.discountCode).toMatchObject({ isActive: false, discount: 10, givenTo: 'Toggle' });
    expect((await app.inject({ url: `/api/discount-codes/${code}` })).statusCode).toBe(404);
    const on = await update(discountCode.id, { isActive: true });
    expect(on.json.discountCode.isActive).toBe(true);
    const toggles = (await auditsOf(discountCode.id)).filter((a) => a.action === 'discount_code.updated');
    expect(toggles.map((a) => a.data)).toEqual(
      expect.arrayContaining([
        { before: { isActive: true }, after: { isActive: false } },
        { before: { isActive: false }, after: { isActive: true } },
      ]),
    );
  });

  it('never changes the code, and refuses an empty edit or a blank Given To', async () => {
    const code = freshCode('KEEP');
    const { discountCode } = (await create({ code, discount: 10, givenTo: 'Keep' })).json;
    const renamed = await update(discountCode.id, { code: 'OTHER', discount: 20 });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json.message).toBe('"code" is not allowed');
    expect((await update(discountCode.id, {})).statusCode).toBe(400);
    const blank = await update(discountCode.id, { givenTo: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json.message).toBe(SERVER_MESSAGES.givenToEmpty);
    expect(await codeRow(code)).toMatchObject({ code, discount_bp: 1000, given_to: 'Keep' });
    expect(await codeRow('OTHER')).toBeUndefined();
  });

  it('answers 404 for an unknown code, and only to admins', async () => {
    const unknown = await update('00000000-0000-4000-8000-000000000000', { isActive: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.discountCodeNotFound);
    const code = freshCode('GUARD');
    const { discountCode } = (await create({ code, discount: 10, givenTo: 'Guard' })).json;
    expect((await update(discountCode.id, { isActive: false }, customer)).statusCode).toBe(403);
    expect((await update(discountCode.id, { isActive: false }, null)).statusCode).toBe(401);
    expect((await codeRow(code))!.is_active).toBe(true);
  });
});

describe('GET /api/admin/discount-codes and /{id}', () => {
  const tag = `LST${Date.now().toString(36).toUpperCase()}`;
  let codes: Record<string, DiscountCodeRow>;
  let buyer: UserRow;

  beforeAll(async () => {
    const at = Date.UTC(2026, 0, 10);
    buyer = await insertTestUser(app.knex);
    codes = {
      oldest: await insertCode({
        code: `${tag}A`,
        given_to: 'Meskel campaign',
        created_at: new Date(at - 2 * DAY),
      }),
      // The same moment: the higher id first.
      tieLow: await insertCode({
        id: '20000000-0000-4000-8000-000000000001',
        code: `${tag}B`,
        given_to: 'Selam',
        created_at: new Date(at - DAY),
      }),
      tieHigh: await insertCode({
        id: '20000000-0000-4000-8000-000000000002',
        code: `${tag}C`,
        given_to: `Partner ${tag.toLowerCase()}`,
        created_at: new Date(at - DAY),
      }),
      newest: await insertCode({ code: `${tag}D`, given_to: 'Timket', created_at: new Date(at) }),
    };
    // Usage: every order that used the code, paid or not.
    for (const paid of [true, false]) {
      await insertTestOrder(app.knex, buyer.id, {
        paid,
        discount_code_id: codes.tieLow!.id,
        discount_code: `${tag}B`,
      });
    }
  });

  const codesOf = (rows: DiscountCode[]) => rows.map((c) => c.code);

  it('lists the codes newest first, ties by id, with usage counts and the total', async () => {
    const res = await list(`?search=${tag}`);
    expect(res.statusCode, res.payload).toBe(200);
    expect(codesOf(res.json)).toEqual([`${tag}D`, `${tag}C`, `${tag}B`, `${tag}A`]);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json.map((c) => c._count.orders)).toEqual([0, 0, 2, 0]);
    const all = await list();
    const stored = await app.knex('discount_codes').count({ n: '*' }).first();
    expect(all.headers['x-total-count']).toBe(String(stored!.n));
    expect(all.json).toHaveLength(Number(stored!.n));
  });

  it('searches the code and Given To, in any case', async () => {
    expect(codesOf((await list(`?search=${tag.toLowerCase()}a`)).json)).toEqual([`${tag}A`]);
    const byGivenTo = await list('?search=MESKEL%20CAMP');
    expect(codesOf(byGivenTo.json)).toContain(`${tag}A`);
    expect(byGivenTo.json.every((c) => /meskel camp/i.test(c.givenTo) || /meskel camp/i.test(c.code))).toBe(
      true,
    );
    // Given To holds the tag in lower case: the search finds it by either field.
    expect(codesOf((await list(`?search=partner%20${tag}`)).json)).toEqual([`${tag}C`]);
    expect((await list('?search=%25%25')).headers['x-total-count']).toBe('0');
  });

  it('pages', async () => {
    const second = await list(`?search=${tag}&limit=3&page=2`);
    expect(codesOf(second.json)).toEqual([`${tag}A`]);
    expect(second.headers['x-total-count']).toBe('4');
  });

  it('reads one code with its usage, 404 for an unknown one', async () => {
    const one = await getOne(codes.tieLow!.id);
    expect(one.statusCode).toBe(200);
    expect(one.json).toMatchObject({
      code: `${tag}B`,
      discount: 10,
      givenTo: 'Selam',
      _count: { orders: 2 },
    });
    const unknown = await getOne('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.discountCodeNotFound);
  });

  it('is for admins only', async () => {
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
    expect((await getOne(codes.oldest!.id, customer)).statusCode).toBe(403);
    expect((await getOne(codes.oldest!.id, null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/discount-codes/{id}/affiliate-stats', () => {
  it("counts the code's orders, the revenue and kickback of the paid ones, and lists the newest", async () => {
    const owner = await insertTestUser(app.knex);
    const buyer = await insertTestUser(app.knex);
    const code = await insertCode({
      code: freshCode('AFF'),
      discount_bp: 500,
      kickback_bp: 1000,
      given_to: owner.username,
      owner_user_id: owner.id,
    });
    const other = await insertCode({ code: freshCode('OTHER') });
    const t = Date.UTC(2026, 0, 15);
    const order = (
      user: UserRow,
      days: number,
      fields: { paid: boolean; base: number; total: number; kickback: number },
    ) =>
      insertTestOrder(app.knex, user.id, {
        paid: fields.paid,
        discount_code_id: code.id,
        discount_code: code.code,
        base_price_santim: fields.base,
        total_santim: fields.total,
        kickback_santim: fields.kickback,
        created_at: new Date(t + days * DAY),
      });
    // 10% of 1,725.00 ETB; 10% of 40,000 ETB capped at 3,000 ETB; an unpaid order; the owner's own order.
    const o1 = await order(buyer, 1, { paid: true, base: 150_000, total: 172_500, kickback: 17_250 });
    const o2 = await order(buyer, 2, { paid: true, base: 3_478_261, total: 4_000_000, kickback: 300_000 });
    const o3 = await order(buyer, 3, { paid: false, base: 86_957, total: 100_000, kickback: 10_000 });
    const o4 = await order(owner, 4, { paid: true, base: 43_478, total: 50_000, kickback: 0 });
    await insertTestOrder(app.knex, buyer.id, {
      paid: true,
      discount_code_id: other.id,
      total_santim: 999_900,
    });

    const res = await stats(code.id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.discountCode).toEqual({
      code: code.code,
      discount: 5,
      affiliateKickback: 10,
      givenTo: owner.username,
    });
    // Revenue: 1,725 + 40,000 + 500 (paid only); kickback: 172.50 + 3,000 + 0.
    expect(res.json.stats).toEqual({
      totalOrders: 4,
      totalRevenue: 42_225,
      totalKickback: 3_172.5,
      currency: 'ETB',
    });
    expect(res.json.recentOrders).toEqual([
      {
        id: o4.id,
        basePrice: 434.78,
        totalPrice: 500,
        kickback: 0,
        currency: 'ETB',
        createdAt: o4.created_at.toISOString(),
      },
      {
        id: o3.id,
        basePrice: 869.57,
        totalPrice: 1000,
        kickback: 0,
        currency: 'ETB',
        createdAt: o3.created_at.toISOString(),
      },
      {
        id: o2.id,
        basePrice: 34_782.61,
        totalPrice: 40_000,
        kickback: 3000,
        currency: 'ETB',
        createdAt: o2.created_at.toISOString(),
      },
      {
        id: o1.id,
        basePrice: 1500,
        totalPrice: 1725,
        kickback: 172.5,
        currency: 'ETB',
        createdAt: o1.created_at.toISOString(),
      },
    ]);
  });

  it("adds a customer's order placed with the code once it is paid, with the kickback fixed at checkout", async () => {
    const owner = await insertTestUser(app.knex);
    const code = await insertCode({
      code: freshCode('LIVE'),
      discount_bp: 500,
      kickback_bp: 1000,
      owner_user_id: owner.id,
    });
    const placed = await app.inject<Order>({
      method: 'POST',
      url: '/api/orders/kvm',
      payload: kvmBody(plan('Package Small'), { duration: 30 }, { discountCode: code.code.toLowerCase() }),
      headers: customer.headers,
    });
    expect(placed.statusCode, placed.payload).toBe(201);
    const before = (await stats(code.id)).json;
    expect(before.stats).toMatchObject({ totalOrders: 1, totalRevenue: 0, totalKickback: 0 });
    expect(before.recentOrders[0]).toMatchObject({ id: placed.json.id, kickback: 0 });

    // The percent changes after checkout: the order keeps the kickback it was placed with.
    expect((await update(code.id, { affiliateKickback: 50 })).statusCode).toBe(200);
    expect((await markPaid(app, admin, placed.json.id)).statusCode).toBe(200);
    const kickback = Math.round(etbToSantim(placed.json.totalPrice) / 10) / 100;
    const after = (await stats(code.id)).json;
    expect(after.stats).toEqual({
      totalOrders: 1,
      totalRevenue: placed.json.totalPrice,
      totalKickback: kickback,
      currency: 'ETB',
    });
    expect(after.recentOrders[0]!.kickback).toBe(kickback);
  });

  it('lists at most the 10 newest orders and says so for a code without orders', async () => {
    const code = await insertCode({ code: freshCode('MANY') });
    const empty = (await stats(code.id)).json;
    expect(empty.stats).toEqual({ totalOrders: 0, totalRevenue: 0, totalKickback: 0, currency: 'ETB' });
    expect(empty.recentOrders).toEqual([]);
    const buyer = await insertTestUser(app.knex);
    for (let i = 0; i < 11; i += 1) {
      await insertTestOrder(app.knex, buyer.id, {
        discount_code_id: code.id,
        created_at: new Date(Date.UTC(2026, 0, 1) + i * DAY),
      });
    }
    const res = (await stats(code.id)).json;
    expect(res.stats.totalOrders).toBe(11);
    expect(res.recentOrders).toHaveLength(10);
    expect(res.recentOrders[0]!.createdAt).toBe(new Date(Date.UTC(2026, 0, 11)).toISOString());
  });

  it('answers 404 for an unknown code, and only to admins', async () => {
    const unknown = await stats('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.discountCodeNotFound);
    const code = await insertCode({ code: freshCode('PRIV') });
    expect((await stats(code.id, customer)).statusCode).toBe(403);
    expect((await stats(code.id, null)).statusCode).toBe(401);
  });
});
