/**
 * Takes due jobs off the queue and runs them; safe with several instances on one database.
 *
 * A job is claimed in a short transaction (FOR UPDATE SKIP LOCKED on MySQL/MariaDB, so two
 * instances never pick the same row) by taking a lease: `locked_by` = this worker,
 * `locked_until` = now + lease, one more attempt. The handler runs outside any transaction.
 * Only the lease holder may then finish the job: every update after the handler says
 * `where id = ? and locked_by = <me>`. A worker that dies leaves its lease to expire, and the job
 * is claimable again (that attempt counted). A handler must finish within the lease; long waits
 * are `{ again: { inMs } }`, never a sleep.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { dbClient, lockForUpdate, normalizeRow, now, toDate } from '@shop/db';
import type { Json } from '@shop/db';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { MAX_ATTEMPTS_UNSET } from './queue.ts';
import { PermanentJobError } from './types.ts';
import type { JobContext, JobDefinition, JobDefinitions, JobOutcome } from './types.ts';

export const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 1000;
const DEFAULT_BATCH_SIZE = 5;
const BACKOFF_BASE_MS = 5000;
const BACKOFF_CAP_MS = 3_600_000;
/** `runDue` stops after this many claims, so a job that always answers `again` in 0 ms ends. */
const RUN_DUE_MAX_ROUNDS = 1000;
/** last_error is for people reading it; a driver's error can carry a whole HTML page. */
const LAST_ERROR_MAX = 2000;
const CLAIM_RETRIES = 3;

export interface JobRunnerOptions {
  knex: Knex;
  definitions: JobDefinitions;
  log: Logger;
  /** Names this worker in `locked_by` (at most 64 characters); host, pid and a random part by default. */
  workerId?: string;
  /** How long a claimed job is this worker's (60 s). */
  leaseMs?: number;
  /** The wait between polls when nothing was due (1 s). */
  pollMs?: number;
  /** How many jobs run at once (5). */
  batchSize?: number;
  /** The wait before retry `attempt` + 1 after attempt `attempt` failed; `defaultBackoff` by default. */
  backoff?: (attempt: number) => number;
  /** The attempts of a job whose definition and enqueue name no limit (8). */
  defaultMaxAttempts?: number;
  now?: () => Date;
  /**
   * Runs once when any job goes DEAD, after its definition's `onDead` (the admins' alert); its
   * failure is logged, the job stays DEAD either way.
   */
  onJobDead?: (job: { id: string; name: string; reason: string }) => Promise<void>;
}

/** 5 s, 10 s, 20 s, ... doubling per attempt, at most an hour, each ±20 % so retries spread out. */
export function defaultBackoff(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_CAP_MS);
  return Math.min(Math.round(base * (0.8 + 0.4 * random())), BACKOFF_CAP_MS);
}

export function defaultWorkerId(): string {
  return `${hostname()}#${process.pid}#${randomBytes(4).toString('hex')}`.slice(-64);
}

interface ClaimedJob {
  id: string;
  name: string;
  payload: Json;
  /** This run's attempt (1 for the first). */
  attempt: number;
  maxAttempts: number;
}

function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message || err.name : String(err);
  return message.length > LAST_ERROR_MAX ? `${message.slice(0, LAST_ERROR_MAX - 1)}…` : message;
}

/** Lock conflicts worth another try: a deadlock victim or a busy SQLite file. */
function isTransientDbError(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
  return ['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY'].includes(code);
}

export class JobRunner {
  readonly workerId: string;
  private readonly knex: Knex;
  private readonly definitions: JobDefinitions;
  private readonly log: Logger;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly backoff: (attempt: number) => number;
  private readonly defaultMaxAttempts: number;
  private readonly now: () => Date;
  private readonly onJobDead: JobRunnerOptions['onJobDead'];

  private polling = false;
  private timer: NodeJS.Timeout | undefined;
  private currentPoll: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(options: JobRunnerOptions) {
    this.knex = options.knex;
    this.definitions = options.definitions;
    this.workerId = (options.workerId ?? defaultWorkerId()).slice(0, 64);
    this.log = options.log.child({ worker: this.workerId });
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
    this.backoff = options.backoff ?? ((attempt) => defaultBackoff(attempt));
    this.defaultMaxAttempts = options.defaultMaxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.now = options.now ?? now;
    this.onJobDead = options.onJobDead;
  }

  /** Polls for due jobs until `stop()`: one poll at a time, timers that keep no process alive. */
  start(): void {
    if (this.polling) return;
    this.polling = true;
    this.schedulePoll(0);
  }

  /** Stops polling and waits for the poll and the jobs in flight. */
  async stop(): Promise<void> {
    this.polling = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.currentPoll;
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Claims and runs due jobs, batch after batch, until none is due (a job rescheduled with
   * `again` in 0 ms is due again at once); answers how many runs there were. For tests and
   * one-off runs; stops after 1000 batches.
   */
  async runDue(): Promise<number> {
    let runs = 0;
    for (let round = 0; round < RUN_DUE_MAX_ROUNDS; round += 1) {
      const jobs = await this.claimWithRetry(this.batchSize);
      if (jobs.length === 0) return runs;
      await Promise.all(jobs.map((job) => this.track(job)));
      runs += jobs.length;
    }
    this.log.warn({ runs }, 'runDue stopped after its last batch: jobs are still due');
    return runs;
  }

  /**
   * The queue's lag: how long the oldest job that is due and not being run (no lease, or an
   * expired one) has waited past its `run_at`, in ms; 0 when none is. The queue is shared, so
   * every instance sees the same lag.
   */
  async lagMs(): Promise<number> {
    const at = this.now();
    const oldest = (await this.knex('jobs')
      .where('status', 'QUEUED')
      .where('run_at', '<=', at)
      .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<', at))
      .orderBy('run_at')
      .first('run_at')) as { run_at: unknown } | undefined;
    const runAt = toDate(oldest?.run_at);
    return runAt ? Math.max(0, at.getTime() - runAt.getTime()) : 0;
  }

  // ---- polling -----------------------------------------------------------------------------

  private schedulePoll(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.currentPoll = this.poll()
        .then(
          (nextDelay) => nextDelay,
          (err: unknown) => {
            this.log.error({ err: errorMessage(err) }, 'job poll failed');
            return this.pollMs;
          },
        )
        .then((nextDelay) => {
          this.currentPoll = undefined;
          if (this.polling) this.schedulePoll(nextDelay);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** Claims as many jobs as there is room for; answers the wait before the next poll. */
  private async poll(): Promise<number> {
    const room = this.batchSize - this.inFlight.size;
    if (room <= 0) return this.pollMs; // a finishing job wakes the loop (see track)
    const jobs = await this.claimWithRetry(room);
    for (const job of jobs) void this.track(job);
    // A full claim suggests more are due: look again as soon as there is room.
    return jobs.length === room && this.inFlight.size < this.batchSize ? 0 : this.pollMs;
  }

  private track(job: ClaimedJob): Promise<void> {
    const running = this.execute(job).finally(() => {
      this.inFlight.delete(running);
      // Room again: poll now rather than after the rest of the wait.
      if (this.polling && this.timer !== undefined && this.currentPoll === undefined) this.schedulePoll(0);
    });
    this.inFlight.add(running);
    return running;
  }

  // ---- claiming ----------------------------------------------------------------------------

  private async claimWithRetry(limit: number): Promise<ClaimedJob[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.claim(limit);
      } catch (err) {
        if (attempt >= CLAIM_RETRIES || !isTransientDbError(err)) throw err;
      }
    }
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const at = this.now();
    const until = new Date(at.getTime() + this.leaseMs);
    const mysql = dbClient(this.knex) === 'mysql';
    const leaseFree = (q: Knex.QueryBuilder) => q.whereNull('locked_until').orWhere('locked_until', '<', at);

    return this.knex.transaction(
      async (trx) => {
        const due = trx('jobs')
          .select('id', 'name', 'payload', 'attempts', 'max_attempts')
          .where('status', 'QUEUED')
          .where('run_at', '<=', at)
          .where(leaseFree)
          .orderBy('run_at')
          .limit(limit);
        // SQLite has one writer and this is its one instance: the transaction is enough there.
        lockForUpdate(due, { skipLocked: true });
        const rows = await due;

        const claimed: ClaimedJob[] = [];
        for (const raw of rows) {
          const row = normalizeRow('jobs', raw as Record<string, unknown>);
          const maxAttempts =
            row.max_attempts === MAX_ATTEMPTS_UNSET ? this.limitFor(row.name) : row.max_attempts;
          // Conditional, so a claim stays safe even where the select locked nothing.
          const taken = await trx('jobs')
            .where({ id: row.id, status: 'QUEUED' })
            .where(leaseFree)
            .update({
              locked_by: this.workerId,
              locked_until: until,
              attempts: trx.raw('attempts + 1'),
              max_attempts: maxAttempts,
              updated_at: at,
            });
          if (taken !== 1) continue;
          claimed.push({
            id: row.id,
            name: row.name,
            payload: row.payload,
            attempt: row.attempts + 1,
            maxAttempts,
          });
        }
        return claimed;
      },
      // No gap locks: enqueues into the due range need not wait for a claim.
      mysql ? { isolationLevel: 'read committed' } : undefined,
    );
  }

  private limitFor(name: string): number {
    return (this.definitions[name] as JobDefinition | undefined)?.maxAttempts ?? this.defaultMaxAttempts;
  }

  // ---- running -----------------------------------------------------------------------------

  /** Runs one claimed job and records how it ended; never throws. */
  private async execute(job: ClaimedJob): Promise<void> {
    const log = this.log.child({ job: job.name, jobId: job.id, attempt: job.attempt });
    const context: JobContext = { jobId: job.id, attempt: job.attempt, log };
    try {
      const definition = this.definitions[job.name] as JobDefinition | undefined;
      if (!definition) {
        await this.bury(job, `No job definition named "${job.name}" in this runner`, undefined, context);
        return;
      }
      if (job.attempt > job.maxAttempts) {
        // Claimed again after its last attempt's lease ran out: that worker stopped mid-run.
        await this.bury(job, 'The last attempt did not finish (its worker stopped)', definition, context);
        return;
      }
      let outcome: JobOutcome;
      try {
        outcome = await definition.run(job.payload, context);
      } catch (err) {
        await this.failed(job, err, definition, context);
        return;
      }
      if (outcome && 'again' in outcome) await this.reschedule(job, outcome.again, context);
      else await this.done(job, context);
    } catch (err) {
      // The database failed us while recording the outcome: the lease runs out and the job is
      // claimed again.
      log.error({ err: errorMessage(err) }, 'could not record the outcome of a job');
    }
  }

  private mine(job: ClaimedJob) {
    return this.knex('jobs').where({ id: job.id, locked_by: this.workerId });
  }

  private lost(context: JobContext): void {
    context.log.warn('job lease lost before the job finished: another worker has it');
  }

  private async done(job: ClaimedJob, context: JobContext): Promise<void> {
    const at = this.now();
    const changed = await this.mine(job).update({
      status: 'DONE',
      finished_at: at,
      locked_by: null,
      locked_until: null,
      updated_at: at,
    });
    if (changed !== 1) this.lost(context);
    else context.log.debug('job done');
  }

  private async reschedule(
    job: ClaimedJob,
    again: { inMs: number; payload?: Json },
    context: JobContext,
  ): Promise<void> {
    const at = this.now();
    const inMs = Number.isFinite(again.inMs) ? Math.max(0, again.inMs) : 0;
    const changed = await this.mine(job).update({
      status: 'QUEUED',
      run_at: new Date(at.getTime() + inMs),
      ...(again.payload !== undefined ? { payload: JSON.stringify(again.payload) } : {}),
      // Waiting is not a failed attempt.
      attempts: job.attempt - 1,
      locked_by: null,
      locked_until: null,
      updated_at: at,
    });
    if (changed !== 1) this.lost(context);
    else context.log.debug({ inMs }, 'job runs again later');
  }

  private async failed(
    job: ClaimedJob,
    err: unknown,
    definition: JobDefinition,
    context: JobContext,
  ): Promise<void> {
    const message = errorMessage(err);
    if (err instanceof PermanentJobError || job.attempt >= job.maxAttempts) {
      await this.bury(job, message, definition, context);
      return;
    }
    const at = this.now();
    const retryInMs = Math.max(0, this.backoff(job.attempt));
    const changed = await this.mine(job).update({
      status: 'QUEUED',
      run_at: new Date(at.getTime() + retryInMs),
      last_error: message,
      locked_by: null,
      locked_until: null,
      updated_at: at,
    });
    if (changed !== 1) this.lost(context);
    else
      context.log.warn({ err: message, retryInMs, maxAttempts: job.maxAttempts }, 'job failed; will retry');
  }

  /** DEAD, then `onDead` (its own failure is logged: the job stays DEAD either way). */
  private async bury(
    job: ClaimedJob,
    reason: string,
    definition: JobDefinition | undefined,
    context: JobContext,
  ): Promise<void> {
    const at = this.now();
    const changed = await this.mine(job).update({
      status: 'DEAD',
      last_error: reason,
      finished_at: at,
      locked_by: null,
      locked_until: null,
      updated_at: at,
    });
    if (changed !== 1) {
      this.lost(context);
      return;
    }
    context.log.error({ err: reason }, 'job dead');
    if (definition?.onDead) {
      try {
        await definition.onDead(job.payload, reason, context);
      } catch (err) {
        context.log.error({ err: errorMessage(err) }, 'onDead of a dead job failed');
      }
    }
    if (!this.onJobDead) return;
    try {
      await this.onJobDead({ id: job.id, name: job.name, reason });
    } catch (err) {
      context.log.error({ err: errorMessage(err) }, 'the dead-job hook failed');
    }
  }
}
