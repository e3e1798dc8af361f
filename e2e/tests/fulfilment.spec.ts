import type { Page } from '@playwright/test';
import { adminToken, markPaid, uniqueReference } from '../support/admin';
import { kvmPlan } from '../support/catalog';
import { collectPageErrors } from '../support/console';
import { newCustomer, registerViaApi, signInThroughForm, type Customer } from '../support/users';
import { expect, test } from '../support/test';

/**
 * After the payment (storefront spec 2 and 4; fulfilment): an admin confirms it and creates the
 * service (through the API until the console exists), the simulated provider builds the machine,
 * and its owner runs it from /service-details: stop, start, reinstall, and extend, which is a
 * renewal order paid like any other; its confirmation moves the end date.
 */

/** The report form for a telebirr payment (the page must be open), submitted; then the success dialog. */
async function reportTelebirrPayment(page: Page, customer: Customer): Promise<void> {
  const main = page.getByRole('main');
  // The radio itself is visually hidden inside its card: the customer clicks the card.
  await main.getByText('Mobile money', { exact: true }).click();
  await expect(main.getByRole('radio', { name: /^telebirr/ })).toBeChecked();
  await main.getByRole('textbox', { name: 'Paid by', exact: true }).fill(`Abebe ${customer.username}`);
  await main
    .getByRole('textbox', { name: 'Transaction number', exact: true })
    .fill(uniqueReference('TELEBIRR'));
  await main.getByRole('button', { name: /confirm payment|submit/i }).click();
  const success = page.getByRole('dialog', { name: 'Payment Confirmed Successfully!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: /continue|my services/i }).click();
  await expect(page).toHaveURL(/\/my-services$/);
}

function orderIdOf(page: Page): string {
  const id = /\/payment-confirm\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(id, `an order id in ${page.url()}`).toBeTruthy();
  return id!;
}

const info = (page: Page) => page.getByRole('region', { name: 'Service Information' });
const control = (page: Page) => page.getByRole('region', { name: 'Control Panel' });

test('a KVM server from a confirmed payment to its owner running, reinstalling and extending it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const plan = kvmPlan('Package Small');

  // Buy: configure, sign in on the way, order, and report the transfer.
  await page.goto(`/kvm-config/${plan.id}`);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/config-confirmation$/);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment-instruction/);
  await page.getByRole('button', { name: 'Done' }).click();
  const orderId = orderIdOf(page);
  await reportTelebirrPayment(page, customer);
  await expect(page.getByText('Payment awaiting confirmation')).toBeVisible();

  // The admin confirms the payment: with AUTO_PROVISION (the server's default) the service is
  // created with it, the simulated provider builds it and it appears in My Services, no
  // Create Service needed.
  const admin = await adminToken(request);
  const serviceId = await markPaid(request, admin, orderId);
  expect(serviceId).not.toBeNull();
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: plan.displayname });
  await expect(row.getByText('Running')).toBeVisible({ timeout: 20_000 });
  await row.getByRole('link', { name: /Manage/ }).click();
  await expect(page).toHaveURL(new RegExp(`/service-details/${serviceId}$`));

  // Running, with how to connect; the password is hidden until shown.
  await expect(info(page).getByText('Running')).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection Details' });
  await expect(connection.getByText(/^10\.77\.\d+\.\d+$/).first()).toBeVisible();
  await expect(connection.getByText('root', { exact: true })).toBeVisible();
  await connection.getByRole('button', { name: 'Show password' }).click();
  await expect(connection.getByRole('button', { name: 'Hide password' })).toBeVisible();

  // Stop, then start: each answer replaces the state, which settles to stopped, then running.
  await expect(control(page).getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
  // Stop asks first (it cuts the power like pulling the plug); Start does not.
  await control(page).getByRole('button', { name: 'Stop', exact: true }).click();
  const stop = page.getByRole('dialog', { name: `Stop ${plan.displayname}?` });
  await expect(stop.getByText(/like pulling the plug/)).toBeVisible();
  await stop.getByRole('button', { name: 'Stop the server' }).click();
  await expect(stop).toBeHidden();
  await expect(info(page).getByText('Stopped')).toBeVisible();
  await expect(control(page).getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();
  await control(page).getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(info(page).getByText('Running')).toBeVisible();

  // Reinstall with another image of the plan, after the warning.
  await control(page).getByRole('button', { name: 'Reinstall' }).click();
  const reinstall = page.getByRole('dialog', { name: 'Reinstall the server' });
  await expect(
    reinstall.getByText(
      'Reinstalling erases the server’s disk: every file and all data on it are deleted. This cannot be undone.',
    ),
  ).toBeVisible();
  const osSelect = reinstall.getByRole('combobox', { name: 'Operating system' });
  const otherOs =
    plan.osOptions.find((o) => o.type === 'linux' && o.version !== 'ubuntu-20.04') ?? plan.osOptions[0]!;
  await osSelect.selectOption({ label: otherOs.displayname });
  await reinstall.getByRole('button', { name: 'Erase and reinstall' }).click();
  await expect(reinstall).toBeHidden();
  await expect(info(page).getByText(otherOs.displayname)).toBeVisible({ timeout: 15_000 });
  await expect(info(page).getByText('Running')).toBeVisible({ timeout: 15_000 });
  const daysBefore = await page.request
    .get(`/api/services/${serviceId}/details`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('storefront.token'))}`,
      },
    })
    .then(async (r) => ((await r.json()) as { daysLeft: number }).daysLeft);

  // Extend by 60 days: a renewal order with the server's price, paid like any order.
  await control(page).getByRole('button', { name: 'Extend' }).click();
  const extend = page.getByRole('dialog', { name: 'Extend the service' });
  await extend.getByRole('combobox', { name: 'Extend by' }).selectOption({ label: '60 days' });
  // The price first (a quote: nothing is created); the order only on Continue to Payment.
  await expect(extend.getByText('Amount due')).toBeVisible();
  await extend.getByRole('button', { name: 'Continue to Payment' }).click();
  // The order's parameter is 'order' (older links say 'orderId'; both open the page).
  await expect(page).toHaveURL(/\/payment-instruction\?(order|orderId)=/);
  const params = new URL(page.url()).searchParams;
  const renewalId = (params.get('order') ?? params.get('orderId'))!;
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-confirm/${renewalId}$`));
  await reportTelebirrPayment(page, customer);

  // Nothing moves until the renewal is paid; then the end date is 60 days later.
  await markPaid(request, admin, renewalId);
  await page.goto(`/service-details/${serviceId}`);
  await expect(info(page).getByText(new RegExp(`^${daysBefore + 60} days left$`))).toBeVisible();

  // The first order's payment page, now that it is active: its payment was confirmed, no transfer asked.
  await page.goto(`/payment-instruction?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  await expect(
    page.getByText(
      `Your payment for ${plan.displayname} was confirmed. Your service is listed under My Services.`,
    ),
  ).toBeVisible();
  await expect(page.getByText('Total Amount Due')).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Go to My Services' }).click();
  await expect(page).toHaveURL(/\/my-services$/);
  expect(errors).toEqual([]);
});
