/**
 * Recurring work (the expiry sweep, reminders): every instance runs the same schedules, and a
 * tick only enqueues a job whose unique key is `<schedule name>:<the tick's minute>`. However
 * many instances tick, the schema keeps one job per period, and the job runner runs it once.
 */
import { now } from '@shop/db';
import type { Json } from '@shop/db';
import { Cron } from 'croner';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { enqueueJob } from './queue.ts';

/** Where the shop's days begin and end: a daily '0 3 * * *' means 03:00 in Addis Ababa. */
export const SHOP_TIME_ZONE = 'Africa/Addis_Ababa';

export interface Schedule {
  /** Names the schedule in the job's unique key and in logs (e.g. 'expiry-sweep'). */
  name: string;
  /** A 5-field cron pattern (croner syntax), read in `timezone`. */
  cron: string;
  /** The job to enqueue. */
  job: string;
  payload?: Json;
  /** The zone the pattern is read in; Africa/Addis_Ababa by default. */
  timezone?: string;
}

export interface StartSchedulesOptions {
  knex: Knex;
  log: Logger;
  schedules: readonly Schedule[];
}

/** A tick's period: its scheduled time to the minute, in UTC ISO ('2026-11-22T16:05'). */
export function periodKey(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/** The unique key of the job a schedule enqueues for the tick scheduled at `scheduledAt`. */
export function scheduleJobKey(schedule: Pick<Schedule, 'name'>, scheduledAt: Date): string {
  return `${schedule.name}:${periodKey(scheduledAt)}`;
}

/**
 * Enqueues a schedule's job for one tick; answers the job id, or null when another instance
 * (or an earlier call) already enqueued this tick's job.
 */
export function enqueueScheduledJob(
  knex: Knex,
  schedule: Schedule,
  scheduledAt: Date,
): Promise<string | null> {
  return enqueueJob(knex, schedule.job, schedule.payload ?? null, {
    uniqueKey: scheduleJobKey(schedule, scheduledAt),
  });
}

/**
 * The time a tick was scheduled for: croner calls back a little after it (or later, on a busy
 * event loop), so the key comes from the pattern's last occurrence, not from the clock.
 */
function scheduledTimeOf(cron: Cron, firedAt: Date): Date {
  return cron.previousRuns(1, new Date(firedAt.getTime() + 1))[0] ?? firedAt;
}

/** Starts every schedule (unref'd timers; a pattern croner refuses throws here, at start). */
export function startSchedules(options: StartSchedulesOptions): { stop(): void } {
  const crons = options.schedules.map((schedule) => {
    const log = options.log.child({ schedule: schedule.name, job: schedule.job });
    return new Cron(
      schedule.cron,
      { timezone: schedule.timezone ?? SHOP_TIME_ZONE, protect: true, unref: true },
      async (self) => {
        const scheduledAt = scheduledTimeOf(self, self.currentRun() ?? now());
        try {
          const id = await enqueueScheduledJob(options.knex, schedule, scheduledAt);
          log.debug(
            { period: periodKey(scheduledAt), jobId: id },
            id ? 'scheduled job enqueued' : 'already enqueued',
          );
        } catch (err) {
          log.error(
            { err: err instanceof Error ? err.message : String(err) },
            'could not enqueue a scheduled job',
          );
        }
      },
    );
  });
  return {
    stop() {
      for (const cron of crons) cron.stop();
    },
  };
}
