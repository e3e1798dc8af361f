/**
 * The rate limits' Redis connection, built to fail fast, and what happens while Redis is away.
 *
 * Every Redis limiter has an insurance limiter (rate-limiter-flexible's `insuranceLimiter`): this
 * instance's memory, with the same points and window. A command is sent only on a ready connection
 * (no offline queue, no retry) and fails after REDIS_COMMAND_TIMEOUT_MS, so while Redis is down a
 * limit is counted in memory at once instead of a request waiting on Redis. A command that fails
 * on a connection that looked ready (a Redis that hangs) drops that connection, so that the
 * following ones go to memory at once until a new connection is ready. An outage is logged once
 * when it starts and once when Redis is back, not once per request.
 */
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { IRateLimiterOptions, RateLimiterRes } from 'rate-limiter-flexible';

/** How long a Redis command may take before the limit is counted in this instance's memory. */
export const REDIS_COMMAND_TIMEOUT_MS = 300;
/** How long opening a connection may take. */
const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** How long a server being built waits for its first connection before it starts without. */
export const REDIS_START_WAIT_MS = 1000;
/** Reconnection attempts: 100 ms, 200 ms, ... then every 2 s while Redis stays away. */
const REDIS_RECONNECT_MAX_MS = 2000;

export type RedisState = 'up' | 'down';

export class RateLimitRedis {
  readonly client: Redis;
  private outage = false;

  constructor(
    url: string,
    private readonly log?: Logger,
  ) {
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
      enableAutoPipelining: true,
    });
    this.client.on('error', (err: Error) => this.wentDown(err));
    this.client.on('close', () => this.wentDown());
    this.client.on('ready', () => this.cameBack());
  }

  /** Whether commands go to Redis now (a ready connection). */
  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /** Waits until the connection is ready, at most `ms`: answers whether it is. */
  async waitUntilReady(ms: number): Promise<boolean> {
    if (this.ready) return true;
    let timer: NodeJS.Timeout | undefined;
    const ready = new Promise<boolean>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve(true);
      };
      timer = setTimeout(() => {
        this.client.off('ready', done);
        resolve(false);
      }, ms);
      this.client.on('ready', done);
    });
    return ready;
  }

  /** For the health check: up when a PING is answered in time. Never throws. */
  async state(): Promise<RedisState> {
    if (!this.ready) return 'down';
    try {
      return (await this.client.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  /** A limit went to memory: Redis failed a command or had no ready connection. */
  fellBack(): void {
    this.wentDown();
    // A command failed on a connection that looked fine (a hung Redis): start afresh, so that the
    // next commands go to memory at once until a new connection answers.
    if (this.ready) this.client.disconnect(true);
  }

  /** A limiter counting in Redis, and in this instance's memory whenever Redis cannot answer. */
  insurance(options: IRateLimiterOptions): RateLimiterMemory {
    return new FallbackMemoryLimiter(options, () => this.fellBack());
  }

  async close(): Promise<void> {
    this.client.removeAllListeners('close');
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private wentDown(err?: Error): void {
    if (this.outage) return;
    this.outage = true;
    this.log?.warn(
      { err: err?.message },
      "Redis is unreachable: the rate limits are counted in this instance's memory until it answers again",
    );
  }

  private cameBack(): void {
    if (!this.outage) return;
    this.outage = false;
    this.log?.info('Redis answers again: the rate limits are counted in Redis');
  }
}

type Options = Record<string, unknown>;

/** This instance's memory as a Redis limiter's insurance; tells the connection whenever it is used. */
class FallbackMemoryLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(key: string | number, points?: number, options?: Options): Promise<RateLimiterRes> {
    this.onUse();
    return super.consume(key, points, options);
  }

  override penalty(key: string | number, points?: number, options?: Options): Promise<RateLimiterRes> {
    this.onUse();
    return super.penalty(key, points, options);
  }

  override reward(key: string | number, points?: number, options?: Options): Promise<RateLimiterRes> {
    this.onUse();
    return super.reward(key, points, options);
  }

  override get(key: string | number, options?: Options): Promise<RateLimiterRes | null> {
    this.onUse();
    return super.get(key, options);
  }

  override set(
    key: string | number,
    points: number,
    secDuration: number,
    options?: Options,
  ): Promise<RateLimiterRes> {
    this.onUse();
    return super.set(key, points, secDuration, options);
  }

  override block(key: string | number, secDuration: number, options?: Options): Promise<RateLimiterRes> {
    this.onUse();
    return super.block(key, secDuration, options);
  }

  override delete(key: string | number, options?: Options): Promise<boolean> {
    this.onUse();
    return super.delete(key, options);
  }
}
