import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIFECYCLE_SETTINGS,
  holdRefusal,
  isOnHold,
  isPastService,
  lifecycleSettingsProblems,
  renewalOrderDueAt,
  serviceStatusOf,
  staleOrderCutoff,
  suspensionDueAt,
  terminationAllowedFrom,
  terminationDueAt,
  terminationExpectedAt,
  terminationWarningDueAt,
} from './lifecycle';

const end = new Date('2027-01-20T09:00:00Z');
const at = (iso: string) => new Date(iso).toISOString();

describe('the lifecycle dates', () => {
  it('follow the defaults: renewal 7 days before, suspension at the end, warning 11 and termination 14 days after', () => {
    const s = DEFAULT_LIFECYCLE_SETTINGS;
    expect(renewalOrderDueAt(end, s).toISOString()).toBe(at('2027-01-13T09:00:00Z'));
    expect(suspensionDueAt(end, s).toISOString()).toBe(at('2027-01-20T09:00:00Z'));
    expect(terminationWarningDueAt(end, s).toISOString()).toBe(at('2027-01-31T09:00:00Z'));
    expect(terminationDueAt(end, s).toISOString()).toBe(at('2027-02-03T09:00:00Z'));
    expect(staleOrderCutoff(end, s).toISOString()).toBe(at('2027-01-13T09:00:00Z'));
  });

  it('move with the settings', () => {
    const s = { ...DEFAULT_LIFECYCLE_SETTINGS, graceDays: 2, renewalOrderDays: 10, terminateAfterDays: 30 };
    expect(suspensionDueAt(end, s).toISOString()).toBe(at('2027-01-22T09:00:00Z'));
    expect(renewalOrderDueAt(end, s).toISOString()).toBe(at('2027-01-10T09:00:00Z'));
    expect(terminationDueAt(end, s).toISOString()).toBe(at('2027-02-19T09:00:00Z'));
  });
});

describe('the termination date', () => {
  const s = DEFAULT_LIFECYCLE_SETTINGS;
  const due = '2027-02-03T09:00:00.000Z';
  it('is the end plus 14 days after a warning on time, and 3 days after a late warning', () => {
    expect(terminationAllowedFrom(end, s, new Date('2027-01-31T09:00:00Z'))!.toISOString()).toBe(due);
    expect(terminationAllowedFrom(end, s, new Date('2027-02-10T12:00:00Z'))!.toISOString()).toBe(
      at('2027-02-13T12:00:00Z'),
    );
  });
  it('waits for a warning not yet sent, unless TERMINATION_WARNING_DAYS is 0', () => {
    expect(terminationAllowedFrom(end, s, null)).toBeNull();
    expect(terminationAllowedFrom(end, { ...s, terminationWarningDays: 0 }, null)!.toISOString()).toBe(due);
  });
  it('is expected from when the warning will go out: its due date, the end of a hold, or now', () => {
    const expected = (state: { warnedAt?: string; holdUntil?: string; now: string }) =>
      terminationExpectedAt(end, s, {
        warnedAt: state.warnedAt ? new Date(state.warnedAt) : null,
        holdUntil: state.holdUntil ?? null,
        now: new Date(state.now),
      }).toISOString();
    expect(expected({ now: '2027-01-25T00:00:00Z' })).toBe(due);
    expect(expected({ now: '2027-01-25T00:00:00Z', holdUntil: '2027-01-30T00:00:00Z' })).toBe(due);
    // A hold over the warning's due date: the warning when it ends, the termination 3 days later.
    expect(expected({ now: '2027-01-25T00:00:00Z', holdUntil: '2027-02-01T00:00:00Z' })).toBe(
      at('2027-02-04T00:00:00Z'),
    );
    expect(expected({ now: '2027-01-25T00:00:00Z', holdUntil: '2027-02-20T00:00:00Z' })).toBe(
      at('2027-02-23T00:00:00Z'),
    );
    expect(expected({ now: '2027-03-01T00:00:00Z' })).toBe(at('2027-03-04T00:00:00Z'));
    expect(expected({ now: '2027-03-01T00:00:00Z', warnedAt: '2027-02-27T00:00:00Z' })).toBe(
      at('2027-03-02T00:00:00Z'),
    );
    expect(
      terminationExpectedAt(
        end,
        { ...s, terminationWarningDays: 0 },
        {
          warnedAt: null,
          holdUntil: '2027-02-20T00:00:00Z',
          now: new Date('2027-01-25T00:00:00Z'),
        },
      ).toISOString(),
    ).toBe(at('2027-02-20T00:00:00Z'));
  });
});

describe('the settings together', () => {
  it('accept the defaults', () => {
    expect(lifecycleSettingsProblems(DEFAULT_LIFECYCLE_SETTINGS)).toEqual([]);
  });
  it('refuse a period that is no order duration, a termination before the suspension and a late warning', () => {
    const problems = lifecycleSettingsProblems({
      ...DEFAULT_LIFECYCLE_SETTINGS,
      renewalPeriodDays: 45,
      graceDays: 20,
      terminateAfterDays: 14,
      terminationWarningDays: 14,
    });
    expect(problems).toEqual([
      expect.stringContaining('RENEWAL_PERIOD_DAYS'),
      expect.stringContaining('TERMINATE_AFTER_DAYS must be at least GRACE_DAYS'),
      expect.stringContaining('TERMINATION_WARNING_DAYS'),
    ]);
  });
});

describe('holds and statuses', () => {
  const now = new Date('2027-01-01T00:00:00Z');
  it('holds only until the date', () => {
    expect(isOnHold(null, now)).toBe(false);
    expect(isOnHold(new Date('2027-01-01T00:00:01Z'), now)).toBe(true);
    expect(isOnHold('2027-01-01T00:00:00Z', now)).toBe(false);
  });
  it('refuses a hold on a terminated service or ending in the past', () => {
    const live = { status: 'EXPIRED', terminatedAt: null };
    expect(holdRefusal(live, new Date('2027-02-01T00:00:00Z'), now)).toBeNull();
    expect(holdRefusal(live, now, now)).toBe('past');
    expect(holdRefusal({ status: 'EXPIRED', terminatedAt: now }, new Date('2028-01-01'), now)).toBe(
      'terminated',
    );
  });
  it('shows TERMINATED once the machine is gone, and lists only terminated services as past', () => {
    expect(serviceStatusOf({ status: 'EXPIRED', terminatedAt: '2027-01-01T00:00:00Z' })).toBe('TERMINATED');
    expect(serviceStatusOf({ status: 'EXPIRED', terminatedAt: null })).toBe('EXPIRED');
    expect(isPastService('TERMINATED')).toBe(true);
    expect(isPastService('EXPIRED')).toBe(false);
    expect(isPastService('INACTIVE')).toBe(false);
  });
});
