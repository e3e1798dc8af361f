import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_MS, BULK_SUCCESS_BANNER_MS, useFeedbackBanner } from './use-feedback-banner';

describe('useFeedbackBanner', () => {
  // Time moves only when a test says so: the windows are checked to the millisecond.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message for 5 seconds by default (console spec 9)', () => {
    const { result } = renderHook(() => useFeedbackBanner());
    act(() => result.current.show({ tone: 'success', text: 'Reminder sent' }));
    expect(BANNER_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.feedback).toEqual({ tone: 'success', text: 'Reminder sent' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.feedback).toBeNull();
  });

  it('shows a successful bulk send for 7 seconds', () => {
    const { result } = renderHook(() => useFeedbackBanner());
    act(() =>
      result.current.show({ tone: 'success', title: 'Sent', text: '2 sent' }, BULK_SUCCESS_BANNER_MS),
    );
    expect(BULK_SUCCESS_BANNER_MS).toBe(7000);
    act(() => vi.advanceTimersByTime(6999));
    expect(result.current.feedback).toEqual({ tone: 'success', title: 'Sent', text: '2 sent' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.feedback).toBeNull();
  });

  it('restarts the clock for a newer message, so the old timer never hides it early', () => {
    const { result } = renderHook(() => useFeedbackBanner());
    act(() => result.current.show({ tone: 'success', text: 'first' }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.show({ tone: 'danger', text: 'second' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.feedback).toEqual({ tone: 'danger', text: 'second' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.feedback).toBeNull();
  });

  it('restarts the clock for the same text shown again', () => {
    const { result } = renderHook(() => useFeedbackBanner());
    act(() => result.current.show({ tone: 'danger', text: 'Failed' }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.show({ tone: 'danger', text: 'Failed' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.feedback).not.toBeNull();
  });

  it('hides at once when dismissed', () => {
    const { result } = renderHook(() => useFeedbackBanner());
    act(() => result.current.show({ tone: 'success', text: 'Reminder sent' }));
    act(() => result.current.dismiss());
    expect(result.current.feedback).toBeNull();
  });
});
