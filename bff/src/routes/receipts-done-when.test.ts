/**
 * Issue 34's "Done when", through the API and the fake banks' receipt pages: with the shop's
 * telebirr number written as Ethiopians write it (PAYMENT_TELEBIRR_NUMBER=0912345678), a genuine
 * telebirr transfer is verified and its server running without an admin; so is a CBE transfer
 * whose receipt has the order's second; a crafted receipt is never verified; a receipt older than
 * the clocks' skew stays a mismatch naming both times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeReceipts } from '../../test/fakes/receipts/fake-receipts.ts';
import type { FakeReceipt, FakeReceipts } from '../../test/fakes/receipts/fake-receipts.ts';
import { buyKvm, newReference } from '../../test/helpers/fulfilment.ts';
import type { Order } from '../services/orders/index.ts';

let fake: FakeReceipts;
let app: TestApp;
let alice: TestUser;

beforeAll(async () => {
  fake = await startFakeReceipts();
  app = await buildTestApp({
    env: {
      RECEIPT_VERIFICATION: 'on',
      PAYMENT_TELEBIRR_NUMBER: '0912345678',
      PAYMENT_CBE_ACCOUNT: '1000123456789',
      CBE_RECEIPT_URL: fake.cbeUrl,
      TELEBIRR_RECEIPT_URL: fake.telebirrUrl,
    },
  });
  alice = await app.signUp();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const two = (n: number) => String(n).padStart(2, '0');
/** `at` as the receipts write Addis Ababa time, to the whole second. */
function addisDate(method: 'CBE' | 'TELEBIRR', at: Date): string {
  const a = new Date(at.getTime() + 3 * 3600_000);
  const [y, mo, d, h, mi, s] = [
    a.getUTCFullYear(),
    a.getUTCMonth() + 1,
    a.getUTCDate(),
    a.getUTCHours(),
    a.getUTCMinutes(),
    a.getUTCSeconds(),
  ];
  if (method === 'TELEBIRR') return `${two(d)}-${two(mo)}-${y} ${two(h)}:${two(mi)}:${two(s)}`;
  return `${mo}/${d}/${y}, ${h % 12 === 0 ? 12 : h % 12}:${two(mi)}:${two(s)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The order placed at a known instant with milliseconds (the receipts have whole seconds). */
async function orderPlacedAt(order: Order, at: Date): Promise<void> {
  await app.knex('orders').where({ id: order.id }).update({ created_at: at });
}

async function reportAndCheck(order: Order, receipt: FakeReceipt): Promise<string> {
  fake.add(receipt);
  const res = await app.inject<{ payment: { id: string } }>({
    method: 'POST',
    url: `/api/orders/${order.id}/record-payment`,
    headers: alice.headers,
    payload: { paymentMethod: receipt.method, paymentReference: receipt.reference, paidBy: 'Abebe Kebede' },
  });
  expect(res.statusCode, res.payload).toBe(201);
  for (let i = 0; i < 5; i++) await app.runJobs();
  return res.json.payment.id;
}

async function checkOf(paymentId: string) {
  const row = await app.knex('payment_verifications').where({ payment_id: paymentId }).first();
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
  return { status: row.status as string, reasons: json(row.reasons) as unknown as { code: string }[] };
}

async function serverOf(orderId: string) {
  return (await app.knex('services').where({ order_id: orderId }).first('status', 'current_status')) as
    { status: string; current_status: string } | undefined;
}

async function stageOf(order: Order): Promise<string> {
  const res = await app.inject<{ progress: { stage: string } }>({
    url: `/api/orders/${order.id}`,
    headers: alice.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json.progress.stage;
}

const isPaid = async (orderId: string) =>
  Boolean(Number((await app.knex('orders').where({ id: orderId }).first('paid')).paid));

describe('with PAYMENT_TELEBIRR_NUMBER=0912345678', () => {
  it('the payment page gives the number in its one form', async () => {
    const res = await app.inject<{ telebirr: { phoneNumber: string } }>({ url: '/api/payment-accounts' });
    expect(res.json.telebirr.phoneNumber).toBe('+251912345678');
  });

  it('a genuine telebirr transfer (receipt masked 2519****5678) is verified and its server running, no admin acting', async () => {
    const order = await buyKvm(app, alice);
    const placed = new Date(Math.floor(Date.now() / 1000) * 1000 + 734);
    await orderPlacedAt(order, placed);
    const paymentId = await reportAndCheck(order, {
      method: 'TELEBIRR',
      reference: newReference('TELEBIRR'),
      receiverAccount: '+251912345678',
      receiverName: 'Abay Cloud',
      amount: order.totalPrice.toFixed(2),
      date: addisDate('TELEBIRR', new Date(placed.getTime() + 30_000)),
    });
    expect(await checkOf(paymentId)).toEqual({ status: 'VERIFIED', reasons: [] });
    expect(await isPaid(order.id)).toBe(true);
    expect(await serverOf(order.id)).toEqual({ status: 'ACTIVE', current_status: 'running' });
  });
});

describe('a CBE transfer whose receipt has the order’s very second', () => {
  it('is verified and its server running, no admin acting', async () => {
    const order = await buyKvm(app, alice);
    // The order at .734 of a second; the bank prints the same second, so 734 ms "earlier".
    const placed = new Date(Math.floor(Date.now() / 1000) * 1000 + 734);
    await orderPlacedAt(order, placed);
    const paymentId = await reportAndCheck(order, {
      method: 'CBE',
      reference: newReference('CBE'),
      receiverAccount: '1000123456789',
      receiverName: 'ABAY CLOUD',
      amount: order.totalPrice.toFixed(2),
      date: addisDate('CBE', placed),
    });
    expect(await checkOf(paymentId)).toEqual({ status: 'VERIFIED', reasons: [] });
    expect(await isPaid(order.id)).toBe(true);
    expect(await serverOf(order.id)).toEqual({ status: 'ACTIVE', current_status: 'running' });
  });

  it('dated more than RECEIPT_CLOCK_SKEW_MINUTES (10) before the order, stays a mismatch naming both times', async () => {
    const order = await buyKvm(app, alice);
    const placed = new Date(Math.floor(Date.now() / 1000) * 1000 + 734);
    await orderPlacedAt(order, placed);
    const paidAt = new Date(placed.getTime() - 11 * 60_000);
    const paymentId = await reportAndCheck(order, {
      method: 'CBE',
      reference: newReference('CBE'),
      receiverAccount: '1000123456789',
      receiverName: 'ABAY CLOUD',
      amount: order.totalPrice.toFixed(2),
      date: addisDate('CBE', paidAt),
    });
    expect(await isPaid(order.id)).toBe(false);
    expect(await checkOf(paymentId)).toEqual({
      status: 'MISMATCH',
      reasons: [
        {
          code: 'PAID_BEFORE_ORDER',
          paidAt: new Date(Math.floor(paidAt.getTime() / 1000) * 1000).toISOString(),
          orderAt: placed.toISOString(),
        },
      ],
    });
  });
});

describe('a crafted telebirr receipt', () => {
  it('whose payer name prints the shop’s receiver rows before the real ones is never verified', async () => {
    const order = await buyKvm(app, alice);
    const shopRows =
      '<tr><td>የገንዘብ ተቀባይ ስም/Credited Party name</td><td>Abay Cloud</td></tr>' +
      '<tr><td>የገንዘብ ተቀባይ ቴሌብር ቁ./Credited party account no</td><td>2519****5678</td></tr>';
    const paymentId = await reportAndCheck(order, {
      method: 'TELEBIRR',
      reference: newReference('TELEBIRR'),
      receiverAccount: '+251987650000',
      receiverName: 'Mallory Trading',
      payerName: `Abebe</td></tr>${shopRows}<tr><td>note</td><td>x`,
      payerNameUnescaped: true,
      amount: order.totalPrice.toFixed(2),
      date: addisDate('TELEBIRR', new Date(Date.now() + 30_000)),
    });
    expect(await isPaid(order.id)).toBe(false);
    expect(await serverOf(order.id)).toBeUndefined();
    const check = await checkOf(paymentId);
    expect(check.status).toBe('MISMATCH');
    expect(check.reasons.map((r) => r.code)).toContain('RECEIPT_INCOMPLETE');
    // The customer reads that a person checks the transfer, no longer "a few minutes".
    expect(await stageOf(order)).toBe('PAYMENT_REVIEW');
  });
});

describe('what the customer reads while the shop cannot confirm a transfer by itself', () => {
  it('a transfer whose receipt is not found: a person checks it (PAYMENT_REVIEW); a matching one is never held up', async () => {
    const order = await buyKvm(app, alice);
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/record-payment`,
      headers: alice.headers,
      payload: { paymentMethod: 'TELEBIRR', paymentReference: newReference('TELEBIRR'), paidBy: 'Abebe' },
    });
    expect(res.statusCode).toBe(201);
    expect(await stageOf(order)).toBe('PAYMENT_REPORTED');
    await app.runJobs();
    expect(await stageOf(order)).toBe('PAYMENT_REVIEW');
  });
});
