import type { Page } from '@playwright/test';
import { adminToken, markPaid } from '../support/admin';
import { kvmPlan } from '../support/catalog';
import { collectPageErrors } from '../support/console';
import { orderKvmViaApi } from '../support/orders';
import { setSliderByKeyboard } from '../support/screen';
import { expect, test } from '../support/test';
import { newCustomer, registerViaApi, signInThroughForm, tokenViaApi } from '../support/users';

/**
 * Addresses as sold (issue 27): a customer who buys 3 IPv4 addresses finds 3 on the service page,
 * from the simulated driver's pool; an IPv6-only plan shows an IPv6 address and no IPv4.
 */

const connection = (page: Page) => page.getByRole('region', { name: 'Connection Details' });

function orderIdOf(page: Page): string {
  const id = /\/payment-confirm\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(id, `an order id in ${page.url()}`).toBeTruthy();
  return id!;
}

test('a customer who buys 3 IPv4 addresses sees the 3 addresses on the service page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const plan = kvmPlan('Package Small');

  await page.goto(`/kvm-config/${plan.id}`);
  await setSliderByKeyboard(page.getByRole('slider', { name: /IPv4/i }), 3, 1);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/config-confirmation$/);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment-instruction/);
  await page.getByRole('button', { name: 'Done' }).click();
  const orderId = orderIdOf(page);

  const serviceId = await markPaid(request, await adminToken(request), orderId);
  expect(serviceId).not.toBeNull();
  await page.goto(`/service-details/${serviceId}`);
  const card = connection(page);
  // The simulated machine is built within SIMULATED_CREATE_MS; the page shows it once it runs.
  await expect(card.getByText('IPv4 address 3', { exact: true })).toBeVisible({ timeout: 30_000 });
  for (const n of [1, 2]) await expect(card.getByText(`IPv4 address ${n}`, { exact: true })).toBeVisible();
  const addresses = card.getByText(/^10\.77\.\d+\.\d+$/);
  await expect(addresses).toHaveCount(3);
  const ips = (await addresses.allTextContents()).map((text) => text.trim());
  expect(new Set(ips).size).toBe(3);
  await expect(
    page.getByRole('region', { name: 'Service Information' }).getByText('IPv4 addresses'),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('an IPv6-only plan shows an IPv6 address and no IPv4', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const order = await orderKvmViaApi(request, await tokenViaApi(request, customer), 'IPv6 Small');
  const serviceId = await markPaid(request, await adminToken(request), order.id);
  expect(serviceId).not.toBeNull();

  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/my-services$/);
  const row = page.getByRole('row').filter({ hasText: 'IPv6 Small' });
  await expect(row.getByText('Running')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('link', { name: /Manage/ }).click();
  await expect(page).toHaveURL(new RegExp(`/service-details/${serviceId}$`));
  const card = connection(page);
  await expect(card.getByText('IPv6 address', { exact: true })).toBeVisible();
  await expect(card.getByText(/^fd77::[0-9a-f:]+$/)).toBeVisible();
  await expect(card.getByText(/IPv4|^IP address$/)).toHaveCount(0);
});
