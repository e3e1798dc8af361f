import { expect, type Locator } from '@playwright/test';

/**
 * The amount shown after a label ('Total', 'Total Amount Due'): the first element after the
 * label, in document order, whose text holds an ETB amount. Works for <dt>/<dd> pairs and for a
 * heading followed by a price alike, without depending on either page's markup.
 */
export function amountAfter(scope: Locator, label: string): Locator {
  return scope
    .getByText(label, { exact: true })
    .first()
    .locator('xpath=following::*[contains(normalize-space(.), "ETB")][1]');
}

/**
 * Moves a slider by keyboard, one ArrowRight (or ArrowLeft) at a time, waiting for each step to
 * land, until its value is `target`.
 */
export async function setSliderByKeyboard(slider: Locator, target: number, step: number): Promise<void> {
  await slider.focus();
  let value = Number(await slider.getAttribute('aria-valuenow'));
  const key = target >= value ? 'ArrowRight' : 'ArrowLeft';
  const delta = key === 'ArrowRight' ? step : -step;
  while (value !== target) {
    await slider.press(key);
    value += delta;
    await expect(slider).toHaveAttribute('aria-valuenow', String(value));
  }
}
