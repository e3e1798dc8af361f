/** The background work of fulfilment: its job definitions and the schedules that enqueue them. */
import type { JobDefinitions, Schedule } from '../../jobs/index.ts';
import type { FulfilmentDeps } from './deps.ts';
import { EXPIRE_SERVICES_JOB, EXPIRY_REMINDERS_JOB } from '../lifecycle/expiry.ts';
import { LIFECYCLE_SWEEP_JOB, lifecycleSweepJob } from '../lifecycle/sweep.ts';
import { PROVIDER_OPERATION_JOB, providerOperationJob } from './provider-operations.ts';
import { PROVISION_JOB, provisioningJob } from './provisioning.ts';
import { PROVISIONING_CLEANUP_JOB, provisioningCleanupJob } from './provisioning-cleanup.ts';

export function fulfilmentJobDefinitions(deps: FulfilmentDeps): JobDefinitions {
  return {
    [PROVISION_JOB]: provisioningJob(deps),
    [PROVISIONING_CLEANUP_JOB]: provisioningCleanupJob(deps),
    [PROVIDER_OPERATION_JOB]: providerOperationJob(deps),
    [LIFECYCLE_SWEEP_JOB]: lifecycleSweepJob(deps),
    // Jobs the earlier schedules may have left queued: they run the whole sweep now.
    [EXPIRE_SERVICES_JOB]: lifecycleSweepJob(deps),
    [EXPIRY_REMINDERS_JOB]: lifecycleSweepJob(deps),
  } as JobDefinitions;
}

/**
 * The lifecycle (renewal orders, reminders, suspension, termination, stale orders) runs from its
 * own sweep every LIFECYCLE_SWEEP_SECONDS (lifecycle/sweep.ts, started in main.ts); no cron.
 */
export const FULFILMENT_SCHEDULES: readonly Schedule[] = [];
