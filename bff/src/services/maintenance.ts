/**
 * Database upkeep that runs in the background: planner statistics kept current (SQLite), and the
 * rows that ended long ago removed (sign-in sessions and password-reset links past their expiry:
 * a token without its row is refused anyway, and nothing reads them any more; rate-limit counts
 * whose window ended: a key that comes back starts a new window anyway).
 */
import { now, optimizeDatabase } from '@shop/db';
import type { Knex } from 'knex';
import type { JobDefinition } from '../jobs/index.ts';
import { RATE_LIMIT_TABLE } from './rate-limits/index.ts';

export const OPTIMIZE_DATABASE_JOB = 'optimize-database';
export const PURGE_ENDED_JOB = 'purge-ended-records';

/** How long an ended row stays after its expiry: a day, so a clock a little off never matters. */
export const ENDED_RECORD_GRACE_MS = 24 * 60 * 60 * 1000;

export function optimizeDatabaseJob(knex: Knex): JobDefinition {
  return {
    async run() {
      await optimizeDatabase(knex);
    },
  };
}

/**
 * Deletes sessions (revoked or not), password-reset links and rate-limit counts expired more than
 * a day ago (rate_limits.expire is milliseconds since the epoch; NULL never expires).
 */
export async function purgeEndedRecords(
  knex: Knex,
): Promise<{ sessions: number; resetLinks: number; rateLimits: number }> {
  const before = new Date(now().getTime() - ENDED_RECORD_GRACE_MS);
  const sessions = await knex('sessions').where('expires_at', '<', before).del();
  const resetLinks = await knex('password_reset_tokens').where('expires_at', '<', before).del();
  const rateLimits = await knex(RATE_LIMIT_TABLE).where('expire', '<', before.getTime()).del();
  return { sessions, resetLinks, rateLimits };
}

export function purgeEndedJob(knex: Knex): JobDefinition {
  return {
    async run(_payload, context) {
      context.log.info(await purgeEndedRecords(knex), 'ended records purged');
    },
  };
}
