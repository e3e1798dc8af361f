/**
 * The console's queue of reported payments (issue 27): the "Payment reported" filter, Reject with
 * a reason (kept, audited, mailed in the customer's language, the customer may report again),
 * Confirm of the report (one outcome against a reject at once), and no delete of a reported order.
 */
import { normalizeRow, normalizeRows } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../services/admin/order-views.ts';
import type { MyOrder } from '../services/orders/status.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { adminGet } from '../../test/helpers/admin-orders.ts';
import { buyKvm, markPaid, newReference } from '../../test/helpers/fulfilment.ts';

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
let amharic: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ env: { AUTO_PROVISION: 'false' } });
  admin = await app.signUpAdmin();
  alice = await app.signUp();
  amharic = await app.signUp();
  await app.knex('users').where({ id: amharic.user.id }).update({ locale: 'am' });
});
afterAll(async () => {
  await app?.close();
});

async function report(user: TestUser, orderId: string, body: Record<string, unknown> = {}) {
  const res = await app.inject<{ payment: { id: string } }>({
    method: 'POST',
    url: `/api/orders/${orderId}/record-payment`,
    payload: {
      paymentMethod: 'CBE',
      paymentReference: newReference(),
      paidBy: 'Alem Bekele',
      accountSuffix: '4321',
      ...body,
    },
    headers: user.headers,
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json.payment;
}

function reject(caller: TestUser, orderId: string, reason: unknown = 'No such transfer on our statement') {
  return app.inject<{ message: string; order: AdminOrder }>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/reject-payment`,
    payload: { reason },
    headers: caller.headers,
  });
}

const payments = async (orderId: string) =>
  normalizeRows('payments', await app.knex('payments').where({ order_id: orderId }).orderBy('created_at'));
const myOrder = (user: TestUser, id: string) =>
  app.inject<MyOrder>({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers });

describe('GET /api/admin/orders?paymentReported=true', () => {
  it('lists exactly the unpaid PENDING orders with an open report, and marks them paymentReported', async () => {
    const reported = await buyKvm(app, alice);
    await report(alice, reported.id);
    const plain = await buyKvm(app, alice);
    const rejected = await buyKvm(app, alice);
    await report(alice, rejected.id);
    expect((await reject(admin, rejected.id)).statusCode).toBe(200);

    const queue = await adminGet<AdminOrder[]>(app, admin, 'admin/orders', { paymentReported: true });
    const ids = queue.json.map((o) => o.id);
    expect(ids).toContain(reported.id);
    expect(ids).not.toContain(plain.id);
    expect(ids).not.toContain(rejected.id);
    expect(queue.json.every((o) => o.paymentReported && !o.paid && o.status === 'PENDING')).toBe(true);
    expect(Number(queue.headers['x-total-count'])).toBe(queue.json.length);

    const rest = await adminGet<AdminOrder[]>(app, admin, 'admin/orders', { paymentReported: false });
    const restIds = rest.json.map((o) => o.id);
    expect(restIds).toContain(plain.id);
    expect(restIds).toContain(rejected.id);
    expect(restIds).not.toContain(reported.id);
  });
});

describe('POST /api/admin/orders/{id}/reject-payment', () => {
  it('keeps the report as FAILED with the reason, audits it, mails the customer and lets them report again', async () => {
    const order = await buyKvm(app, alice);
    const first = await report(alice, order.id);
    const res = await reject(admin, order.id, '  The amount is 10 ETB short  ');
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.message).toBe(SERVER_MESSAGES.paymentRejected);
    expect(res.json.order).toMatchObject({
      id: order.id,
      paid: false,
      status: 'PENDING',
      paymentReported: false,
    });
    expect(res.json.order.paymentHistory[0]).toMatchObject({
      id: first.id,
      status: 'FAILED',
      rejection: { reason: 'The amount is 10 ETB short' },
    });

    const [row] = await payments(order.id);
    expect(row).toMatchObject({
      id: first.id,
      status: 'FAILED',
      pending_order_id: null,
      rejection_reason: 'The amount is 10 ETB short',
      rejected_by: admin.user.id,
    });
    const audit = await app.knex('audit_log').where({ action: 'payment.rejected', entity_id: first.id });
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBe(admin.user.id);

    const mail = normalizeRow(
      'email_outbox',
      await app.knex('email_outbox').where({ to_address: alice.email }).orderBy('created_at', 'desc').first(),
    );
    expect(mail.subject).toMatch(/could not confirm/i);
    expect(mail.text_body).toContain('The amount is 10 ETB short');
    expect(mail.text_body).toContain(`/orders/${order.id}`);

    // The customer's order page says so, and a new report is accepted.
    const page = await myOrder(alice, order.id);
    expect(page.json.progress.stage).toBe('PAYMENT_REJECTED');
    expect(page.json.paymentRejection).toMatchObject({ reason: 'The amount is 10 ETB short' });
    const second = await report(alice, order.id);
    const again = await myOrder(alice, order.id);
    expect(again.json.paymentRejection).toBeNull();
    expect(again.json.progress.stage).toBe('PAYMENT_REPORTED');
    expect((await payments(order.id)).map((p) => [p.id, p.status])).toEqual([
      [first.id, 'FAILED'],
      [second.id, 'PENDING'],
    ]);
  });

  it('mails the customer in their language', async () => {
    const order = await buyKvm(app, amharic);
    await report(amharic, order.id);
    expect((await reject(admin, order.id, 'ክፍያው አልደረሰም')).statusCode).toBe(200);
    const mail = await app
      .knex('email_outbox')
      .where({ to_address: amharic.email })
      .orderBy('created_at', 'desc')
      .first();
    expect(mail.subject).toContain('ማረጋገጥ አልቻልንም');
    expect(mail.text_body).toContain('ክፍያው አልደረሰም');
  });

  it('refuses an empty reason (400), an order without an open report (409) and an unknown order (404)', async () => {
    const order = await buyKvm(app, alice);
    await report(alice, order.id);
    const blank = await reject(admin, order.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json).toMatchObject({ message: SERVER_MESSAGES.rejectionReasonEmpty });
    expect((await reject(admin, order.id, '')).statusCode).toBe(400);
    expect((await reject(admin, order.id, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await payments(order.id))[0]!.status).toBe('PENDING');

    const unreported = await buyKvm(app, alice);
    const none = await reject(admin, unreported.id);
    expect(none.statusCode).toBe(409);
    expect(none.json).toMatchObject({ message: SERVER_MESSAGES.noPaymentReport });
    expect((await reject(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is for admins only: a customer cannot reject (403) or confirm (403) their own report', async () => {
    const order = await buyKvm(app, alice);
    const reported = await report(alice, order.id);
    expect((await reject(alice, order.id)).statusCode).toBe(403);
    const confirm = await markPaid(app, alice, order.id, { paymentId: reported.id });
    expect(confirm.statusCode).toBe(403);
    const [row] = await payments(order.id);
    expect(row).toMatchObject({ status: 'PENDING', rejection_reason: null });
  });

  it('refuses a paid order (409)', async () => {
    const order = await buyKvm(app, alice);
    const reported = await report(alice, order.id);
    expect((await markPaid(app, admin, order.id, { paymentId: reported.id })).statusCode).toBe(200);
    const res = await reject(admin, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json).toMatchObject({ message: SERVER_MESSAGES.paymentReportSettled });
  });
});

describe('Confirm from the queue (mark-paid with the report)', () => {
  it('confirms the report with what the customer reported and keeps the last 4 digits', async () => {
    const order = await buyKvm(app, alice);
    const reference = newReference();
    const reported = await report(alice, order.id, { paymentReference: reference, paidBy: 'Alem B.' });
    const res = await markPaid(app, admin, order.id, {
      paymentId: reported.id,
      paymentMethod: 'CBE',
      paymentReference: reference,
      paidBy: 'Alem B.',
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect((await payments(order.id))[0]).toMatchObject({
      id: reported.id,
      status: 'SUCCESS',
      reference,
      paid_by: 'Alem B.',
      account_suffix: '4321',
    });
  });

  it('answers 409 for a report rejected meanwhile, and nothing is paid', async () => {
    const order = await buyKvm(app, alice);
    const reported = await report(alice, order.id);
    expect((await reject(admin, order.id)).statusCode).toBe(200);
    const res = await markPaid(app, admin, order.id, { paymentId: reported.id });
    expect(res.statusCode).toBe(409);
    expect(res.json).toMatchObject({ message: SERVER_MESSAGES.paymentReportSettled });
    const row = normalizeRow('orders', await app.knex('orders').where({ id: order.id }).first());
    expect(row.paid).toBe(false);
  });

  it('a reject and a confirm at once give one outcome', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await buyKvm(app, alice);
      const reported = await report(alice, order.id);
      const [rejected, confirmed] = await Promise.all([
        reject(admin, order.id),
        markPaid(app, admin, order.id, { paymentId: reported.id }),
      ]);
      const statuses = [rejected.statusCode, confirmed.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const rows = await payments(order.id);
      const paid = normalizeRow('orders', await app.knex('orders').where({ id: order.id }).first()).paid;
      expect(rows).toHaveLength(1);
      if (confirmed.statusCode === 200) {
        expect(paid).toBe(true);
        expect(rows[0]).toMatchObject({ status: 'SUCCESS', rejection_reason: null });
      } else {
        expect(paid).toBe(false);
        expect(rows[0]).toMatchObject({ status: 'FAILED', pending_order_id: null });
      }
    }
  });
});

describe('DELETE /api/admin/orders/{id} of a reported order', () => {
  it('answers 409 in the DeleteOrderConflict shape and keeps the order and its report', async () => {
    const order = await buyKvm(app, alice);
    await report(alice, order.id);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: SERVER_MESSAGES.reportedOrderNotDeletable,
      orderId: order.id,
      serviceId: null,
    });
    expect(await payments(order.id)).toHaveLength(1);
    expect(await app.knex('orders').where({ id: order.id }).first()).toBeDefined();
  });

  it('deletes it once the report is rejected', async () => {
    const order = await buyKvm(app, alice);
    await report(alice, order.id);
    expect((await reject(admin, order.id)).statusCode).toBe(200);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.payload).toBe(200);
  });
});
