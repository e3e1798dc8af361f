import { insertTestOrder, insertTestService } from '@shop/db/testing';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { AffiliateCodeStats, AffiliateDashboard } from '../services/affiliate/figures.ts';
import type { Order } from '../services/orders/index.ts';
import { markPaid } from '../../test/helpers/fulfilment.ts';
import { kvmBody, plan } from '../../test/helpers/orders.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';

/**
 * The affiliate's figures follow the terms: only paid orders count; each sale's kickback is the
 * one fixed when it was placed (capped at 3,000 ETB, zero on the ineligible plans); it is payable
 * 30 days after the payment and pending before. Prices: plan per 30 days, less the code's 5%,
 * plus 15% VAT (less 10% for 300+ days before the coupon).
 */

const DAY = 86_400_000;
const CODE = 'SALES-TEAM';

let app: TestApp;
let admin: TestUser;
let owner: TestUser;
let buyer: TestUser;
let codeId: string;
/** The orders by what they show, with their ids. */
const sales: Record<'small' | 'mega' | 'proNew' | 'proCapped' | 'unpaid' | 'noCode', Order> = {} as never;

const get = <T>(user: TestUser, url: string) => app.inject<T & ErrorBody>({ url, headers: user.headers });

async function buy(planName: string, days: number, discountCode?: string): Promise<Order> {
  const res = await app.inject<Order>({
    method: 'POST',
    url: '/api/orders/kvm',
    payload: kvmBody(plan(planName), { duration: days }, discountCode ? { discountCode } : {}),
    headers: buyer.headers,
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json;
}

/** Marks the order paid through the console, then dates its placement and payment. */
async function paidOn(order: Order, createdDaysAgo: number, paidDaysAgo: number) {
  expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
  await app
    .knex('orders')
    .where({ id: order.id })
    .update({
      created_at: new Date(Date.now() - createdDaysAgo * DAY),
      paid_at: new Date(Date.now() - paidDaysAgo * DAY),
    });
}

async function kickbackOf(orderId: string): Promise<number> {
  const row = await app.knex('orders').where({ id: orderId }).first('kickback_santim');
  return Number(row.kickback_santim);
}

beforeAll(async () => {
  // The figures' tests give paid orders their services themselves (insertTestService).
  app = await buildTestApp({ env: { AUTO_PROVISION: 'false' } });
  admin = await app.signUpAdmin();
  owner = await app.signUp();
  buyer = await app.signUp();
  const registered = await app.inject<{ code: { id: string } }>({
    method: 'POST',
    url: '/api/affiliate/register-code',
    payload: { code: CODE.toLowerCase() },
    headers: owner.headers,
  });
  expect(registered.statusCode).toBe(201);
  codeId = registered.json.code.id;

  sales.small = await buy('Package Small', 30, CODE);
  sales.mega = await buy('Package Mega', 30, CODE);
  sales.proNew = await buy('KVM Server Pro', 30, CODE);
  sales.unpaid = await buy('Package Small', 30, CODE);
  sales.noCode = await buy('Package Small', 30);
  // The admin raises the code's kickback to 50%: the next big sale reaches the cap.
  const raised = await app.inject({
    method: 'PUT',
    url: `/api/admin/discount-codes/${codeId}`,
    payload: { affiliateKickback: 50 },
    headers: admin.headers,
  });
  expect(raised.statusCode, raised.payload).toBe(200);
  sales.proCapped = await buy('KVM Server Pro', 360, CODE);

  await paidOn(sales.small, 45, 40); // held 40 days: payable
  await paidOn(sales.mega, 44, 31); // payable, but earned nothing
  await paidOn(sales.proNew, 2, 1); // pending
  await paidOn(sales.proCapped, 12, 10); // pending
  await paidOn(sales.noCode, 3, 3); // not bought with the code
  await insertTestService(app.knex, { id: sales.small.id, user_id: buyer.user.id }, { status: 'ACTIVE' });
  await insertTestService(app.knex, { id: sales.mega.id, user_id: buyer.user.id }, { status: 'EXPIRED' });
  await insertTestService(app.knex, { id: sales.noCode.id, user_id: buyer.user.id }, { status: 'ACTIVE' });
});
afterAll(() => app?.close());

describe('the kickback fixed on each order when placed', () => {
  it('is the percent of the total on an eligible plan', async () => {
    // Package Small: 1500 less 5% = 1425; + 15% VAT = 1638.75 ETB. 10% = 163.875 -> 163.88 ETB.
    expect(sales.small.totalPrice).toBe(1638.75);
    expect(await kickbackOf(sales.small.id)).toBe(16388);
    // KVM Server Pro, the last eligible plan of its line: 6600 less 5% = 6270; + VAT = 7210.50 ETB.
    expect(sales.proNew.totalPrice).toBe(7210.5);
    expect(await kickbackOf(sales.proNew.id)).toBe(72105);
  });

  it('is zero on an ineligible plan (Package Mega and up)', async () => {
    // 7800 less 5% = 7410; + VAT = 8521.50 ETB, no kickback.
    expect(sales.mega.totalPrice).toBe(8521.5);
    expect(await kickbackOf(sales.mega.id)).toBe(0);
  });

  it('is capped at exactly 3,000 ETB on a big sale with a high percent', async () => {
    // 6600 x 12 = 79200 less 10% = 71280, less 5% = 67716; + VAT = 77873.40 ETB. 50% = 38936.70 -> 3000.
    expect(sales.proCapped.totalPrice).toBe(77873.4);
    expect(await kickbackOf(sales.proCapped.id)).toBe(300000);
  });
});

describe('GET /affiliate/dashboard', () => {
  it('counts only the paid orders bought with the code, split into payable and pending kickback', async () => {
    const res = await get<AffiliateDashboard>(owner, '/api/affiliate/dashboard');
    expect(res.statusCode).toBe(200);
    // Revenue 1638.75 + 8521.50 + 7210.50 + 77873.40 = 95244.15 ETB (the unpaid order does not count).
    // Kickback 163.88 + 0 + 721.05 + 3000 = 3884.93 ETB: 163.88 payable (paid 40 and 31 days ago),
    // 3721.05 pending (paid 1 and 10 days ago).
    expect(res.json).toEqual({
      totalOrders: 4,
      activeServices: 1,
      totalRevenue: 95244.15,
      totalKickback: 3884.93,
      payableKickback: 163.88,
      pendingKickback: 3721.05,
      codes: [
        {
          code: CODE,
          isActive: true,
          totalOrders: 4,
          activeServices: 1,
          revenue: 95244.15,
          kickback: 3884.93,
        },
      ],
    });
  });

  it('moves a sale from pending to payable once 30 days have passed since its payment', async () => {
    await app
      .knex('orders')
      .where({ id: sales.proNew.id })
      .update({ paid_at: new Date(Date.now() - 30 * DAY - 1000) });
    try {
      const res = await get<AffiliateDashboard>(owner, '/api/affiliate/dashboard');
      expect([res.json.payableKickback, res.json.pendingKickback]).toEqual([884.93, 3000]);
    } finally {
      await app
        .knex('orders')
        .where({ id: sales.proNew.id })
        .update({ paid_at: new Date(Date.now() - 1 * DAY) });
    }
  });

  it('shows zeros and no code to a customer without one', async () => {
    const res = await get<AffiliateDashboard>(buyer, '/api/affiliate/dashboard');
    expect(res.json).toEqual({
      totalOrders: 0,
      activeServices: 0,
      totalRevenue: 0,
      totalKickback: 0,
      payableKickback: 0,
      pendingKickback: 0,
      codes: [],
    });
  });
});

describe('GET /affiliate/stats/{code}', () => {
  it("gives the code's figures and its qualified sales, newest first, with the buyer and the kickback", async () => {
    const res = await get<AffiliateCodeStats>(owner, `/api/affiliate/stats/${CODE.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({
      code: CODE,
      totalOrders: 4,
      activeServices: 1,
      expiredServices: 1,
      totalRevenue: 95244.15,
      totalKickback: 3884.93,
      payableKickback: 163.88,
      pendingKickback: 3721.05,
    });
    const paidAt = async (id: string) =>
      new Date((await app.knex('orders').where({ id }).first('paid_at')).paid_at);
    expect(
      res.json.recentOrders.map((o) => [o.id, o.serviceName, o.customer, o.totalPrice, o.kickback]),
    ).toEqual([
      [sales.proNew.id, 'KVM Server Pro', buyer.username, 7210.5, 721.05],
      [sales.proCapped.id, 'KVM Server Pro', buyer.username, 77873.4, 3000],
      [sales.mega.id, 'Package Mega', buyer.username, 8521.5, 0],
      [sales.small.id, 'Package Small', buyer.username, 1638.75, 163.88],
    ]);
    const small = res.json.recentOrders[3]!;
    expect(small.status).toBe('PENDING');
    expect(Date.parse(small.payableFrom)).toBe((await paidAt(sales.small.id)).getTime() + 30 * DAY);
  });

  it('lists the 10 newest qualified sales', async () => {
    const busy = await app.signUp();
    const code = await app.inject<{ code: { id: string; code: string } }>({
      method: 'POST',
      url: '/api/affiliate/register-code',
      payload: { code: 'BUSY-SELLER' },
      headers: busy.headers,
    });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const order = await insertTestOrder(app.knex, buyer.user.id, {
        discount_code_id: code.json.code.id,
        paid: true,
        paid_at: new Date(Date.now() - i * DAY),
        created_at: new Date(Date.now() - i * DAY),
        kickback_santim: 100,
      });
      ids.push(order.id);
    }
    const res = await get<AffiliateCodeStats>(busy, '/api/affiliate/stats/BUSY-SELLER');
    expect(res.json.totalOrders).toBe(12);
    expect(res.json.totalKickback).toBe(12);
    expect(res.json.recentOrders.map((o) => o.id)).toEqual(ids.slice(0, 10));
  });

  it("answers 404 for another customer's code and an unknown one", async () => {
    for (const path of [CODE, 'NO-SUCH-CODE']) {
      const res = await get<AffiliateCodeStats>(buyer, `/api/affiliate/stats/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json.message).toBe(SERVER_MESSAGES.affiliateCodeNotFound);
    }
  });
});
