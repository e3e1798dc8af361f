import { dbClient } from '@shop/db';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  RateLimiterMemory,
  RateLimiterMySQL,
  RateLimiterRedis,
  RateLimiterSQLite,
} from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitRedis } from './redis.ts';

/** The table migration 0021 creates, shared by every limiter (keys carry the limiter's name). */
export const RATE_LIMIT_TABLE = 'rate_limits';

export type RateLimitStoreKind = 'memory' | 'sqlite' | 'mysql' | 'redis';

/** One limiter: `points` per `windowSeconds` per key, fixed windows from a key's first point. */
export interface LimiterSpec {
  /** Unique per limiter; part of every stored key. */
  name: string;
  points: number;
  windowSeconds: number;
}

/**
 * Where every limiter of one server keeps its counts. The database and Redis stores are shared
 * by every server on the same database or Redis and survive a restart; memory is one process's.
 */
export interface RateLimitStore {
  kind: RateLimitStoreKind;
  limiter(spec: LimiterSpec): RateLimiterAbstract;
  /** The Redis store's connection (for the health check and the start); undefined for the others. */
  redis?: RateLimitRedis;
  /** Ends what the store opened (the Redis connection); the database belongs to the server. */
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  /** The app's database: SQLite or MySQL, chosen by its dialect. */
  knex: Knex;
  /** REDIS_URL: when set, Redis holds the counts instead of the database. */
  redisUrl?: string;
  /** Force one process's memory (tests of a single server, benchmarks). */
  memory?: boolean;
  /** Prefixes every Redis key, so that several shops (or test runs) can share one Redis. */
  namespace?: string;
  log?: Logger;
}

export const DEFAULT_RATE_LIMIT_NAMESPACE = 'abay';

/** The store the configuration names: Redis when REDIS_URL is set, else the app's database. */
export function createRateLimitStore(options: RateLimitStoreOptions): RateLimitStore {
  if (options.memory) return memoryRateLimitStore();
  if (options.redisUrl) return redisStore(options.redisUrl, options);
  return dbClient(options.knex) === 'mysql' ? mysqlStore(options.knex) : sqliteStore(options.knex);
}

/** One process's memory: limits neither shared nor kept across a restart. */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    kind: 'memory',
    limiter: (spec) => new RateLimiterMemory(base(spec)),
    close: async () => {},
  };
}

function sqliteStore(knex: Knex): RateLimitStore {
  return {
    kind: 'sqlite',
    limiter: (spec) =>
      new RateLimiterSQLite({
        ...base(spec),
        storeClient: knex,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        // Expired counts go in the nightly purge (services/maintenance.ts), not in the library's
        // own 5-minute timer: that timer outlives a closed server and rejects unhandled.
        clearExpiredByTimeout: false,
      }),
    close: async () => {},
  };
}

function mysqlStore(knex: Knex): RateLimitStore {
  const { database } = knex.client.config.connection as { database?: string };
  if (!database) throw new Error('DATABASE_URL names no database: the rate limits need one');
  return {
    kind: 'mysql',
    limiter: (spec) =>
      new RateLimiterMySQL({
        ...base(spec),
        storeClient: knex,
        storeType: 'knex',
        dbName: database,
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        // Expired counts go in the nightly purge (services/maintenance.ts), not in the library's
        // own 5-minute timer: that timer outlives a closed server and rejects unhandled.
        clearExpiredByTimeout: false,
      }),
    close: async () => {},
  };
}

/**
 * Redis, with this instance's memory as every limiter's insurance: while Redis cannot answer,
 * the limits still hold, per instance (see redis.ts).
 */
function redisStore(url: string, options: RateLimitStoreOptions): RateLimitStore {
  const redis = new RateLimitRedis(url, options.log);
  const namespace = options.namespace ?? DEFAULT_RATE_LIMIT_NAMESPACE;
  return {
    kind: 'redis',
    redis,
    limiter: (spec) =>
      new RateLimiterRedis({
        ...base(spec),
        keyPrefix: `${namespace}:rl:${spec.name}`,
        storeClient: redis.client,
        rejectIfRedisNotReady: true,
        insuranceLimiter: redis.insurance(base(spec)),
      }),
    close: () => redis.close(),
  };
}

function base(spec: LimiterSpec) {
  return { keyPrefix: spec.name, points: spec.points, duration: spec.windowSeconds };
}
