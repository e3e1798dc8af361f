import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, markPaid } from '../support/admin';
import { orderKvmViaApi, servicesViaApi } from '../support/orders';
import { newCustomer, registerViaApi, signInThroughForm, tokenViaApi } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Services where the customer looks for them, and power with care (issue: every page fits the
 * phone it is paid on, and says one thing). A server the shop has suspended is still the
 * customer's: My Services lists it under Active Services with what to do, not under Past
 * Services; once the shop lifts the suspension, Stop asks before it cuts the power.
 *
 * Two suspensions: the admin's (POST /api/admin/services/{id}/status INACTIVE, the console's Stop
 * Service), which only the shop lifts; and the lifecycle's own after the end date (EXPIRED), which
 * the customer lifts by paying the renewal. The e2e server has no clock to move, so the second
 * test moves the service's end date into the past in the e2e database file, as
 * notifications.spec.ts does, and the server's own sweep (every LIFECYCLE_SWEEP_SECONDS, 5 s in
 * playwright.config.ts) makes the renewal order and suspends it.
 */

/** Moves a service's end date a minute into the past, as if its month had passed unpaid (the e2e database file). */
function endAMinuteAgo(serviceId: string): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const moved = db
      .prepare('update services set end_date = ? where id = ?')
      .run(Date.now() - 60_000, serviceId);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
}

const control = (page: Page) => page.getByRole('region', { name: 'Control Panel' });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function setStatus(
  request: APIRequestContext,
  admin: string,
  id: string,
  status: 'ACTIVE' | 'INACTIVE',
) {
  const response = await request.post(`/api/admin/services/${id}/status`, {
    headers: bearer(admin),
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a suspended server stays under Active Services with what to do, and once resumed its Stop asks first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const order = await orderKvmViaApi(request, token, 'Package Small');
  const admin = await adminToken(request);
  const serviceId = (await markPaid(request, admin, order.id))!;
  expect(serviceId).toBeTruthy();
  const service = async () => (await servicesViaApi(request, token)).find((s) => s.id === serviceId);
  // The machine's state as its page reads it (the details ask the provider).
  const powerState = async () => {
    const details = await request.get(`/api/services/${serviceId}/details`, { headers: bearer(token) });
    return ((await details.json()) as { currentStatus: string }).currentStatus;
  };
  await expect.poll(powerState, { timeout: 30_000 }).toBe('running');

  // The shop suspends it: the machine is suspended on its provider.
  await setStatus(request, admin, serviceId, 'INACTIVE');
  await expect.poll(async () => (await service())?.status).toBe('INACTIVE');

  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await page.goto('/my-services');
  await expect(page.getByRole('tab', { name: 'Active Services (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Past Services (0)' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Active services' })
    .getByRole('row')
    .filter({ hasText: 'Package Small' });
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByText(/Suspended by the shop: contact support to resume it/)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  // A renewal does not lift the shop's suspension: no 'pay to resume' here.
  await expect(row.getByText('Renewal due: pay to resume')).toBeHidden();

  // Its page: the controls wait and say why.
  await row.getByRole('link', { name: /Manage/ }).click();
  await expect(page).toHaveURL(new RegExp(`/service-details/${serviceId}$`));
  await expect(control(page).getByText(/suspended by the shop/)).toBeVisible();
  await expect(control(page).getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();

  // The shop lifts it: the server runs again, and Stop asks first.
  await setStatus(request, admin, serviceId, 'ACTIVE');
  await expect.poll(powerState, { timeout: 30_000 }).toBe('running');
  await page.reload();
  const stop = control(page).getByRole('button', { name: 'Stop', exact: true });
  await expect(stop).toBeEnabled();
  await stop.click();
  const confirm = page.getByRole('dialog', { name: 'Stop Package Small?' });
  await expect(confirm.getByText(/like pulling the plug/)).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Escape cancels: nothing is sent, focus is back on Stop, the server still runs.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(stop).toBeFocused();
  expect(await powerState()).toBe('running');
  // Confirmed, it stops.
  await stop.click();
  await confirm.getByRole('button', { name: 'Stop the server' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(powerState, { timeout: 15_000 }).toBe('stopped');
});

test('a server whose month ended unpaid stays under Active Services with "Renewal due: pay to resume", and paying the renewal brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const order = await orderKvmViaApi(request, token, 'Package Small');
  const admin = await adminToken(request);
  const serviceId = (await markPaid(request, admin, order.id))!;
  expect(serviceId).toBeTruthy();
  const service = async () => (await servicesViaApi(request, token)).find((s) => s.id === serviceId);
  await expect.poll(async () => (await service())?.status, { timeout: 30_000 }).toBe('ACTIVE');

  // Its month ends unpaid: the sweep makes the renewal order and suspends the server.
  endAMinuteAgo(serviceId);
  await expect.poll(async () => (await service())?.status, { timeout: 30_000 }).toBe('EXPIRED');
  const renewal = (await service())?.renewalDue;
  expect(renewal?.orderId).toBeTruthy();

  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await page.goto('/my-services');
  await expect(page.getByRole('tab', { name: 'Active Services (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Past Services (0)' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Active services' })
    .getByRole('row')
    .filter({ hasText: 'Package Small' });
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await expect(row.getByText('Renewal due: pay to resume')).toBeVisible();
  await expect(row.getByText(/Suspended by the shop/)).toBeHidden();

  // Pay leads to the renewal's payment page, which names it in the address.
  await row.getByRole('link', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-instruction\\?order=${renewal!.orderId}$`));

  // The renewal is paid (here confirmed by the admin): the server is back, the words are gone.
  await markPaid(request, admin, renewal!.orderId);
  await expect.poll(async () => (await service())?.status, { timeout: 30_000 }).toBe('ACTIVE');
  await page.goto('/my-services');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('Renewal due: pay to resume')).toBeHidden();
});
