import { adminToken } from '../support/admin';
import { collectPageErrors } from '../support/console';
import { formatPrice, kvmPlan } from '../support/catalog';
import { amountAfter } from '../support/screen';
import { newCustomer, registerViaApi, signInThroughForm, storedToken } from '../support/users';
import { expect, test } from '../support/test';

/**
 * A 100% coupon (issue 22, item 8): the admin makes the code, the customer orders with it, the
 * order of 0 ETB is confirmed at creation and its page says so, with nothing to transfer; the admin
 * then provisions it like any paid order.
 */
test('an order made free by a 100% coupon is confirmed at once and provisioned like a paid one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const admin = await adminToken(request);
  const code = `GIFT${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/admin/discount-codes', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { code, discount: 100, givenTo: 'e2e giveaway' },
  });
  expect(created.status(), await created.text()).toBe(201);

  const customer = newCustomer();
  await registerViaApi(request, customer);
  const plan = kvmPlan('Package Small');
  await page.goto(`/kvm-config/${plan.id}`);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/config-confirmation$/);

  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /coupon/i }).fill(code);
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText(/100% off/)).toBeVisible();
  await expect(amountAfter(main, 'Total')).toHaveText(formatPrice(0));

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment-instruction\?order=/);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(page.getByText(/nothing to transfer/)).toBeVisible();
  await expect(page.getByText('Total Amount Due')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);

  const orderId = new URL(page.url()).searchParams.get('order')!;
  const token = await storedToken(page);
  const order = await request.get(`/api/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await order.json()).toMatchObject({ paid: true, totalPrice: 0, discount: { code, discount: 100 } });

  // Like any paid order, with AUTO_PROVISION (the server's default) its service was created with
  // it and is built by the simulated provider: it runs in My Services without any admin.
  await page.goto('/my-services');
  const row = page.getByRole('row').filter({ hasText: plan.displayname });
  await expect(row.getByText('Running')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});
