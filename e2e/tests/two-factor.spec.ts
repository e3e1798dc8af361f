import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN } from '../support/admin';
import { collectPageErrors } from '../support/console';
import { expect, test } from '../support/test';

/**
 * Two-factor sign-in end to end: the admin turns it on in the console (the code computed from the
 * secret shown on screen, as an authenticator app would) and sees the ten recovery codes once;
 * signs out (the server ends the session: the old token is refused), signs in with password and
 * a recovery code (a wrong code refused first), finds the used recovery code refused next time,
 * signs in with a code, turns it off with the password and a recovery code so the other specs
 * sign in as before, and signs out everywhere.
 */

const INVALID_CODE = 'The code is not valid. Try the current code from your authenticator app.';
const TOKEN_KEY = 'token';

/** The code an authenticator shows `offsetSeconds` from now. */
function codeAt(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

async function passwordStep(page: Page) {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The token the app holds now (from its storage). */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    (suffix) =>
      Object.keys(localStorage)
        .filter((key) => key === suffix || key.endsWith(`.${suffix}`))
        .map((key) => localStorage.getItem(key))
        .find(Boolean) ?? null,
    TOKEN_KEY,
  );
  expect(token).toBeTruthy();
  return token!;
}

async function meStatus(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}

/**
 * The console's Sign out: to the landing page, whose catalog requests are let finish (leaving
 * while they run would abort them, which the failure guard counts).
 */
async function signOut(page: Page) {
  const landed = Promise.all(
    ['/api/catalog/games/aggregated', '/api/catalog/kvm/'].map((path) =>
      page.waitForResponse((response) => response.url().includes(path)),
    ),
  );
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await landed;
}

async function toSecurity(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .first()
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
}

test('an admin turns on two-factor sign-in, keeps recovery codes, signs in with one once, and sessions end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);

  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin$/);
  await toSecurity(page);
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('img', { name: /QR code for adding Abay Cloud/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  // The recovery codes, shown once.
  const list = page.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(list).toHaveCount(0);
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // Sign out: the server ends the session, so the token the app held is refused from now on.
  const before = await storedToken(page);
  expect(await meStatus(page, before)).toBe(200);
  await signOut(page);
  await expect.poll(() => meStatus(page, before)).toBe(401);

  // Password first, then the code step; a wrong code is refused; a recovery code signs in.
  await passwordStep(page);
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toBeFocused();
  const next = await codeAt(secret, 30);
  await code.fill(next === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID_CODE);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  // The same recovery code again: refused (used once); the authenticator's next code signs in.
  await passwordStep(page);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID_CODE);
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('button', { name: 'Use the authenticator app instead' }).click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(next);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Off again with the password and another recovery code.
  await toSecurity(page);
  const off = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
  await off.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
  await off.getByRole('textbox', { name: 'Code or recovery code' }).fill(codes[1]!);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();

  // Sign out everywhere: this session ends too, and the app asks to sign in.
  const last = await storedToken(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await meStatus(page, last)).toBe(401);

  // Chromium logs the refused sign-ins (the code asked for twice, the wrong code, the reused
  // recovery code): nothing else.
  const refused =
    'console.error: Failed to load resource: the server responded with a status of 401 (Unauthorized)';
  expect(errors).toEqual([refused, refused, refused, refused]);
});
