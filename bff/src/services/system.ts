import { dbClient, pingDb } from '@shop/db';
import type { Knex } from 'knex';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { RedisState } from './rate-limits/redis.ts';

export type Health = components['schemas']['Health'];

/** Past this lag (the oldest due job's wait) the job queue is `lagging` and the health `degraded`. */
export const JOB_LAG_DEGRADED_SECONDS = 300;

/** How long each check may take before its dependency counts as down. */
const CHECK_TIMEOUT_MS = 3000;

export interface HealthDependencies {
  knex: Knex;
  /** The rate limits' Redis, when REDIS_URL is set. */
  redis?: { state(): Promise<RedisState> };
  /** The job queue's lag in ms (JobRunner.lagMs). */
  jobLagMs(): Promise<number>;
}

/**
 * The instance's health (openapi.yaml's Health): `down` (for a 503) when the database does not
 * answer, since nothing can be served then; `degraded` while it serves with Redis down (the limits
 * are counted in memory) or the job queue lagging; else `ok`. Never throws.
 */
export async function checkHealth(deps: HealthDependencies): Promise<Health> {
  const [lagMs, redis] = await Promise.all([
    pingDb(deps.knex, CHECK_TIMEOUT_MS).then((up) =>
      up ? within(deps.jobLagMs(), CHECK_TIMEOUT_MS) : undefined,
    ),
    deps.redis?.state(),
  ]);
  const withRedis = redis ? { redis } : {};
  if (lagMs === undefined) return { status: 'down', database: 'down', ...withRedis };
  const lagSeconds = Math.floor(lagMs / 1000);
  const jobs = { status: lagSeconds > JOB_LAG_DEGRADED_SECONDS ? 'lagging' : 'ok', lagSeconds } as const;
  const degraded = redis === 'down' || jobs.status === 'lagging';
  return {
    status: degraded ? 'degraded' : 'ok',
    database: 'up',
    client: dbClient(deps.knex),
    ...withRedis,
    jobs,
  };
}

/** The value, or undefined when it fails or takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
