import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeReceipts } from '../../test/fakes/receipts/fake-receipts.ts';
import type { FakeReceipt, FakeReceipts } from '../../test/fakes/receipts/fake-receipts.ts';
import { buyKvm, markPaid, newReference } from '../../test/helpers/fulfilment.ts';
import type { Order } from '../services/orders/index.ts';
import { checkPaymentReceipt } from '../services/receipts/check.ts';
import { RECEIPT_CHECK_JOB } from '../services/receipts/jobs.ts';
import { paidOrderFulfilment } from '../services/fulfilment/auto-provision.ts';

let fake: FakeReceipts;
let app: TestApp;
let off: TestApp;
let alice: TestUser;
let admin: TestUser;

const receiptEnv = () => ({ CBE_RECEIPT_URL: fake.cbeUrl, TELEBIRR_RECEIPT_URL: fake.telebirrUrl });

beforeAll(async () => {
  fake = await startFakeReceipts();
  [app, off] = await Promise.all([
    buildTestApp({ env: { ...receiptEnv(), RECEIPT_VERIFICATION: 'on' } }),
    buildTestApp({ env: receiptEnv() }),
  ]);
  [alice, admin] = await Promise.all([app.signUp(), app.signUpAdmin()]);
});
afterAll(async () => {
  await Promise.all([app?.close(), off?.close()]);
  await fake?.close();
});

const two = (n: number) => String(n).padStart(2, '0');
/** `at` as the receipts write Addis Ababa time. */
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

/** A receipt of the order's total to the shop, paid a minute from now; `changes` make it differ. */
function receiptFor(
  order: Order,
  method: 'CBE' | 'TELEBIRR',
  changes: Partial<FakeReceipt> = {},
): FakeReceipt {
  return {
    method,
    reference: newReference(method),
    receiverAccount:
      method === 'CBE' ? SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber : SHOP_PAYMENT_ACCOUNTS.telebirr.phoneNumber,
    receiverName: method === 'CBE' ? 'ABAY CLOUD' : 'Abay Cloud',
    amount: order.totalPrice.toFixed(2),
    date: addisDate(method, new Date(Date.now() + 60_000)),
    ...changes,
  };
}

async function report(a: TestApp, user: TestUser, order: Order, receipt: FakeReceipt) {
  const res = await a.inject<{ payment: { id: string } }>({
    method: 'POST',
    url: `/api/orders/${order.id}/record-payment`,
    headers: user.headers,
    payload: { paymentMethod: receipt.method, paymentReference: receipt.reference, paidBy: 'Abebe Kebede' },
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json.payment.id;
}

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
async function verificationOf(a: TestApp, paymentId: string) {
  const row = await a.knex('payment_verifications').where({ payment_id: paymentId }).first();
  return row && { ...row, reasons: json(row.reasons), receipt: row.receipt && json(row.receipt) };
}
const isPaid = async (a: TestApp, orderId: string) =>
  Boolean(Number((await a.knex('orders').where({ id: orderId }).first()).paid));
const paymentsOf = (a: TestApp, orderId: string) =>
  a.knex('payments').where({ order_id: orderId }) as Promise<
    { id: string; status: string; confirmed_by: string | null; method: string }[]
  >;

/** Reports a transfer with `receipt` (added to the bank first), runs the jobs. */
async function reportAndCheck(order: Order, receipt: FakeReceipt, reported: Partial<FakeReceipt> = {}) {
  fake.add(receipt);
  const paymentId = await report(app, alice, order, { ...receipt, ...reported });
  await app.runJobs();
  return paymentId;
}

describe('a reported transfer whose receipt matches', () => {
  it.each(['CBE', 'TELEBIRR'] as const)(
    '%s: the order becomes paid by the system, audited with the receipt',
    async (method) => {
      const order = await buyKvm(app, alice);
      const receipt = receiptFor(order, method);
      const paymentId = await reportAndCheck(order, receipt);

      expect(await isPaid(app, order.id)).toBe(true);
      expect(await paymentsOf(app, order.id)).toEqual([
        expect.objectContaining({ id: paymentId, status: 'SUCCESS', confirmed_by: null, method }),
      ]);
      const verification = await verificationOf(app, paymentId);
      expect(verification).toMatchObject({ status: 'VERIFIED', reasons: [], checks: 1 });
      expect(verification.receipt).toMatchObject({
        receiver: receipt.receiverName,
        reference: receipt.reference,
      });
      const audit = await app
        .knex('audit_log')
        .where({ entity_id: order.id, action: 'order.receipt_verified' })
        .first();
      expect(audit.actor_user_id).toBeNull();
      expect(json(audit.data)).toMatchObject({ paymentId, receipt: { reference: receipt.reference } });
    },
  );

  it('with PAYMENT_AUTO_CONFIRM=false it is VERIFIED and left to the admin', async () => {
    const order = await buyKvm(app, alice);
    const receipt = receiptFor(order, 'CBE');
    fake.add(receipt);
    const paymentId = await report(app, alice, order, receipt);
    const config = { ...app.config, receipts: { ...app.config.receipts, autoConfirm: false } };
    expect(
      (await checkPaymentReceipt(app.knex, config, paymentId, paidOrderFulfilment(app.server.app))).outcome,
    ).toBe('verified');
    expect(await isPaid(app, order.id)).toBe(false);
    expect((await verificationOf(app, paymentId)).status).toBe('VERIFIED');
  });
});

describe('a receipt that does not match is never paid and says why', () => {
  it.each([
    ['AMOUNT_SHORT', 'CBE', (o: Order) => ({ amount: (o.totalPrice / 2).toFixed(2) })],
    ['RECEIVER_NAME', 'CBE', () => ({ receiverName: 'Other Shop PLC' })],
    ['PAID_BEFORE_ORDER', 'CBE', () => ({ date: addisDate('CBE', new Date(Date.now() - 86_400_000)) })],
    ['NOT_COMPLETED', 'TELEBIRR', () => ({ status: 'Failed' })],
    ['RECEIVER_ACCOUNT', 'TELEBIRR', () => ({ receiverAccount: '+251922000000' })],
  ] as const)('%s (%s)', async (code, method, changes) => {
    const order = await buyKvm(app, alice);
    const paymentId = await reportAndCheck(order, receiptFor(order, method, changes(order)));
    expect(await isPaid(app, order.id)).toBe(false);
    expect((await paymentsOf(app, order.id))[0]!.status).toBe('PENDING');
    const verification = await verificationOf(app, paymentId);
    expect(verification.status).toBe('MISMATCH');
    expect(verification.reasons).toEqual([expect.objectContaining({ code })]);
  });

  it('a receipt of another account never pays, even with the same last 8 digits and name', async () => {
    const order = await buyKvm(app, alice);
    // CBE finds the receipt by the last 8 digits: another account ending the same way.
    const paymentId = await reportAndCheck(
      order,
      receiptFor(order, 'CBE', { receiverAccount: '2000123456789' }),
    );
    expect(await isPaid(app, order.id)).toBe(false);
    expect((await verificationOf(app, paymentId)).reasons).toEqual([{ code: 'RECEIVER_ACCOUNT' }]);
  });

  it('an unknown reference is NOT_FOUND, retried a few times, never paid', async () => {
    const order = await buyKvm(app, alice);
    const receipt = receiptFor(order, 'TELEBIRR');
    const paymentId = await report(app, alice, order, receipt);
    await app.runJobs();
    expect((await verificationOf(app, paymentId)).status).toBe('NOT_FOUND');
    const job = await app
      .knex('jobs')
      .where({ name: RECEIPT_CHECK_JOB })
      .whereRaw('payload like ?', [`%${paymentId}%`])
      .first();
    expect(job.status).toBe('QUEUED');
    expect(await isPaid(app, order.id)).toBe(false);
  });
});

describe('the bank not answering', () => {
  it('is UNREACHABLE, retried with backoff, then verified when it is back', async () => {
    const order = await buyKvm(app, alice);
    const receipt = receiptFor(order, 'CBE');
    fake.add(receipt);
    fake.down = true;
    let paymentId: string;
    try {
      paymentId = await report(app, alice, order, receipt);
      await app.runJobs();
    } finally {
      fake.down = false;
    }
    expect((await verificationOf(app, paymentId)).status).toBe('UNREACHABLE');
    expect(await isPaid(app, order.id)).toBe(false);
    const job = await app
      .knex('jobs')
      .where({ name: RECEIPT_CHECK_JOB })
      .whereRaw('payload like ?', [`%${paymentId}%`])
      .first();
    expect(job.status).toBe('QUEUED');
    const waitMs = new Date(job.run_at).getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(30_000);

    await app.knex('jobs').where({ id: job.id }).update({ run_at: new Date() });
    await app.runJobs();
    expect(await isPaid(app, order.id)).toBe(true);
    expect(await verificationOf(app, paymentId)).toMatchObject({ status: 'VERIFIED', checks: 2 });
  });
});

describe('a verified receipt and an admin confirming the same order at once', () => {
  it('give exactly one SUCCESS payment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await buyKvm(app, alice);
      const receipt = receiptFor(order, 'CBE');
      fake.add(receipt);
      const paymentId = await report(app, alice, order, receipt);
      const [check, byAdmin] = await Promise.all([
        checkPaymentReceipt(app.knex, app.config, paymentId, paidOrderFulfilment(app.server.app)),
        markPaid(app, admin, order.id, { paymentReference: receipt.reference }),
      ]);
      expect(['paid', 'verified', 'skipped']).toContain(check.outcome);
      expect([200, 409]).toContain(byAdmin.statusCode);
      const payments = await paymentsOf(app, order.id);
      expect(payments.filter((p) => p.status === 'SUCCESS')).toHaveLength(1);
      expect(payments).toHaveLength(1);
      expect(await isPaid(app, order.id)).toBe(true);
    }
  });
});

describe('RECEIPT_VERIFICATION off (the default)', () => {
  it('changes nothing: no check, no job, nothing fetched', async () => {
    const [bob] = await Promise.all([off.signUp()]);
    const order = await buyKvm(off, bob);
    const receipt = receiptFor(order, 'CBE');
    fake.add(receipt);
    const before = fake.requests.length;
    const paymentId = await report(off, bob, order, receipt);
    await off.runJobs();
    expect(fake.requests.length).toBe(before);
    expect(await verificationOf(off, paymentId)).toBeUndefined();
    expect(await off.knex('jobs').where({ name: RECEIPT_CHECK_JOB })).toHaveLength(0);
    expect(await isPaid(off, order.id)).toBe(false);
  });
});

describe("the accounts set in the console's Settings", () => {
  const settings = (body: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: {
        supportEmail: '',
        supportTelegram: '',
        supportPhone: '',
        supportHours: '',
        cbeAccount: '',
        cbeAccountName: '',
        telebirrNumber: '',
        telebirrName: '',
        ...body,
      },
    });

  it('are what a receipt must pay: the stored telebirr account verifies, the environment one no longer does', async () => {
    expect((await settings({ telebirrNumber: '0922334455', telebirrName: 'Console Shop' })).statusCode).toBe(
      200,
    );
    try {
      const paid = await buyKvm(app, alice);
      const toStored = receiptFor(paid, 'TELEBIRR', {
        receiverAccount: '0922334455',
        receiverName: 'Console Shop',
      });
      const storedId = await reportAndCheck(paid, toStored);
      expect(await verificationOf(app, storedId)).toMatchObject({ status: 'VERIFIED' });

      const unpaid = await buyKvm(app, alice);
      const toEnvironment = await reportAndCheck(unpaid, receiptFor(unpaid, 'TELEBIRR'));
      expect(await verificationOf(app, toEnvironment)).toMatchObject({ status: 'MISMATCH' });
      expect(await isPaid(app, unpaid.id)).toBe(false);
    } finally {
      expect((await settings({})).statusCode).toBe(200);
    }
  });
});
