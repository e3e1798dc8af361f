/**
 * With RECEIPT_VERIFICATION on, the admins' chat hears of a report once the receipt check has
 * left it for them, with what the check found; a verified report that paid the order is never
 * alerted. Through the server, the bank's fake receipts and the fake Bot API.
 */
import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp, TestUser } from '../../../test/app/index.ts';
import { startFakeReceipts } from '../../../test/fakes/receipts/fake-receipts.ts';
import type { FakeReceipts } from '../../../test/fakes/receipts/fake-receipts.ts';
import { startFakeTelegram } from '../../../test/fakes/telegram-bot-api.ts';
import type { FakeTelegram } from '../../../test/fakes/telegram-bot-api.ts';
import { buyKvm, newReference } from '../../../test/helpers/fulfilment.ts';
import type { Order } from '../orders/index.ts';

const ADMIN_CHAT = '-1009998887776';

describe("the admins' alert of a report with RECEIPT_VERIFICATION on", () => {
  let receipts: FakeReceipts;
  let telegram: FakeTelegram;
  let app: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    [receipts, telegram] = await Promise.all([startFakeReceipts(), startFakeTelegram()]);
    app = await buildTestApp({
      env: {
        CBE_RECEIPT_URL: receipts.cbeUrl,
        TELEBIRR_RECEIPT_URL: receipts.telebirrUrl,
        RECEIPT_VERIFICATION: 'on',
        TELEGRAM_BOT_TOKEN: telegram.token,
        TELEGRAM_BOT_USERNAME: telegram.username,
        TELEGRAM_WEBHOOK_SECRET: 'hook-secret',
        TELEGRAM_API_URL: telegram.url,
        TELEGRAM_ADMIN_CHAT_ID: ADMIN_CHAT,
      },
    });
    alice = await app.signUp();
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([receipts?.close(), telegram?.close()]);
  });

  /** A CBE receipt to the shop's account, paid a minute from now, of `amount`. */
  function cbeReceipt(amount: string) {
    const a = new Date(Date.now() + 60_000 + 3 * 3600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const h = a.getUTCHours();
    return {
      method: 'CBE' as const,
      reference: newReference('CBE'),
      receiverAccount: SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber,
      receiverName: 'ABAY CLOUD',
      amount,
      date: `${a.getUTCMonth() + 1}/${a.getUTCDate()}/${a.getUTCFullYear()}, ${h % 12 === 0 ? 12 : h % 12}:${two(a.getUTCMinutes())}:${two(a.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`,
    };
  }

  async function reportAndCheck(order: Order, amount: string) {
    const receipt = cbeReceipt(amount);
    receipts.add(receipt);
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/record-payment`,
      headers: alice.headers,
      payload: { paymentMethod: 'CBE', paymentReference: receipt.reference, paidBy: 'Abebe Kebede' },
    });
    expect(res.statusCode, res.payload).toBe(201);
    const alertsRightAfter = telegram.sent().filter((m) => m.chatId === ADMIN_CHAT).length;
    await app.runJobs();
    return alertsRightAfter;
  }

  it('a mismatch is alerted once, after the check, with its reason', async () => {
    telegram.reset();
    const order = await buyKvm(app, alice);
    expect(await reportAndCheck(order, (order.totalPrice / 2).toFixed(2))).toBe(0);
    await app.runJobs();
    const alerts = telegram.sent().filter((m) => m.chatId === ADMIN_CHAT);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('Receipt check: the receipt does not match (AMOUNT_SHORT)');
  });

  it('a verified receipt that paid the order is not alerted', async () => {
    telegram.reset();
    const order = await buyKvm(app, alice);
    await reportAndCheck(order, order.totalPrice.toFixed(2));
    expect(Boolean((await app.knex('orders').where({ id: order.id }).first('paid')).paid)).toBe(true);
    expect(telegram.sent().filter((m) => m.chatId === ADMIN_CHAT && m.text.includes('review'))).toEqual([]);
  });
});
