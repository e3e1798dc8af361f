/**
 * Every background job of the shop in one list: its name, the handler that runs it, how many
 * attempts it gets before it is DEAD, and what enqueues it (a cron schedule, the lifecycle's
 * timer, or the code that writes it in its transaction). server.ts builds the job runner's
 * definitions from it and main.ts starts its schedules; job-registry.test.ts checks that every
 * job the code enqueues is here.
 *
 * Why here, beside server.ts, and not in jobs/: jobs/ is the generic queue (enqueue, run, retry,
 * schedule) and imports no service (eslint/bff-boundaries.js), while this list names every
 * service's handlers; so it sits above the services, where server.ts composes them.
 */
import type { AppConfig } from './config.ts';
import type { JobDefinition, JobDefinitions, Schedule } from './jobs/index.ts';
import { DELIVER_MAIL_JOB, mailDeliveryJob } from './mail/index.ts';
import type { MailTransport } from './mail/index.ts';
import { CHAPA_REVERIFY_JOB, chapaReverifyJob } from './services/chapa/jobs.ts';
import { paidOrderFulfilment } from './services/fulfilment/auto-provision.ts';
import type { FulfilmentDeps } from './services/fulfilment/deps.ts';
import { PROVIDER_OPERATION_JOB, providerOperationJob } from './services/fulfilment/provider-operations.ts';
import { PROVISION_JOB, provisioningJob } from './services/fulfilment/provisioning.ts';
import {
  PROVISIONING_CLEANUP_JOB,
  provisioningCleanupJob,
} from './services/fulfilment/provisioning-cleanup.ts';
import { invoiceAttachment } from './services/invoices/read.ts';
import { EXPIRE_SERVICES_JOB, EXPIRY_REMINDERS_JOB } from './services/lifecycle/expiry.ts';
import { LIFECYCLE_SWEEP_JOB, lifecycleSweepJob } from './services/lifecycle/sweep.ts';
import {
  OPTIMIZE_DATABASE_JOB,
  optimizeDatabaseJob,
  PURGE_ENDED_JOB,
  purgeEndedJob,
} from './services/maintenance.ts';
import { DELIVER_NOTIFICATION_JOB, notificationDeliveryJob } from './services/notifications/outbox.ts';
import { RECEIPT_CHECK_JOB } from './services/payments/start-receipt-check.ts';
import { receiptCheckJob } from './services/receipts/jobs.ts';
import { TICKET_AUTOCLOSE_JOB, ticketAutoCloseJob } from './services/tickets/index.ts';

/** What the handlers are made of: the server's state (server.ts's buildAppState). */
export interface JobDeps {
  /** The knex, providers, connection secret, public address, log and lifecycle settings. */
  fulfilment: FulfilmentDeps;
  config: AppConfig;
  mail: MailTransport;
}

/** What enqueues a job: a cron schedule (main.ts starts it), or the code path that writes it. */
export type JobTrigger =
  | {
      /** The schedule's name: the prefix of each tick's unique key (jobs/schedules.ts). */
      schedule: string;
      /** 5 fields, read in Africa/Addis_Ababa. */
      cron: string;
      /** Started only when the configuration allows it; always when absent. */
      when?: (config: AppConfig) => boolean;
    }
  | { enqueuedBy: string };

export interface RegisteredJob<Deps> {
  name: string;
  /** Builds the handler (run, and onDead when it has one). */
  handler: (deps: Deps) => JobDefinition<never>;
  /** Runs before the job is DEAD (failures retry with backoff); the runner's 8 when absent. */
  attempts?: number;
  trigger: JobTrigger;
}

/** The jobs of a service's life: they need the fulfilment's dependencies only. */
const FULFILMENT_JOBS: readonly RegisteredJob<FulfilmentDeps>[] = [
  {
    name: PROVISION_JOB,
    handler: provisioningJob,
    attempts: 6,
    trigger: { enqueuedBy: 'fulfilment/create-service.ts: a paid order gets its service' },
  },
  {
    name: PROVISIONING_CLEANUP_JOB,
    handler: provisioningCleanupJob,
    attempts: 8,
    trigger: { enqueuedBy: 'fulfilment/provisioning.ts: a failed build leaves something to remove' },
  },
  {
    name: PROVIDER_OPERATION_JOB,
    handler: providerOperationJob,
    trigger: { enqueuedBy: 'enqueueOperation: suspend, unsuspend, terminate, a power action' },
  },
  {
    name: LIFECYCLE_SWEEP_JOB,
    handler: lifecycleSweepJob,
    // Retried: what a step did is not done again (every step is once only).
    attempts: 3,
    trigger: { enqueuedBy: 'lifecycle/sweep.ts: every LIFECYCLE_SWEEP_SECONDS (main.ts starts it)' },
  },
  // The names the earlier expiry schedules used: a job they left queued runs the whole sweep.
  {
    name: EXPIRE_SERVICES_JOB,
    handler: lifecycleSweepJob,
    attempts: 3,
    trigger: { enqueuedBy: 'nothing now (the earlier expiry schedule)' },
  },
  {
    name: EXPIRY_REMINDERS_JOB,
    handler: lifecycleSweepJob,
    attempts: 3,
    trigger: { enqueuedBy: 'nothing now (the earlier reminders schedule)' },
  },
];

/** The rest: the outboxes, the payments' checks, the database's upkeep. */
const SHOP_JOBS: readonly RegisteredJob<JobDeps>[] = [
  {
    name: DELIVER_MAIL_JOB,
    handler: ({ fulfilment: { knex }, mail }) =>
      mailDeliveryJob(mail, knex, (invoiceId) => invoiceAttachment(knex, invoiceId)),
    trigger: { enqueuedBy: 'mail/outbox.ts queueMail: a mail written to the outbox' },
  },
  {
    name: DELIVER_NOTIFICATION_JOB,
    handler: ({ fulfilment: { knex }, config }) =>
      notificationDeliveryJob(knex, { telegram: config.telegram, sms: config.sms }),
    trigger: { enqueuedBy: 'notifications/outbox.ts queueNotification: a Telegram message or SMS' },
  },
  {
    name: RECEIPT_CHECK_JOB,
    handler: ({ fulfilment, config }) =>
      receiptCheckJob(
        fulfilment.knex,
        config,
        paidOrderFulfilment({ config, providers: fulfilment.providers }),
      ),
    // Waiting for the bank is the job's `again`, not an attempt: these are for errors.
    attempts: 3,
    trigger: { enqueuedBy: 'payments/report.ts: a transfer reported with RECEIPT_VERIFICATION=on' },
  },
  {
    name: CHAPA_REVERIFY_JOB,
    handler: ({ fulfilment, config }) =>
      chapaReverifyJob(
        fulfilment.knex,
        config.chapa,
        paidOrderFulfilment({ config, providers: fulfilment.providers }),
      ),
    // Once: the next minute's tick verifies again whatever this one could not.
    attempts: 1,
    // Only when online payment is configured.
    trigger: { schedule: 'chapa-reverify', cron: '* * * * *', when: (config) => config.chapa !== undefined },
  },
  {
    name: OPTIMIZE_DATABASE_JOB,
    handler: ({ fulfilment: { knex } }) => optimizeDatabaseJob(knex),
    // Every hour: SQLite refreshes the statistics of the tables that grew or shrank enough to matter.
    trigger: { schedule: 'optimize-database', cron: '23 * * * *' },
  },
  {
    name: PURGE_ENDED_JOB,
    handler: ({ fulfilment: { knex } }) => purgeEndedJob(knex),
    // Every night: the ended sessions and password-reset links go.
    trigger: { schedule: 'purge-ended-records', cron: '41 3 * * *' },
  },
  {
    name: TICKET_AUTOCLOSE_JOB,
    handler: ({ fulfilment: { knex }, config }) =>
      ticketAutoCloseJob(knex, () => ({ days: config.tickets.autoCloseDays, appUrl: config.appUrl })),
    // Every hour: answered tickets left TICKET_AUTOCLOSE_DAYS without a reply close.
    trigger: { schedule: 'tickets-autoclose', cron: '17 * * * *' },
  },
];

/** Every job, in one list. */
export const JOB_REGISTRY: readonly (RegisteredJob<FulfilmentDeps> | RegisteredJob<JobDeps>)[] = [
  ...FULFILMENT_JOBS,
  ...SHOP_JOBS,
];

function definitionsOf<Deps>(jobs: readonly RegisteredJob<Deps>[], deps: Deps): JobDefinitions {
  return Object.fromEntries(
    jobs.map((job) => {
      const definition = job.handler(deps);
      return [
        job.name,
        job.attempts === undefined ? definition : { ...definition, maxAttempts: job.attempts },
      ];
    }),
  );
}

/** The fulfilment's jobs alone (a simulation of the lifecycle runs these). */
export function fulfilmentJobDefinitions(deps: FulfilmentDeps): JobDefinitions {
  return definitionsOf(FULFILMENT_JOBS, deps);
}

/** The job runner's definitions: every registered job's handler with its attempts. */
export function jobDefinitions(deps: JobDeps): JobDefinitions {
  return { ...fulfilmentJobDefinitions(deps.fulfilment), ...definitionsOf(SHOP_JOBS, deps) };
}

/** A registered schedule, with the condition it starts on. */
interface RegisteredSchedule extends Schedule {
  when?: (config: AppConfig) => boolean;
}

const REGISTERED_SCHEDULES: readonly RegisteredSchedule[] = JOB_REGISTRY.flatMap(({ name, trigger }) =>
  'cron' in trigger ? [{ name: trigger.schedule, cron: trigger.cron, job: name, when: trigger.when }] : [],
);

/** Every schedule of the registry, whatever the configuration. */
export const JOB_SCHEDULES: readonly Schedule[] = REGISTERED_SCHEDULES.map(({ name, cron, job }) => ({
  name,
  cron,
  job,
}));

/** The schedules main.ts starts: those the configuration allows. */
export function jobSchedules(config: AppConfig): Schedule[] {
  return REGISTERED_SCHEDULES.filter(({ when }) => when === undefined || when(config)).map(
    ({ name, cron, job }) => ({ name, cron, job }),
  );
}
