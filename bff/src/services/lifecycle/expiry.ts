/**
 * Expiry and its reminders, now steps of the lifecycle sweep (sweep.ts): kept as the names the
 * earlier schedules' jobs and their callers use, with domain's default settings unless given.
 */
import { now } from '@shop/db';
import { DEFAULT_LIFECYCLE_SETTINGS } from '@shop/domain';
import type { LifecycleSettings } from '@shop/domain';
import type { Knex } from 'knex';
import { sendRenewalReminders } from './reminders/automatic.ts';
import { suspendUnpaidServices } from './suspension.ts';

export const EXPIRE_SERVICES_JOB = 'expire-services';
export const EXPIRY_REMINDERS_JOB = 'expiry-reminders';

/** Expires (and suspends) every unpaid service past its end date plus grace; answers how many. */
export function expireServices(
  knex: Knex,
  appUrl: string,
  at: Date = now(),
  settings: LifecycleSettings = DEFAULT_LIFECYCLE_SETTINGS,
): Promise<number> {
  return suspendUnpaidServices({ knex, appUrl, settings }, at);
}

/** Sends the day's automatic reminders (7, 3 and 1 days left, once per period each); answers how many. */
export function sendAutomaticReminders(
  knex: Knex,
  appUrl: string,
  at: Date = now(),
  settings: LifecycleSettings = DEFAULT_LIFECYCLE_SETTINGS,
): Promise<number> {
  return sendRenewalReminders({ knex, appUrl, settings }, at);
}
