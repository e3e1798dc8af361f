import type { APIRequestContext, Page } from '@playwright/test';
import { GAMES, kvmPlan } from '../support/catalog';
import { collectPageErrors } from '../support/console';
import { newCustomer, registerViaApi, type Customer } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Amharic strings are often longer than English ones: every customer page at 360 px in Amharic
 * must fit the screen (nothing wider than the viewport, so no sideways scrolling), speak Amharic
 * (lang="am", Ethiopic text on screen) and render with the self-hosted Ethiopic font. A screenshot
 * of each page is kept with the test's results for a person to look at.
 */

const small = kvmPlan('Package Small');
const valheim = GAMES.find((g) => g.displayname === 'Valheim')!;

const PUBLIC_PAGES = [
  '/',
  '/servers',
  '/games',
  `/kvm-config/${small.id}`,
  `/game-config/${valheim.id}`,
  '/signin',
  '/signup',
  '/contact',
  '/tos',
  '/privacy',
];
const SIGNED_IN_PAGES = ['/my-orders', '/my-services'];

/** Signed in as the app leaves it after a sign-in: the token and the user in browser storage. */
async function signedIn(page: Page, request: APIRequestContext, customer: Customer): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('storefront.token', t);
      localStorage.setItem('storefront.user', u);
      localStorage.setItem('storefront.isLoggedIn', 'true');
    },
    [token, JSON.stringify(user)] as const,
  );
}

async function inAmharic(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('storefront.locale', 'am'));
}

async function checkPage(page: Page, path: string, shot: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('main')).toContainText(/[\u1200-\u137F]/u);
  await page.waitForLoadState('networkidle');
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    wider: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.offsetParent !== null)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}: ${el.textContent?.slice(0, 40)}`,
      ),
  }));
  expect(widths.page, `${path} is wider than the screen: ${widths.wider.join(' | ')}`).toBeLessThanOrEqual(
    widths.viewport,
  );
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: true });
}

test.use({ viewport: { width: 360, height: 740 } });

test('every public page fits a 360 px phone in Amharic', async ({ page }) => {
  const errors = collectPageErrors(page);
  await inAmharic(page);
  for (const [i, path] of PUBLIC_PAGES.entries()) await checkPage(page, path, `public-${i}`);
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Abay Ethiopic"', 'ሰርቨር');
  });
  expect(fontLoaded, 'the self-hosted Ethiopic font is in use').toBe(true);
  expect(errors).toEqual([]);
});

test("the customer's own pages fit a 360 px phone in Amharic", async ({ page, request }) => {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  await inAmharic(page);
  await signedIn(page, request, customer);
  for (const [i, path] of SIGNED_IN_PAGES.entries()) await checkPage(page, path, `account-${i}`);
});
