/** The durable job queue: enqueue in the caller's transaction, run with JobRunner, schedule with croner. */
export { enqueueJob, MAX_ATTEMPTS_UNSET } from './queue.ts';
export { DEFAULT_MAX_ATTEMPTS, defaultBackoff, defaultWorkerId, JobRunner } from './runner.ts';
export type { JobRunnerOptions } from './runner.ts';
export {
  enqueueScheduledJob,
  periodKey,
  scheduleJobKey,
  SHOP_TIME_ZONE,
  startSchedules,
} from './schedules.ts';
export type { Schedule, StartSchedulesOptions } from './schedules.ts';
export { PermanentJobError } from './types.ts';
export type { EnqueueOptions, JobContext, JobDefinition, JobDefinitions, JobOutcome } from './types.ts';
