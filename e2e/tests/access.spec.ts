import { SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import { adminToken, markPaid } from '../support/admin';
import { kvmPlan } from '../support/catalog';
import { newCustomer, registerViaApi, signInThroughForm } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Getting into one's own server (issue 39), in Chromium against the built app on the simulated
 * driver: the customer adds an SSH key on its page, orders a KVM with it and a hostname, sees both
 * on the service's Access, and resets the root password (the simulated guest agent answers): the
 * new password is shown once.
 */
test('an SSH key and a hostname reach the ordered server; the root password is reset and shown once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer();
  await registerViaApi(request, customer);

  // The SSH keys page, from the sign-in
  await page.goto('/account/ssh-keys');
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/account\/ssh-keys$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Name/ }).fill('Laptop');
  await main.getByRole('textbox', { name: /^Public key/ }).fill(SAMPLE_SSH_KEYS.ed25519.line);
  await main.getByRole('button', { name: 'Add key' }).click();
  await expect(main.getByText(SAMPLE_SSH_KEYS.ed25519.fingerprint)).toBeVisible();

  // The order: configure, then on the review page the hostname and the key
  const plan = kvmPlan('Package Small');
  await page.goto(`/kvm-config/${plan.id}`);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/config-confirmation$/);
  await main.getByRole('textbox', { name: /^Hostname/ }).fill('web1.example.com');
  await main.getByRole('checkbox', { name: /Laptop/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment-instruction\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const serviceId = await markPaid(request, await adminToken(request), orderId);
  expect(serviceId).toBeTruthy();

  // Access on the service's details: the hostname and the key it was built with
  await page.goto(`/service-details/${serviceId}`);
  await expect(main.getByText('web1.example.com')).toBeVisible();
  await expect(main.getByText(SAMPLE_SSH_KEYS.ed25519.fingerprint)).toBeVisible();

  // The root password, once the machine runs
  const reset = main.getByRole('button', { name: 'Reset root password' });
  await expect(reset).toBeEnabled({ timeout: 30_000 });
  await reset.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
  const shown = main.getByTestId('new-root-password');
  await expect(shown).toBeVisible();
  const password = (await shown.textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(20);

  // Shown once: after a reload it is gone from the page's notice
  await page.reload();
  await expect(main.getByText('web1.example.com')).toBeVisible();
  await expect(main.getByTestId('new-root-password')).toHaveCount(0);
});
