import { normalizeRow } from '@shop/db';
import { REFUND_DUE_LABEL, SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import type { FakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import { adminGet } from '../../test/helpers/admin-orders.ts';
import { newReference, provisionedService, serviceAction } from '../../test/helpers/fulfilment.ts';
import type { AdminOrder } from '../services/admin/order-views.ts';

/**
 * Money that arrives for an order cancelled meanwhile (issue 34): "Paid after cancellation:
 * refund due" in the payments queue, and one refund sends it back.
 */

let chapa: FakeChapa;
let app: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  chapa = await startFakeChapa();
  app = await buildTestApp({ env: { ...chapa.env() } });
  [admin, customer] = await Promise.all([app.signUpAdmin(), app.signUp()]);
});
afterAll(async () => {
  await app?.close();
  await chapa?.close();
});

/** A provisioned server with an open renewal order (the customer's Extend). */
async function serviceWithRenewal(): Promise<{ firstOrderId: string; renewalId: string }> {
  const service = await provisionedService(app, admin, customer);
  const extended = await serviceAction(app, customer, service.id, 'extend', { days: 30 });
  expect(extended.statusCode, extended.payload).toBe(201);
  const renewal = await app
    .knex('orders')
    .where({ renewal_of_service_id: service.id, status: 'PENDING' })
    .first('id');
  const first = await app.knex('services').where({ id: service.id }).first('order_id');
  return { firstOrderId: first.order_id as string, renewalId: renewal.id as string };
}

const refund = (orderId: string, reason: string) =>
  app.inject<{ message: string; creditNoteNumber: string | null; order: AdminOrder }>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    payload: { reason },
    headers: admin.headers,
  });

async function queueIds(inQueue: boolean): Promise<string[]> {
  const res = await adminGet<AdminOrder[]>(app, admin, 'admin/orders', { paymentQueue: inQueue, limit: 100 });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json.map((o) => o.id);
}

const orderRow = async (id: string) =>
  normalizeRow('orders', await app.knex('orders').where({ id }).first())!;
const mailsTo = async (email: string) =>
  (await app.knex('email_outbox').where({ to_address: email })) as Array<{
    subject: string;
    text_body?: string;
  }>;

describe(`money paid after cancellation: "${REFUND_DUE_LABEL}"`, () => {
  it('a Chapa payment verified after its renewal was cancelled is owed back, queued, and refunded through Chapa', async () => {
    const { firstOrderId, renewalId } = await serviceWithRenewal();
    const started = await app.inject<{ txRef: string }>({
      method: 'POST',
      url: `/api/orders/${renewalId}/chapa-checkout`,
      headers: customer.headers,
    });
    expect(started.statusCode, started.payload).toBe(201);
    // The admin refunds the first order while the customer is on Chapa's page: the renewal ends.
    expect((await refund(firstOrderId, 'Customer asked')).statusCode).toBe(200);
    expect((await orderRow(renewalId)).status).toBe('CANCELLED');

    chapa.pay(started.json.txRef);
    await app.inject({ url: `/api/orders/${renewalId}`, headers: customer.headers });
    const renewal = await orderRow(renewalId);
    expect(renewal).toMatchObject({
      status: 'CANCELLED',
      paid: false,
      refund_due_santim: renewal.total_santim,
    });
    expect(await queueIds(true)).toContain(renewalId);
    expect(await queueIds(false)).not.toContain(renewalId);
    const listed = (
      await adminGet<AdminOrder[]>(app, admin, 'admin/orders', { search: renewalId.slice(0, 8) })
    ).json;
    expect(listed.find((o) => o.id === renewalId)).toMatchObject({
      refundDue: Number(renewal.total_santim) / 100,
      status: 'CANCELLED',
    });

    const mailsBefore = (await mailsTo(customer.user.email)).length;
    const res = await refund(renewalId, 'Paid after the refund');
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toMatchObject({
      message: SERVER_MESSAGES.latePaymentRefunded,
      creditNoteNumber: null,
      order: { id: renewalId, status: 'CANCELLED', paid: false, refundDue: null },
    });
    expect(chapa.refunds.filter((r) => r.txRef === started.json.txRef)).toEqual([
      {
        txRef: started.json.txRef,
        amount: (Number(renewal.total_santim) / 100).toFixed(2),
        reason: 'Paid after the refund',
        reference: `refund-${renewalId}`,
        refId: expect.any(String),
      },
    ]);
    expect(await queueIds(true)).not.toContain(renewalId);
    expect(await app.knex('invoices').where({ order_id: renewalId })).toHaveLength(0);
    expect(await app.knex('refund_requests').where({ order_id: renewalId }).first()).toMatchObject({
      status: 'COMPLETED',
    });
    const mails = await mailsTo(customer.user.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.filter((m) => m.subject.includes('your payment is being refunded'))).toHaveLength(1);
    const audit = normalizeRow(
      'audit_log',
      await app
        .knex('audit_log')
        .where({ action: 'order.late_payment_refunded', entity_id: renewalId })
        .first(),
    )!;
    expect(audit.data).toMatchObject({
      amountSantim: Number(renewal.total_santim),
      chapaTxRef: started.json.txRef,
      reason: 'Paid after the refund',
    });

    // Once sent back, nothing more is owed: a second refund is refused and Chapa is not asked.
    const again = await refund(renewalId, 'Again');
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(SERVER_MESSAGES.orderNotRefundable);
    expect(chapa.refunds.filter((r) => r.txRef === started.json.txRef)).toHaveLength(1);
  });

  it('a transfer reported on a renewal that a refund cancels is owed back and sent back by hand, its report closed', async () => {
    const { firstOrderId, renewalId } = await serviceWithRenewal();
    const reported = await app.inject({
      method: 'POST',
      url: `/api/orders/${renewalId}/record-payment`,
      payload: { paymentMethod: 'CBE', paymentReference: newReference(), paidBy: 'Abebe Kebede' },
      headers: customer.headers,
    });
    expect(reported.statusCode, reported.payload).toBe(201);
    const report = normalizeRow(
      'payments',
      await app.knex('payments').where({ order_id: renewalId }).first(),
    )!;
    expect(await queueIds(true)).toContain(renewalId);

    expect((await refund(firstOrderId, 'Customer asked')).statusCode).toBe(200);
    // Cancelled with the first order, the renewal stays in the queue: its money is owed back.
    expect(await orderRow(renewalId)).toMatchObject({
      status: 'CANCELLED',
      refund_due_santim: report.amount_santim,
    });
    expect(await queueIds(true)).toContain(renewalId);

    const refundsAtChapa = chapa.refunds.length;
    const res = await refund(renewalId, 'Sent back to the CBE account');
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toMatchObject({
      creditNoteNumber: null,
      order: { refundDue: null, paymentReported: false },
    });
    expect(chapa.refunds).toHaveLength(refundsAtChapa);
    expect(
      normalizeRow('payments', await app.knex('payments').where({ id: report.id }).first()),
    ).toMatchObject({
      status: 'FAILED',
      pending_order_id: null,
      rejection_reason: 'Sent back to the CBE account',
      rejected_by: admin.user.id,
    });
    expect(await queueIds(true)).not.toContain(renewalId);
  });

  it('a cancelled order that nobody paid owes nothing: its refund is refused (409) whatever the client sends', async () => {
    const { firstOrderId, renewalId } = await serviceWithRenewal();
    expect((await refund(firstOrderId, 'Customer asked')).statusCode).toBe(200);
    const res = await app.inject<{ message: string }>({
      method: 'POST',
      url: `/api/admin/orders/${renewalId}/refund`,
      payload: { reason: 'No money came', refundDue: 172.5 },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    const plain = await refund(renewalId, 'No money came');
    expect(plain.statusCode).toBe(409);
    expect(plain.json.message).toBe(SERVER_MESSAGES.orderNotRefundable);
    expect(await queueIds(true)).not.toContain(renewalId);
  });
});
