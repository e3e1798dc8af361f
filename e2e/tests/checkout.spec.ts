import type { APIRequestContext, Page } from '@playwright/test';
import { orderStatusLabel } from '@shop/domain';
import { uniqueReference } from '../support/admin';
import { collectPageErrors } from '../support/console';
import { formatPrice, gameTotalEtb, kvmPlan, kvmTotalEtb, seededGame } from '../support/catalog';
import { amountAfter, setSliderByKeyboard } from '../support/screen';
import {
  newCustomer,
  signInThroughForm,
  signUpThroughForm,
  storedToken,
  type Customer,
} from '../support/users';
import { expect, test } from '../support/test';

/**
 * The customer's whole journey (storefront spec, sections 2, 4, 5 and 8), once for a KVM plan and
 * once for a game: configure, sign up and in on the way, the configuration summary with a coupon,
 * the order and its payment instructions, the payment report, and the order in My Orders.
 */

interface ApiOrder {
  id: string;
  serviceName: string;
  status: string;
  paid: boolean;
  paymentReported: boolean;
  pricing: { totalPrice: number };
}

async function myOrders(request: APIRequestContext, token: string): Promise<ApiOrder[]> {
  const response = await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiOrder[];
}

/** Signed out at 'Continue to Checkout': to sign-in, over to sign-up, back to sign in, then the summary. */
async function signUpAndInFromCheckout(page: Page, customer: Customer): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: /create|sign up/i })
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  await signUpThroughForm(page, customer);
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/config-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Configuration Summary' })).toBeVisible();
}

async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: /coupon/i }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

/**
 * Proceed to Payment, then the instructions: 'Total Amount Due' is the server's total of the new
 * order, and the CBE and telebirr tabs show their details. Returns the order as the API lists it.
 */
async function proceedToPayment(
  page: Page,
  request: APIRequestContext,
  serviceName: string,
  expectedTotal: number,
): Promise<ApiOrder> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  // The new order's id is in the address, so the page survives a reload.
  await expect(page).toHaveURL(/\/payment-instruction\?order=[0-9a-f-]{36}$/);

  const token = await storedToken(page);
  const orders = await myOrders(request, token);
  const order = orders.find((o) => o.serviceName === serviceName && !o.paymentReported);
  expect(order, `the new ${serviceName} order in GET /api/orders`).toBeDefined();
  expect(order!.status).toBe('PENDING');
  expect(order!.paid).toBe(false);
  expect(order!.pricing.totalPrice).toBe(expectedTotal);

  expect(new URL(page.url()).searchParams.get('order')).toBe(order!.id);

  const main = page.getByRole('main');
  await expect(amountAfter(main, 'Total Amount Due')).toHaveText(formatPrice(order!.pricing.totalPrice));
  // A reload reads the order again from the API: the same amount, not 'No Payment Data'.
  await page.reload();
  await expect(amountAfter(main, 'Total Amount Due')).toHaveText(formatPrice(order!.pricing.totalPrice));
  await expect(page.getByRole('heading', { name: 'No Payment Data' })).toHaveCount(0);

  const cbe = main.getByRole('tab', { name: 'CBE', exact: true });
  const telebirr = main.getByRole('tab', { name: 'telebirr', exact: true });
  await expect(cbe).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText(/account number/i).first()).toBeVisible();
  await telebirr.click();
  await expect(telebirr).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText(/phone number/i).first()).toBeVisible();
  await cbe.click();
  await expect(cbe).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-confirm/${order!.id}$`));
  return order!;
}

/** Fills the report form for a CBE payment (the page must be open) and submits it. */
async function reportCbePayment(page: Page, customer: Customer, reference: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: /^CBE/ }).check();
  await main.getByRole('textbox', { name: 'Paid by', exact: true }).fill(`Abebe ${customer.username}`);
  await main.getByRole('textbox', { name: 'Transaction number', exact: true }).fill(reference);
  await main.getByRole('textbox', { name: /last 4 digits/i }).fill('4321');
  await main.getByRole('button', { name: /confirm payment|submit/i }).click();
}

/** After a successful report: the success dialog, then My Orders with the order awaiting confirmation. */
async function expectReportedInMyOrders(page: Page, orderId: string, serviceName: string): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Payment Confirmed Successfully!' });
  await expect(success).toBeVisible();
  await expect(success.getByText('Your payment has been recorded and is being processed.')).toBeVisible();
  // The e2e server checks transfers against the (fake) bank's receipt and provisions by itself, so
  // the dialog gives the automatic waiting time (the spec's 1 hour is for a shop without it; the
  // stories and the component tests hold that text).
  await expect(
    success.getByText(
      'Your payment is checked with the bank and your server is set up within minutes. You can follow it on your order’s page.',
    ),
  ).toBeVisible();
  await success.getByRole('button', { name: /continue|my services/i }).click();
  await expect(page).toHaveURL(/\/my-services$/);

  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const pendingTab = page.getByRole('tab', { name: /Pending Orders/ });
  await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
  const row = page
    .getByRole('row')
    .filter({ hasText: serviceName })
    .filter({ hasText: orderId.slice(0, 8) });
  await expect(row).toHaveCount(1);
  // A reported, unconfirmed payment: the label domain gives it, and nothing left to pay.
  const label = orderStatusLabel({ status: 'PENDING', paid: false, paymentReported: true });
  expect(label).toBe('Awaiting Confirmation');
  await expect(row.getByText(label, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Complete Payment/ })).toHaveCount(0);
}

test('a KVM plan from configuration to a reported payment, with the ET2018 coupon', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const customer = newCustomer();
  const plan = kvmPlan('Package Small');
  const choice = { ipv4: 2, trafficTb: 4, days: 60 };

  await page.goto(`/kvm-config/${plan.id}`);
  await setSliderByKeyboard(page.getByRole('slider', { name: /IPv4/i }), choice.ipv4, 1);
  await setSliderByKeyboard(page.getByRole('slider', { name: /duration/i }), choice.days, 30);
  await expect(amountAfter(page.getByRole('region', { name: 'Order Summary' }), 'Total')).toHaveText(
    formatPrice(kvmTotalEtb(plan, choice)),
  );

  await signUpAndInFromCheckout(page, customer);
  const main = page.getByRole('main');
  await expect(main.getByText('Package Small').first()).toBeVisible();
  const total = amountAfter(main, 'Total');
  await expect(total).toHaveText(formatPrice(kvmTotalEtb(plan, choice)));

  // ET2018 is a 10% promotion for Small, Starter, Newcomer and Boost plans; typed in lower case.
  await applyCoupon(page, 'et2018');
  await expect(main.getByText(/ET2018/).first()).toBeVisible();
  await expect(main.getByText(/only valid for/)).toHaveCount(0);
  const discounted = kvmTotalEtb(plan, { ...choice, couponPercent: 10 });
  await expect(total).toHaveText(formatPrice(discounted));

  const order = await proceedToPayment(page, request, plan.displayname, discounted);
  await reportCbePayment(page, customer, uniqueReference('CBE'));
  await expectReportedInMyOrders(page, order.id, plan.displayname);
  expect(errors).toEqual([]);
});

test('a game server from configuration to a reported payment; SP45 refused; a used transaction number refused', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const customer = newCustomer();
  const game = seededGame('Valheim');
  expect(game.type).toBe('slots');
  const choice = { amount: game.minvalue + 2, days: 60 };

  await page.goto(`/game-config/${game.id}`);
  await setSliderByKeyboard(page.getByRole('slider', { name: /slots|players/i }), choice.amount, 2);
  await setSliderByKeyboard(page.getByRole('slider', { name: /duration/i }), choice.days, 30);
  const expected = gameTotalEtb(game, choice);
  await expect(amountAfter(page.getByRole('region', { name: 'Order Summary' }), 'Total')).toHaveText(
    formatPrice(expected),
  );

  await signUpAndInFromCheckout(page, customer);
  const main = page.getByRole('main');
  const total = amountAfter(main, 'Total');
  await expect(total).toHaveText(formatPrice(expected));

  // SP45 is for Small plans only: refused here, and the price stays as it was.
  await applyCoupon(page, 'SP45');
  await expect(main.getByText('This coupon code is only valid for Small service types')).toBeVisible();
  await expect(total).toHaveText(formatPrice(expected));

  const order = await proceedToPayment(page, request, game.displayname, expected);

  // The same customer already reported a transfer with this number for another order.
  const token = await storedToken(page);
  const used = uniqueReference('CBE');
  await reportThroughApi(request, token, used);

  await reportCbePayment(page, customer, used);
  const failure = page.getByRole('dialog', { name: 'Payment Confirmation Failed' });
  await expect(failure).toBeVisible();
  // The server's message (domain's SERVER_MESSAGES.paymentReferenceUsed).
  await expect(
    failure.getByText('This transaction number has already been used for a payment.'),
  ).toBeVisible();
  // The order by its number, as the app writes it everywhere, and the way to it: no dashboard.
  await expect(failure.getByText(order.id.slice(0, 8).toUpperCase(), { exact: true })).toBeVisible();
  await expect(failure.getByText(order.id)).toHaveCount(0);
  await expect(failure.getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    `/orders/${order.id}`,
  );
  await expect(failure.getByRole('link', { name: 'Go to My Orders' })).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Go to Dashboard' })).toHaveCount(0);
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(failure).toBeHidden();

  await reportCbePayment(page, customer, uniqueReference('CBE'));
  await expectReportedInMyOrders(page, order.id, game.displayname);
  // Chromium logs the refused report's 409 as a failed resource; nothing else may go wrong.
  expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
});

/** Another order of the same customer (a Package Small, 30 days), paid by CBE with `reference`. */
async function reportThroughApi(request: APIRequestContext, token: string, reference: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const plan = kvmPlan('Package Small');
  const os = plan.osOptions.find((o) => o.type === 'linux')!;
  const created = await request.post('/api/orders/kvm', {
    headers,
    data: { id: plan.id, osId: os.id, specifications: { ipv4: 1, traffic: 4, duration: 30 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const reported = await request.post(`/api/orders/${id}/record-payment`, {
    headers,
    data: {
      paymentMethod: 'CBE',
      paymentReference: reference,
      paidBy: 'Abebe Kebede',
      accountSuffix: '1234',
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
}
