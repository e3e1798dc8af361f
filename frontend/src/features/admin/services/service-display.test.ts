import { describe, expect, it } from 'vitest';
import { coresText, daysLeftText, daysLeftTone, serviceCardActions } from './service-display';

// 09:00 in Addis Ababa on 10 March 2026 (06:00 UTC).
const NOW = new Date('2026-03-10T06:00:00Z');
/** An end date `days` calendar days after NOW's date in Addis Ababa, at noon there. */
const endIn = (days: number) => new Date(Date.UTC(2026, 2, 10 + days, 9)).toISOString();

describe('serviceCardActions', () => {
  it.each([
    { status: 'ACTIVE', days: 8, remind: false },
    { status: 'ACTIVE', days: 7, remind: true },
    { status: 'ACTIVE', days: 0, remind: true },
    { status: 'ACTIVE', days: -1, remind: true },
    { status: 'EXPIRED', days: -30, remind: true },
    { status: 'INACTIVE', days: 3, remind: false },
    { status: 'INACTIVE', days: -3, remind: false },
  ] as const)('offers Send Reminder to $status with $days days left: $remind', ({ status, days, remind }) => {
    expect(serviceCardActions({ status, endDate: endIn(days) }, NOW).remind).toBe(remind);
  });

  it('counts days left in Addis Ababa: 21:30 UTC is already the next day there', () => {
    // 8 days before the end by UTC date, 7 by the Addis Ababa date.
    const lateEvening = new Date('2026-03-10T21:30:00Z');
    expect(serviceCardActions({ status: 'ACTIVE', endDate: endIn(8) }, lateEvening).remind).toBe(true);
    expect(serviceCardActions({ status: 'ACTIVE', endDate: endIn(8) }, NOW).remind).toBe(false);
  });

  it('offers Stop to an ACTIVE service, Start to an INACTIVE one and neither once EXPIRED', () => {
    expect(serviceCardActions({ status: 'ACTIVE', endDate: endIn(30) }, NOW)).toMatchObject({
      stop: true,
      start: false,
    });
    expect(serviceCardActions({ status: 'INACTIVE', endDate: endIn(30) }, NOW)).toMatchObject({
      stop: false,
      start: true,
    });
    expect(serviceCardActions({ status: 'EXPIRED', endDate: endIn(-3) }, NOW)).toMatchObject({
      stop: false,
      start: false,
    });
  });
});

describe('days left', () => {
  it('reads as days left, today, or days since it expired', () => {
    expect(daysLeftText(12)).toBe('12 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Expires today');
    expect(daysLeftText(-1)).toBe('Expired 1 day ago');
    expect(daysLeftText(-4)).toBe('Expired 4 days ago');
  });

  it('warns from 7 days left and alarms once expired', () => {
    expect(daysLeftTone(8)).toBe('normal');
    expect(daysLeftTone(7)).toBe('warning');
    expect(daysLeftTone(0)).toBe('warning');
    expect(daysLeftTone(-1)).toBe('danger');
  });
});

describe('coresText', () => {
  it('joins cores and cpu type, leaving out what is missing', () => {
    expect(coresText({ cores: 4, cpuType: 'AMD Ryzen 7' })).toBe('4 cores · AMD Ryzen 7');
    expect(coresText({ cores: 1, cpuType: null })).toBe('1 core');
    expect(coresText({ cores: null, cpuType: null })).toBe('—');
  });
});
