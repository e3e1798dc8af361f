import type { Page } from '@playwright/test';
import { SERVER_MESSAGES_AM } from '@shop/domain';
import { am } from '../../frontend/src/i18n/am';
import { en } from '../../frontend/src/i18n/en';
import { kvmPlan, kvmTotalEtb } from '../support/catalog';
import { uniqueReference } from '../support/admin';
import { collectPageErrors } from '../support/console';
import { newCustomer, type Customer } from '../support/users';
import { expect, test } from '../support/test';

/**
 * A visitor who prefers Amharic buys a server without leaving Amharic: switches the language in
 * the header, configures a plan, signs up and in, checks out with a coupon, reports the payment,
 * meets a server refusal in Amharic, and finds the order in My Orders, with amounts in birr
 * throughout (Intl's am-ET: 'ብር 1,500.00').
 */

const birr = new Intl.NumberFormat('am-ET', { style: 'currency', currency: 'ETB', minimumFractionDigits: 2 });
/** The amount as Amharic shows it; Intl separates 'ብር' with a no-break space. */
const inBirr = (etb: number) => birr.format(etb).replace(/\s/g, '\u00a0');

/** English sentences of the customer side that must not show once the visitor chose Amharic. */
const ENGLISH_SENTENCES = [
  en.configure.checkoutAction.continue,
  en.checkout.summary.proceed,
  en.payment.report.submit,
  en.layout.nav.myOrders,
  en.auth.signIn.title,
];

async function expectNoEnglish(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const sentence of ENGLISH_SENTENCES)
    expect(text, `'${sentence}' on ${page.url()}`).not.toContain(sentence);
}

async function signUpAndIn(page: Page, customer: Customer): Promise<void> {
  await expect(page.getByRole('heading', { name: am.auth.signIn.title })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: am.auth.signIn.createOne }).click();
  await expect(page.getByRole('heading', { name: am.auth.signUp.title })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole('textbox', { name: am.auth.signUp.username, exact: true }).fill(customer.username);
  await page.getByRole('textbox', { name: am.auth.signUp.phone, exact: true }).fill(customer.phone);
  await page.getByRole('textbox', { name: am.auth.fields.email, exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: am.auth.fields.password, exact: true }).fill(customer.password);
  await page
    .getByRole('textbox', { name: am.auth.signUp.confirmPassword, exact: true })
    .fill(customer.password);
  await page.getByRole('button', { name: am.auth.signUp.submit }).click();
  await expect(page.getByText(am.auth.signUp.success, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('textbox', { name: am.auth.fields.email, exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: am.auth.fields.password, exact: true }).fill(customer.password);
  await page.getByRole('button', { name: am.auth.signIn.submit, exact: true }).click();
}

async function reportCbe(page: Page, customer: Customer, reference: string): Promise<void> {
  const main = page.getByRole('main');
  // The method cards are labels around a visually hidden radio: a customer clicks the card.
  await main.getByText('CBE', { exact: true }).click();
  await expect(main.getByRole('radio', { name: /^CBE/ })).toBeChecked();
  await main
    .getByRole('textbox', { name: am.payment.report.paidBy, exact: true })
    .fill(`አበበ ${customer.username}`);
  await main.getByRole('textbox', { name: am.payment.report.reference, exact: true }).fill(reference);
  await main.getByRole('textbox', { name: am.payment.report.suffix }).fill('4321');
  await main.getByRole('button', { name: am.payment.report.submit }).click();
}

test('a visitor who prefers Amharic configures, signs up, checks out and reports a payment in Amharic', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const customer = newCustomer();
  const plan = kvmPlan('Package Small');

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'አማርኛ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('banner').getByRole('link', { name: am.layout.nav.vpsHosting })).toBeVisible();

  await page.goto(`/kvm-config/${plan.id}`);
  const summary = page.getByRole('region', { name: am.configure.summary.title });
  const total = kvmTotalEtb(plan, { ipv4: plan.ipv4Included, trafficTb: plan.trafficTb, days: 30 });
  await expect(summary).toContainText(inBirr(total));
  await expectNoEnglish(page);
  await page.getByRole('button', { name: am.configure.checkoutAction.continue }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await signUpAndIn(page, customer);
  await expect(page).toHaveURL(/\/config-confirmation$/);
  await expect(page.getByRole('heading', { name: am.checkout.summary.title })).toBeVisible();

  // A 10% promotion for the small plans, typed in lower case.
  await page.getByRole('textbox', { name: am.checkout.coupon.label }).fill('et2018');
  await page.getByRole('button', { name: am.checkout.coupon.apply }).click();
  const discounted = kvmTotalEtb(plan, {
    ipv4: plan.ipv4Included,
    trafficTb: plan.trafficTb,
    days: 30,
    couponPercent: 10,
  });
  await expect(page.getByRole('main')).toContainText(inBirr(discounted));
  await expectNoEnglish(page);

  // The payment page reads its order by the id in its address (the confirmation page then has it
  // already); that read ends before the test opens another page (leaving while it is on its way
  // would abort it).
  const orderRead = page.waitForResponse(
    (res) =>
      res.request().method() === 'GET' && /^\/api\/orders\/[0-9a-f-]{36}$/.test(new URL(res.url()).pathname),
  );
  await page.getByRole('button', { name: am.checkout.summary.proceed }).click();
  await expect(page).toHaveURL(/\/payment-instruction\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('main')).toContainText(am.payment.amountDue.title);
  await expect(page.getByRole('main')).toContainText(inBirr(discounted));
  await page.getByRole('button', { name: am.payment.instructions.done }).click();
  await expect(page).toHaveURL(/\/payment-confirm\//);
  await (await orderRead).finished();

  // A transaction number the customer already used: the server refuses it, in Amharic.
  const token = await page.evaluate(() => localStorage.getItem('storefront.token'));
  const orders = (await (
    await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: string }[];
  const used = uniqueReference('CBE');
  const first = await request.post(`/api/orders/${orders[0]!.id}/record-payment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { paymentMethod: 'CBE', paymentReference: used, paidBy: 'Abebe' },
  });
  expect(first.status()).toBe(201);
  const otherOrder = await request.post('/api/orders/kvm', {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'am' },
    data: { id: plan.id, osId: plan.osOptions[0]!.id, specifications: { ipv4: 1, traffic: 4, duration: 30 } },
  });
  expect(otherOrder.status()).toBe(201);
  await page.goto(`/payment-confirm/${((await otherOrder.json()) as { id: string }).id}`);
  await reportCbe(page, customer, used);
  const failure = page.getByRole('dialog', { name: am.payment.failure.title });
  await expect(failure).toBeVisible();
  await expect(failure.getByText(SERVER_MESSAGES_AM.paymentReferenceUsed)).toBeVisible();
  await failure.getByRole('button', { name: am.payment.failure.retry }).click();

  // Try Again keeps the form: only the transaction number changes.
  const main = page.getByRole('main');
  await main
    .getByRole('textbox', { name: am.payment.report.reference, exact: true })
    .fill(uniqueReference('CBE'));
  await main.getByRole('button', { name: am.payment.report.submit }).click();
  const success = page.getByRole('dialog', { name: am.payment.success.title });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: am.payment.success.continue }).click();

  await page.getByRole('banner').getByRole('link', { name: am.layout.nav.myOrders }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('main').getByText(am.orders.status.awaitingConfirmation).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('ብር');
  await expectNoEnglish(page);

  // The account speaks Amharic too: it was made from an Amharic page.
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { locale: string }).locale).toBe('am');
  expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
});
