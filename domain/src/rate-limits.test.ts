import { describe, expect, it } from 'vitest';
import { fixedWindowRetryAfterSeconds, LOGIN_THROTTLE, pairDelaySeconds } from './rate-limits';

describe('pairDelaySeconds', () => {
  it('waits nothing for the free failures, then 1 s doubling up to 15 minutes', () => {
    expect([0, 1, 2].map((n) => pairDelaySeconds(n))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((n) => pairDelaySeconds(n))).toEqual([1, 2, 4, 8]);
    expect(pairDelaySeconds(13)).toBe(LOGIN_THROTTLE.pairMaxDelaySeconds);
    expect(pairDelaySeconds(1000)).toBe(LOGIN_THROTTLE.pairMaxDelaySeconds);
  });
});

describe('fixedWindowRetryAfterSeconds', () => {
  const limit = { points: 2, windowSeconds: 60 };
  it('allows the limit within a window, counting the call being answered', () => {
    expect(fixedWindowRetryAfterSeconds([0], 0, limit)).toBe(0);
    expect(fixedWindowRetryAfterSeconds([0, 1000], 1000, limit)).toBe(0);
    expect(fixedWindowRetryAfterSeconds([0, 1000, 2000], 2000, limit)).toBe(58);
  });
  it('opens a new window with the first call after the last one ended', () => {
    expect(fixedWindowRetryAfterSeconds([0, 1000, 2000, 60_000], 60_000, limit)).toBe(0);
  });
});
