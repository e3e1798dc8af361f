/**
 * Fulfilment rules shared by the BFF and the mock handlers: when an admin may confirm a payment or
 * create a service, when a customer may act on a service, how a paid renewal moves the end date,
 * and when the expiry reminders go out.
 */
import { SERVER_MESSAGES } from './messages';
import { addisDate } from './status';

const MS_PER_DAY = 86_400_000;

export interface MarkPaidState {
  paid: boolean;
  status: string;
}

/** Why an order cannot be marked paid (409), or null when it can. */
export function markPaidRefusal(order: MarkPaidState): string | null {
  if (order.paid) return SERVER_MESSAGES.orderAlreadyPaidAdmin;
  if (order.status === 'CANCELLED') return SERVER_MESSAGES.orderNotPayable;
  return null;
}

export interface CreateServiceState {
  paid: boolean;
  status: string;
  renewalOfServiceId: string | null;
  /** Whether the order already has a service row (a FAILED provisioning keeps its row). */
  hasService: boolean;
}

/**
 * Why no service may be created from an order (409), or null when one may: the order is paid, is
 * not a renewal, and has no service yet, or its provisioning FAILED (create-service retries it).
 */
export function createServiceRefusal(order: CreateServiceState): string | null {
  if (!order.paid) return SERVER_MESSAGES.orderNotPaidYet;
  if (order.renewalOfServiceId) return SERVER_MESSAGES.renewalCreatesNoService;
  if (order.hasService && order.status !== 'FAILED') return SERVER_MESSAGES.orderHasServiceAlready;
  return null;
}

/** The provider's power states while a machine is not ready for its owner. */
export const NOT_READY_STATES: readonly string[] = ['provisioning', 'failed'];

/**
 * The power states of a machine that is carrying out an action (as the drivers report them: the
 * simulated driver's transitions, Proxmox's locks, Pterodactyl's states): no other power action,
 * reinstall included, is taken until it settles, so a Start cannot land in the middle of a Stop.
 */
export const TRANSITIONAL_STATES: readonly string[] = [
  'starting',
  'stopping',
  'restarting',
  'installing',
  'migrating',
  'transferring',
  'pending',
];

/** Whether the machine is in the middle of an action (the customer's controls wait). */
export function isTransitional(currentStatus: string): boolean {
  return TRANSITIONAL_STATES.includes(currentStatus);
}

export interface ServiceActionState {
  status: string;
  currentStatus: string;
}

/**
 * Why the owner may not start, stop, restart, shut down or reinstall a service (409), or null:
 * only an ACTIVE service whose machine is ready takes actions.
 */
export function serviceActionRefusal(service: ServiceActionState): string | null {
  if (service.status === 'TERMINATED') return SERVER_MESSAGES.serviceTerminated;
  if (service.status === 'EXPIRED') return SERVER_MESSAGES.serviceExpired;
  if (service.status !== 'ACTIVE') return SERVER_MESSAGES.serviceNotActive;
  if (NOT_READY_STATES.includes(service.currentStatus)) return SERVER_MESSAGES.serviceNotReady;
  if (isTransitional(service.currentStatus)) return SERVER_MESSAGES.serviceInTransition;
  return null;
}

/** Why an admin may not switch a service to `next` (409), or null: ACTIVE <-> INACTIVE only. */
export function adminServiceStatusRefusal(current: string, next: 'ACTIVE' | 'INACTIVE'): string | null {
  if (current === 'TERMINATED') return SERVER_MESSAGES.serviceTerminated;
  if (current === 'EXPIRED') return SERVER_MESSAGES.expiredServiceStatus;
  if (current === next)
    return next === 'ACTIVE' ? SERVER_MESSAGES.serviceAlreadyActive : SERVER_MESSAGES.serviceAlreadyInactive;
  return null;
}

/**
 * The end date after a paid renewal of `days`: always added to the end date it had (issue 25),
 * whether the renewal is paid early, on time or while the service is suspended. Days are never
 * given away (a service back from suspension does not get the suspended days again) and never
 * lost (paying early keeps the days left). `_now` is kept for the callers' signature.
 */
export function renewedEndDate(endDate: Date | string, days: number, _now?: Date): Date {
  return new Date(new Date(endDate).getTime() + days * MS_PER_DAY);
}

/** A service's end date for an order of `days` provisioned at `start`. */
export function serviceEndDate(start: Date, days: number): Date {
  return new Date(start.getTime() + days * MS_PER_DAY);
}

/** A service is past its end date (and becomes EXPIRED) once the end date has passed. */
export function isPastEndDate(endDate: Date | string, now: Date = new Date()): boolean {
  return new Date(endDate).getTime() <= now.getTime();
}

/** The days left at which the automatic expiry reminders go out. */
export const AUTOMATIC_REMINDER_DAYS: readonly number[] = [7, 3, 1];

/**
 * The day a reminder counts for: its Africa/Addis_Ababa calendar date ('YYYY-MM-DD'). A service
 * gets at most one expiry reminder per such day, whoever sends it (an admin, one or all, or the
 * lifecycle's automatic one); the database holds the rule (service_reminders).
 */
export function reminderDayOf(at: Date): string {
  return addisDate(at);
}
