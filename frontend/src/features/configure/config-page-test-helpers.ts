import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Helpers shared by the tests of both configuration pages. */

export function slider(name: string): HTMLElement {
  return screen.getByRole('slider', { name });
}

/** Moves a slider with the keyboard: `steps` presses of the right arrow (left when negative). */
export async function press(user: UserEvent, name: string, steps: number): Promise<void> {
  slider(name).focus();
  const key = steps >= 0 ? '{ArrowRight}' : '{ArrowLeft}';
  await user.keyboard(key.repeat(Math.abs(steps)));
}

/** The total the Order Summary shows, as text. */
export function total(): string {
  return screen.getByTestId('config-total').textContent ?? '';
}
