import { adminToken } from '../support/admin';
import { E2E_CHAPA } from '../support/chapa';
import { kvmPlan } from '../support/catalog';
import { newCustomer, registerViaApi, signInThroughForm } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Online payment (issue 24): the customer pays on Chapa's checkout page (the fake's, which
 * calls back, sends the signed webhook and returns the browser) and comes back to the order's
 * status page, which follows the order without any admin: the shop verified the transaction with
 * Chapa, created the service in the same transaction (AUTO_PROVISION, the server's default) and
 * the simulated provider built it. The customer then opens the ready service.
 */
test('a customer pays online through Chapa and sees the server ready without an admin', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
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

  const started = Date.now();
  await page.getByRole('button', { name: 'Pay online (telebirr, CBE Birr, M-Pesa, card)' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_CHAPA.url}/checkout/`));
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Your server is ready')).toBeVisible({ timeout: 60_000 });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'paid online to ready in', description: `${seconds.toFixed(1)} s` });
  console.log(`paid online: from the Pay online button to "Your server is ready" in ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(60);
  await expect(page.getByText('This page updates by itself.')).toHaveCount(0);

  // The customer opens the ready service: its connection details are there.
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('link', { name: 'Open your service' }).click();
  await expect(page).toHaveURL(/\/service-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Running').first()).toBeVisible();

  // One SUCCESS payment, by Chapa, confirmed by nobody.
  const token = await adminToken(request);
  const payments = await request.get('/api/admin/payments?method=CHAPA&limit=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(payments.status()).toBe(200);
  const rows = (await payments.json()) as { status: string; paymentMethod: string; order: { id: string } }[];
  expect(rows.filter((p) => p.order.id === orderId).map((p) => [p.paymentMethod, p.status])).toEqual([
    ['CHAPA', 'SUCCESS'],
  ]);
});

/**
 * The customer leaves Chapa's page without paying: back on the order's page it says the online
 * payment did not go through (not just "Waiting for your payment") and pays again in one press,
 * through a new Chapa checkout.
 */
test('a customer who cancels on Chapa’s page is told so and pays again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const plan = kvmPlan('Package Small');

  await page.goto(`/kvm-config/${plan.id}`);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/config-confirmation$/);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment-instruction\?order=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get('order')!;

  await page.getByRole('button', { name: 'Pay online (telebirr, CBE Birr, M-Pesa, card)' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_CHAPA.url}/checkout/`));
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText('Your online payment did not go through')).toBeVisible();
  await expect(page.getByText('Waiting for your payment')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Other ways to pay' })).toHaveAttribute(
    'href',
    `/payment-instruction?order=${orderId}`,
  );

  await page.getByRole('button', { name: 'Pay again online' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_CHAPA.url}/checkout/`));
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText('Your server is ready')).toBeVisible({ timeout: 60_000 });
});
