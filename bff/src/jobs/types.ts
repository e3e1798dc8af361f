/**
 * The durable job queue's public shape (runner.ts and queue.ts implement it).
 *
 * A handler runs outside any transaction. It answers nothing when the job is done, or
 * `{ again: { inMs, payload } }` to run again later with a new payload (a provider step waiting
 * on a task); that is not a failed attempt. A thrown error is a failed attempt: retried with
 * backoff until `maxAttempts`, then the job is DEAD and `onDead` runs (e.g. the order becomes
 * FAILED with the reason). `PermanentJobError` goes DEAD at once.
 */
import type { Json } from '@shop/db';
import type { Logger } from 'pino';

export interface JobContext {
  jobId: string;
  /** 1 for the first run. */
  attempt: number;
  log: Logger;
}

export type JobOutcome = void | { again: { inMs: number; payload?: Json } };

export interface JobDefinition<P extends Json = Json> {
  run(payload: P, context: JobContext): Promise<JobOutcome>;
  /** Runs once when the job goes DEAD, with the last error's message. */
  onDead?(payload: P, reason: string, context: JobContext): Promise<void>;
  /** Defaults to the queue's (8). */
  maxAttempts?: number;
}

export type JobDefinitions = Record<string, JobDefinition<never>>;

export interface EnqueueOptions {
  /** When to run first; now by default. */
  runAt?: Date;
  /** One job per key ever (e.g. 'expiry-sweep:2026-11-22T16:05'): a second enqueue is a no-op. */
  uniqueKey?: string;
  maxAttempts?: number;
}

export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
