import { describe, expect, it } from 'vitest';
import { CHECK_FOR_MS, FIRST_CHECK_AFTER_MS, MAX_CHECK_INTERVAL_MS, nextCheckAt } from './schedule.ts';

describe('nextCheckAt', () => {
  const start = new Date('2026-11-27T10:00:00Z');
  const after = (ms: number) => new Date(start.getTime() + ms);

  it('waits a minute, then doubles, up to an hour apart', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (checks) => nextCheckAt(start, checks, start)!.getTime() - start.getTime(),
    );
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((m) => m * 60_000));
    expect(FIRST_CHECK_AFTER_MS).toBe(60_000);
    expect(MAX_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('stops once the next check would fall more than 24 hours after the checkout', () => {
    expect(nextCheckAt(start, 20, after(CHECK_FOR_MS - 2 * MAX_CHECK_INTERVAL_MS))).not.toBeNull();
    expect(nextCheckAt(start, 20, after(CHECK_FOR_MS - MAX_CHECK_INTERVAL_MS / 2))).toBeNull();
  });
});
