import { formatPrice, orderNumber } from '@shop/domain';
import { adminToken, markPaid } from '../support/admin';
import { kvmPlan } from '../support/catalog';
import { downloadedPdfText, E2E_SELLER } from '../support/invoices';
import { newCustomer, registerViaApi, signInThroughForm, storedToken } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Issue 26: a business customer adds its TIN, buys a server, an admin confirms the payment, and
 * the customer downloads the tax invoice from My Orders: it names the buyer's TIN, the seller's
 * registration and the VAT line of the order.
 */
test('a customer with a TIN buys, is confirmed and downloads the tax invoice from My Orders', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  await page.goto('/signin');
  await signInThroughForm(page, customer);

  // The invoice details: a company name and a TIN typed with spaces.
  await page.goto('/my-orders');
  await page.getByRole('textbox', { name: /^Company name/ }).fill('Selam Trading PLC');
  await page.getByRole('textbox', { name: /^TIN/ }).fill('0098 765 432');
  await page.getByRole('button', { name: 'Save invoice details' }).click();
  await expect(page.getByText('Saved. Your next invoices will show these details.')).toBeVisible();

  // Buy a server through the checkout.
  const plan = kvmPlan('Package Small');
  await page.goto(`/kvm-config/${plan.id}`);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/config-confirmation$/);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment-instruction\?order=[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/payment-confirm\/[0-9a-f-]{36}$/);
  const orderId = /\/payment-confirm\/([0-9a-f-]{36})$/.exec(page.url())?.[1];

  // The admin confirms the payment; the server is set up (the order leaves the Pending tab).
  await markPaid(request, await adminToken(request), orderId!);
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  type Order = {
    paid: boolean;
    status: string;
    pricing: { subtotal: number; couponDiscount: number; vat: number; totalPrice: number };
  };
  const readOrder = async () =>
    (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as Order;
  await expect.poll(async () => (await readOrder()).status, { timeout: 30_000 }).toBe('ACTIVE');
  const order = await readOrder();
  expect(order.paid).toBe(true);

  // My Orders offers the invoice; it is the tax invoice with the buyer's TIN and the VAT line.
  await page.goto('/my-orders');
  await page.getByRole('tab', { name: /^Concluded Orders/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download invoice for order ${orderNumber(orderId!)}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  const text = await downloadedPdfText(download);
  const amount = (etb: number) => formatPrice(etb, '').trim();
  expect(text).toContain('Tax invoice');
  expect(text).toContain('Selam Trading PLC');
  expect(text).toContain('TIN: 0098765432');
  expect(text).toContain(`TIN: ${E2E_SELLER.tin}`);
  expect(text).toContain(`VAT registration number: ${E2E_SELLER.vatNumber}`);
  expect(text).toContain(`Price before VAT ${amount(order.pricing.totalPrice - order.pricing.vat)}`);
  expect(text).toContain(`VAT (15%) ${amount(order.pricing.vat)}`);
  expect(text).toContain(`Total paid ${amount(order.pricing.totalPrice)}`);
});
