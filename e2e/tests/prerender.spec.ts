import type { APIRequestContext, Page } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { SiteHeader } from '../support/header';
import { kvmPlan } from '../support/catalog';
import { newCustomer, registerViaApi, signInThroughForm } from '../support/users';
import { expect, test } from '../support/test';

/**
 * The pages the build prerenders (frontend/build/prerender.ts): the server sends their first
 * screen as HTML, in the visitor's language, and the app takes it over without a flash: it
 * hydrates the same markup, or renders over it where this visitor's first screen differs.
 */

const HERO = 'Fast, reliable servers for Ethiopia, live in minutes';
const HERO_AM = 'ለኢትዮጵያ ፈጣንና አስተማማኝ ሰርቨሮች፣';
const SMALL = kvmPlan('Package Small');

/** Keeps the page's first <h1> as the server sent it, before any script ran. */
async function keepServersHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serversHeading: Element | null }).serversHeading = document.querySelector('h1');
    });
  });
  return () =>
    page.evaluate(() => {
      const kept = (window as unknown as { serversHeading: Element | null }).serversHeading;
      return kept !== null && kept === document.querySelector('h1');
    });
}

test('the server sends the landing page with its hero heading, in the language of the cookie or the browser', async ({
  request,
}) => {
  const english = await (await request.get('/')).text();
  expect(english).toContain(HERO.split(',')[0]);
  expect(english).toContain('<html lang="en"');

  const cookie = await request.get('/', { headers: { cookie: 'locale=am' } });
  expect(cookie.headers().vary).toMatch(/cookie/i);
  const amharic = await cookie.text();
  expect(amharic).toContain(HERO_AM);
  expect(amharic).toContain('<html lang="am"');
  expect(await (await request.get('/', { headers: { 'accept-language': 'am-ET,am' } })).text()).toContain(
    HERO_AM,
  );

  // No inline script: the Content-Security-Policy would block it.
  expect(english).not.toMatch(/<script(?![^>]*\ssrc=)/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing, servers and plan pages show their first screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(new SiteHeader(page).banner).toBeVisible();
    await page.goto('/servers');
    await expect(page.getByRole('heading', { level: 1, name: 'KVM Virtual Servers' })).toBeVisible();
    await page.goto(`/kvm-config/${SMALL.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Server' })).toBeVisible();
  });

  test("the signed-in pages most opened show their loading state: who is signed in is the browser's to know", async ({
    page,
  }) => {
    await page.goto('/my-services');
    await expect(page.getByRole('heading', { level: 1, name: 'My Services' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading services' })).toBeVisible();
    await page.goto('/my-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test('the app hydrates the prerendered landing page: its heading stays, no console errors', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const sameHeading = await keepServersHeading(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Configure Server/ })).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  // Hydrated: the server's heading is still the one on screen (a render over it would replace it).
  expect(await sameHeading()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  expect(errors).toEqual([]);
});

test('a plan page opened directly shows the plan', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`/kvm-config/${SMALL.id}`);
  await expect(page.getByText('KVM Servers · Packages', { exact: true })).toBeVisible();
  await expect(page.getByText(SMALL.displayname, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a plan page keeps its header where it was painted while the plan loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/catalog/kvm/packet/${SMALL.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/kvm-config/${SMALL.id}`);
  const title = page.getByRole('heading', { level: 1, name: 'Configure Your Server' });
  const subtitle = page.getByText(/^Choose an operating system/);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  const before = [await title.boundingBox(), await subtitle.boundingBox()];
  release();
  await expect(page.getByText('KVM Servers · Packages', { exact: true })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'IPv4 addresses' })).toBeVisible();
  expect([await title.boundingBox(), await subtitle.boundingBox()]).toEqual(before);
});

test('Amharic chosen on this browser: the next visit is sent in Amharic', async ({ page, failureGuard }) => {
  // A known defect, not yet found: about one load in eight with a slowed CPU, hydrating the
  // Amharic /servers page hits a text mismatch (React #418); React renders the page on the client
  // instead, and the visitor sees the right page. Allowed here only, by its exact error, until found.
  failureGuard.allowPageError({
    message: /Minified React error #418;.*args\[\]=text/,
    reason: 'known: an occasional hydration text mismatch on the Amharic /servers page (React recovers)',
    optional: true,
  });
  await page.goto('/servers');
  await page.getByRole('banner').getByRole('button', { name: 'አማርኛ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  const response = await page.goto('/servers');
  expect(await response?.text()).toContain('lang="am"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
});

/** A new customer, registered through the API and signed in through the form on this page. */
async function signedInCustomer(page: Page, request: APIRequestContext) {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  await page.goto('/signin');
  await signInThroughForm(page, customer);
  // Signed in, the app opens My Services: its reads end before the test goes elsewhere (a page
  // left while they are on their way would abort them).
  await expect(page).toHaveURL(/\/my-services$/);
  await expect(page.getByRole('tab', { name: /Active Services/ })).toBeVisible();
  return customer;
}

test('a signed-in customer sees their own header on a prerendered page, without errors', async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, request);
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await new SiteHeader(page).expectSignedInAs(customer.username);
  expect(errors).toEqual([]);
});

test('a signed-in customer opening My Services directly gets their page over the prerendered one; signed out, the sign-in page', async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, request);
  const errors = collectPageErrors(page);
  await page.goto('/my-services');
  await expect(page.getByRole('tab', { name: /Active Services/ })).toBeVisible();
  await new SiteHeader(page).expectSignedInAs(customer.username);
  await expect(page.getByRole('status', { name: 'Loading services' })).toHaveCount(0);
  expect(errors).toEqual([]);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/my-services');
  await expect(page).toHaveURL(/\/signin$/);
});

test("before the app has started, a signed-in customer's prerendered header offers no Sign In", async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, request);
  // The app's modules are held back: the page stays the prerendered one until they are let through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-in');
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Get Started' })).toBeHidden();
  release();
  await new SiteHeader(page).expectSignedInAs(customer.username);
});
