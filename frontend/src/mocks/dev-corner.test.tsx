import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DevCorner } from './dev-corner';

describe('the dev:mock corner', () => {
  it('is a labelled toggle, reached by keyboard, that opens the reset', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(<DevCorner onReset={onReset} />);
    expect(screen.getByRole('complementary', { name: 'Mock API' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset mock data' })).not.toBeInTheDocument();

    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Mock data tools' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset mock data' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('closes on Escape (focus back on the toggle) and on a click elsewhere, without resetting', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(
      <>
        <p>page</p>
        <DevCorner onReset={onReset} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Mock data tools' });

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByText('page'));
    expect(screen.queryByRole('button', { name: 'Reset mock data' })).not.toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });
});
