import type { Page } from '@playwright/test';

/**
 * Collects what the page reports as errors: console.error messages (Chromium also logs failed
 * resource loads there, CSP violations included) and uncaught exceptions.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
