import { insertTestOrder, insertTestPayment } from '@shop/db/testing';
import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { Order } from '../services/orders/index.ts';
import type { RecordPaymentResponse } from '../services/payments/report.ts';
import { newReference } from '../../test/helpers/fulfilment.ts';
import { kvmBody, plan } from '../../test/helpers/orders.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function newOrder(user: TestUser, days = 30): Promise<Order> {
  const res = await app.inject<Order>({
    method: 'POST',
    url: '/api/orders/kvm',
    payload: kvmBody(plan('Package Small'), { duration: days }),
    headers: user.headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json;
}

const report = (user: TestUser | null, orderId: string, payload: Record<string, unknown> = {}) =>
  app.inject<RecordPaymentResponse & ErrorBody>({
    method: 'POST',
    url: `/api/orders/${orderId}/record-payment`,
    payload: {
      paymentMethod: 'TELEBIRR',
      paymentReference: newReference('TELEBIRR'),
      paidBy: 'Abebe Kebede',
      ...payload,
    },
    headers: user?.headers,
  });

const paymentsOf = (orderId: string) => app.knex('payments').where({ order_id: orderId });

const CONFLICT = (message: string) => ({ statusCode: 409, error: 'Conflict', message });

describe('POST /api/orders/{id}/record-payment', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    alice = await app.signUp();
    bob = await app.signUp();
  });

  it('stores a PENDING payment of the order total for its duration and leaves the order unpaid', async () => {
    const order = await newOrder(alice, 60);
    const res = await report(alice, order.id, {
      paymentMethod: 'CBE',
      paymentReference: ' ft24123abcde\t',
      paidBy: '  Abebe Kebede ',
      accountSuffix: '4821',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({
      message: 'Payment recorded and awaiting confirmation.',
      payment: {
        id: expect.any(String),
        amount: order.totalPrice,
        currency: 'ETB',
        paymentMethod: 'CBE',
        paymentReference: 'FT24123ABCDE',
        paidBy: 'Abebe Kebede',
        accountSuffix: '4821',
        status: 'PENDING',
        rejection: null,
        periodOf: 60,
        createdAt: expect.any(String),
        order: { id: order.id, serviceName: 'Package Small' },
      },
    });
    const rows = await paymentsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: alice.user.id,
      amount_santim: Math.round(order.totalPrice * 100),
      status: 'PENDING',
      pending_order_id: order.id,
      period_days: 60,
      confirmed_by: null,
    });
    const stored = await app.knex('orders').where({ id: order.id }).first();
    expect(Boolean(stored.paid)).toBe(false);
    expect(stored.status).toBe('PENDING');
    expect(
      await app.knex('audit_log').where({ action: 'payment.reported', entity_id: rows[0].id }),
    ).toHaveLength(1);

    const list = await app.inject<Order[]>({ method: 'GET', url: '/api/orders', headers: alice.headers });
    expect(list.json.find((o) => o.id === order.id)).toMatchObject({ paid: false, paymentReported: true });
  });

  it('keeps no account digits for a telebirr payment', async () => {
    const order = await newOrder(alice);
    const res = await report(alice, order.id, { paymentMethod: 'TELEBIRR', accountSuffix: '1234' });
    expect(res.statusCode).toBe(201);
    expect(res.json.payment.accountSuffix).toBeNull();
    expect((await paymentsOf(order.id))[0].account_suffix).toBeNull();
  });

  it("answers 404 for another customer's order, writes nothing, and the order stays out of their list", async () => {
    const order = await newOrder(alice);
    const res = await report(bob, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ statusCode: 404, error: 'Not Found', message: 'Order not found' });
    expect(await paymentsOf(order.id)).toHaveLength(0);
    const list = await app.inject<Order[]>({ method: 'GET', url: '/api/orders', headers: bob.headers });
    expect(list.json.map((o) => o.id)).not.toContain(order.id);
  });

  it('answers the same 404 for an unknown order', async () => {
    const res = await report(alice, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe('Order not found');
  });

  it('answers 401 without a token, writing nothing', async () => {
    const order = await newOrder(alice);
    const res = await report(null, order.id);
    expect(res.statusCode).toBe(401);
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('answers 409 for a paid order', async () => {
    const order = await insertTestOrder(app.knex, alice.user.id, { paid: true, paid_at: new Date() });
    const res = await report(alice, order.id);
    expect(res.json).toEqual(CONFLICT('This order has already been paid.'));
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it.each(['CANCELLED', 'EXPIRED', 'PROVISIONING', 'FAILED'] as const)(
    'answers 409 for an unpaid %s order',
    async (status) => {
      const order = await insertTestOrder(app.knex, alice.user.id, { status });
      const res = await report(alice, order.id);
      expect(res.json).toEqual(CONFLICT('This order can no longer be paid.'));
      expect(await paymentsOf(order.id)).toHaveLength(0);
    },
  );

  it('answers 409 to a second report while one awaits confirmation', async () => {
    const order = await newOrder(alice);
    expect((await report(alice, order.id)).statusCode).toBe(201);
    const again = await report(alice, order.id);
    expect(again.json).toEqual(CONFLICT('A payment for this order is already awaiting confirmation.'));
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('refuses a transaction number already used, in any case, and whatever the method', async () => {
    const first = await newOrder(alice);
    const second = await newOrder(bob);
    const reference = newReference('CBE');
    expect(
      (await report(alice, first.id, { paymentMethod: 'CBE', paymentReference: reference })).statusCode,
    ).toBe(201);

    const reused = await report(bob, second.id, {
      paymentMethod: 'CBE',
      paymentReference: reference.toLowerCase(),
    });
    expect(reused.json).toEqual(CONFLICT('This transaction number has already been used for a payment.'));
    expect(await paymentsOf(second.id)).toHaveLength(0);

    // The formats of the two methods never overlap, so a number stored under the other method can
    // only be an old row or an admin's: the schema's key refuses it all the same.
    const telebirr = newReference('TELEBIRR');
    const third = await insertTestOrder(app.knex, bob.user.id);
    await insertTestPayment(app.knex, third, { method: 'CBE', reference: telebirr, status: 'FAILED' });
    const otherMethod = await report(bob, second.id, {
      paymentMethod: 'TELEBIRR',
      paymentReference: telebirr,
    });
    expect(otherMethod.json).toEqual(
      CONFLICT('This transaction number has already been used for a payment.'),
    );
    expect(await paymentsOf(second.id)).toHaveLength(0);
  });

  it.each([
    ["a Cyrillic Te (the probe's FТ68...)", (r: string) => `F\u0422${r.slice(2)}`],
    ['a Cyrillic Ghe with stroke', (r: string) => `\u0492${r.slice(1)}`],
    ['an Arabic-Indic digit', (r: string) => `${r.slice(0, 2)}\u0666${r.slice(3)}`],
    ['a trailing dot', (r: string) => `${r}.`],
    ['a space inside', (r: string) => `${r.slice(0, 5)} ${r.slice(5)}`],
    ['a zero-width space', (r: string) => `${r.slice(0, 3)}\u200B${r.slice(3)}`],
    [
      'full-width characters',
      (r: string) => r.replace(/[0-9A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    ],
  ])(
    'refuses a look-alike of a used transaction number (%s) with 400 in English and Amharic, writing nothing',
    async (_name, disguise) => {
      const first = await newOrder(alice);
      const second = await newOrder(bob);
      const reference = newReference('CBE');
      expect(
        (await report(alice, first.id, { paymentMethod: 'CBE', paymentReference: reference })).statusCode,
      ).toBe(201);

      const lookAlike = { paymentMethod: 'CBE', paymentReference: disguise(reference) };
      const english = await report(bob, second.id, lookAlike);
      expect(english.statusCode).toBe(400);
      expect(english.json.message).toBe(SERVER_MESSAGES.paymentReferenceCharacters);
      const amharic = await app.inject<ErrorBody>({
        method: 'POST',
        url: `/api/orders/${second.id}/record-payment`,
        payload: { ...lookAlike, paidBy: 'Abebe' },
        headers: { ...bob.headers, 'accept-language': 'am' },
      });
      expect(amharic.statusCode).toBe(400);
      expect(amharic.json.message).toBe(SERVER_MESSAGES_AM.paymentReferenceCharacters);
      expect(await paymentsOf(second.id)).toHaveLength(0);
    },
  );

  it("checks each method's format and names an example", async () => {
    const order = await newOrder(alice);
    const cbe = await report(alice, order.id, { paymentMethod: 'CBE', paymentReference: 'FT2423' });
    expect(cbe.statusCode).toBe(400);
    expect(cbe.json.message).toBe(SERVER_MESSAGES.paymentReferenceCbeFormat);
    expect(cbe.json.message).toContain('FT24237CLNMY');
    const telebirr = await report(alice, order.id, {
      paymentMethod: 'TELEBIRR',
      paymentReference: 'FT24237CLNMY',
    });
    expect(telebirr.statusCode).toBe(400);
    expect(telebirr.json.message).toBe(SERVER_MESSAGES.paymentReferenceTelebirrFormat);
    expect(telebirr.json.message).toContain('CHQ0FJ403O');
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('refuses a transaction number of spaces only, writing nothing', async () => {
    const order = await newOrder(alice);
    const res = await report(alice, order.id, { paymentReference: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('"paymentReference" is not allowed to be empty');
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('refuses a payer name with a lone surrogate (400, not a database error on MySQL)', async () => {
    const order = await newOrder(alice);
    const res = await app.inject<ErrorBody>({
      method: 'POST',
      url: `/api/orders/${order.id}/record-payment`,
      payload: `{"paymentMethod":"TELEBIRR","paymentReference":"${newReference('TELEBIRR')}","paidBy":"Abebe \\ud83d"}`,
      headers: { ...alice.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('"paidBy" contains characters that are not allowed');
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('refuses a blank payer name', async () => {
    const order = await newOrder(alice);
    const res = await report(alice, order.id, { paidBy: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toMatch(/paidBy/);
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('refuses account digits that are not exactly 4 digits', async () => {
    const order = await newOrder(alice);
    const res = await report(alice, order.id, { paymentMethod: 'CBE', accountSuffix: '12a' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Last 4 digits must be exactly 4 digits');
  });
});

describe('concurrent reports', () => {
  let dawit: TestUser;
  beforeAll(async () => {
    dawit = await app.signUp();
  });

  it('twenty reports on one order leave exactly one PENDING payment and nineteen 409s', async () => {
    const order = await newOrder(dawit);
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(dawit, order.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json.message).toBe('A payment for this order is already awaiting confirmation.');
    }
    const rows = await paymentsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('PENDING');
  });

  it('one transaction number reported on five orders at once is accepted once', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => newOrder(dawit)));
    const reference = newReference('CBE');
    const answers = await Promise.all(
      orders.map((o) => report(dawit, o.id, { paymentMethod: 'CBE', paymentReference: reference })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json.message).toBe('This transaction number has already been used for a payment.');
    }
    expect(await app.knex('payments').where({ method: 'CBE', reference })).toHaveLength(1);
  });
});
