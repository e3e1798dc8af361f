import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, markPaid } from '../support/admin';
import { ordersOf } from '../support/affiliate';
import { parseEtb } from '../support/catalog';
import { orderKvmViaApi, servicesViaApi } from '../support/orders';
import { newCustomer, registerViaApi, signInThroughForm, tokenViaApi, type Customer } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Power with care and Extend's price first (issue 27, items 4 and 5): while the server is carrying
 * out a power action its controls wait, saying why, and a request sent anyway is refused with 409;
 * Extend shows the shop's price before anything is created, and closing it leaves no order.
 */

const control = (page: Page) => page.getByRole('region', { name: 'Control Panel' });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A customer with a running KVM server (bought and confirmed through the API), signed in on its page. */
async function runningServer(page: Page, request: APIRequestContext) {
  const customer: Customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const order = await orderKvmViaApi(request, token, 'Package Small');
  const serviceId = (await markPaid(request, await adminToken(request), order.id))!;
  expect(serviceId).toBeTruthy();
  await expect
    .poll(async () => (await servicesViaApi(request, token)).find((s) => s.id === serviceId)?.currentStatus, {
      timeout: 20_000,
    })
    .toBe('running');
  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await page.goto(`/service-details/${serviceId}`);
  await expect(control(page).getByText('Running')).toBeVisible();
  return { token, serviceId, firstOrderId: order.id };
}

test('the power controls wait while the server stops, say why, and the server refuses a power action sent anyway', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, serviceId } = await runningServer(page, request);

  // Stop asks first, saying what it does; Cancel leaves the server running, then it is confirmed.
  await control(page).getByRole('button', { name: 'Stop', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop Package Small?' });
  await expect(
    confirm.getByText(/like pulling the plug\. Anything not saved on the server may be lost/),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(control(page).getByText('Running')).toBeVisible();
  await control(page).getByRole('button', { name: 'Stop', exact: true }).click();
  await confirm.getByRole('button', { name: 'Stop the server' }).click();
  await expect(confirm).toBeHidden();
  // The stop is under way: every power control and Reinstall wait, and the panel says why.
  const reason = control(page).getByText(/still carrying out the last action \(Stopping\)/);
  await expect(reason).toBeVisible();
  for (const name of ['Start', 'Stop', 'Restart', 'Shutdown', 'Reinstall'])
    await expect(control(page).getByRole('button', { name, exact: true })).toBeDisabled();
  await expect(control(page).getByRole('button', { name: 'Extend' })).toBeEnabled();
  // The page asks again by itself until the server has stopped; then Start is offered.
  await expect(control(page).getByText('Stopped')).toBeVisible({ timeout: 10_000 });
  await expect(reason).toBeHidden();
  await expect(control(page).getByRole('button', { name: 'Start', exact: true })).toBeEnabled();

  // A request sent anyway, in the middle of a restart, is refused with 409 and a clear message.
  const restart = await request.post(`/api/services/${serviceId}/restart`, { headers: bearer(token) });
  expect(restart.status(), await restart.text()).toBe(200);
  expect(((await restart.json()) as { currentStatus: string }).currentStatus).toBe('starting');
  const stop = await request.post(`/api/services/${serviceId}/stop`, { headers: bearer(token) });
  expect(stop.status()).toBe(409);
  expect(await stop.json()).toMatchObject({
    statusCode: 409,
    message:
      'Your server is still carrying out the last power action. Please wait until it has finished, then try again.',
  });
  // The restart went on undisturbed.
  await expect
    .poll(
      async () => {
        const details = await request.get(`/api/services/${serviceId}/details`, { headers: bearer(token) });
        return ((await details.json()) as { currentStatus: string }).currentStatus;
      },
      { timeout: 15_000 },
    )
    .toBe('running');
});

test('Extend shows the price first; closing leaves no order, and Continue to Payment creates it at that price', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, serviceId } = await runningServer(page, request);
  const renewals = async () =>
    (await ordersOf(request, token)).filter(
      (o) => (o as unknown as { renewalOfServiceId: string | null }).renewalOfServiceId === serviceId,
    );

  await control(page).getByRole('button', { name: 'Extend' }).click();
  let dialog = page.getByRole('dialog', { name: 'Extend the service' });
  await dialog.getByRole('combobox', { name: 'Extend by' }).selectOption({ label: '90 days' });
  const amount = dialog.locator('dd').last();
  await expect(dialog.getByText('Amount due')).toBeVisible();
  await expect(dialog.getByText('VAT (15%)')).toBeVisible();
  await expect(amount).toHaveText(/ETB$/);
  const quoted = parseEtb(await amount.textContent());
  expect(quoted).toBeGreaterThan(0);
  expect(await renewals()).toEqual([]);

  // Cancel, then Escape: still no order.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await renewals()).toEqual([]);
  await control(page).getByRole('button', { name: 'Extend' }).click();
  dialog = page.getByRole('dialog', { name: 'Extend the service' });
  await expect(dialog.getByText('Amount due')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await renewals()).toEqual([]);

  // Continue to Payment makes the renewal order, at the quoted price, and opens its payment.
  await control(page).getByRole('button', { name: 'Extend' }).click();
  dialog = page.getByRole('dialog', { name: 'Extend the service' });
  await dialog.getByRole('combobox', { name: 'Extend by' }).selectOption({ label: '90 days' });
  await expect(amount).toHaveText(/ETB$/);
  expect(parseEtb(await dialog.locator('dd').last().textContent())).toBe(quoted);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  // The order's parameter is 'order' (older links say 'orderId'; both open the page).
  await expect(page).toHaveURL(/\/payment-instruction\?(order|orderId)=/);
  const params = new URL(page.url()).searchParams;
  const renewalId = params.get('order') ?? params.get('orderId');
  const [renewal, ...others] = await renewals();
  expect(others).toEqual([]);
  expect(renewal).toMatchObject({ id: renewalId, paid: false, status: 'PENDING' });
  expect(renewal!.pricing.totalPrice).toBe(quoted);
});
