import { expect, type Locator, type Page } from '@playwright/test';

/** Below Tailwind's lg breakpoint the header's items live in the slide-in menu. */
const DESKTOP_MIN_WIDTH = 1024;

/**
 * The site header on either width: on a desktop the bar itself, on a phone the sheet that the
 * 'Open menu' button opens. Every method leaves the menu closed again.
 */
export class SiteHeader {
  constructor(private readonly page: Page) {}

  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? DESKTOP_MIN_WIDTH) < DESKTOP_MIN_WIDTH;
  }

  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** Where the navigation and account items are: the bar, or the opened phone menu. */
  private async items(): Promise<Locator> {
    if (!this.isPhone) return this.banner;
    await this.banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = this.page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    return menu;
  }

  private async closeItems(): Promise<void> {
    if (!this.isPhone) return;
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }

  async expectSignedInAs(name: string): Promise<void> {
    const items = await this.items();
    await expect(items.getByText(name, { exact: true })).toBeVisible();
    await expect(items.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(items.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await this.closeItems();
  }

  async expectSignedOut(): Promise<void> {
    const items = await this.items();
    await expect(items.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(items.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(items.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await this.closeItems();
  }

  async logout(): Promise<void> {
    const items = await this.items();
    await items.getByRole('button', { name: 'Logout' }).click();
    if (this.isPhone) await expect(this.page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }

  /** Presses a header button that is not a link (Game Servers). */
  async press(name: string): Promise<void> {
    const items = await this.items();
    await items.getByRole('button', { name, exact: true }).click();
  }

  /** Follows a header link (VPS Hosting, My Orders, Sign In, ...). */
  async follow(name: string): Promise<void> {
    const items = await this.items();
    await items.getByRole('link', { name, exact: true }).click();
    if (this.isPhone) await expect(this.page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
}
