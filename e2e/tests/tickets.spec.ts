/**
 * Support tickets end to end (issue 40), in Chromium against the built app: a customer opens a
 * ticket about their server with a screenshot; the admins' Telegram chat and the support inbox hear
 * of it; an admin answers and leaves an internal note; the customer is mailed, reads the answer
 * (not the note) and replies; the console shows Customer reply. A .png holding HTML is refused,
 * another customer's ticket and attachment answer 404, and an attachment is a nosniff download.
 * (The auto-close after seven days is proven with the clock moved in the BFF's
 * routes/admin-tickets.test.ts.)
 */
import { SUPPORT_CONTACT } from '@shop/domain/contact';
import { adminToken, markPaid, signInAsAdmin } from '../support/admin';
import { outboxFiles, waitForMail } from '../support/mail';
import { orderKvmViaApi } from '../support/orders';
import { E2E_TELEGRAM, sentTo } from '../support/telegram';
import { newCustomer, registerViaApi, signInThroughForm, tokenViaApi } from '../support/users';
import { expect, test } from '../support/test';

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a ticket about a server, from the screenshot to the customer’s reply', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const admin = await adminToken(request);
  const order = await orderKvmViaApi(request, token, 'Package Small');
  const serviceId = (await markPaid(request, admin, order.id))!;
  const mailBefore = outboxFiles();

  // The customer opens a ticket from their server's page, a screenshot attached.
  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await page.goto(`/service-details/${serviceId}`);
  await page.getByRole('link', { name: 'Get help' }).click();
  await expect(page).toHaveURL(/\/support\/new\?serviceId=/);
  await page.getByRole('textbox', { name: /Subject/ }).fill('My server does not boot');
  await page.getByRole('combobox', { name: 'Priority' }).selectOption('URGENT');
  await page
    .getByRole('textbox', { name: /Message/ })
    .fill('It hangs at the boot screen since this morning.');
  await page
    .getByLabel('Attachments')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
  const ticketId = page.url().split('/').pop()!;
  await expect(page.getByRole('button', { name: 'Download screen.png' })).toBeVisible();
  const number = (await page.getByText(/^T-[0-9A-F]{8}$/).textContent())!;

  // The admins' chat and the support inbox hear of it (never the file).
  await expect
    .poll(async () => (await sentTo(request, E2E_TELEGRAM.adminChatId)).some((t) => t.includes(number)), {
      timeout: 30_000,
    })
    .toBe(true);
  await waitForMail(mailBefore, {
    to: SUPPORT_CONTACT.email,
    subject: `New ticket ${number}: My server does not boot`,
  });

  // An admin leaves an internal note and answers, in the desk.
  const desk = await browser.newPage();
  await signInAsAdmin(desk);
  await desk.goto(`/admin/tickets/${ticketId}`);
  await desk.getByLabel('Internal note (the customer never sees it)').click();
  await desk
    .getByRole('textbox', { name: 'Internal note' })
    .fill('Probably the boot record; check the hypervisor.');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByText('Probably the boot record; check the hypervisor.')).toBeVisible();
  const answerBefore = outboxFiles();
  await desk.getByRole('textbox', { name: 'Answer' }).fill('We repaired the boot record: please try again.');
  await desk.getByRole('button', { name: 'Send answer' }).click();
  await expect(desk.getByLabel('Status')).toHaveValue('ANSWERED');

  // The customer is mailed, reads the answer (not the note) and replies.
  const mail = await waitForMail(answerBefore, {
    to: customer.email,
    subject: `Re: My server does not boot [${number}]`,
  });
  expect(mail.raw).toContain('We repaired the boot record');
  expect(mail.raw).not.toContain('hypervisor');
  await page.reload();
  await expect(page.getByText('We repaired the boot record: please try again.')).toBeVisible();
  await expect(page.getByText(/hypervisor/)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Your reply' }).fill('It boots now, thank you!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('It boots now, thank you!')).toBeVisible();

  // The console shows it waiting for us again.
  await desk.goto('/admin/tickets?waiting=true');
  const row = desk.getByRole('link', { name: new RegExp(number) });
  await expect(row).toContainText('Customer reply');
  await desk.close();
});

test('a .png that holds HTML is refused; another customer’s ticket and attachment are not found; files are downloads', async ({
  request,
}) => {
  const alice = newCustomer();
  const bob = newCustomer();
  await registerViaApi(request, alice);
  await registerViaApi(request, bob);
  const aliceToken = await tokenViaApi(request, alice);
  const bobToken = await tokenViaApi(request, bob);
  const form = (file: { name: string; mimeType: string; buffer: Buffer }) => ({
    subject: 'Files',
    department: 'TECHNICAL',
    priority: 'LOW',
    message: 'See the file.',
    attachments: file,
  });

  const html = await request.post('/api/tickets', {
    headers: bearer(aliceToken),
    multipart: form({
      name: 'cat.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    }),
  });
  expect(html.status()).toBe(400);
  expect(((await html.json()) as { message: string }).message).toBe(
    'Only PNG, JPEG, WebP, PDF and plain text files can be attached.',
  );

  const opened = await request.post('/api/tickets', {
    headers: bearer(aliceToken),
    multipart: form({ name: 'shot.png', mimeType: 'text/html', buffer: PNG }),
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const ticket = (await opened.json()) as { id: string; messages: { attachments: { id: string }[] }[] };
  const file = `/api/tickets/${ticket.id}/attachments/${ticket.messages[0]!.attachments[0]!.id}`;

  const download = await request.get(file, { headers: bearer(aliceToken) });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/png');
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(await download.body(), PNG)).toBe(0);

  expect((await request.get(`/api/tickets/${ticket.id}`, { headers: bearer(bobToken) })).status()).toBe(404);
  expect((await request.get(file, { headers: bearer(bobToken) })).status()).toBe(404);
});
