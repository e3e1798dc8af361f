import { normalizeRow, normalizeRows } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { buyGame, buyKvm, createService, markPaid, newReference } from '../../test/helpers/fulfilment.ts';

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
beforeAll(async () => {
  // The admin's manual path: with AUTO_PROVISION off a paid order waits for Create Service
  // (auto-provision.test.ts covers the automatic one).
  app = await buildTestApp({ env: { AUTO_PROVISION: 'false' } });
  admin = await app.signUpAdmin();
  alice = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const successPayments = async (orderId: string) =>
  normalizeRows('payments', await app.knex('payments').where({ order_id: orderId, status: 'SUCCESS' }));
const orderRow = async (id: string) =>
  normalizeRow('orders', await app.knex('orders').where({ id }).first())!;

describe('POST /api/admin/orders/{id}/mark-paid', () => {
  it('makes the order paid with one SUCCESS payment of its total for its days, and audits it', async () => {
    const order = await buyKvm(app, alice, 60);
    const reference = newReference('TELEBIRR');
    const res = await markPaid(app, admin, order.id, {
      paymentMethod: 'TELEBIRR',
      paymentReference: reference,
      paidBy: 'Almaz',
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.message).toBe(SERVER_MESSAGES.orderMarkedPaid);
    expect(res.json.order).toMatchObject({ id: order.id, paid: true, status: 'PENDING' });
    const payments = await successPayments(order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount_santim: (await orderRow(order.id)).total_santim,
      period_days: 60,
      method: 'TELEBIRR',
      reference,
      paid_by: 'Almaz',
      confirmed_by: admin.user.id,
    });
    const audit = await app.knex('audit_log').where({ action: 'order.marked_paid', entity_id: order.id });
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBe(admin.user.id);
    // The customer is told, through the outbox written in the same transaction.
    const outbox = await app
      .knex('email_outbox')
      .where({ to_address: alice.email })
      .orderBy('created_at', 'desc');
    expect(outbox[0].subject).toContain(order.id.slice(0, 8).toUpperCase());
    expect(outbox[0].subject).toMatch(/confirmed/i);
  });

  it("turns the customer's pending report into the SUCCESS payment; the admin's details win", async () => {
    const order = await buyKvm(app, alice);
    const reported = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/record-payment`,
      payload: {
        paymentMethod: 'CBE',
        paymentReference: newReference(),
        paidBy: 'Alice',
        accountSuffix: '1234',
      },
      headers: alice.headers,
    });
    expect(reported.statusCode).toBe(201);
    const reference = newReference('TELEBIRR');
    const res = await markPaid(app, admin, order.id, {
      paymentMethod: 'TELEBIRR',
      paymentReference: reference,
      paidBy: 'Alice K.',
    });
    expect(res.statusCode).toBe(200);
    const all = normalizeRows('payments', await app.knex('payments').where({ order_id: order.id }));
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      status: 'SUCCESS',
      method: 'TELEBIRR',
      reference,
      paid_by: 'Alice K.',
      account_suffix: null,
      pending_order_id: null,
      success_order_id: order.id,
    });
  });

  it('answers 409 on a repeat and never records a second payment, even under 20 concurrent calls', async () => {
    const order = await buyKvm(app, alice);
    const answers = await Promise.all(Array.from({ length: 20 }, () => markPaid(app, admin, order.id)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json).toMatchObject({ message: SERVER_MESSAGES.orderAlreadyPaidAdmin });
    expect(await successPayments(order.id)).toHaveLength(1);
    const again = await markPaid(app, admin, order.id);
    expect(again.statusCode).toBe(409);
    expect(await successPayments(order.id)).toHaveLength(1);
  });

  it('refuses a transaction number already used, and leaves the order unpaid', async () => {
    const first = await buyKvm(app, alice);
    const second = await buyKvm(app, alice);
    const reference = newReference();
    expect((await markPaid(app, admin, first.id, { paymentReference: reference })).statusCode).toBe(200);
    const res = await markPaid(app, admin, second.id, { paymentReference: ` ${reference.toLowerCase()} ` });
    expect(res.statusCode).toBe(409);
    expect(res.json).toMatchObject({ message: SERVER_MESSAGES.paymentReferenceUsed });
    expect((await orderRow(second.id)).paid).toBe(false);
  });

  it("refuses a pasted look-alike of a confirmed number (the probe's double confirmation), and leaves the order unpaid", async () => {
    const first = await buyKvm(app, alice);
    const second = await buyKvm(app, alice);
    const reference = newReference();
    expect((await markPaid(app, admin, first.id, { paymentReference: reference })).statusCode).toBe(200);
    for (const lookAlike of [
      `F\u0422${reference.slice(2)}`,
      `\u0492${reference.slice(1)}`,
      `${reference}.`,
    ]) {
      const res = await markPaid(app, admin, second.id, { paymentReference: lookAlike });
      expect(res.statusCode).toBe(400);
      expect(res.json).toMatchObject({ message: SERVER_MESSAGES.paymentReferenceCharacters });
    }
    const telebirr = await markPaid(app, admin, second.id, {
      paymentMethod: 'TELEBIRR',
      paymentReference: reference,
    });
    expect(telebirr.statusCode).toBe(400);
    expect(telebirr.json).toMatchObject({ message: SERVER_MESSAGES.paymentReferenceTelebirrFormat });
    expect((await orderRow(second.id)).paid).toBe(false);
    expect(await app.knex('payments').where({ order_id: second.id })).toHaveLength(0);
  });

  it('is for admins only, for existing orders, and refuses a cancelled order', async () => {
    const order = await buyKvm(app, alice);
    expect((await markPaid(app, alice, order.id)).statusCode).toBe(403);
    expect((await orderRow(order.id)).paid).toBe(false);
    const missing = await markPaid(app, admin, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    await app.knex('orders').where({ id: order.id }).update({ status: 'CANCELLED' });
    const cancelled = await markPaid(app, admin, order.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json).toMatchObject({ message: SERVER_MESSAGES.orderNotPayable });
  });
});

describe('POST /api/admin/orders/{id}/create-service', () => {
  it('creates the service, sets the order PROVISIONING, and the job makes it ACTIVE with a running machine', async () => {
    const order = await buyKvm(app, alice, 90);
    await markPaid(app, admin, order.id);
    const res = await createService(app, admin, order.id);
    expect(res.statusCode, res.payload).toBe(201);
    expect(res.json.message).toBe(SERVER_MESSAGES.serviceCreated);
    expect(res.json.service).toMatchObject({
      status: 'ACTIVE',
      order: { id: order.id, user: { id: alice.user.id } },
    });
    expect(res.json.service.daysLeft).toBeGreaterThanOrEqual(89);
    expect((await orderRow(order.id)).status).toBe('PROVISIONING');

    app.sentMail.length = 0;
    await app.runJobs();
    expect((await orderRow(order.id)).status).toBe('ACTIVE');
    const service = normalizeRow(
      'services',
      await app.knex('services').where({ order_id: order.id }).first(),
    )!;
    expect(service.current_status).toBe('running');

    // The owner hears how to connect, and never the password.
    const details = await app.inject<{ password: string; ipv4: { ip: string } }>({
      url: `/api/services/${service.id}/details`,
      headers: alice.headers,
    });
    const ready = app.sentMail.filter((m) => m.to === alice.email && /ready/i.test(m.subject));
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toContain(details.json.ipv4.ip);
    expect(ready[0]!.text).toContain(`/service-details/${service.id}`);
    expect(`${ready[0]!.text}${ready[0]!.html}`).not.toContain(details.json.password);
    expect(service.provider).toBe('simulated');
    expect(service.provider_ref).toMatch(/^sim-/);
    expect(service.connection_encrypted).toBeTruthy();
  });

  it('creates exactly one service under 20 concurrent calls', async () => {
    const order = await buyKvm(app, alice);
    await markPaid(app, admin, order.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => createService(app, admin, order.id)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await app.knex('services').where({ order_id: order.id })).toHaveLength(1);
    expect(
      await app
        .knex('jobs')
        .where({ name: 'provision-service' })
        .whereRaw('payload like ?', [`%${answers.find((a) => a.statusCode === 201)!.json.service.id}%`]),
    ).toHaveLength(1);
  });

  it('refuses an unpaid order, a renewal order and an order that has a service', async () => {
    const unpaid = await buyKvm(app, alice);
    const res = await createService(app, admin, unpaid.id);
    expect(res.statusCode).toBe(409);
    expect(res.json).toMatchObject({ message: SERVER_MESSAGES.orderNotPaidYet });
    expect(await app.knex('services').where({ order_id: unpaid.id })).toHaveLength(0);

    const order = await buyGame(app, alice);
    await markPaid(app, admin, order.id);
    const created = await createService(app, admin, order.id);
    expect(created.statusCode).toBe(201);
    const twice = await createService(app, admin, order.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json).toMatchObject({ message: SERVER_MESSAGES.orderHasServiceAlready });

    const renewal = await app.inject<{ order: { id: string } }>({
      method: 'POST',
      url: `/api/services/${created.json.service.id}/extend`,
      payload: { days: 30 },
      headers: alice.headers,
    });
    expect(renewal.statusCode, renewal.payload).toBe(201);
    await markPaid(app, admin, renewal.json.order.id);
    const fromRenewal = await createService(app, admin, renewal.json.order.id);
    expect(fromRenewal.statusCode).toBe(409);
    expect(fromRenewal.json).toMatchObject({ message: SERVER_MESSAGES.renewalCreatesNoService });
  });

  it('is for admins only', async () => {
    const order = await buyKvm(app, alice);
    await markPaid(app, admin, order.id);
    expect((await createService(app, alice, order.id)).statusCode).toBe(403);
    expect(await app.knex('services').where({ order_id: order.id })).toHaveLength(0);
  });
});
