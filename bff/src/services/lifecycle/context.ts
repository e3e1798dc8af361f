import type { LifecycleSettings } from '@shop/domain';
import type { Knex } from 'knex';

/** What every lifecycle step needs. */
export interface LifecycleContext {
  knex: Knex;
  /** The shop's public address, for the links in the mails. */
  appUrl: string;
  settings: LifecycleSettings;
  /** A step that failed for one service or order (the sweep goes on with the others). */
  onError?: (step: string, id: string, err: unknown) => void;
}

/**
 * Runs one service's (or order's) step; a failure is reported to `ctx.onError` and counts as not
 * done, so one bad row never stops the sweep for the others (the sweep fails at its end instead,
 * and its job is retried).
 */
export async function oneOf(
  ctx: LifecycleContext,
  step: string,
  id: string,
  run: () => Promise<boolean>,
): Promise<boolean> {
  try {
    return await run();
  } catch (err) {
    if (!ctx.onError) throw err;
    ctx.onError(step, id, err);
    return false;
  }
}

export const SWEEP_BATCH = 200;
