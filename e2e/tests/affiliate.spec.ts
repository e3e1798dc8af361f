import type { Browser, Page } from '@playwright/test';
import { adminToken, markPaid } from '../support/admin';
import { affiliateMoney, expectedKickbackEtb, newAffiliateCode, ordersOf } from '../support/affiliate';
import { formatPrice, kvmPlan, kvmTotalEtb } from '../support/catalog';
import { collectPageErrors } from '../support/console';
import { amountAfter } from '../support/screen';
import { newCustomer, registerViaApi, signInThroughForm, storedToken, type Customer } from '../support/users';
import { expect, test } from '../support/test';

/**
 * The affiliate program end to end (issue 12; console spec 2.10 and the affiliate terms): a
 * customer creates their code, a second customer buys with it and is discounted, the owner cannot
 * use it, the admin confirms the payment, and the owner sees the sale and its pending kickback;
 * once the owner deactivates the code, it is refused.
 */

/** What the BFF gives a new code when nothing else is configured (AFFILIATE_DEFAULT_*_PERCENT). */
const DEFAULT_DISCOUNT_PERCENT = 5;
const DEFAULT_KICKBACK_PERCENT = 10;

/** An eligible plan (the '2025sale' line earns nothing from Package Mega up), at its defaults. */
const plan = kvmPlan('Package Small');
const defaults = { ipv4: plan.ipv4Included, trafficTb: plan.trafficTb, days: 30 };

/** Loaded machine: data can take a while to come. */
const SLOW = { timeout: 30_000 };

/** The server's refusal of a paid-for request: Chromium logs it as a failed resource load. */
const failedLoad = (status: number) => (error: string) => error.includes(`status of ${status}`);

/** A fresh browser context (its own storage, clipboard allowed) with a customer signed in. */
async function signedIn(browser: Browser, customer: Customer): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/signin');
  await signInThroughForm(page, customer);
  return { page, errors };
}

/** From the plan's configuration to the summary of a signed-in customer. */
async function configureAndCheckout(page: Page): Promise<void> {
  await page.goto(`/kvm-config/${plan.id}`);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/config-confirmation$/, SLOW);
  await expect(page.getByRole('heading', { name: 'Configuration Summary' })).toBeVisible();
}

async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: /coupon/i }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('an affiliate code from creation to a confirmed sale and its kickback, then deactivated', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = newCustomer();
  const buyer = newCustomer();
  await registerViaApi(request, owner);
  await registerViaApi(request, buyer);
  const typed = newAffiliateCode();
  const code = typed.toUpperCase();

  const a = await signedIn(browser, owner);
  const b = await signedIn(browser, buyer);

  await test.step('the owner creates a code on My Codes and copies it', async () => {
    const page = a.page;
    await page.goto('/affiliate');
    await expect(page.getByRole('heading', { name: 'Affiliate Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No affiliate code found.' })).toBeVisible(SLOW);

    await page.getByRole('tab', { name: 'My Codes' }).click();
    await expect(page).toHaveURL(/\/affiliate\?tab=codes$/);
    await page.getByRole('button', { name: 'Create Code' }).click();
    const form = page.getByRole('form', { name: 'Create your affiliate code' });
    const field = form.getByRole('textbox', { name: 'Affiliate code' });
    await field.pressSequentially(typed);
    await expect(field).toHaveValue(code);
    await form.getByRole('button', { name: 'Create Code' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Affiliate code created successfully' }),
    ).toBeVisible(SLOW);
    const card = page
      .getByRole('list', { name: 'Your affiliate codes' })
      .getByRole('article', { name: code });
    await expect(card.getByRole('heading', { name: code })).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    // The shop's default percentages: 5% off for the buyer, 10% kickback for the owner.
    await expect(
      card.getByText('Discount', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(`${DEFAULT_DISCOUNT_PERCENT}%`);
    await expect(
      card.getByText('Kickback', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(`${DEFAULT_KICKBACK_PERCENT}%`);

    await card.getByRole('button', { name: `Copy code ${code}` }).click();
    await expect(card.getByText('Code copied to clipboard!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  let orderId = '';
  let orderTotal = 0;
  await test.step('a second customer buys with the code and is discounted 5%', async () => {
    const page = b.page;
    await configureAndCheckout(page);
    const main = page.getByRole('main');
    const total = amountAfter(main, 'Total');
    await expect(total).toHaveText(formatPrice(kvmTotalEtb(plan, defaults)), SLOW);

    await applyCoupon(page, typed);
    await expect(main.getByRole('status').filter({ hasText: code })).toContainText(
      `${DEFAULT_DISCOUNT_PERCENT}% off`,
      SLOW,
    );
    await expect(main.getByText(`Coupon ${code} (${DEFAULT_DISCOUNT_PERCENT}%)`)).toBeVisible();
    const discounted = kvmTotalEtb(plan, { ...defaults, couponPercent: DEFAULT_DISCOUNT_PERCENT });
    await expect(total).toHaveText(formatPrice(discounted), SLOW);

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/payment-instruction\?order=[0-9a-f-]{36}$/, SLOW);
    const orders = await ordersOf(request, await storedToken(page));
    const order = orders.find((o) => o.serviceName === plan.displayname);
    expect(order, 'the order placed with the code').toBeDefined();
    expect(order!.discount).toEqual({ code, discount: DEFAULT_DISCOUNT_PERCENT });
    expect(order!.pricing.totalPrice).toBe(discounted);
    await expect(amountAfter(main, 'Total Amount Due')).toHaveText(formatPrice(discounted));
    orderId = order!.id;
    orderTotal = order!.pricing.totalPrice;
  });

  await test.step("the admin confirms the buyer's payment (the console's Mark as Paid)", async () => {
    await markPaid(request, await adminToken(request), orderId);
  });

  await test.step('the owner cannot use their own code at checkout', async () => {
    const page = a.page;
    await configureAndCheckout(page);
    await applyCoupon(page, code);
    await expect(page.getByText('You cannot use your own affiliate code.', { exact: true })).toBeVisible(
      SLOW,
    );
    await expect(page.getByRole('main').getByText(`${DEFAULT_DISCOUNT_PERCENT}% off`)).toHaveCount(0);
  });

  const kickback = expectedKickbackEtb(orderTotal, DEFAULT_KICKBACK_PERCENT);
  await test.step('the owner sees the sale and its pending kickback', async () => {
    const page = a.page;
    await page.goto('/affiliate');
    const figure = (name: string) => page.getByRole('group', { name }).locator('p').nth(1);
    await expect(figure('Total Orders')).toHaveText('1', SLOW);
    await expect(figure('Total Revenue')).toHaveText(affiliateMoney(orderTotal));
    await expect(figure('Total Kickback')).toHaveText(affiliateMoney(kickback));
    // Just paid: the whole kickback is held for 30 days, none is payable yet.
    const payout = page.getByRole('region', { name: 'Payout' });
    const payoutFigure = (label: string) =>
      payout.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd/span[1]');
    await expect(payoutFigure('Pending kickback')).toHaveText(affiliateMoney(kickback));
    await expect(payoutFigure('Payable kickback')).toHaveText(affiliateMoney(0));
    await expect(payout.getByText('Held for 30 days after payment')).toBeVisible();

    const row = page.getByRole('table', { name: 'Your affiliate codes and their results' }).getByRole('row', {
      name: new RegExp(code),
    });
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await row.getByRole('link', { name: `View Details of ${code}` }).click();

    await expect(page).toHaveURL(new RegExp(`\\?tab=stats&code=${code}$`));
    await expect(page.getByRole('heading', { name: `Statistics of ${code}` })).toBeVisible(SLOW);
    const sales = page.getByRole('table', { name: `Recent orders with ${code}` });
    const sale = sales.getByRole('row').filter({ hasText: buyer.username });
    await expect(sale).toHaveCount(1);
    await expect(sale.getByRole('cell').nth(0)).toHaveText(plan.displayname);
    await expect(sale.getByRole('cell').nth(1)).toHaveText(buyer.username);
    await expect(sale.getByRole('cell').nth(2)).toHaveText(affiliateMoney(orderTotal));
    await expect(sale.getByRole('cell').nth(3)).toContainText('Payable from');
  });

  await test.step('the owner deactivates the code; it is refused afterwards', async () => {
    const page = a.page;
    await page.getByRole('tab', { name: 'My Codes' }).click();
    const card = page.getByRole('article', { name: code });
    await card.getByRole('button', { name: `Deactivate ${code}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Affiliate code deactivated' })).toBeVisible(
      SLOW,
    );
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Activate ${code}` })).toBeVisible();

    const lookup = await request.get(`/api/discount-codes/${code}`, {
      headers: { Authorization: `Bearer ${await storedToken(b.page)}` },
    });
    expect(lookup.status()).toBe(404);
    expect(((await lookup.json()) as { message: string }).message).toBe('Invalid or expired coupon code');
  });

  await a.page.context().close();
  await b.page.context().close();
  // The own-code refusal is a 422 the page shows; nothing else may go wrong.
  expect(a.errors.filter((e) => !failedLoad(422)(e))).toEqual([]);
  expect(b.errors).toEqual([]);
});
