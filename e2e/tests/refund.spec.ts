import { orderNumber } from '@shop/domain';
import type { Page } from '@playwright/test';
import { adminToken, markPaid, signInAsAdmin } from '../support/admin';
import { parseEtb } from '../support/catalog';
import { outboxFiles, waitForMail } from '../support/mail';
import { orderKvmViaApi } from '../support/orders';
import { newCustomer, registerViaApi, tokenViaApi } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Issue 34: a refund ends everything. An admin refunds a paid order from the console, through a
 * confirmation that says what will happen; the customer is mailed the credit note, the
 * dashboard's revenue drops by the order's amount and the order reads Refunded.
 */
async function dashboardRevenue(page: Page): Promise<number> {
  await page.goto('/admin');
  const figure = page.getByRole('group', { name: 'Total Revenue' });
  await expect(figure).toContainText('ETB');
  return parseEtb(await figure.textContent());
}

test('an admin refunds an order through the confirmation: the credit note is mailed, revenue drops, the order reads Refunded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const order = await orderKvmViaApi(request, token, 'Package Small');
  await markPaid(request, await adminToken(request), order.id);
  const short = orderNumber(order.id);
  const mine = await request.get(`/api/orders/${order.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const amount = ((await mine.json()) as { totalPrice: number }).totalPrice;

  await signInAsAdmin(page);
  const before = await dashboardRevenue(page);

  await page.goto(`/admin/orders?search=${order.id.slice(0, 8)}`);
  const row = page.getByRole('row').filter({ hasText: order.id.slice(0, 8) });
  await row.getByRole('button', { name: `View details, order ${short}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('textbox', { name: /^Refund reason/ }).fill('Customer changed their mind');
  const mails = outboxFiles();
  await details.getByRole('button', { name: 'Refund and cancel…' }).click();

  const confirm = page.getByRole('dialog', { name: 'Refund this order?' });
  const what = confirm.getByRole('list', { name: 'What the refund does' });
  await expect(what).toContainText('is refunded by hand');
  await expect(what).toContainText('A credit note is issued');
  await expect(what).toContainText('is terminated');
  await confirm.getByRole('button', { name: /^Refund / }).click();
  await expect(details.getByText(/Credit note INV-CN-\d{4}-\d{6}\./)).toBeVisible();
  const creditNote = /Credit note (INV-CN-\d{4}-\d{6})\./.exec((await details.textContent()) ?? '')![1]!;

  const mail = await waitForMail(mails, {
    to: customer.email,
    subject: `Order ${short} refunded: credit note ${creditNote}`,
  });
  expect(mail.raw).toContain(`${creditNote}.pdf`);

  expect(await dashboardRevenue(page)).toBeCloseTo(before - amount, 2);

  await page.goto(`/admin/orders?search=${order.id.slice(0, 8)}`);
  await expect(page.getByRole('row').filter({ hasText: order.id.slice(0, 8) })).toContainText('Refunded');
});
