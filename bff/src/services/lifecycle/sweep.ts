/**
 * The lifecycle sweep (issue 25): every LIFECYCLE_SWEEP_SECONDS each instance enqueues one
 * 'lifecycle-sweep' job keyed by the period (the job table's unique key: one per period however
 * many instances tick), and whichever runner claims it runs the steps in order. Every step is
 * idempotent and safe beside another sweep: conditional updates under row locks, and the
 * once-per-period events.
 */
import { now as clockNow, nowMs } from '@shop/db';
import { DEFAULT_LIFECYCLE_SETTINGS } from '@shop/domain';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { enqueueJob } from '../../jobs/index.ts';
import type { JobDefinition } from '../../jobs/types.ts';
import type { FulfilmentDeps } from '../fulfilment/deps.ts';
import type { LifecycleContext } from './context.ts';
import { createRenewalOrders } from './renewal-orders.ts';
import { sendRenewalReminders } from './reminders/automatic.ts';
import { cancelStaleOrders } from './stale-orders.ts';
import { suspendUnpaidServices } from './suspension.ts';
import { terminateExpiredServices, warnTerminations } from './termination.ts';

export const LIFECYCLE_SWEEP_JOB = 'lifecycle-sweep';

export interface SweepSummary {
  renewalOrders: number;
  reminders: number;
  suspended: number;
  warned: number;
  terminated: number;
  cancelledOrders: number;
}

export function lifecycleContext(
  deps: Pick<FulfilmentDeps, 'knex' | 'appUrl' | 'lifecycle'>,
): LifecycleContext {
  return { knex: deps.knex, appUrl: deps.appUrl, settings: deps.lifecycle ?? DEFAULT_LIFECYCLE_SETTINGS };
}

/** Runs every step once, at `at`; answers what each did. */
export async function runLifecycleSweep(ctx: LifecycleContext, at: Date = clockNow()): Promise<SweepSummary> {
  // The renewal order first, so the reminders and the suspension mail name it.
  const renewalOrders = await createRenewalOrders(ctx, at);
  const reminders = await sendRenewalReminders(ctx, at);
  const suspended = await suspendUnpaidServices(ctx, at);
  const warned = await warnTerminations(ctx, at);
  const terminated = await terminateExpiredServices(ctx, at);
  const cancelledOrders = await cancelStaleOrders(ctx, at);
  return { renewalOrders, reminders, suspended, warned, terminated, cancelledOrders };
}

export function lifecycleSweepJob(deps: FulfilmentDeps): JobDefinition {
  return {
    async run(_payload, context) {
      let failures = 0;
      const summary = await runLifecycleSweep({
        ...lifecycleContext(deps),
        onError(step, id, err) {
          failures += 1;
          context.log.error(
            { err: err instanceof Error ? err.message : String(err), step, id },
            'lifecycle step failed',
          );
        },
      });
      context.log.info({ ...summary, failures }, 'lifecycle sweep done');
      // Retried: what was done is not done again (every step is once only).
      if (failures > 0) throw new Error(`${failures} lifecycle steps failed; see the log`);
    },
  };
}

/** The unique key of the sweep of the period holding `atMs`. */
export function sweepKey(atMs: number, sweepSeconds: number): string {
  return `${LIFECYCLE_SWEEP_JOB}:${sweepSeconds}:${Math.floor(atMs / (sweepSeconds * 1000))}`;
}

/** Enqueues this period's sweep; null when an instance already did. */
export function enqueueLifecycleSweep(knex: Knex, sweepSeconds: number, atMs: number = nowMs()) {
  return enqueueJob(knex, LIFECYCLE_SWEEP_JOB, null, { uniqueKey: sweepKey(atMs, sweepSeconds) });
}

/** Ticks every `sweepSeconds` (unref'd timer), enqueuing the period's sweep. */
export function startLifecycleSweeps(options: { knex: Knex; log: Logger; sweepSeconds: number }): {
  stop(): void;
} {
  const tick = () => {
    enqueueLifecycleSweep(options.knex, options.sweepSeconds).catch((err: unknown) =>
      options.log.error(
        { err: err instanceof Error ? err.message : String(err) },
        'could not enqueue the lifecycle sweep',
      ),
    );
  };
  tick();
  const timer = setInterval(tick, options.sweepSeconds * 1000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
