import type Boom from '@hapi/boom';
import { twoFactorThrottledMessage } from '@shop/domain';
import { TWO_FACTOR_THROTTLE, twoFactorDelaySeconds } from '@shop/domain/rate-limits';
import type { TwoFactorThrottleSettings } from '@shop/domain/rate-limits';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { limitKey, tooManyRequests } from './keys.ts';
import type { RateLimitStore } from './store.ts';

/** How long an attempt may hold its account's turn at most (longer than any check takes). */
const BUSY_SECONDS = 30;
/** Failures are counted up to here (a count, not an allowance: the waits do the limiting). */
const COUNT_CEILING = 1_000_000;

/**
 * Wrong second factors per account (domain's TWO_FACTOR_THROTTLE), in the server's rate-limit
 * store (shared by instances, kept across restarts; Redis with the insurance limiter when set):
 * every check is counted as a failure before it runs (so checks sent together cannot all run
 * before one fails), a correct one forgets the failures, and past the free failures each attempt
 * waits for the growing wait of the last failure and runs alone (others answer 429).
 */
export class TwoFactorThrottle {
  private readonly failures: RateLimiterAbstract;
  private readonly wait: RateLimiterAbstract;
  private readonly busy: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly settings: TwoFactorThrottleSettings = TWO_FACTOR_THROTTLE,
  ) {
    this.failures = store.limiter({
      name: '2fa-failures',
      points: COUNT_CEILING,
      windowSeconds: settings.windowSeconds,
    });
    // A waiting account holds a blocked key here (block() stores points + 1) until its wait ends.
    this.wait = store.limiter({ name: '2fa-wait', points: 1, windowSeconds: settings.maxDelaySeconds });
    this.busy = store.limiter({ name: '2fa-busy', points: 1, windowSeconds: BUSY_SECONDS });
  }

  /** Reserves a check for the account (answers its key), or throws 429 with Retry-After. */
  async begin(userId: string): Promise<string> {
    const key = limitKey('two-factor', userId);
    const wait = await this.wait.get(key);
    if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) throw throttled(wait.msBeforeNext);
    const reserved = await this.failures.penalty(key);
    if (reserved.consumedPoints <= this.settings.freeFailures) return key;
    try {
      await this.busy.consume(key);
    } catch (refused) {
      await this.failures.reward(key);
      if (!(refused instanceof RateLimiterRes)) throw refused;
      throw throttled(refused.msBeforeNext);
    }
    return key;
  }

  /** The check failed (its reservation stays a failure): starts the wait; answers it in seconds. */
  async fail(key: string): Promise<number> {
    const failures = await this.failures.get(key);
    const delay = twoFactorDelaySeconds(failures?.consumedPoints ?? 1, this.settings);
    if (delay > 0) await this.wait.block(key, delay);
    await this.busy.delete(key);
    return delay;
  }

  /** The check passed: the account's failures are forgotten. */
  async succeed(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.wait.delete(key), this.busy.delete(key)]);
  }

  /** The check ended neither way (refused for another reason, the database failed): reservation given back. */
  async abandon(key: string): Promise<void> {
    await Promise.all([this.failures.reward(key), this.busy.delete(key)]);
  }
}

function throttled(waitMs: number): Boom.Boom {
  const ms = Math.max(waitMs, 1000);
  return tooManyRequests(twoFactorThrottledMessage(Math.max(1, Math.ceil(ms / 60_000))), ms);
}
