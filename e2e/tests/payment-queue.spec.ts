import type { Page } from '@playwright/test';
import { signInAsAdmin, uniqueReference } from '../support/admin';
import { collectPageErrors } from '../support/console';
import { outboxFiles, waitForMail } from '../support/mail';
import { orderKvmViaApi } from '../support/orders';
import { newCustomer, registerViaApi, signInThroughForm, tokenViaApi } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Payments to confirm (issue 27): a customer reports a transfer; the admin finds the order under
 * the "Payment reported" filter and rejects the report with a reason; the customer reads the
 * reason (mail and order page) and reports again; the admin confirms the new report from the
 * queue, prefilled with what the customer reported. The e2e server checks receipts against the
 * fake banks (RECEIPT_VERIFICATION=on): references the fake does not know stay for the admin.
 */

/** The queue, narrowed to one order by its number (other tests' reports may wait there too). */
async function openQueueFor(page: Page, short: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /payments? in the queue/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=PAYMENT_REPORTED/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('PAYMENT_REPORTED');
  await page
    .getByRole('searchbox', { name: 'Search orders' })
    .or(page.getByRole('textbox', { name: 'Search orders' }))
    .fill(short);
  await expect(page).toHaveURL(new RegExp(`search=${short}`));
}

const orderRow = (page: Page, short: string) => page.getByRole('row').filter({ hasText: short });

/** The report form of the payment-confirm page, for a Telebirr transfer. */
async function reportTelebirr(page: Page, paidBy: string, reference: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByText('Mobile money', { exact: true }).click();
  await expect(main.getByRole('radio', { name: /^telebirr/ })).toBeChecked();
  await main.getByRole('textbox', { name: 'Paid by', exact: true }).fill(paidBy);
  await main.getByRole('textbox', { name: 'Transaction number', exact: true }).fill(reference);
  await main.getByRole('button', { name: /confirm payment|submit/i }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Confirmed Successfully!' })).toBeVisible();
}

test('an admin rejects a reported payment with a reason, the customer reports again, and the admin confirms it from the queue', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const order = await orderKvmViaApi(request, token, 'Package Small');
  const short = order.id.slice(0, 8);
  const payer = `Abebe ${customer.username}`;

  // The customer reports a Telebirr transfer (a number the fake bank does not know).
  const firstReference = uniqueReference('TELEBIRR');
  const reported = await request.post(`/api/orders/${order.id}/record-payment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { paymentMethod: 'TELEBIRR', paymentReference: firstReference, paidBy: payer },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The admin finds it in the queue: the sidebar's count opens the "Payment reported" filter.
  await signInAsAdmin(page);
  await openQueueFor(page, short);
  await expect(orderRow(page, short)).toHaveCount(1);
  await expect(orderRow(page, short).getByText('Payment reported')).toBeVisible();
  // Reported orders are confirmed or rejected, never deleted.
  await expect(
    orderRow(page, short).getByRole('button', { name: `Delete Order, order ${short}` }),
  ).toHaveCount(0);

  // Reject: the reason is required, then the customer is told.
  const mailsBefore = outboxFiles();
  await orderRow(page, short)
    .getByRole('button', { name: `Reject Payment, order ${short}` })
    .click();
  const reject = page.getByRole('dialog', { name: 'Reject Reported Payment' });
  await reject.getByRole('button', { name: 'Reject Payment' }).click();
  await expect(
    reject.getByText('Please give the reason for rejecting the payment; the customer will read it.'),
  ).toBeVisible();
  const reason = `Transaction ${firstReference} is not on our Telebirr statement`;
  await reject.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await reject.getByRole('button', { name: 'Reject Payment' }).click();
  const rejected = page.getByRole('dialog', { name: 'Payment Rejected' });
  await expect(rejected).toBeVisible();
  await rejected.getByRole('button').first().click();
  await expect(orderRow(page, short)).toHaveCount(0);

  const mail = await waitForMail(mailsBefore, {
    to: customer.email,
    subject: `We could not confirm your payment for order ${short.toUpperCase()}`,
  });
  expect(mail.raw).toContain(reason);

  // The customer reads the reason on the order's page and reports again.
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  const shopperErrors = collectPageErrors(shopperPage);
  await shopperPage.goto('/signin');
  await signInThroughForm(shopperPage, customer);
  await shopperPage.goto(`/orders/${order.id}`);
  await expect(shopperPage.getByText('We could not confirm your payment')).toBeVisible();
  await expect(shopperPage.getByText(`Reason: ${reason}`)).toBeVisible();
  await shopperPage.getByRole('link', { name: 'Report payment again' }).click();
  await expect(shopperPage).toHaveURL(/\/payment-instruction/);
  await shopperPage.getByRole('button', { name: 'Done' }).click();
  await expect(shopperPage).toHaveURL(new RegExp(`/payment-confirm/${order.id}$`));
  const secondReference = uniqueReference('TELEBIRR');
  await reportTelebirr(shopperPage, payer, secondReference);
  // The fake bank does not know this reference either: once its receipt check has answered
  // (not found), the customer reads that a person will check the transfer (issue 34), not that
  // the bank is still being asked.
  await expect(async () => {
    await shopperPage.goto(`/orders/${order.id}`);
    await expect(shopperPage.getByText('A person will check your transfer').first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  expect(shopperErrors).toEqual([]);
  await shopper.close();

  // The admin confirms the new report from the queue, prefilled with exactly what was reported.
  await page.goto('/admin');
  await openQueueFor(page, short);
  await expect(orderRow(page, short)).toHaveCount(1);
  await orderRow(page, short)
    .getByRole('button', { name: `Confirm Payment, order ${short}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Reported Payment' });
  await expect(confirm.getByText('The customer reported this payment')).toBeVisible();
  await expect(confirm.getByRole('combobox', { name: 'Payment method' })).toHaveValue('TELEBIRR');
  await expect(confirm.getByRole('textbox', { name: 'Payment reference' })).toHaveValue(secondReference);
  await expect(confirm.getByRole('textbox', { name: 'Paid by' })).toHaveValue(payer);
  await expect(confirm.getByLabel('Reported payment')).toContainText(/Amount due[\d,]+\.\d{2} ETB/);
  await confirm.getByRole('button', { name: 'Confirm Payment' }).click();
  const paid = page.getByRole('dialog', { name: 'Order Marked as Paid' });
  await expect(paid).toBeVisible();
  await paid.getByRole('button').first().click();
  await expect(orderRow(page, short)).toHaveCount(0);

  // Out of the queue, the order is paid.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await expect(page).not.toHaveURL(/status=/);
  await expect(orderRow(page, short).getByText('Paid', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
