import { am } from '../../frontend/src/i18n/am';
import { en } from '../../frontend/src/i18n/en';
import { expect, test } from '../support/test';

/**
 * Issue 27, item 6: one validation style. Empty or malformed fields are answered by the app's own
 * inline messages in the page's language; no form lets the browser stop it with its bubble
 * ("Please fill out this field.", in the browser's language).
 */
const FORM_PAGES = ['/signin', '/signup', '/forgot-password', '/reset-password?token=x', '/contact'] as const;

test('no form of the public pages leaves validation to the browser', async ({ page }) => {
  for (const path of FORM_PAGES) {
    await page.goto(path);
    await expect(page.locator('form').first()).toBeVisible();
    expect(await page.locator('form:not([novalidate])').count(), path).toBe(0);
  }
});

test('an Amharic visitor who sends an empty sign-up is told under each field, in Amharic', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'አማርኛ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');

  await page.goto('/signup');
  await page.getByRole('button', { name: am.auth.signUp.submit }).click();
  await expect(page.getByText(am.auth.fieldErrors.required)).toHaveCount(5);
  await expect(page.getByRole('textbox', { name: new RegExp(`^${am.auth.signUp.username}`) })).toBeFocused();

  // A short password and an address without a domain, each said under its own field.
  await page.getByRole('textbox', { name: new RegExp(`^${am.auth.signUp.username}`) }).fill('meron_t');
  await page.getByRole('textbox', { name: new RegExp(`^${am.auth.fields.email}`) }).fill('meron@');
  await page.getByRole('button', { name: am.auth.signUp.submit }).click();
  await expect(page.getByText(am.auth.fieldErrors.email)).toBeVisible();
  await expect(page.getByText(en.auth.fieldErrors.required)).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup$/);
});
