import { collectPageErrors } from '../support/console';
import { SiteHeader } from '../support/header';
import { newCustomer, registerViaApi, signInThroughForm, signUpThroughForm } from '../support/users';
import { expect, test } from '../support/test';

/**
 * The frame every screen stands on: the API is up, the layout renders, accounts work end to end,
 * the route guards send visitors where the spec says, and the page is served with a strict CSP.
 * Runs on a desktop and on a 360 px phone (the header's items are then in the slide-in menu).
 */

test('GET /api/health answers 200 with JSON', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { status?: unknown };
  expect(body.status).toBe('ok');
});

test('the landing page renders inside the site layout, with a strict CSP and no console errors', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  const csp = response?.headers()['content-security-policy'];
  expect(csp, 'the document carries a Content-Security-Policy').toBeTruthy();
  const directives = csp!.split(';').map((d) => d.trim());
  const scriptSrc =
    directives.find((d) => d.startsWith('script-src ')) ??
    directives.find((d) => d.startsWith('default-src '));
  expect(scriptSrc, 'script-src (or default-src) is set').toBeTruthy();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");

  const header = new SiteHeader(page);
  await expect(header.banner).toBeVisible();
  await expect(header.banner.getByRole('link', { name: 'Abay Cloud home' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deploy Server Now', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Game Servers', exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(footer.getByRole('switch', { name: 'VAT' })).toBeVisible();
  await header.expectSignedOut();

  // Judge the console once the catalog calls have answered: the featured plans and popular games are in.
  await expect(page.getByRole('link', { name: /Configure Server/ })).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Popular games' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the header leads to the servers and opens Coming Soon for game servers', async ({ page }) => {
  const header = new SiteHeader(page);
  await page.goto('/');
  await header.follow('VPS Hosting');
  await expect(page).toHaveURL(/\/servers(\?.*)?$/);

  await header.press('Game Servers');
  const comingSoon = page.getByRole('dialog', { name: 'Coming Soon!' });
  await expect(comingSoon).toBeVisible();
  await comingSoon.getByRole('button', { name: 'Go Home' }).click();
  await expect(comingSoon).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('sign up, sign in, see the username in the header, log out', async ({ page }) => {
  const customer = newCustomer();
  const header = new SiteHeader(page);

  await page.goto('/');
  await header.follow('Get Started');
  await expect(page).toHaveURL(/\/signup$/);
  await signUpThroughForm(page, customer);

  await signInThroughForm(page, customer);
  // No intended destination and no pending configuration: My Services.
  await expect(page).toHaveURL(/\/my-services$/);
  await header.expectSignedInAs(customer.username);

  await header.logout();
  await expect(page).toHaveURL(/\/$/);
  await header.expectSignedOut();
  expect(await page.evaluate(() => localStorage.getItem('storefront.token'))).toBeNull();
});

test('a protected page sends a signed-out visitor to sign in, then back to it', async ({ page, request }) => {
  const customer = newCustomer();
  await registerViaApi(request, customer);

  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await new SiteHeader(page).expectSignedInAs(customer.username);
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('/admin as a customer shows that the admin panel is not theirs', async ({ page, request }) => {
  const customer = newCustomer();
  await registerViaApi(request, customer);

  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await page.goto('/admin');
  await expect(page.getByText("You don't have permission to access the admin panel.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
