import { collectPageErrors } from '../support/console';
import { outboxFiles, waitForMail } from '../support/mail';
import { newCustomer, signInThroughForm, signUpThroughForm, storedToken } from '../support/users';
import { expect, test } from '../support/test';

const NEW_PASSWORD = 'Abay-e2e-new-pass-2';
const REQUESTED =
  'If an account exists for this e-mail, we have sent a link to reset its password. The link works once, for 30 minutes.';
const DONE = 'Your password has been changed and you have been signed out everywhere. Please sign in.';

/** The reset link in a delivered .eml (quoted-printable: '=' is written '=3D'), as a path to open here. */
function resetPathIn(raw: string): string {
  const decoded = raw.replace(/=3D/gi, '=');
  const match = /https?:\/\/[^/\s]+(\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(decoded);
  expect(match, 'a reset link in the mail').not.toBeNull();
  return match![1]!;
}

test('a customer resets a forgotten password by e-mail; the old session ends and the new password signs in', async ({
  browser,
  page,
  failureGuard,
}) => {
  // The other device opens My Services with its ended session: the first of the page's two reads
  // answers 401, which signs that browser out and empties its API cache, aborting the other read
  // if it is still on its way (a race: it may have ended already).
  failureGuard.allowRequestFailure({
    method: 'GET',
    url: '/api/orders',
    failure: 'net::ERR_ABORTED',
    reason: "a read still on its way when the ended session's 401 signs the browser out",
    optional: true,
  });
  failureGuard.allowRequestFailure({
    method: 'GET',
    url: '/api/seller',
    failure: 'net::ERR_ABORTED',
    reason:
      "the footer's seller read, still on its way when the ended session's 401 sends the browser to sign in",
    optional: true,
  });
  const errors = collectPageErrors(page);
  const customer = newCustomer();

  // The customer is signed in on another device (this context keeps its session).
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/signup');
  await signUpThroughForm(other, customer);
  await signInThroughForm(other, customer);
  await expect(other).toHaveURL(/\/my-services$/);
  await storedToken(other);

  // Here: 'Forgot your password?' carries the typed e-mail to the reset page.
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(customer.email);
  const before = outboxFiles();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();

  // The mail outbox delivers the link; it opens the reset page.
  const mail = await waitForMail(before, { to: customer.email, subject: 'Reset your Abay Cloud password' });
  await page.goto(resetPathIn(mail.raw));
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: DONE })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // The other device's session has ended: its next call is refused and it is back at sign-in.
  await other.goto('/my-services');
  await expect(other).toHaveURL(/\/signin$/, { timeout: 15_000 });
  expect(await other.evaluate(() => localStorage.getItem('storefront.token'))).toBeNull();
  await otherDevice.close();

  // The old password no longer works; the new one does.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await signInThroughForm(page, { ...customer, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/my-services$/);

  // The link worked once.
  await page.goto(resetPathIn(mail.raw));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Abay-e2e-third-pass-3');
  await page
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill('Abay-e2e-third-pass-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please ask for a new one.',
  );
  // Only the refusals this test asked for (the old password, the used link) reach the console.
  expect(errors.filter((e) => !/status of (400|401) /.test(e))).toEqual([]);
});
