import { daysLeft, formatGb, isExpired, isExpiring, isReminderDue } from '@shop/domain';
import type { AdminService } from '../../../api';
import type { BadgeTone } from '../../../components/ui';

/** What a service card offers (console spec 2.6), decided once from the service and the time. */
export type ServiceCardActions = {
  /** Stop: the service is ACTIVE. */
  stop: boolean;
  /** Start: the service is INACTIVE (stopped by an admin). */
  start: boolean;
  /** Send Reminder: 7 or fewer days left or already expired, unless an admin stopped it (domain isReminderDue). */
  remind: boolean;
};

/** Days left counted now, in Africa/Addis_Ababa (the list's `daysLeft` was counted when it was read). */
export function serviceDaysLeft(service: Pick<AdminService, 'endDate'>, now: Date = new Date()): number {
  return daysLeft(service.endDate, now);
}

export function serviceCardActions(
  service: Pick<AdminService, 'status' | 'endDate'>,
  now: Date = new Date(),
): ServiceCardActions {
  return {
    stop: service.status === 'ACTIVE',
    start: service.status === 'INACTIVE',
    remind: isReminderDue({ status: service.status, daysLeft: serviceDaysLeft(service, now) }),
  };
}

const STATUS_LABELS: Record<AdminService['status'], string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  EXPIRED: 'Expired',
  TERMINATED: 'Terminated',
};

const STATUS_TONES: Record<AdminService['status'], BadgeTone> = {
  ACTIVE: 'success',
  INACTIVE: 'neutral',
  EXPIRED: 'danger',
  TERMINATED: 'neutral',
};

export function serviceStatusLabel(status: AdminService['status']): string {
  return STATUS_LABELS[status] ?? status;
}

export function serviceStatusTone(status: AdminService['status']): BadgeTone {
  return STATUS_TONES[status] ?? 'neutral';
}

/** '12 days left', '1 day left', 'Expires today', 'Expired 3 days ago'. */
export function daysLeftText(days: number): string {
  if (days === 0) return 'Expires today';
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} left`;
  const ago = -days;
  return `Expired ${ago} ${ago === 1 ? 'day' : 'days'} ago`;
}

/** Red once expired, amber while expiring (0 to 7 days), plain otherwise (spec 4). */
export function daysLeftTone(days: number): 'normal' | 'warning' | 'danger' {
  if (isExpired(days)) return 'danger';
  if (isExpiring(days)) return 'warning';
  return 'normal';
}

/** Game services carry the game's name (its presence marks a game service, spec 3). */
export function isGameService(service: Pick<AdminService, 'game'>): boolean {
  return Boolean(service.game);
}

/** A missing value as the console shows it. */
export const NOT_SET = '—';

export function orNotSet(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? NOT_SET : String(value);
}

/** MB shown in GB ('4.0 GB'), or '—' when the service has none. */
export function gbOrNotSet(mb: number | null | undefined): string {
  return typeof mb === 'number' ? formatGb(mb) : NOT_SET;
}

/** '4 cores · AMD Ryzen 7' (cores and cpu type, either may be missing). */
export function coresText(service: Pick<AdminService, 'cores' | 'cpuType'>): string {
  const cores =
    typeof service.cores === 'number' ? `${service.cores} ${service.cores === 1 ? 'core' : 'cores'}` : null;
  return [cores, service.cpuType].filter(Boolean).join(' · ') || NOT_SET;
}
