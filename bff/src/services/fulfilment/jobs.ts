/** The background work of fulfilment: its job definitions and the schedules that enqueue them. */
import type { JobDefinitions, Schedule } from '../../jobs/index.ts';
import type { FulfilmentDeps } from './deps.ts';
import {
  EXPIRE_SERVICES_JOB,
  EXPIRY_REMINDERS_JOB,
  expireServicesJob,
  expiryRemindersJob,
} from './expiry.ts';
import { PROVIDER_OPERATION_JOB, providerOperationJob } from './provider-operations.ts';
import { PROVISION_JOB, provisioningJob } from './provisioning.ts';

export function fulfilmentJobDefinitions(deps: FulfilmentDeps): JobDefinitions {
  return {
    [PROVISION_JOB]: provisioningJob(deps),
    [PROVIDER_OPERATION_JOB]: providerOperationJob(deps),
    [EXPIRE_SERVICES_JOB]: expireServicesJob(deps.knex, deps.appUrl),
    [EXPIRY_REMINDERS_JOB]: expiryRemindersJob(deps.knex, deps.appUrl),
  } as JobDefinitions;
}

/** Every five minutes: expire what is past its end date; every hour: the day's reminders (once a day each). */
export const FULFILMENT_SCHEDULES: readonly Schedule[] = [
  { name: 'expire-services', cron: '*/5 * * * *', job: EXPIRE_SERVICES_JOB },
  { name: 'expiry-reminders', cron: '7 * * * *', job: EXPIRY_REMINDERS_JOB },
];
