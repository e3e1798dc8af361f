import { orderNumber, REFUND_DUE_LABEL, SERVER_MESSAGES } from '@shop/domain';
import { adminToken, markPaid, signInAsAdmin } from '../support/admin';
import { outboxFiles, waitForMail } from '../support/mail';
import { orderKvmViaApi, reportPaymentViaApi, servicesViaApi } from '../support/orders';
import { newCustomer, registerViaApi, tokenViaApi } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Issue 34: money that arrives for an order cancelled meanwhile is owed back. A customer reports a
 * transfer for their server's renewal; the admin then refunds the server's first order, which
 * cancels the renewal. The renewal waits in the payments queue as "Paid after cancellation:
 * refund due"; one refund, through a confirmation, sends it back, and the customer is told.
 */
test('money paid for a renewal a refund cancelled waits in the payments queue until the admin refunds it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const first = await orderKvmViaApi(request, token, 'Package Small');
  const admin = await adminToken(request);
  const serviceId = await markPaid(request, admin, first.id);
  expect(serviceId).not.toBeNull();
  await expect
    .poll(async () => (await servicesViaApi(request, token)).find((s) => s.id === serviceId)?.currentStatus, {
      timeout: 30_000,
    })
    .toBe('running');

  const extended = await request.post(`/api/services/${serviceId}/extend`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { days: 30 },
  });
  expect(extended.status(), await extended.text()).toBe(201);
  const renewal = ((await extended.json()) as { order: { id: string; totalPrice: number } }).order;
  await reportPaymentViaApi(request, token, renewal.id);
  const refunded = await request.post(`/api/admin/orders/${first.id}/refund`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { reason: 'Customer asked' },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/orders?status=PAYMENT_REPORTED');
  const short = orderNumber(renewal.id);
  const row = page.getByRole('row').filter({ hasText: short });
  await expect(row.getByText(REFUND_DUE_LABEL)).toBeVisible();

  await row.getByRole('button', { name: `Refund Late Payment, order ${short}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByText(/arrived after this order was cancelled/)).toBeVisible();
  await details.getByRole('textbox', { name: /^Refund reason/ }).fill('Sent back to the telebirr account');
  const mails = outboxFiles();
  await details.getByRole('button', { name: 'Refund the late payment…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund the payment made after cancellation?' });
  const what = confirm.getByRole('list', { name: 'What the refund does' });
  await expect(what).toContainText('is refunded by hand');
  await expect(what).toContainText('No credit note');
  await confirm.getByRole('button', { name: /^Refund / }).click();
  await expect(details.getByText(SERVER_MESSAGES.latePaymentRefunded)).toBeVisible();

  await waitForMail(mails, { to: customer.email, subject: `Order ${short}: your payment is being refunded` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: short })).toHaveCount(0);
});
