import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import type { FakeChapa, WebhookSignature } from '../../test/fakes/chapa/fake-api.ts';
import { buyKvm, markPaid } from '../../test/helpers/fulfilment.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';
import type { Order } from '../services/orders/index.ts';
import { reverifyDueAttempts } from '../services/chapa/jobs.ts';
import { paidOrderFulfilment } from '../services/fulfilment/auto-provision.ts';
import { CHECK_FOR_MS } from '../services/chapa/schedule.ts';

const APP_URL = 'https://shop.example.et';

let chapa: FakeChapa;
let app: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  chapa = await startFakeChapa();
  app = await buildTestApp({ env: { ...chapa.env(), APP_URL, HOST: '127.0.0.1', PORT: '0' } });
  await app.server.start();
  chapa.webhookUrl = `http://127.0.0.1:${app.server.info.port}/api/payments/chapa/webhook`;
  [alice, bob, admin] = await Promise.all([
    app.signUp({ phone: '+251911223344' }),
    app.signUp(),
    app.signUpAdmin(),
  ]);
});
afterAll(async () => {
  await app?.close();
  await chapa?.close();
});

const checkout = (user: TestUser | null, orderId: string) =>
  app.inject<{ checkoutUrl: string; txRef: string } & ErrorBody>({
    method: 'POST',
    url: `/api/orders/${orderId}/chapa-checkout`,
    headers: user?.headers,
  });

const webhook = (body: string, signature: WebhookSignature = 'valid') =>
  app.inject<{ received: boolean } & ErrorBody>({
    method: 'POST',
    url: '/api/payments/chapa/webhook',
    headers: chapa.webhookHeaders(body, signature),
    payload: body,
  });

const orderRow = (id: string) =>
  app.knex('orders').where({ id }).first() as Promise<{ paid: number | boolean }>;
const paymentsOf = (orderId: string) =>
  app.knex('payments').where({ order_id: orderId }) as Promise<
    {
      method: string;
      status: string;
      reference: string;
      amount_santim: number | string;
      confirmed_by: string | null;
    }[]
  >;
const attemptOf = (txRef: string) =>
  app.knex('chapa_attempts').where({ tx_ref: txRef }).first() as Promise<{
    status: string;
    reference: string | null;
    mismatch: string | Record<string, unknown> | null;
  }>;
const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v);

async function started(user: TestUser = alice): Promise<{ order: Order; txRef: string }> {
  const order = await buyKvm(app, user);
  const res = await checkout(user, order.id);
  expect(res.statusCode, res.payload).toBe(201);
  return { order, txRef: res.json.txRef };
}

describe('GET /api/payment-accounts', () => {
  it('says online payment is offered when Chapa is configured', async () => {
    const res = await app.inject<{ chapa: boolean }>('/api/payment-accounts');
    expect(res.json.chapa).toBe(true);
  });
});

describe('POST /api/orders/{id}/chapa-checkout', () => {
  it("initializes a Chapa transaction for the server's total in ETB with a new tx_ref each call", async () => {
    const order = await buyKvm(app, alice);
    const first = await checkout(alice, order.id);
    const second = await checkout(alice, order.id);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.json.txRef).not.toBe(second.json.txRef);
    expect(first.json.checkoutUrl).toBe(`${chapa.url}/checkout/${first.json.txRef}`);

    const row = (await app.knex('orders').where({ id: order.id }).first()) as {
      total_santim: number | string;
    };
    const tx = chapa.transactions.get(first.json.txRef)!;
    expect(Number(tx.amount) * 100).toBe(Number(row.total_santim));
    expect(tx).toMatchObject({
      currency: 'ETB',
      email: alice.email,
      phoneNumber: '0911223344',
      callbackUrl: `${APP_URL}/api/payments/chapa/callback`,
      returnUrl: `${APP_URL}/orders/${order.id}`,
    });
    const initialize = chapa.requests.filter((r) => r.path === '/v1/transaction/initialize');
    expect(initialize.every((r) => r.authorized && r.contentType === 'application/json')).toBe(true);
    expect(await attemptOf(first.json.txRef)).toMatchObject({ status: 'PENDING', reference: null });
  });

  it("answers 404 for another customer's order and 401 without a token", async () => {
    const order = await buyKvm(app, alice);
    expect((await checkout(bob, order.id)).statusCode).toBe(404);
    expect((await checkout(null, order.id)).statusCode).toBe(401);
    expect(await app.knex('chapa_attempts').where({ order_id: order.id })).toHaveLength(0);
  });

  it('answers 409 for a paid or a cancelled order', async () => {
    const paid = await buyKvm(app, alice);
    expect((await markPaid(app, admin, paid.id)).statusCode).toBe(200);
    expect((await checkout(alice, paid.id)).json).toMatchObject({
      statusCode: 409,
      message: SERVER_MESSAGES.orderAlreadyPaid,
    });
    const cancelled = await buyKvm(app, alice);
    await app.knex('orders').where({ id: cancelled.id }).update({ status: 'CANCELLED' });
    expect((await checkout(alice, cancelled.id)).json).toMatchObject({
      statusCode: 409,
      message: SERVER_MESSAGES.orderNotPayable,
    });
  });

  it('answers 502 and keeps nothing pending when Chapa refuses', async () => {
    const order = await buyKvm(app, alice);
    chapa.failNextRequest(/initialize/, 401, "Invalid API Key or User doesn't exist");
    const res = await checkout(alice, order.id);
    expect(res.statusCode).toBe(502);
    const attempts = (await app.knex('chapa_attempts').where({ order_id: order.id })) as { status: string }[];
    expect(attempts.map((a) => a.status)).toEqual(['FAILED']);
  });
});

describe('POST /api/payments/chapa/webhook', () => {
  it('makes the order paid once, with one CHAPA payment carrying Chapa’s reference, after verifying', async () => {
    const { order, txRef } = await started();
    const tx = chapa.pay(txRef);
    const body = chapa.webhookBody(txRef);
    const res = await webhook(body);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual({ received: true });
    expect(Boolean((await orderRow(order.id)).paid)).toBe(true);
    const payments = await paymentsOf(order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: 'CHAPA',
      status: 'SUCCESS',
      reference: tx.reference,
      confirmed_by: null,
    });
    expect(chapa.requests.some((r) => r.path === `/v1/transaction/verify/${txRef}` && r.authorized)).toBe(
      true,
    );

    // Replayed, duplicated, late: nothing more.
    expect((await webhook(body)).statusCode).toBe(200);
    expect((await chapa.sendWebhook(txRef)).status).toBe(200);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it.each<[string, WebhookSignature]>([
    ['forged', 'forged'],
    ['missing', 'missing'],
    ['signed only with the legacy Chapa-Signature header', 'legacy-only'],
  ])('answers 401 and changes nothing when the signature is %s', async (_name, signature) => {
    const { order, txRef } = await started();
    chapa.pay(txRef);
    const verifiesBefore = chapa.requests.length;
    const res = await webhook(chapa.webhookBody(txRef), signature);
    expect(res.json).toMatchObject({ statusCode: 401, message: SERVER_MESSAGES.chapaSignatureInvalid });
    expect(Boolean((await orderRow(order.id)).paid)).toBe(false);
    expect(await paymentsOf(order.id)).toHaveLength(0);
    expect(chapa.requests.length).toBe(verifiesBefore);
  });

  it('checks the signature over the raw bytes: the same event re-serialised does not pass', async () => {
    const { order, txRef } = await started();
    chapa.pay(txRef);
    const body = chapa.webhookBody(txRef);
    const headers = chapa.webhookHeaders(body);
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/chapa/webhook',
      headers,
      payload: reserialised,
    });
    expect(res.statusCode).toBe(401);
    expect(Boolean((await orderRow(order.id)).paid)).toBe(false);
  });

  it('answers 401 for a signed body whose signature belongs to another body (a replay with a changed tx_ref)', async () => {
    const { txRef } = await started();
    const { order: other, txRef: otherRef } = await started();
    chapa.pay(txRef);
    chapa.pay(otherRef);
    const signedFor = chapa.webhookBody(txRef);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/chapa/webhook',
      headers: chapa.webhookHeaders(signedFor),
      payload: signedFor.replace(txRef, otherRef),
    });
    expect(res.statusCode).toBe(401);
    expect(Boolean((await orderRow(other.id)).paid)).toBe(false);
  });

  it.each([
    ['an amount below the total', { amount: '1.00' }, ['amount']],
    ['an amount above the total', { amount: '999999.00' }, ['amount']],
    ['another currency', { currency: 'USD' }, ['currency']],
  ])('never pays %s, and records the mismatch on the attempt', async (_name, outcome, reasons) => {
    const { order, txRef } = await started();
    chapa.pay(txRef, outcome);
    expect((await chapa.sendWebhook(txRef)).status).toBe(200);
    expect(Boolean((await orderRow(order.id)).paid)).toBe(false);
    expect(await paymentsOf(order.id)).toHaveLength(0);
    const attempt = await attemptOf(txRef);
    expect(attempt.status).toBe('MISMATCH');
    expect(json(attempt.mismatch)).toMatchObject({ reasons });
    const audit = await app.knex('audit_log').where({ action: 'chapa.mismatch', entity_id: order.id });
    expect(audit).toHaveLength(1);
  });

  it('does not pay a transaction Chapa says failed or is still pending, whatever the webhook claims', async () => {
    const { order, txRef } = await started();
    // A signed webhook claiming success for a transaction verify says is pending.
    const claim = JSON.stringify({
      event: 'charge.success',
      tx_ref: txRef,
      status: 'success',
      amount: '1.00',
    });
    expect((await webhook(claim)).statusCode).toBe(200);
    expect(Boolean((await orderRow(order.id)).paid)).toBe(false);
    expect((await attemptOf(txRef)).status).toBe('PENDING');
    chapa.pay(txRef, { status: 'failed' });
    expect((await chapa.sendWebhook(txRef)).status).toBe(200);
    expect(Boolean((await orderRow(order.id)).paid)).toBe(false);
    expect((await attemptOf(txRef)).status).toBe('FAILED');
  });

  it('acknowledges a signed webhook for an unknown tx_ref and changes nothing', async () => {
    const body = JSON.stringify({ event: 'charge.success', tx_ref: 'AC-unknown-0000', status: 'success' });
    const res = await webhook(body);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a signed body that is not an event with 400', async () => {
    expect((await webhook('not json')).statusCode).toBe(400);
    expect((await webhook(JSON.stringify({ event: 'charge.success' }))).statusCode).toBe(400);
  });
});

describe('GET /api/payments/chapa/callback', () => {
  it('verifies with Chapa and pays; the query itself is not believed', async () => {
    const { order, txRef } = await started();
    const lie = await app.inject({
      url: `/api/payments/chapa/callback?trx_ref=${txRef}&ref_id=FAKE&status=success`,
    });
    expect(lie.statusCode).toBe(200);
    expect(Boolean((await orderRow(order.id)).paid)).toBe(false);
    const tx = chapa.pay(txRef);
    await app.inject({ url: `/api/payments/chapa/callback?trx_ref=${txRef}&ref_id=x&status=success` });
    expect((await paymentsOf(order.id)).map((p) => p.reference)).toEqual([tx.reference]);
  });
});

describe('a webhook, the callback, the return page and an admin confirming one order at once', () => {
  it('give exactly one SUCCESS payment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { order, txRef } = await started();
      chapa.pay(txRef);
      const body = chapa.webhookBody(txRef);
      const [hook, again, callback, returned, admin409] = await Promise.all([
        webhook(body),
        webhook(body),
        app.inject({ url: `/api/payments/chapa/callback?trx_ref=${txRef}` }),
        app.inject({ url: `/api/orders/${order.id}`, headers: alice.headers }),
        markPaid(app, admin, order.id),
      ]);
      expect([hook.statusCode, again.statusCode, callback.statusCode, returned.statusCode]).toEqual([
        200, 200, 200, 200,
      ]);
      expect([200, 409]).toContain(admin409.statusCode);
      const payments = await paymentsOf(order.id);
      expect(payments.filter((p) => p.status === 'SUCCESS')).toHaveLength(1);
      expect(Boolean((await orderRow(order.id)).paid)).toBe(true);
      const attempt = await attemptOf(txRef);
      // Chapa won (the admin got 409) or the admin did (the online payment is shown as a mismatch).
      if (admin409.statusCode === 409) expect(attempt.status).toBe('SUCCESS');
      else expect(json(attempt.mismatch)).toMatchObject({ reasons: ['order-already-paid'] });
    }
  });
});

describe('GET /api/orders/{id} (the return page)', () => {
  it('verifies a pending online payment with Chapa and answers the order paid', async () => {
    const { order, txRef } = await started();
    const before = await app.inject<Order>({ url: `/api/orders/${order.id}`, headers: alice.headers });
    expect(before.json.paid).toBe(false);
    const tx = chapa.pay(txRef);
    const after = await app.inject<Order>({ url: `/api/orders/${order.id}`, headers: alice.headers });
    expect(after.statusCode).toBe(200);
    expect(after.json.paid).toBe(true);
    expect((await paymentsOf(order.id)).map((p) => [p.method, p.reference])).toEqual([
      ['CHAPA', tx.reference],
    ]);
  });

  it('answers the order as it is when Chapa does not answer', async () => {
    const { order, txRef } = await started();
    chapa.pay(txRef);
    chapa.failNextRequest(/verify/, 503, 'Service unavailable');
    const res = await app.inject<Order>({ url: `/api/orders/${order.id}`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json.paid).toBe(false);
  });

  it("does not verify another customer's attempts (404, nothing asked of Chapa)", async () => {
    const { order, txRef } = await started();
    chapa.pay(txRef);
    const asked = chapa.requests.length;
    expect((await app.inject({ url: `/api/orders/${order.id}`, headers: bob.headers })).statusCode).toBe(404);
    expect(chapa.requests.length).toBe(asked);
    expect(Boolean((await orderRow(order.id)).paid)).toBe(false);
  });
});

describe('GET /api/orders/{id} after an online payment that did not go through', () => {
  type Status = Order & {
    onlinePayment: { outcome: string; at: string } | null;
    progress: { stage: string };
  };
  const read = (user: TestUser, id: string) =>
    app.inject<Status>({ url: `/api/orders/${id}`, headers: user.headers });
  // A customer of their own: the others' unpaid orders stay under the shop's limit.
  let carol: TestUser;
  beforeAll(async () => {
    carol = await app.signUp();
  });

  it('names a payment the customer cancelled on Chapa’s page, and forgets it once a new one starts', async () => {
    const { order, txRef } = await started(carol);
    expect((await read(carol, order.id)).json.onlinePayment).toBeNull();
    chapa.pay(txRef, { status: 'cancelled' });
    const back = await read(carol, order.id);
    expect(back.statusCode).toBe(200);
    expect(back.json.progress.stage).toBe('PAYMENT_DUE');
    expect(back.json.onlinePayment).toEqual({ outcome: 'CANCELLED', at: expect.any(String) });
    expect(json((await attemptOf(txRef)).mismatch)).toEqual({ status: 'cancelled' });
    // Paying again: the new checkout is the newest, still open.
    expect((await checkout(carol, order.id)).statusCode).toBe(201);
    expect((await read(carol, order.id)).json.onlinePayment).toBeNull();
  });

  it('names a payment Chapa says failed (by its webhook too), and none once the order is paid', async () => {
    const { order, txRef } = await started(carol);
    chapa.pay(txRef, { status: 'failed' });
    expect((await chapa.sendWebhook(txRef)).status).toBe(200);
    expect((await read(carol, order.id)).json.onlinePayment).toMatchObject({ outcome: 'FAILED' });
    const again = await checkout(carol, order.id);
    chapa.pay(again.json.txRef);
    const paid = await read(carol, order.id);
    expect(paid.json.paid).toBe(true);
    expect(paid.json.onlinePayment).toBeNull();
  });

  it('says nothing of a checkout Chapa refused to open (the customer saw that error), nor to another customer', async () => {
    const order = await buyKvm(app, carol);
    chapa.failNextRequest(/initialize/, 401, "Invalid API Key or User doesn't exist");
    expect((await checkout(carol, order.id)).statusCode).toBe(502);
    expect((await read(carol, order.id)).json.onlinePayment).toBeNull();
    const { order: other, txRef } = await started(carol);
    chapa.pay(txRef, { status: 'cancelled' });
    expect((await read(bob, other.id)).statusCode).toBe(404);
  });

  it('says nothing once a transfer is reported after it', async () => {
    const { order, txRef } = await started(carol);
    chapa.pay(txRef, { status: 'failed' });
    expect((await read(carol, order.id)).json.onlinePayment).not.toBeNull();
    const report = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/record-payment`,
      headers: carol.headers,
      payload: { paymentMethod: 'CBE', paymentReference: 'FT26RETRY001', paidBy: 'Alice Abebe' },
    });
    expect(report.statusCode, report.payload).toBeLessThan(300);
    expect((await read(carol, order.id)).json.onlinePayment).toBeNull();
  });
});

describe('the re-verification job', () => {
  const at = (ms: number) => new Date(Date.now() + ms);

  it('pays what Chapa verifies once due, keeps checking the pending with backoff, and stops after 24 hours', async () => {
    const paid = await started();
    const pending = await started();
    chapa.pay(paid.txRef);
    // Not due yet: the first check comes a minute after the checkout.
    expect(
      await reverifyDueAttempts(app.knex, app.config.chapa!, paidOrderFulfilment(app.server.app), at(0)),
    ).toEqual({});
    const outcomes = await reverifyDueAttempts(
      app.knex,
      app.config.chapa!,
      paidOrderFulfilment(app.server.app),
      at(2 * 60_000),
    );
    expect(outcomes[paid.txRef]).toBe('paid');
    expect(outcomes[pending.txRef]).toBe('pending');
    expect(Boolean((await orderRow(paid.order.id)).paid)).toBe(true);
    expect(await paymentsOf(paid.order.id)).toHaveLength(1);

    const row = (await app.knex('chapa_attempts').where({ tx_ref: pending.txRef }).first()) as {
      checks: number;
      next_check_at: Date | number;
    };
    expect(row.checks).toBe(1);
    expect(new Date(row.next_check_at).getTime()).toBeGreaterThan(Date.now());
    // Settled attempts are not asked again.
    const again = await reverifyDueAttempts(
      app.knex,
      app.config.chapa!,
      paidOrderFulfilment(app.server.app),
      at(CHECK_FOR_MS),
    );
    expect(again[paid.txRef]).toBeUndefined();
    expect(again[pending.txRef]).toBe('pending');
    const last = (await app.knex('chapa_attempts').where({ tx_ref: pending.txRef }).first()) as {
      next_check_at: unknown;
    };
    // The 24 hours are over when the job runs now (its clock is the real one): no further check.
    expect(last.next_check_at === null || new Date(last.next_check_at as Date).getTime() > Date.now()).toBe(
      true,
    );
  });

  it('moves an attempt on when Chapa does not answer, and pays it once Chapa is back', async () => {
    const { order, txRef } = await started();
    chapa.pay(txRef);
    chapa.failNextRequest(/verify/, 503, 'Service unavailable');
    const down = await reverifyDueAttempts(
      app.knex,
      app.config.chapa!,
      paidOrderFulfilment(app.server.app),
      at(2 * 60_000),
    );
    expect(down[txRef]).toBe('unreachable');
    expect(Boolean((await orderRow(order.id)).paid)).toBe(false);
    const back = await reverifyDueAttempts(
      app.knex,
      app.config.chapa!,
      paidOrderFulfilment(app.server.app),
      at(60 * 60_000),
    );
    expect(back[txRef]).toBe('paid');
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });
});
