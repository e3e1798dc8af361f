import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStats, shopMonth } from '../services/admin/stats.ts';
import type { DashboardStats } from '../services/admin/stats.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { adminGet, newTag, order, payment, service, user } from '../../test/helpers/admin-orders.ts';

// A database of its own: the figures count every row, so the fixture below is all there is.
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

const stats = () => adminGet<DashboardStats>(app, admin, 'admin/stats');

describe('GET /api/admin/stats', () => {
  it('answers zeros but for the two accounts on an empty shop', async () => {
    const res = await stats();
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual({
      users: { total: 2 },
      orders: { total: 0, paid: 0, pending: 0 },
      services: { total: 0, active: 0, expired: 0 },
      revenue: { total: 0 },
      renewals: { month: shopMonth(new Date()).month, count: 0, amount: 0 },
    });
  });

  it('counts the hand-made shop: users, orders by payment, services by status, SUCCESS revenue', async () => {
    const tag = newTag();
    const a = await user(app, tag, 'a');
    const b = await user(app, tag, 'b');
    const activeOrder = await order(app, a, { paid: true, status: 'ACTIVE', total_santim: 100_000 });
    const expiredOrder = await order(app, a, { paid: true, status: 'EXPIRED', total_santim: 250_050 });
    const stoppedOrder = await order(app, b, { paid: true, status: 'ACTIVE', total_santim: 30_025 });
    const reported = await order(app, b, { total_santim: 99_900 });
    await order(app, b);
    await order(app, a, { status: 'CANCELLED' });
    await payment(app, activeOrder, { status: 'SUCCESS' });
    await payment(app, expiredOrder, { status: 'FAILED', method: 'CBE' });
    await payment(app, expiredOrder, { status: 'SUCCESS' });
    await payment(app, stoppedOrder, { status: 'SUCCESS' });
    await payment(app, reported, { status: 'PENDING' });
    await service(app, activeOrder);
    await service(app, expiredOrder, { status: 'EXPIRED' });
    await service(app, stoppedOrder, { status: 'INACTIVE' });

    const res = await stats();
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual({
      users: { total: 4 },
      // 6 orders: 3 paid; pending are the 2 unpaid PENDING ones (the cancelled one is neither)
      orders: { total: 6, paid: 3, pending: 2 },
      services: { total: 3, active: 1, expired: 1 },
      // 1000.00 + 2500.50 + 300.25 (the FAILED and PENDING payments are not revenue)
      revenue: { total: 3800.75 },
      renewals: expect.objectContaining({ month: shopMonth(new Date()).month }),
    });
  });

  it("counts the month's expected renewals: services ending in it (Addis Ababa), not terminated, and their open renewals", async () => {
    const tag = newTag();
    const a = await user(app, tag, 'a');
    const at = new Date('2031-05-15T12:00:00Z');
    const first = await order(app, a, { paid: true, status: 'ACTIVE' });
    const second = await order(app, a, { paid: true, status: 'ACTIVE' });
    const gone = await order(app, a, { paid: true, status: 'EXPIRED' });
    const later = await order(app, a, { paid: true, status: 'ACTIVE' });
    // 1 May 00:30 in Addis Ababa is 30 April 21:30 UTC: in May.
    const s1 = await service(app, first, { end_date: new Date('2031-04-30T21:30:00Z') });
    await service(app, second, { end_date: new Date('2031-05-31T20:00:00Z') });
    await service(app, gone, {
      status: 'EXPIRED',
      end_date: new Date('2031-05-10T00:00:00Z'),
      terminated_at: at,
    });
    await service(app, later, { end_date: new Date('2031-05-31T21:00:00Z') });
    await order(app, a, { renewal_of_service_id: s1.id, total_santim: 123_450 });

    expect((await dashboardStats(app.knex, at)).renewals).toEqual({
      month: '2031-05',
      count: 2,
      amount: 1234.5,
    });
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    const asCustomer = await app.inject<{ message: string }>({
      url: '/api/admin/stats',
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json.message).toBe(SERVER_MESSAGES.adminRequired);
    expect((await app.inject({ url: '/api/admin/stats' })).statusCode).toBe(401);
  });
});
