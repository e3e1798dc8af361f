import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { SiteHeader } from '../support/header';
import { newCustomer, registerViaApi, signInThroughForm } from '../support/users';

/**
 * The probe's "typo, then flood" in Chromium: the owner's browser keeps the device cookie the
 * sign-in set (HttpOnly: the app never sees it, the browser sends it with the app's sign-in) and
 * signs in while a flood of failures from 20 other addresses has the account past its limit.
 */

const ACCOUNT_FAILURES = 50;

/** A sign-in from a loopback address of its own (127.0.x.y: the server sees it as the client). */
function signInFrom(baseURL: string, localAddress: string, email: string, password: string): Promise<number> {
  const url = new URL('/api/auth/login', baseURL);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('the owner signs in from their browser after a typo and a flood of failures on their account', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = newCustomer();
  await registerViaApi(page.request, customer);

  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/my-services$/);
  const [device] = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('device-'));
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/login', secure: false });
  expect(await page.evaluate(() => document.cookie)).not.toContain('device-');

  const header = new SiteHeader(page);
  // My Services has read its lists: signing out ends the session's requests, and one still under
  // way would be cancelled (ERR_ABORTED, which the failure guard reports).
  await page.waitForLoadState('networkidle');
  await header.logout();
  await page.goto('/signin');
  // A typo of the owner's own.
  await signInAttempt(page, customer.email, 'a typo of mine');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');

  // The flood: 50 failures on the account from 20 addresses, until a flood address is refused
  // even with the right password (the account's limit holds for unknown browsers).
  for (let i = 0; i < ACCOUNT_FAILURES; i += 1)
    expect([401, 429]).toContain(
      await signInFrom(baseURL!, `127.0.3.${1 + (i % 20)}`, customer.email, `guess-${i}`),
    );
  await expect
    .poll(() => signInFrom(baseURL!, '127.0.3.1', customer.email, customer.password), { timeout: 30_000 })
    .toBe(429);

  // The owner's browser, the right password: in.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/my-services$/);
  await header.expectSignedInAs(customer.username);

  // Without the cookie the same browser is an unknown one: its typo now meets the account's limit.
  await page.waitForLoadState('networkidle');
  await header.logout();
  await page.context().clearCookies();
  await page.goto('/signin');
  await signInAttempt(page, customer.email, 'another typo');
  await expect(page.getByRole('alert')).toContainText('Too many sign-in attempts.');
});

async function signInAttempt(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
