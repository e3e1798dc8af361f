/**
 * The guards on creating orders (issue 22, item 8), through the API on the test database (SQLite,
 * or MySQL with TEST_DATABASE_URL, where the concurrent requests below really race).
 */
import { randomUUID } from 'node:crypto';
import { normalizeRow } from '@shop/db';
import { MAX_UNPAID_ORDERS, renewalUnpaidMessage, SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { markPaid, newReference, provisionedService, serviceAction } from '../../test/helpers/fulfilment.ts';
import { game, gameBody, insertCoupon, kvmBody, plan } from '../../test/helpers/orders.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';
import type { Order } from '../services/orders/index.ts';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
});
afterAll(async () => {
  await app?.close();
});

const SMALL = plan('Package Small');
const MINECRAFT = game('minecraft');
/** The smallest configuration of Minecraft (slots or memory, whichever it is sold by). */
const MINECRAFT_SIZE =
  MINECRAFT.type === 'slots' ? { slots: MINECRAFT.minvalue } : { memory: MINECRAFT.minvalue };

type Answer = Order & ErrorBody & { orderId?: string };

const postKvm = (user: TestUser, payload: object = kvmBody(SMALL), key?: string) =>
  app.inject<Answer>({
    method: 'POST',
    url: '/api/orders/kvm',
    payload,
    headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const postGame = (user: TestUser, payload: object, key?: string) =>
  app.inject<Answer>({
    method: 'POST',
    url: '/api/orders/game',
    payload,
    headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

const ordersOf = async (user: TestUser) =>
  (await app.knex('orders').where({ user_id: user.user.id })).map((r) => normalizeRow('orders', r)!);
const unpaidOf = async (user: TestUser) =>
  (await ordersOf(user)).filter((o) => o.status === 'PENDING' && !o.paid).length;

describe(`at most ${MAX_UNPAID_ORDERS} unpaid orders per customer`, () => {
  it('refuses the 21st unpaid order with 422 and the message, in English and Amharic', async () => {
    const carol = await app.signUp();
    for (let i = 0; i < MAX_UNPAID_ORDERS; i += 1) expect((await postKvm(carol)).statusCode).toBe(201);
    const refused = await postKvm(carol);
    expect(refused.statusCode).toBe(422);
    expect(refused.json).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: SERVER_MESSAGES.unpaidOrdersCap,
    });
    const amharic = await app.inject<ErrorBody>({
      method: 'POST',
      url: '/api/orders/game',
      payload: gameBody(MINECRAFT, MINECRAFT_SIZE),
      headers: { ...carol.headers, 'accept-language': 'am' },
    });
    expect(amharic.statusCode).toBe(422);
    expect(amharic.json.message).not.toBe(SERVER_MESSAGES.unpaidOrdersCap);
    expect(amharic.json.message).toContain('20');
    expect(await unpaidOf(carol)).toBe(MAX_UNPAID_ORDERS);
  });

  it('counts only orders waiting for payment: a paid or cancelled one frees a place', async () => {
    const dan = await app.signUp();
    for (let i = 0; i < MAX_UNPAID_ORDERS; i += 1) expect((await postKvm(dan)).statusCode).toBe(201);
    expect((await postKvm(dan)).statusCode).toBe(422);
    const [first, second] = await ordersOf(dan);
    expect((await markPaid(app, admin, first!.id)).statusCode).toBe(200);
    expect((await postKvm(dan)).statusCode).toBe(201);
    await app.knex('orders').where({ id: second!.id }).update({ status: 'CANCELLED' });
    expect((await postKvm(dan)).statusCode).toBe(201);
    expect((await postKvm(dan)).statusCode).toBe(422);
    // Another customer is not held back by dan's orders.
    expect((await postKvm(await app.signUp())).statusCode).toBe(201);
  });

  it('never leaves more than 20 unpaid orders under 30 concurrent creations of one customer', async () => {
    const erin = await app.signUp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => postKvm(erin)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_UNPAID_ORDERS);
    expect(codes.filter((c) => c === 422)).toHaveLength(30 - MAX_UNPAID_ORDERS);
    expect(await unpaidOf(erin)).toBe(MAX_UNPAID_ORDERS);
  });
});

describe('one unpaid renewal order per service', () => {
  it('reuses the open renewal for the same days, replaces it for others, and answers 409 naming it once its payment is reported', async () => {
    const frank = await app.signUp();
    const kvm = await provisionedService(app, admin, frank);
    const first = await serviceAction(app, frank, kvm.id, 'extend', { days: 30 });
    expect(first.statusCode).toBe(201);
    const open = (first.json as unknown as { order: Order }).order;

    const again = await serviceAction(app, frank, kvm.id, 'extend', { days: 30 });
    expect(again.statusCode).toBe(201);
    expect((again.json as unknown as { order: Order }).order.id).toBe(open.id);

    const longer = await serviceAction(app, frank, kvm.id, 'extend', { days: 90 });
    expect(longer.statusCode).toBe(201);
    const replacing = (longer.json as unknown as { order: Order }).order;
    expect(replacing.id).not.toBe(open.id);
    expect((await app.knex('orders').where({ id: open.id }).first()).status).toBe('CANCELLED');

    const report = await app.inject({
      method: 'POST',
      url: `/api/orders/${replacing.id}/record-payment`,
      headers: frank.headers,
      payload: { paymentMethod: 'CBE', paymentReference: newReference(), paidBy: 'Frank' },
    });
    expect(report.statusCode, report.payload).toBe(201);
    const refused = await serviceAction(app, frank, kvm.id, 'extend', { days: 30 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: renewalUnpaidMessage(replacing.id),
      orderId: replacing.id,
    });
    const renewals = await app.knex('orders').where({ renewal_of_service_id: kvm.id, status: 'PENDING' });
    expect(renewals).toHaveLength(1);

    expect((await markPaid(app, admin, replacing.id)).statusCode).toBe(200);
    expect((await serviceAction(app, frank, kvm.id, 'extend', { days: 90 })).statusCode).toBe(201);
  });

  it('makes one renewal of 20 concurrent requests, which all answer it', async () => {
    const grace = await app.signUp();
    const kvm = await provisionedService(app, admin, grace);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => serviceAction(app, grace, kvm.id, 'extend', { days: 30 })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const ids = new Set(answers.map((a) => (a.json as unknown as { order: Order }).order.id));
    expect(ids.size).toBe(1);
    expect(await app.knex('orders').where({ renewal_of_service_id: kvm.id })).toHaveLength(1);
  });
});

describe('an order of 0 ETB (a 100% coupon)', () => {
  it('is confirmed at creation: paid, audited as free with its code, the customer told', async () => {
    const hana = await app.signUp();
    const coupon = await insertCoupon(app.knex, { discount_bp: 10_000, kickback_bp: 0 });
    const res = await postKvm(hana, kvmBody(SMALL, {}, { discountCode: coupon.code }));
    expect(res.statusCode, res.payload).toBe(201);
    // AUTO_PROVISION (the default): its service is created with it and is being set up.
    expect(res.json).toMatchObject({ paid: true, status: 'PROVISIONING', totalPrice: 0 });
    expect(res.json.serviceId).toEqual(expect.any(String));
    const row = normalizeRow('orders', await app.knex('orders').where({ id: res.json.id }).first())!;
    expect(row).toMatchObject({ paid: true, total_santim: 0, discount_code: coupon.code });
    expect(row.paid_at).toBeInstanceOf(Date);
    const audit = (
      await app.knex('audit_log').where({ entity_id: row.id, action: 'order.confirmed_free' })
    ).map((r) => normalizeRow('audit_log', r)!);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({ discountCode: coupon.code, totalSantim: 0 });
    const mails = await app.knex('email_outbox').where({ to_address: hana.user.email });
    expect(mails.length).toBeGreaterThan(0);
    // Nothing to report: the payment report is refused as for any paid order.
    const report = await app.inject<ErrorBody>({
      method: 'POST',
      url: `/api/orders/${row.id}/record-payment`,
      headers: hana.headers,
      payload: { paymentMethod: 'CBE', paymentReference: 'FT24237CLNMY', paidBy: 'Hana' },
    });
    expect(report.statusCode).toBe(409);
  });

  it('is provisioned like any paid order: its service is created with it, the job builds it', async () => {
    const ivan = await app.signUp();
    const coupon = await insertCoupon(app.knex, { discount_bp: 10_000, kickback_bp: 0 });
    const order = (await postKvm(ivan, kvmBody(SMALL, {}, { discountCode: coupon.code }))).json;
    expect(await app.knex('services').where({ order_id: order.id })).toHaveLength(1);
    const created = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/create-service`,
      headers: admin.headers,
    });
    expect(created.statusCode).toBe(409);
    await app.runJobs();
    const after = normalizeRow('orders', await app.knex('orders').where({ id: order.id }).first())!;
    expect(after.status).toBe('ACTIVE');
  });

  it('is given once per customer and code: the second answers 422, other customers still get theirs', async () => {
    const jon = await app.signUp();
    const coupon = await insertCoupon(app.knex, { discount_bp: 10_000, kickback_bp: 0 });
    const body = kvmBody(SMALL, {}, { discountCode: coupon.code });
    expect((await postKvm(jon, body)).statusCode).toBe(201);
    const again = await postGame(jon, gameBody(MINECRAFT, MINECRAFT_SIZE, { discountCode: coupon.code }));
    expect(again.statusCode).toBe(422);
    expect(again.json.message).toBe(SERVER_MESSAGES.freeOrderCouponUsed);
    expect((await postKvm(await app.signUp(), body)).statusCode).toBe(201);
    const concurrent = await app.signUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postKvm(concurrent, body)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(await ordersOf(concurrent)).toHaveLength(1);
  });

  it('does not count toward the unpaid orders', async () => {
    const kim = await app.signUp();
    for (let i = 0; i < MAX_UNPAID_ORDERS; i += 1) expect((await postKvm(kim)).statusCode).toBe(201);
    const coupon = await insertCoupon(app.knex, { discount_bp: 10_000, kickback_bp: 0 });
    expect((await postKvm(kim, kvmBody(SMALL, {}, { discountCode: coupon.code }))).statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first order (same status and body), never a second order', async () => {
    const lia = await app.signUp();
    const key = randomUUID();
    const first = await postKvm(lia, kvmBody(SMALL), key);
    const retry = await postKvm(lia, kvmBody(SMALL), key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(await ordersOf(lia)).toHaveLength(1);
    // The same request under another key is another order; the key of another customer is theirs.
    expect((await postKvm(lia, kvmBody(SMALL), randomUUID())).json.id).not.toBe(first.json.id);
    const other = await postKvm(await app.signUp(), kvmBody(SMALL), key);
    expect(other.statusCode).toBe(201);
    expect(other.json.id).not.toBe(first.json.id);
  });

  it('refuses the same key with another request (422), writing nothing', async () => {
    const max = await app.signUp();
    const key = randomUUID();
    expect((await postKvm(max, kvmBody(SMALL), key)).statusCode).toBe(201);
    const changed = await postKvm(max, kvmBody(SMALL, { duration: 90 }), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json.message).toBe(SERVER_MESSAGES.idempotencyKeyReused);
    const game = await postGame(max, gameBody(MINECRAFT, MINECRAFT_SIZE), key);
    expect(game.statusCode).toBe(422);
    expect(await ordersOf(max)).toHaveLength(1);
  });

  it.each([[''], [' '], ['x'.repeat(101)], ['clé']])('refuses the malformed key %j with 400', async (key) => {
    const res = await postKvm(await app.signUp(), kvmBody(SMALL), key);
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(SERVER_MESSAGES.idempotencyKeyInvalid);
  });

  it('makes exactly one order of 50 concurrent creations with one key, all answering it', async () => {
    const nia = await app.signUp();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => postKvm(nia, kvmBody(SMALL), key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await ordersOf(nia)).toHaveLength(1);
  });

  it('lets a key be used again after 24 hours', async () => {
    const omar = await app.signUp();
    const key = randomUUID();
    const first = (await postKvm(omar, kvmBody(SMALL), key)).json;
    await app
      .knex('orders')
      .where({ id: first.id })
      .update({ created_at: new Date(Date.now() - 25 * 3_600_000) });
    const later = await postKvm(omar, kvmBody(SMALL), key);
    expect(later.statusCode).toBe(201);
    expect(later.json.id).not.toBe(first.id);
  });
});
