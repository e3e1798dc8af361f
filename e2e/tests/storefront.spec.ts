import type { Page } from '@playwright/test';
import {
  catalogPriceEtb,
  formatPrice,
  gameTotalEtb,
  GAMES,
  kvmPlan,
  kvmTotalEtb,
  parseEtb,
} from '../support/catalog';
import { collectPageErrors } from '../support/console';
import { amountAfter, setSliderByKeyboard } from '../support/screen';
import { expect, test } from '../support/test';

/**
 * Browsing as a visitor (storefront spec, sections 2 and 9): from the landing page to a
 * configuration, with the price on screen checked against domain's pricing of the seeded plan,
 * then to sign-in; and the footer's VAT switch on the catalog prices.
 */

/** The price of a configuration as its Order Summary shows it. */
function configurationTotal(page: Page) {
  return amountAfter(page.getByRole('region', { name: 'Order Summary' }), 'Total');
}

// Browsing must not log errors: every test collects them and checks at its end.
let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('a KVM package from the landing page: sliders by keyboard, the price of domain, then sign-in', async ({
  page,
}) => {
  const plan = kvmPlan('Package Small');
  // The seeded plan the expectation is computed from: 1500 ETB, 1 IPv4 and 4 TB included.
  expect([plan.priceSantim, plan.ipv4Included, plan.trafficTb]).toEqual([150000, 1, 4]);

  await page.goto('/');
  await page.getByRole('link', { name: 'Deploy Server Now', exact: true }).click();
  await expect(page).toHaveURL(/\/servers(\?.*)?$/);

  await page.getByRole('tab', { name: 'Packages' }).click();
  await expect(page.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row').filter({ hasText: 'Package Small' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(formatPrice(catalogPriceEtb(plan, false)), { exact: true })).toBeVisible();
  await row.getByRole('link', { name: /^Configure\b/ }).click();
  await expect(page).toHaveURL(new RegExp(`/kvm-config/${plan.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Defaults: the included IPv4 and traffic, 30 days.
  const total = configurationTotal(page);
  await expect(total).toHaveText(formatPrice(kvmTotalEtb(plan, { ipv4: 1, trafficTb: 4, days: 30 })));

  await setSliderByKeyboard(page.getByRole('slider', { name: /IPv4/i }), 3, 1);
  await setSliderByKeyboard(page.getByRole('slider', { name: /bandwidth/i }), 6, 1);
  await setSliderByKeyboard(page.getByRole('slider', { name: /duration/i }), 300, 30);

  const expected = kvmTotalEtb(plan, { ipv4: 3, trafficTb: 6, days: 300 });
  await expect(total).toHaveText(formatPrice(expected));
  expect(parseEtb(await total.textContent())).toBe(expected);

  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
});

test('a slots game from the landing page: the game configuration priced by domain, then sign-in', async ({
  page,
}) => {
  await page.goto('/');
  const popular = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Popular games' }) });
  const gameLinks = popular.getByRole('link').filter({ hasNotText: /see all/i });
  await expect(gameLinks.first()).toBeVisible();
  const names = (await gameLinks.allInnerTexts()).map((n) => n.trim());
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(4);
  const game = GAMES.find((g) => g.type === 'slots' && names.includes(g.displayname));
  expect(game, `a slots game among the popular games ${names.join(', ')}`).toBeDefined();

  await popular.getByRole('link', { name: game!.displayname, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/game-config/${game!.id}$`));

  const total = configurationTotal(page);
  await expect(total).toHaveText(formatPrice(gameTotalEtb(game!, { amount: game!.minvalue, days: 30 })));

  const slots = game!.minvalue + 6;
  await setSliderByKeyboard(page.getByRole('slider', { name: /slots|players/i }), slots, 2);
  await setSliderByKeyboard(page.getByRole('slider', { name: /duration/i }), 90, 30);

  const expected = gameTotalEtb(game!, { amount: slots, days: 90 });
  await expect(total).toHaveText(formatPrice(expected));
  expect(parseEtb(await total.textContent())).toBe(expected);

  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('the footer VAT switch shows catalog prices with 15% VAT and survives a reload', async ({ page }) => {
  const plan = kvmPlan('Package Small');
  await page.goto('/servers');
  await page.getByRole('tab', { name: 'Packages' }).click();
  const price = page.getByRole('row').filter({ hasText: 'Package Small' }).getByText(/ETB$/);
  await expect(price).toHaveText(formatPrice(catalogPriceEtb(plan, false)));
  const without = parseEtb(await price.textContent());

  const vat = page.getByRole('contentinfo').getByRole('switch', { name: 'VAT' });
  await expect(vat).toHaveAttribute('aria-checked', 'false');
  await vat.click();
  await expect(vat).toHaveAttribute('aria-checked', 'true');
  await expect(price).toHaveText(formatPrice(catalogPriceEtb(plan, true)));
  expect(parseEtb(await price.textContent())).toBeCloseTo(without * 1.15, 2);

  await page.reload();
  await page.getByRole('tab', { name: 'Packages' }).click();
  await expect(page.getByRole('contentinfo').getByRole('switch', { name: 'VAT' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(price).toHaveText(formatPrice(catalogPriceEtb(plan, true)));
});
