import { describe, expect, it } from 'vitest';
import { formatAddisDate, formatAddisDateTime, formatBirr, formatCount, percentOf } from './format';

describe('console formats', () => {
  it('writes birr with no decimals, grouped', () => {
    expect(formatBirr(12500.4)).toBe('12,500.40 ETB');
    expect(formatBirr(0)).toBe('0.00 ETB');
    expect(formatBirr(undefined)).toBe('N/A');
  });

  it('writes dates and times in Addis Ababa (UTC+3)', () => {
    // 22:30 UTC on 11 March is already 12 March in Addis Ababa.
    expect(formatAddisDate('2026-03-11T22:30:00Z')).toBe('12 Mar 2026');
    expect(formatAddisDateTime('2026-03-11T22:30:00Z')).toBe('12 Mar 2026, 01:30');
    expect(formatAddisDateTime('not a date')).toBe('—');
  });

  it('groups counts', () => {
    expect(formatCount(1204)).toBe('1,204');
  });

  it('rounds percentages and guards an empty total', () => {
    expect(percentOf(3, 8)).toBe(38);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(9, 8)).toBe(100);
  });
});
