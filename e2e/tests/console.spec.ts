import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdmin, uniqueReference } from '../support/admin';
import { kvmPlan } from '../support/catalog';
import { collectPageErrors } from '../support/console';
import { newCustomer, registerViaApi, signInThroughForm, type Customer } from '../support/users';
import { expect, test } from '../support/test';

/**
 * The console (console spec 2): an admin signs in, lands on the dashboard, finds a customer's
 * reported payment, marks the order paid, creates the service, sends the reminders, creates a
 * discount code that a customer then uses at checkout, and deactivates it; a customer who opens
 * /admin sees Access Denied.
 */

async function tokenOf(request: APIRequestContext, customer: Customer): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A customer's order with a reported telebirr payment, through the API. */
async function reportedOrder(request: APIRequestContext, customer: Customer): Promise<string> {
  const token = await tokenOf(request, customer);
  const plan = kvmPlan('Package Small');
  const linux = plan.osOptions.find((o) => o.type === 'linux')!;
  const headers = { Authorization: `Bearer ${token}` };
  const order = await request.post('/api/orders/kvm', {
    headers,
    data: { id: plan.id, osId: linux.id, specifications: { ipv4: 1, traffic: 4, duration: 30 } },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: string };
  const report = await request.post(`/api/orders/${id}/record-payment`, {
    headers,
    data: {
      paymentMethod: 'TELEBIRR',
      paymentReference: uniqueReference('TELEBIRR'),
      paidBy: 'Abebe Kebede',
    },
  });
  expect(report.status()).toBe(201);
  return id;
}

function orderRow(page: Page, orderId: string) {
  return page.getByRole('row').filter({ hasText: orderId.slice(0, 8) });
}

test('an admin confirms a reported payment (its service is created with it), sends reminders and runs a discount code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const orderId = await reportedOrder(request, customer);
  const short = orderId.slice(0, 8);

  // Signed in, the admin lands on the dashboard with its figures.
  await signInAsAdmin(page);
  await expect(page.getByText(`Welcome, ${'admin'}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText('Total Orders')).toBeVisible();

  // Orders: find the reported payment by the order number and confirm it.
  await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).first().click();
  await expect(page).toHaveURL(/\/admin\/orders/);
  await page
    .getByRole('searchbox', { name: 'Search orders' })
    .or(page.getByRole('textbox', { name: 'Search orders' }))
    .fill(short);
  await expect(page).toHaveURL(new RegExp(`search=${short}`));
  await expect(orderRow(page, orderId)).toHaveCount(1);
  await orderRow(page, orderId)
    .getByRole('button', { name: `Confirm Payment, order ${short}`, exact: false })
    .click();
  const markPaid = page.getByRole('dialog', { name: 'Confirm Reported Payment' });
  await expect(markPaid.getByText('The customer reported this payment')).toBeVisible();
  await markPaid.getByRole('button', { name: 'Confirm Payment' }).click();
  const paidResult = page.getByRole('dialog', { name: 'Order Marked as Paid' });
  await expect(paidResult.getByText('The order has been successfully marked as paid.')).toBeVisible();
  await paidResult.getByRole('button').first().click();
  await expect(orderRow(page, orderId).getByText('Paid', { exact: true })).toBeVisible();

  // AUTO_PROVISION (the server's default): the service was created with the payment, so there is
  // no Create Service to press; the simulated provider builds it.
  await expect(
    orderRow(page, orderId).getByRole('button', { name: `Create Service, order ${short}`, exact: false }),
  ).toHaveCount(0);

  // Services: the reminders go out for every due service, after a confirmation that counts the
  // customers (none may be due, depending on what ran before), with the summary in the banner.
  await page.getByRole('navigation').getByRole('link', { name: 'Services' }).first().click();
  await expect(page).toHaveURL(/\/admin\/services/);
  await page.getByRole('button', { name: 'Send All Reminders' }).click();
  const confirmAll = page.getByRole('dialog', { name: 'Send All Reminders' });
  await expect(
    confirmAll.getByText(/will get a reminder|No customer is due a reminder now/).first(),
  ).toBeVisible();
  const sendAll = confirmAll.getByRole('button', { name: 'Send Reminders' });
  if (await sendAll.isDisabled()) {
    await confirmAll.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmAll).toBeHidden();
  } else {
    await sendAll.click();
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: /reminder/i })
        .first(),
    ).toBeVisible();
  }

  // Discounts: a new code, used by a customer at checkout, then deactivated.
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('navigation').getByRole('link', { name: 'Discounts' }).first().click();
  await expect(page).toHaveURL(/\/admin\/discounts/);
  await page.getByRole('button', { name: 'Create Discount Code' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create Discount Code' });
  await form.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await form
    .getByRole('spinbutton', { name: /Discount Percentage/ })
    .or(form.getByRole('textbox', { name: /Discount Percentage/ }))
    .fill('20');
  await form.getByRole('textbox', { name: /Given To/ }).fill('E2E Partner');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(code, { exact: true }).first()).toBeVisible();

  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  const buyer = newCustomer();
  await registerViaApi(request, buyer);
  const plan = kvmPlan('Package Small');
  await shopperPage.goto(`/kvm-config/${plan.id}`);
  await shopperPage.getByRole('button', { name: 'Continue to Checkout' }).click();
  await signInThroughForm(shopperPage, buyer);
  await expect(shopperPage).toHaveURL(/\/config-confirmation$/);
  await shopperPage.getByRole('textbox', { name: /coupon/i }).fill(code);
  await shopperPage.getByRole('button', { name: 'Apply' }).click();
  await expect(shopperPage.getByRole('main').getByText(new RegExp(code)).first()).toBeVisible();
  await expect(
    shopperPage
      .getByRole('main')
      .getByText(/20\s*%/)
      .first(),
  ).toBeVisible();

  await page
    .getByRole('button', { name: `Deactivate ${code}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Activate ${code}` }).first()).toBeVisible();
  const lookup = await request.get(`/api/discount-codes/${code}`);
  expect(lookup.status()).not.toBe(200);

  // A customer who opens the console is told no.
  await shopperPage.goto('/admin');
  await expect(shopperPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await shopper.close();
  expect(errors).toEqual([]);
});
