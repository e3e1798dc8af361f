import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import type { FakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import { startFakeReceipts } from '../../test/fakes/receipts/fake-receipts.ts';
import type { FakeReceipts } from '../../test/fakes/receipts/fake-receipts.ts';
import { buyKvm, newReference } from '../../test/helpers/fulfilment.ts';
import { verifyChapaAttempt } from '../services/chapa/verify.ts';
import type { AdminOrder } from '../services/admin/order-views.ts';
import type { AdminPayment } from '../services/admin/payments.ts';
import { paidOrderFulfilment } from '../services/fulfilment/auto-provision.ts';

let receipts: FakeReceipts;
let chapa: FakeChapa;
let app: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [receipts, chapa] = await Promise.all([startFakeReceipts(), startFakeChapa()]);
  app = await buildTestApp({
    env: {
      ...chapa.env(),
      APP_URL: 'https://shop.example.et',
      RECEIPT_VERIFICATION: 'on',
      CBE_RECEIPT_URL: receipts.cbeUrl,
      TELEBIRR_RECEIPT_URL: receipts.telebirrUrl,
    },
  });
  [alice, admin] = await Promise.all([app.signUp(), app.signUpAdmin()]);
});
afterAll(async () => {
  await app?.close();
  await Promise.all([receipts?.close(), chapa?.close()]);
});

/** The order as the console's list shows it (found by its id). */
async function adminOrder(id: string): Promise<{ statusCode: number; json: AdminOrder }> {
  const res = await app.inject<AdminOrder[]>({
    url: `/api/admin/orders?search=${id}`,
    headers: admin.headers,
  });
  return { statusCode: res.statusCode, json: res.json.find((o) => o.id === id)! };
}

describe("the admin sees a payment's check", () => {
  it('a short CBE transfer: MISMATCH with the reason in words and the parsed receipt, on the payment and the order', async () => {
    const order = await buyKvm(app, alice);
    const reference = newReference('CBE');
    const half = (order.totalPrice / 2).toFixed(2);
    receipts.add({
      method: 'CBE',
      reference,
      receiverAccount: SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber,
      receiverName: 'ABAY CLOUD',
      payerName: 'ABEBE KEBEDE',
      amount: half,
      date: '12/31/2099, 11:00:00 AM',
    });
    const reported = await app.inject<{ payment: { id: string } }>({
      method: 'POST',
      url: `/api/orders/${order.id}/record-payment`,
      headers: alice.headers,
      payload: { paymentMethod: 'CBE', paymentReference: reference, paidBy: 'Abebe Kebede' },
    });
    expect(reported.statusCode).toBe(201);
    // Before the check: PENDING.
    const pending = await adminOrder(order.id);
    expect(pending.json.verification).toMatchObject({
      status: 'PENDING',
      method: 'CBE',
      reasons: [],
      receipt: null,
    });
    await app.runJobs();

    const expected = {
      status: 'MISMATCH',
      method: 'CBE',
      reference,
      reasons: [
        {
          code: 'AMOUNT_SHORT',
          text: `Paid ${Number(half).toLocaleString('en-US', { minimumFractionDigits: 2 })} ETB, ${order.totalPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })} ETB due`,
          paid: Number(half),
          due: order.totalPrice,
        },
      ],
      checkedAt: expect.any(String),
      receipt: expect.objectContaining({
        payer: 'ABEBE KEBEDE',
        receiver: 'ABAY CLOUD',
        receiverAccount: '1****6789',
        amount: Number(half),
        date: '2099-12-31T08:00:00.000Z',
        reference,
      }),
    };
    const res = await adminOrder(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json.verification).toEqual(expected);
    expect(res.json.paymentHistory[0]!.verification).toEqual(expected);

    const list = await app.inject<AdminPayment[]>({
      url: `/api/admin/payments?search=${reference}`,
      headers: admin.headers,
    });
    expect(list.json).toHaveLength(1);
    expect(list.json[0]!.verification).toEqual(expected);
  });

  it('a payment not checked (verification off when reported) has none', async () => {
    const order = await buyKvm(app, alice);
    const res = await adminOrder(order.id);
    expect(res.json.verification).toBeNull();
  });

  it("a Chapa transaction of another amount: the order shows MISMATCH with Chapa's reasons and is not paid", async () => {
    const order = await buyKvm(app, alice);
    const checkout = await app.inject<{ txRef: string }>({
      method: 'POST',
      url: `/api/orders/${order.id}/chapa-checkout`,
      headers: alice.headers,
    });
    expect(checkout.statusCode).toBe(201);
    const { txRef } = checkout.json;
    chapa.pay(txRef, { amount: '1.00' });
    expect(
      await verifyChapaAttempt(app.knex, app.config.chapa!, paidOrderFulfilment(app.server.app), txRef),
    ).toBe('mismatch');

    const res = await adminOrder(order.id);
    expect(res.json.paid).toBe(false);
    expect(res.json.verification).toMatchObject({
      status: 'MISMATCH',
      method: 'CHAPA',
      reference: txRef,
      reasons: [{ code: 'CHAPA_AMOUNT', paid: 1, due: order.totalPrice }],
      receipt: { amount: 1, status: 'success' },
    });
    expect(res.json.verification!.reasons[0]!.text).toMatch(/^Paid 1\.00 ETB online, .* ETB due$/);
  });
});
