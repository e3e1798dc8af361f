/**
 * The service lifecycle (issue 25), as pure rules: when a service's renewal order is created,
 * when it is suspended, warned and terminated, when an unpaid first order is cancelled, and how a
 * service's status reads once its machine is gone. The BFF's sweep and the mock handlers both ask
 * these functions; the settings come from the BFF's configuration (validated with
 * lifecycleSettingsProblems).
 */
import { ADDIS_ABABA_UTC_OFFSET_HOURS, isActiveService } from './status';

const MS_PER_DAY = 86_400_000;

export interface LifecycleSettings {
  /** RENEWAL_ORDER_DAYS: the renewal order is created this many days before the end date. */
  renewalOrderDays: number;
  /** RENEWAL_PERIOD_DAYS: the days a system-made renewal order buys (a valid order duration). */
  renewalPeriodDays: number;
  /** GRACE_DAYS: an unpaid service is suspended this many days after its end date. */
  graceDays: number;
  /** TERMINATE_AFTER_DAYS: an expired service is terminated this many days after its end date. */
  terminateAfterDays: number;
  /** TERMINATION_WARNING_DAYS: the termination warning goes out this many days before it. */
  terminationWarningDays: number;
  /** UNPAID_ORDER_DAYS: an unpaid first order without a payment report is cancelled after this. */
  unpaidOrderDays: number;
  /** LIFECYCLE_SWEEP_SECONDS: how often the sweep runs. */
  sweepSeconds: number;
}

export const DEFAULT_LIFECYCLE_SETTINGS: Readonly<LifecycleSettings> = {
  renewalOrderDays: 7,
  renewalPeriodDays: 30,
  graceDays: 0,
  terminateAfterDays: 14,
  terminationWarningDays: 3,
  unpaidOrderDays: 7,
  sweepSeconds: 300,
};

/** The bounds of each setting, by its environment variable. */
export const LIFECYCLE_SETTING_BOUNDS = {
  RENEWAL_ORDER_DAYS: { key: 'renewalOrderDays', min: 1, max: 60 },
  RENEWAL_PERIOD_DAYS: { key: 'renewalPeriodDays', min: 30, max: 360 },
  GRACE_DAYS: { key: 'graceDays', min: 0, max: 60 },
  TERMINATE_AFTER_DAYS: { key: 'terminateAfterDays', min: 1, max: 365 },
  TERMINATION_WARNING_DAYS: { key: 'terminationWarningDays', min: 0, max: 60 },
  UNPAID_ORDER_DAYS: { key: 'unpaidOrderDays', min: 1, max: 365 },
  LIFECYCLE_SWEEP_SECONDS: { key: 'sweepSeconds', min: 5, max: 86_400 },
} as const satisfies Record<string, { key: keyof LifecycleSettings; min: number; max: number }>;

/** What is wrong with a set of settings together (each is in its bounds already), by variable. */
export function lifecycleSettingsProblems(settings: LifecycleSettings): string[] {
  const problems: string[] = [];
  if (settings.renewalPeriodDays % 30 !== 0)
    problems.push('RENEWAL_PERIOD_DAYS must be a multiple of 30 (an order duration), from 30 to 360');
  if (settings.terminateAfterDays < settings.graceDays)
    problems.push(
      'TERMINATE_AFTER_DAYS must be at least GRACE_DAYS: a service is suspended before it is terminated',
    );
  if (settings.terminationWarningDays >= settings.terminateAfterDays)
    problems.push('TERMINATION_WARNING_DAYS must be less than TERMINATE_AFTER_DAYS');
  return problems;
}

function plusDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * MS_PER_DAY);
}

/** From this moment the service's renewal order is due (RENEWAL_ORDER_DAYS before the end). */
export function renewalOrderDueAt(endDate: Date, settings: LifecycleSettings): Date {
  return plusDays(endDate, -settings.renewalOrderDays);
}

/** From this moment an unpaid service is suspended (the end date plus GRACE_DAYS). */
export function suspensionDueAt(endDate: Date, settings: LifecycleSettings): Date {
  return plusDays(endDate, settings.graceDays);
}

/** From this moment an expired service is terminated (the end date plus TERMINATE_AFTER_DAYS). */
export function terminationDueAt(endDate: Date, settings: LifecycleSettings): Date {
  return plusDays(endDate, settings.terminateAfterDays);
}

/** From this moment the termination warning is due (TERMINATION_WARNING_DAYS before it). */
export function terminationWarningDueAt(endDate: Date, settings: LifecycleSettings): Date {
  return plusDays(terminationDueAt(endDate, settings), -settings.terminationWarningDays);
}

/** Whether the customer is warned before a termination at all (TERMINATION_WARNING_DAYS > 0). */
export function terminationWarned(settings: LifecycleSettings): boolean {
  return settings.terminationWarningDays > 0;
}

/**
 * The earliest moment an expired service may be terminated, given when its customer was warned
 * for this end date (`warnedAt`, null when not yet): TERMINATE_AFTER_DAYS after the end, and never
 * sooner than TERMINATION_WARNING_DAYS after the warning. A warning that went out late (a hold
 * that ended after the due date, a sweep that did not run) moves the termination, so the customer
 * always has those days. Null when the termination waits for a warning not yet sent. With
 * TERMINATION_WARNING_DAYS 0 there is no warning: the end date alone decides.
 */
export function terminationAllowedFrom(
  endDate: Date,
  settings: LifecycleSettings,
  warnedAt: Date | null,
): Date | null {
  const due = terminationDueAt(endDate, settings);
  if (!terminationWarned(settings)) return due;
  if (!warnedAt) return null;
  const afterWarning = plusDays(warnedAt, settings.terminationWarningDays);
  return afterWarning.getTime() > due.getTime() ? afterWarning : due;
}

/**
 * When a service will be terminated, as the shop tells the customer and the admin: the rule of
 * terminationAllowedFrom, with a warning not yet sent counted from when it will go out (its due
 * moment, the end of a hold, or now if it is overdue), and no earlier than the end of a hold.
 * (A payment awaiting confirmation postpones it further; that has no date.)
 */
export function terminationExpectedAt(
  endDate: Date,
  settings: LifecycleSettings,
  state: { warnedAt: Date | null; holdUntil: Date | string | null | undefined; now: Date },
): Date {
  const hold = state.holdUntil ? new Date(state.holdUntil).getTime() : -Infinity;
  const warnedAt =
    state.warnedAt ??
    new Date(Math.max(terminationWarningDueAt(endDate, settings).getTime(), hold, state.now.getTime()));
  const from = terminationAllowedFrom(endDate, settings, warnedAt)!.getTime();
  return new Date(Math.max(from, hold));
}

/** An unpaid first order created before this moment is stale (UNPAID_ORDER_DAYS ago). */
export function staleOrderCutoff(now: Date, settings: LifecycleSettings): Date {
  return plusDays(now, -settings.unpaidOrderDays);
}

/** An admin's hold is in force: no automatic suspension or termination. */
export function isOnHold(holdUntil: Date | string | null | undefined, now: Date): boolean {
  return holdUntil !== null && holdUntil !== undefined && new Date(holdUntil).getTime() > now.getTime();
}

export type LifecycleServiceStatus = 'ACTIVE' | 'INACTIVE' | 'EXPIRED' | 'TERMINATED';

/** The status a service shows: TERMINATED once its machine is gone, else the stored one. */
export function serviceStatusOf(service: {
  status: string;
  terminatedAt: Date | string | null | undefined;
}): LifecycleServiceStatus {
  if (service.terminatedAt) return 'TERMINATED';
  return service.status as LifecycleServiceStatus;
}

/** My Services' Past Services: terminated services (the rest can come back: status's isActiveService). */
export function isPastService(status: string): boolean {
  return !isActiveService({ status });
}

/** Why an admin may not hold a service until `until` (400/409), or null. */
export function holdRefusal(
  service: { status: string; terminatedAt: Date | string | null | undefined },
  until: Date,
  now: Date,
): 'terminated' | 'past' | null {
  if (service.terminatedAt) return 'terminated';
  if (until.getTime() <= now.getTime()) return 'past';
  return null;
}

const ADDIS_OFFSET_MS = ADDIS_ABABA_UTC_OFFSET_HOURS * 3_600_000;

/** The shop's (Africa/Addis_Ababa) month holding `at`: 'YYYY-MM', its first moment and the next month's. */
export function shopMonth(at: Date): { month: string; from: Date; to: Date } {
  const local = new Date(at.getTime() + ADDIS_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    month: `${y}-${String(m + 1).padStart(2, '0')}`,
    from: new Date(Date.UTC(y, m, 1) - ADDIS_OFFSET_MS),
    to: new Date(Date.UTC(y, m + 1, 1) - ADDIS_OFFSET_MS),
  };
}
