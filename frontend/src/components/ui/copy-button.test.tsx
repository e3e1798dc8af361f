import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const writeText = vi.fn<(text: string) => Promise<void>>();

/** Clicks, then lets the clipboard promise settle; fake time stands still meanwhile. */
async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(async () => {});
}

describe('CopyButton', () => {
  // Time moves only when a test says so, so the 2-second window is checked to the millisecond.
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the value and shows Copied! for 2 seconds by default', async () => {
    const onCopied = vi.fn();
    render(<CopyButton value="1000123456789" srContext="account number" onCopied={onCopied} />);

    await click('Copy account number');

    expect(writeText).toHaveBeenCalledWith('1000123456789');
    expect(onCopied).toHaveBeenCalledOnce();
    const button = screen.getByRole('button', { name: 'Copied!' });
    expect(button.querySelector('[aria-live="polite"]')).toHaveTextContent('Copied!');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
  });

  it('keeps the confirmation for a configured duration', async () => {
    render(<CopyButton value="0911234567" duration={500} />);
    await click('Copy');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('restarts the timer when clicked again', async () => {
    render(<CopyButton value="x" />);
    await click('Copy');
    act(() => vi.advanceTimersByTime(1500));
    await click('Copied!');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<CopyButton value="x" />);
    await click('Copy');
    expect(screen.getByText('Copy failed')).toBeInTheDocument();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });
});
