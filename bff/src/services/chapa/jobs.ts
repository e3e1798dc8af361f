/**
 * Webhooks get lost: every minute a job verifies the PENDING Chapa attempts whose next check is
 * due (the first one a minute after the checkout, so soon after a start too), then with doubling
 * waits (schedule.ts) for 24 hours. Chapa not answering only moves an attempt's next check on.
 */
import { now } from '@shop/db';
import type { Knex } from 'knex';
import type { JobDefinition } from '../../jobs/index.ts';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import type { ChapaConfig } from './config.ts';
import { nextCheckAt } from './schedule.ts';
import { dueChapaAttempts, verifyChapaAttempt } from './verify.ts';

export const CHAPA_REVERIFY_JOB = 'chapa.reverify';

/** Verifies every due attempt once; answers how each ended, by tx_ref. */
export async function reverifyDueAttempts(
  knex: Knex,
  chapa: ChapaConfig,
  fulfilment: PaidOrderFulfilment,
  at: Date = now(),
): Promise<Record<string, string>> {
  const outcomes: Record<string, string> = {};
  for (const txRef of await dueChapaAttempts(knex, at)) {
    try {
      outcomes[txRef] = await verifyChapaAttempt(knex, chapa, fulfilment, txRef);
    } catch {
      // Chapa did not answer: try this one again later, with the same backoff.
      const attempt = (await knex('chapa_attempts').where({ tx_ref: txRef }).first()) as
        { id: string; checks: number; created_at: Date | number | string } | undefined;
      if (attempt) {
        await knex('chapa_attempts')
          .where({ id: attempt.id, status: 'PENDING' })
          .update({
            checks: attempt.checks + 1,
            next_check_at: nextCheckAt(new Date(attempt.created_at), attempt.checks + 1, now()),
            updated_at: now(),
          });
      }
      outcomes[txRef] = 'unreachable';
    }
  }
  return outcomes;
}

/** The every-minute job (its schedule: job-registry.ts); nothing to do without Chapa configured. */
export function chapaReverifyJob(
  knex: Knex,
  chapa: ChapaConfig | undefined,
  fulfilment: PaidOrderFulfilment,
): JobDefinition {
  return {
    async run() {
      if (chapa) await reverifyDueAttempts(knex, chapa, fulfilment);
    },
  };
}
