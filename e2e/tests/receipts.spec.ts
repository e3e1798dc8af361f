import type { APIRequestContext, Page } from '@playwright/test';
import { formatPrice, orderStatusLabel } from '@shop/domain';
import { kvmPlan } from '../support/catalog';
import { orderViaApi } from '../support/orders';
import { addCbeTransferReceipt, addTelebirrTransferReceipt } from '../support/receipts';
import { newCustomer, registerViaApi, signInThroughForm, storedToken } from '../support/users';
import { expect, test } from '../support/test';

/**
 * A new customer orders Package Small through the screens (configuration, sign-in, confirmation,
 * payment instructions) up to the payment report page; answers the customer and the order.
 */
async function orderSmallKvmUpToPaymentReport(page: Page, request: APIRequestContext) {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const plan = kvmPlan('Package Small');

  await page.goto(`/kvm-config/${plan.id}`);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/config-confirmation$/);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment-instruction/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/payment-confirm\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  const token = await storedToken(page);
  const order = (await orderViaApi(request, token, orderId)) as Awaited<ReturnType<typeof orderViaApi>> & {
    pricing: { totalPrice: number };
  };
  return { customer, order, orderId, token };
}

/**
 * Reported transfers checked against the bank's receipt (issue 24, RECEIPT_VERIFICATION=on): a
 * customer transfers the order's total to the shop's CBE account, reports the transaction number,
 * and the order becomes paid and its server is set up without any admin, once the shop has read
 * the bank's receipt (the fake CBE's PDF).
 */
test('a customer reports a CBE transfer whose receipt matches, and sees the server ready without an admin', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { customer, order, orderId, token } = await orderSmallKvmUpToPaymentReport(page, request);

  // The customer's transfer: the order's total to the shop's account, as the bank's receipt shows it.
  const reference = await addCbeTransferReceipt(request, {
    username: customer.username,
    amount: formatPrice(order.pricing.totalPrice).replace(' ETB', ''),
  });

  const main = page.getByRole('main');
  await main.getByRole('radio', { name: /^CBE/ }).check();
  await main.getByRole('textbox', { name: 'Paid by', exact: true }).fill(`Abebe ${customer.username}`);
  await main.getByRole('textbox', { name: 'Transaction number', exact: true }).fill(reference);
  await main.getByRole('textbox', { name: /last 4 digits/i }).fill('1000');
  const started = Date.now();
  await main.getByRole('button', { name: /confirm payment|submit/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Confirmed Successfully!' });
  await expect(dialog).toBeVisible();

  // Nobody acts: the shop reads the receipt, confirms the payment and sets the server up itself;
  // the customer follows it on the order's page.
  await dialog.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText('Your server is ready')).toBeVisible({ timeout: 60_000 });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'reported to ready in', description: `${seconds.toFixed(1)} s` });
  console.log(`receipt verified: from the report to "Your server is ready" in ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(60);
  expect((await orderViaApi(request, token, orderId)).paid).toBe(true);

  // My Orders shows it paid and set up (under Concluded Orders), with nothing left to pay.
  await page.goto('/my-orders');
  await page.getByRole('tab', { name: /^Concluded Orders/ }).click();
  const row = page.getByRole('row').filter({ hasText: orderId.slice(0, 8) });
  const paidLabel = orderStatusLabel(await orderViaApi(request, token, orderId));
  await expect(row.getByText(paidLabel, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Complete Payment/ })).toHaveCount(0);
});

/**
 * Issue 34: the shop's telebirr number written as Ethiopians write it (PAYMENT_TELEBIRR_NUMBER=
 * 0912345678); telebirr's receipt masks it 2519****5678. The transfer is verified and the server
 * set up without an admin.
 */
test('a customer reports a telebirr transfer to the shop’s 09… number and sees the server ready without an admin', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { customer, order, orderId, token } = await orderSmallKvmUpToPaymentReport(page, request);
  const reference = await addTelebirrTransferReceipt(request, {
    username: customer.username,
    amount: formatPrice(order.pricing.totalPrice).replace(' ETB', ''),
  });

  const main = page.getByRole('main');
  // The radio itself is visually hidden inside its card: the customer clicks the card.
  await main.getByText('Mobile money', { exact: true }).click();
  await expect(main.getByRole('radio', { name: /^telebirr/ })).toBeChecked();
  await main.getByRole('textbox', { name: 'Paid by', exact: true }).fill(`Abebe ${customer.username}`);
  await main.getByRole('textbox', { name: 'Transaction number', exact: true }).fill(reference);
  await main.getByRole('button', { name: /confirm payment|submit/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Confirmed Successfully!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText('Your server is ready')).toBeVisible({ timeout: 60_000 });
  expect((await orderViaApi(request, token, orderId)).paid).toBe(true);
});
