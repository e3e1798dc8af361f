import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { orderNumber } from '@shop/domain';
import { adminToken, markPaid } from '../support/admin';
import { addCbeTransferReceipt } from '../support/receipts';
import { orderKvmViaApi } from '../support/orders';
import { E2E_TELEGRAM, newChatId, sentTo, typeInChat } from '../support/telegram';
import { newCustomer, registerViaApi, signInThroughForm, tokenViaApi } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Notifications where customers read them (issue 28), against the real BFF and a fake Telegram
 * (support/fake-telegram-server.ts): a customer links their chat from Notifications, Telegram
 * delivers their /start to the shop's webhook, and from then on the chat gets their messages in
 * their language: the server ready, the renewal reminder. The admins' group gets the payment that
 * waits for review. A webhook without the bot's secret changes nothing.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The start token of the "Open Telegram" link: t.me/<bot>?start=<token>. */
function startTokenOf(href: string | null): string {
  const url = new URL(href ?? '');
  expect(url.origin + url.pathname).toBe(`https://t.me/${E2E_TELEGRAM.botUsername}`);
  const token = url.searchParams.get('start') ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  return token;
}

/** Moves a service's end three days ahead, as if its month had nearly passed (the e2e database file). */
function endInThreeDays(serviceId: string): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'));
  try {
    db.prepare('update services set end_date = ? where id = ?').run(Date.now() + 3 * 86_400_000, serviceId);
  } finally {
    db.close();
  }
}

async function waitForText(request: APIRequestContext, chatId: number | string, pattern: RegExp) {
  await expect
    .poll(async () => (await sentTo(request, chatId)).find((text) => pattern.test(text)) ?? '', {
      timeout: 20_000,
    })
    .toMatch(pattern);
  return (await sentTo(request, chatId)).find((text) => pattern.test(text))!;
}

test('a customer links Telegram from Notifications and gets their server ready and the renewal reminder there; the admins get the payment to review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const chatId = newChatId();

  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Telegram' }).click();
  const open = page.getByRole('link', { name: 'Open Telegram' });
  await expect(open).toBeVisible();
  const startToken = startTokenOf(await open.getAttribute('href'));

  // Someone without the bot's secret cannot use the token: nothing is linked.
  const forged = await request.post('/api/telegram/webhook', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': 'not-the-secret' },
    data: {
      update_id: 1,
      message: { message_id: 1, text: `/start ${startToken}`, chat: { id: 5, type: 'private' } },
    },
  });
  expect(forged.status()).toBe(401);

  // The customer presses Start in Telegram: Telegram posts /start <token> to the webhook.
  const reply = await typeInChat(request, chatId, `/start ${startToken}`);
  expect(reply).toMatchObject({ method: 'sendMessage', chat_id: chatId });
  expect(reply.text).toContain(customer.username);
  // The page, asking again by itself, shows the chat linked.
  await expect(page.getByText(/^Connected on /)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  // The token worked once.
  const again = await typeInChat(request, newChatId(), `/start ${startToken}`);
  expect(again.text).not.toContain(customer.username);

  // A CBE transfer whose receipt shows another amount waits for an admin: the admins' group hears
  // of it at once, with what the receipt check found.
  const order = await orderKvmViaApi(request, token, 'Package Small');
  const reference = await addCbeTransferReceipt(request, { username: customer.username, amount: '1.00' });
  const report = await request.post(`/api/orders/${order.id}/record-payment`, {
    headers: bearer(token),
    data: {
      paymentMethod: 'CBE',
      paymentReference: reference,
      paidBy: `Abebe ${customer.username}`,
      accountSuffix: '1000',
    },
  });
  expect(report.status(), await report.text()).toBe(201);
  const alert = await waitForText(
    request,
    E2E_TELEGRAM.adminChatId,
    new RegExp(`Payment waiting for review: order ${orderNumber(order.id)}`),
  );
  expect(alert).toContain('Receipt check: the receipt does not match');
  expect(alert).toContain('/admin/orders');

  // Confirmed: the server is set up, and the chat is told how to connect, never the password.
  const serviceId = (await markPaid(request, await adminToken(request), order.id))!;
  const ready = await waitForText(request, chatId, /^Your server .* is ready\./m);
  expect(ready).toContain(`/service-details/${serviceId}`);
  const details = await request.get(`/api/services/${serviceId}/details`, { headers: bearer(token) });
  const { password } = (await details.json()) as { password: string };
  expect(password.length).toBeGreaterThan(7);
  expect(ready).not.toContain(password);

  // Three days before its end, the admin's reminder reaches the chat too, with the way to pay.
  endInThreeDays(serviceId);
  const remind = await request.post(`/api/admin/service/send-expiration-reminder/${serviceId}`, {
    headers: bearer(await adminToken(request)),
  });
  expect(remind.status(), await remind.text()).toBe(200);
  const reminder = await waitForText(request, chatId, /ends in 3 days/);
  expect(reminder).toContain('http');

  // Disconnect: asked first, then the chat is no longer linked.
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Telegram?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Telegram' })).toBeVisible();
});

test('an Amharic customer’s chat is answered and told in Amharic', async ({ request }) => {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const me = await request.patch('/api/auth/me', { headers: bearer(token), data: { locale: 'am' } });
  expect(me.status()).toBe(200);
  const link = await request.post('/api/notifications/telegram/link', { headers: bearer(token) });
  expect(link.status(), await link.text()).toBe(200);
  const chatId = newChatId();
  const reply = await typeInChat(
    request,
    chatId,
    `/start ${startTokenOf(((await link.json()) as { url: string }).url)}`,
  );
  expect(reply.text).toMatch(/[\u1200-\u137F]/);
  const settings = await request.get('/api/notifications', { headers: bearer(token) });
  expect(((await settings.json()) as { telegram: { linked: boolean } }).telegram.linked).toBe(true);

  const order = await orderKvmViaApi(request, token, 'Package Small');
  const serviceId = (await markPaid(request, await adminToken(request), order.id))!;
  const ready = await waitForText(request, chatId, /ሰርቨርዎ .* ዝግጁ ነው/);
  expect(ready).toContain(`/service-details/${serviceId}`);

  // /stop in the chat ends it: the account shows no chat linked.
  const stop = await typeInChat(request, chatId, '/stop', 'am');
  expect(stop.text).toMatch(/[\u1200-\u137F]/);
  const after = await request.get('/api/notifications', { headers: bearer(token) });
  expect(((await after.json()) as { telegram: { linked: boolean } }).telegram.linked).toBe(false);
});
