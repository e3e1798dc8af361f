import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Scroll and focus between pages (issue 27 item 2): a link opens the next page at its top with
 * focus on its heading; back and forward return to where the visitor was; a page's own tabs and
 * filters (the query) leave the scroll alone.
 */

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Let the page remember where it is (positions are saved on the next frame after scrolling).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.evaluate(() => window.scrollY);
}

test('a footer link opens the next page at its top with focus on its heading, and back returns to the place left', async ({
  page,
}) => {
  await page.goto('/servers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const left = await scrollToBottom(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const heading = page.getByRole('heading', { name: 'Contact Us', level: 1 });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/servers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  await page.goForward();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a header link from far down a page opens the next one at the top', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await scrollToBottom(page);
  // The header stays at the top of the window: a keyboard user tabs to it without scrolling.
  await page.getByRole('banner').getByRole('link', { name: 'VPS Hosting' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/servers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
