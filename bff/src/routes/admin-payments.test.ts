import type { PaymentRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../services/admin/payments.ts';
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
  user,
} from '../../test/helpers/admin-orders.ts';

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

const listPayments = (query: Record<string, string | number>) =>
  adminGet<Payment[]>(app, admin, 'admin/payments', query);

/** Payments of two customers; every payer's name carries the tag, so a search for it finds them all. */
async function paymentsWorld() {
  const tag = newTag();
  const hana = await user(app, tag, 'hana');
  const kebede = await user(app, tag, 'kebede');
  const hanaOrder = await order(app, hana, { service_name: 'Package Small', paid: true });
  const hanaPending = await order(app, hana, { service_name: 'Valheim', type: 'GAME' });
  const kebedeOrder = await order(app, kebede, { service_name: 'Package XL', paid: true });
  const ref = (name: string) => `${name}${tag}`.toUpperCase();
  const p1 = await payment(app, hanaOrder, {
    status: 'FAILED',
    method: 'CBE',
    reference: ref('FT1'),
    paid_by: `Hana G ${tag}`,
    created_at: at(1),
  });
  const p2 = await payment(app, hanaOrder, {
    status: 'SUCCESS',
    method: 'TELEBIRR',
    reference: ref('TB2'),
    paid_by: `Hana G ${tag}`,
    created_at: at(2),
  });
  const p3 = await payment(app, hanaPending, {
    status: 'PENDING',
    method: 'TELEBIRR',
    reference: ref('TB3'),
    paid_by: `Hana Girma ${tag}`,
    created_at: at(3),
  });
  // p4 and p5 in the same millisecond: the larger id first.
  const p4 = await payment(app, kebedeOrder, {
    status: 'SUCCESS',
    method: 'CBE',
    reference: ref('FT4'),
    paid_by: `Kebede A ${tag}`,
    created_at: at(4),
  });
  const p5 = await payment(app, kebedeOrder, {
    status: 'FAILED',
    method: 'CBE',
    reference: ref('FT5'),
    paid_by: `Kebede A ${tag}`,
    created_at: at(4),
  });
  return {
    tag,
    hana,
    kebede,
    hanaOrder,
    hanaPending,
    kebedeOrder,
    all: [p1, p2, p3, p4, p5],
    p1,
    p2,
    p3,
    p4,
    p5,
  };
}

describe('GET /api/admin/payments', () => {
  let w: Awaited<ReturnType<typeof paymentsWorld>>;
  beforeAll(async () => {
    w = await paymentsWorld();
  });

  it('lists newest first (ties by id) with the total in X-Total-Count', async () => {
    const res = await listPayments({ search: w.tag });
    expect(res.statusCode, res.payload).toBe(200);
    expect(idsOf(res.json)).toEqual(newestFirst(w.all));
    expect(res.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['status', { status: 'FAILED' }, (p: PaymentRow) => p.status === 'FAILED'],
    ['method', { method: 'TELEBIRR' }, (p: PaymentRow) => p.method === 'TELEBIRR'],
    [
      'status and method',
      { status: 'SUCCESS', method: 'CBE' },
      (p: PaymentRow) => p.status === 'SUCCESS' && p.method === 'CBE',
    ],
  ] as const)('filters by %s', async (_name, filters, keep) => {
    const res = await listPayments({ ...filters, search: w.tag });
    const expected = newestFirst(w.all.filter(keep));
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(res.json)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it('searches the reference, the payer, the start of the payment or order id, and the customer', async () => {
    const found = async (search: string) => idsOf((await listPayments({ search })).json);
    expect(await found(`tb2${w.tag}`)).toEqual([w.p2.id]);
    expect(await found(`hana girma ${w.tag}`)).toEqual([w.p3.id]);
    expect(await found(w.p4.id.slice(0, 8).toUpperCase())).toEqual([w.p4.id]);
    expect(await found(w.hanaPending.id.slice(0, 8))).toEqual([w.p3.id]);
    expect(await found(w.kebede.username)).toEqual(newestFirst([w.p4, w.p5]));
    expect(await found(w.hana.email.toUpperCase())).toEqual(newestFirst([w.p1, w.p2, w.p3]));
    // an id is searched from its start only
    expect(await found(w.p4.id.slice(9, 18))).not.toContain(w.p4.id);
  });

  it('pages through the matches', async () => {
    const res = await listPayments({ search: w.tag, page: 3, limit: 2 });
    expect(idsOf(res.json)).toEqual(newestFirst(w.all).slice(4));
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('gives each payment its order and customer', async () => {
    const [shown] = (await listPayments({ search: `tb2${w.tag}` })).json;
    expect(shown).toEqual({
      id: w.p2.id,
      amount: w.hanaOrder.total_santim / 100,
      currency: 'ETB',
      paymentMethod: 'TELEBIRR',
      paymentReference: w.p2.reference,
      paidBy: w.p2.paid_by,
      accountSuffix: null,
      status: 'SUCCESS',
      rejection: null,
      periodOf: 30,
      createdAt: at(2).toISOString(),
      order: {
        id: w.hanaOrder.id,
        serviceName: 'Package Small',
        user: { id: w.hana.id, username: w.hana.username, email: w.hana.email, phone: w.hana.phone },
      },
      verification: null,
    });
  });

  it('answers 400 to an unknown status or method and a search over 100 characters', async () => {
    expect((await listPayments({ status: 'DONE' })).statusCode).toBe(400);
    expect((await listPayments({ method: 'PAYPAL' })).statusCode).toBe(400);
    expect((await listPayments({ search: 'p'.repeat(101) })).statusCode).toBe(400);
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    const asCustomer = await app.inject<{ message: string }>({
      url: '/api/admin/payments',
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json.message).toBe(SERVER_MESSAGES.adminRequired);
    expect((await app.inject({ url: '/api/admin/payments' })).statusCode).toBe(401);
  });
});
