import { normalizeRow } from '@shop/db';
import { invoiceYear, SERVER_MESSAGES } from '@shop/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import type { FakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import { buyKvm, markPaid, provisionedService } from '../../test/helpers/fulfilment.ts';
import type * as IssueModule from '../services/invoices/issue.ts';
import { formatSantim } from '../services/invoices/pdf.ts';

/** Set to make the refund's transaction fail once (as a deadlock or a crash would) after Chapa said yes. */
const failing = vi.hoisted(() => ({ creditNote: false }));
vi.mock('../services/invoices/issue.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof IssueModule>();
  return {
    ...actual,
    issueCreditNote: (...args: Parameters<typeof actual.issueCreditNote>) => {
      if (failing.creditNote) {
        failing.creditNote = false;
        throw new Error('simulated failure inside the refund transaction');
      }
      return actual.issueCreditNote(...args);
    },
  };
});

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

const refund = (orderId: string, reason: unknown, as: TestUser = admin) =>
  app.inject<{ message: string; creditNoteNumber: string; order: { status: string } }>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    payload: { reason },
    headers: as.headers,
  });

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** An order paid through Chapa's checkout: its id and tx_ref. */
async function paidThroughChapa(): Promise<{ orderId: string; txRef: string }> {
  const order = await buyKvm(app, customer);
  const started = await app.inject<{ txRef: string }>({
    method: 'POST',
    url: `/api/orders/${order.id}/chapa-checkout`,
    headers: customer.headers,
  });
  expect(started.statusCode, started.payload).toBe(201);
  chapa.pay(started.json.txRef);
  const paid = await app.inject<{ paid: boolean }>({
    url: `/api/orders/${order.id}`,
    headers: customer.headers,
  });
  expect(paid.json.paid).toBe(true);
  return { orderId: order.id, txRef: started.json.txRef };
}

/**
 * A refund of `orderId` asked of Chapa five minutes ago whose answer the shop never got: its
 * REQUESTED record, its call begun with it or no longer under way.
 */
async function insertUnansweredRefund(
  orderId: string,
  txRef: string,
  attemptStartedAt: 'with its call' | 'no call under way',
): Promise<void> {
  const order = (await app.knex('orders').where({ id: orderId }).first()) as { total_santim: number };
  const requestedAt = new Date(Date.now() - 5 * 60_000);
  await app.knex('refund_requests').insert({
    order_id: orderId,
    reference: `refund-${orderId}`,
    chapa_tx_ref: txRef,
    amount_santim: Number(order.total_santim),
    reason: 'Lost answer',
    admin_user_id: admin.user.id,
    status: 'REQUESTED',
    chapa_refund_ref: null,
    attempt_started_at: attemptStartedAt === 'with its call' ? requestedAt : null,
    requested_at: requestedAt,
    accepted_at: null,
    completed_at: null,
  });
}

describe('POST /api/admin/orders/{id}/refund', () => {
  it('cancels the order, terminates its server through its driver, issues a credit note and audits the reason', async () => {
    const service = await provisionedService(app, admin, customer);
    const order = normalizeRow(
      'orders',
      await app
        .knex('services')
        .join('orders', 'orders.id', 'services.order_id')
        .where('services.id', service.id)
        .first('orders.*'),
    )!;
    const res = await refund(order.id, '  Customer changed their mind ');
    expect(res.statusCode, res.payload).toBe(200);
    const year = invoiceYear(new Date());
    expect(res.json).toMatchObject({
      message: SERVER_MESSAGES.orderRefunded,
      creditNoteNumber: `INV-CN-${year}-000001`,
      order: { status: 'REFUNDED' },
    });
    const serviceRow = await app.knex('services').where({ id: service.id }).first();
    expect(serviceRow.terminated_at).not.toBeNull();
    expect(serviceRow.connection_encrypted).toBeNull();
    await app.runJobs();
    expect((await app.knex('services').where({ id: service.id }).first()).current_status).toBe('terminated');
    // The customer sees it terminated, and it cannot be renewed.
    const listed = await app.inject<Array<{ id: string; status: string }>>({
      method: 'GET',
      url: '/api/services/list',
      headers: customer.headers,
    });
    expect(listed.json.find((s) => s.id === service.id)?.status).toBe('TERMINATED');
    const audit = normalizeRow(
      'audit_log',
      await app.knex('audit_log').where({ action: 'order.refunded', entity_id: order.id }).first(),
    )!;
    expect(audit.data).toMatchObject({
      reason: 'Customer changed their mind',
      creditNote: `INV-CN-${year}-000001`,
    });

    const note = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/credit-note`,
      headers: customer.headers,
    });
    expect(note.statusCode).toBe(200);
    const invoice = await app.knex('invoices').where({ order_id: order.id, kind: 'INVOICE' }).first();
    const text = await pdfText(note.rawPayload);
    for (const expected of [
      'Credit note',
      `Number: INV-CN-${year}-000001`,
      `Credits invoice: ${invoice.number}`,
      'Reason: Customer changed their mind',
      `VAT (15%) ${formatSantim(order.vat_santim)}`,
      `Total credited ${formatSantim(order.total_santim)}`,
    ])
      expect(text).toContain(expected);
    // The invoice stays as it was issued, downloadable beside it.
    const invoicePdf = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice`,
      headers: customer.headers,
    });
    expect(await pdfText(invoicePdf.rawPayload)).toContain(`Number: ${invoice.number}`);

    const again = await refund(order.id, 'twice');
    expect(again.statusCode).toBe(409);
    expect(again.json).toMatchObject({ message: SERVER_MESSAGES.orderNotRefundable });
    expect(await app.knex('invoices').where({ order_id: order.id, kind: 'CREDIT_NOTE' })).toHaveLength(1);
  });

  it('refuses an unpaid order (409), an unknown one (404), a blank reason (400) and a customer (403)', async () => {
    const unpaid = await buyKvm(app, customer);
    expect((await refund(unpaid.id, 'x')).statusCode).toBe(409);
    expect((await refund('00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    const blank = await refund(unpaid.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json).toMatchObject({ message: SERVER_MESSAGES.refundReasonEmpty });
    expect((await refund(unpaid.id, 'x', customer)).statusCode).toBe(403);
    expect(await app.knex('invoices').where({ order_id: unpaid.id })).toHaveLength(0);
  });

  it('gives a Chapa payment back through Chapa, and changes nothing when Chapa refuses', async () => {
    const { orderId, txRef } = await paidThroughChapa();
    const order = { id: orderId };

    chapa.failNextRequest(/^\/v1\/refund\//, 400, 'Insufficient balance');
    const refused = await refund(order.id, 'Duplicate payment');
    expect(refused.statusCode).toBe(502);
    expect(refused.json).toMatchObject({ message: SERVER_MESSAGES.chapaRefundFailed });
    expect((await app.knex('orders').where({ id: order.id }).first()).status).not.toBe('CANCELLED');
    expect(await app.knex('invoices').where({ order_id: order.id, kind: 'CREDIT_NOTE' })).toHaveLength(0);
    expect(await app.knex('refund_requests').where({ order_id: order.id })).toHaveLength(0);

    const res = await refund(order.id, 'Duplicate payment');
    expect(res.statusCode, res.payload).toBe(200);
    const total = (await app.knex('orders').where({ id: order.id }).first()).total_santim;
    expect(chapa.refunds).toEqual([
      {
        txRef,
        amount: (Number(total) / 100).toFixed(2),
        reason: 'Duplicate payment',
        reference: `refund-${order.id}`,
        refId: expect.any(String),
      },
    ]);
  });

  const refundCalls = (txRef: string) =>
    chapa.requests.filter((r) => r.method === 'POST' && r.path === `/v1/refund/${txRef}`).length;
  const creditNotes = async (orderId: string) =>
    (await app.knex('invoices').where({ order_id: orderId, kind: 'CREDIT_NOTE' })).length;
  const orderStatus = async (orderId: string) =>
    String((await app.knex('orders').where({ id: orderId }).first()).status);

  it('a retry after the transaction failed once Chapa had given the money back finishes the refund without asking Chapa again', async () => {
    const { orderId, txRef } = await paidThroughChapa();
    failing.creditNote = true;
    const crashed = await refund(orderId, 'Server never worked');
    expect(crashed.statusCode).toBe(500);
    expect(failing.creditNote).toBe(false);
    // Chapa gave the money back; the shop's part was rolled back, and its progress is on record.
    expect(refundCalls(txRef)).toBe(1);
    expect(await orderStatus(orderId)).not.toBe('CANCELLED');
    expect(await creditNotes(orderId)).toBe(0);
    const pending = normalizeRow(
      'refund_requests',
      await app.knex('refund_requests').where({ order_id: orderId }).first(),
    )!;
    expect(pending).toMatchObject({
      status: 'ACCEPTED',
      reference: `refund-${orderId}`,
      chapa_tx_ref: txRef,
      reason: 'Server never worked',
      admin_user_id: admin.user.id,
      chapa_refund_ref: chapa.refunds.at(-1)!.refId,
      attempt_started_at: null,
    });

    const retried = await refund(orderId, 'Server never worked');
    expect(retried.statusCode, retried.payload).toBe(200);
    expect(retried.json).toMatchObject({
      message: SERVER_MESSAGES.orderRefunded,
      order: { status: 'REFUNDED' },
    });
    expect(refundCalls(txRef)).toBe(1);
    expect(chapa.refunds.filter((r) => r.txRef === txRef)).toHaveLength(1);
    expect(await creditNotes(orderId)).toBe(1);
    expect((await app.knex('refund_requests').where({ order_id: orderId }).first()).status).toBe('COMPLETED');
    const audit = normalizeRow(
      'audit_log',
      await app.knex('audit_log').where({ action: 'order.refunded', entity_id: orderId }).first(),
    )!;
    expect(audit.data).toMatchObject({ chapaTxRef: txRef, chapaRefundRef: chapa.refunds.at(-1)!.refId });

    const third = await refund(orderId, 'again');
    expect(third.statusCode).toBe(409);
    expect(refundCalls(txRef)).toBe(1);
    expect(await creditNotes(orderId)).toBe(1);
  });

  it('two refunds of one order at once make one call to Chapa and one credit note', async () => {
    const { orderId, txRef } = await paidThroughChapa();
    const answers = await Promise.all([refund(orderId, 'Twice at once'), refund(orderId, 'Twice at once')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect([SERVER_MESSAGES.refundInProgress, SERVER_MESSAGES.orderNotRefundable]).toContain(
      loser.json.message,
    );
    expect(refundCalls(txRef)).toBe(1);
    expect(await creditNotes(orderId)).toBe(1);
  });

  it('a request whose answer from Chapa was lost: Chapa asked again with the same reference; its refusal answers 409 and changes nothing', async () => {
    const { orderId, txRef } = await paidThroughChapa();
    // The earlier request: recorded, sent, accepted by Chapa, and then the process died.
    await insertUnansweredRefund(orderId, txRef, 'with its call');
    const sent = await fetch(`${chapa.url}/v1/refund/${txRef}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${chapa.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Lost answer', reference: `refund-${orderId}` }),
    });
    expect(sent.status).toBe(200);

    const res = await refund(orderId, 'Lost answer');
    expect(res.statusCode).toBe(409);
    expect(res.json).toMatchObject({ message: SERVER_MESSAGES.chapaRefundOutcomeUnknown });
    expect(chapa.refunds.filter((r) => r.txRef === txRef)).toHaveLength(1);
    expect(await orderStatus(orderId)).not.toBe('CANCELLED');
    expect(await creditNotes(orderId)).toBe(0);
    const row = await app.knex('refund_requests').where({ order_id: orderId }).first();
    expect(row.status).toBe('REQUESTED');
    expect(row.attempt_started_at).toBeNull();
    // Asking again answers the same: nothing in the console can refund it twice.
    expect((await refund(orderId, 'Lost answer')).json).toMatchObject({
      message: SERVER_MESSAGES.chapaRefundOutcomeUnknown,
    });
    expect(chapa.refunds.filter((r) => r.txRef === txRef)).toHaveLength(1);
  });

  it('a request cut short before reaching Chapa, or unanswered, is completed by the retry; one still under way refuses a second', async () => {
    const { orderId, txRef } = await paidThroughChapa();
    // No answer (a 5xx): the refund may or may not have been made, so the request stays on record.
    chapa.failNextRequest(/^\/v1\/refund\//, 503, 'Service unavailable');
    const unanswered = await refund(orderId, 'Cut short');
    expect(unanswered.statusCode).toBe(502);
    expect(unanswered.json).toMatchObject({ message: SERVER_MESSAGES.chapaRefundFailed });
    expect(await orderStatus(orderId)).not.toBe('CANCELLED');
    expect((await app.knex('refund_requests').where({ order_id: orderId }).first()).status).toBe('REQUESTED');

    // Another request's call under way (a fresh attempt_started_at): refused without calling Chapa.
    await app.knex('refund_requests').where({ order_id: orderId }).update({ attempt_started_at: new Date() });
    const calls = refundCalls(txRef);
    const busy = await refund(orderId, 'Cut short');
    expect(busy.statusCode).toBe(409);
    expect(busy.json).toMatchObject({ message: SERVER_MESSAGES.refundInProgress });
    expect(refundCalls(txRef)).toBe(calls);

    // That call died long ago: the retry asks Chapa with the same reference, which it had not seen.
    await app
      .knex('refund_requests')
      .where({ order_id: orderId })
      .update({ attempt_started_at: new Date(Date.now() - 5 * 60_000) });
    const res = await refund(orderId, 'Cut short');
    expect(res.statusCode, res.payload).toBe(200);
    expect(chapa.refunds.filter((r) => r.txRef === txRef)).toHaveLength(1);
    expect(await creditNotes(orderId)).toBe(1);
  });

  it('a manual payment needs no call to Chapa', async () => {
    const order = await buyKvm(app, customer);
    expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
    const calls = chapa.requests.length;
    expect((await refund(order.id, 'Wrong plan')).statusCode).toBe(200);
    expect(chapa.requests.length).toBe(calls);
  });
});

describe('POST /api/admin/orders/{id}/refund/confirm ("Chapa refunded it: finish here")', () => {
  const confirm = (orderId: string, chapaRefundReference: unknown, as: TestUser = admin) =>
    app.inject<{ message: string; creditNoteNumber: string; order: { status: string } }>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund/confirm`,
      payload: { chapaRefundReference },
      headers: as.headers,
    });
  const orderStatus = async (orderId: string) =>
    String((await app.knex('orders').where({ id: orderId }).first()).status);

  /** A Chapa-paid order whose refund Chapa made, but whose answer the shop never got. */
  async function refundWithLostAnswer(): Promise<{ orderId: string; txRef: string }> {
    const { orderId, txRef } = await paidThroughChapa();
    await insertUnansweredRefund(orderId, txRef, 'no call under way');
    return { orderId, txRef };
  }

  it('records the reference Chapa shows, audited, and finishes the refund without asking Chapa', async () => {
    const { orderId, txRef } = await refundWithLostAnswer();
    const calls = chapa.requests.length;
    const mailsBefore = app.sentMail.length;
    const res = await confirm(orderId, '  RF-7781234  ');
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toMatchObject({ message: SERVER_MESSAGES.orderRefunded, order: { status: 'REFUNDED' } });
    expect(res.json.creditNoteNumber).toMatch(/-CN-/);
    expect(chapa.requests.length).toBe(calls);
    const row = await app.knex('refund_requests').where({ order_id: orderId }).first();
    expect(row).toMatchObject({ status: 'COMPLETED', chapa_refund_ref: 'RF-7781234' });
    const recorded = normalizeRow(
      'audit_log',
      await app
        .knex('audit_log')
        .where({ action: 'order.chapa_refund_recorded', entity_id: orderId })
        .first(),
    )!;
    expect(recorded.actor_user_id).toBe(admin.user.id);
    expect(recorded.data).toMatchObject({ chapaTxRef: txRef, chapaRefundRef: 'RF-7781234' });
    const refunded = normalizeRow(
      'audit_log',
      await app.knex('audit_log').where({ action: 'order.refunded', entity_id: orderId }).first(),
    )!;
    expect(refunded.data).toMatchObject({ reason: 'Lost answer', chapaRefundRef: 'RF-7781234' });
    // The customer is told, as after any refund: the credit note by mail.
    await app.server.app.jobs.runDue();
    expect(app.sentMail.length).toBeGreaterThan(mailsBefore);

    const again = await confirm(orderId, 'RF-7781234');
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(SERVER_MESSAGES.refundNotAwaitingConfirmation);
  });

  it('refuses while a call to Chapa is under way, an order with no refund waiting, an unknown order, a blank reference and a customer', async () => {
    const { orderId } = await refundWithLostAnswer();
    await app.knex('refund_requests').where({ order_id: orderId }).update({ attempt_started_at: new Date() });
    const busy = await confirm(orderId, 'RF-1');
    expect([busy.statusCode, busy.json.message]).toEqual([409, SERVER_MESSAGES.refundInProgress]);
    expect((await app.knex('refund_requests').where({ order_id: orderId }).first()).status).toBe('REQUESTED');

    const manual = await buyKvm(app, customer);
    expect((await markPaid(app, admin, manual.id)).statusCode).toBe(200);
    const none = await confirm(manual.id, 'RF-2');
    expect([none.statusCode, none.json.message]).toEqual([
      409,
      SERVER_MESSAGES.refundNotAwaitingConfirmation,
    ]);
    expect(await orderStatus(manual.id)).not.toBe('CANCELLED');

    expect((await confirm('00000000-0000-4000-8000-000000000000', 'RF-3')).statusCode).toBe(404);
    expect((await confirm(orderId, '')).statusCode).toBe(400);
    expect((await confirm(orderId, 'RF 4; drop')).statusCode).toBe(400);
    expect((await confirm(orderId, 'RF-5', customer)).statusCode).toBe(403);
    expect((await app.knex('refund_requests').where({ order_id: orderId }).first()).status).toBe('REQUESTED');
  });
});
