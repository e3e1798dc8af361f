import type Boom from '@hapi/boom';
import { signInThrottledMessage } from '@shop/domain';
import { LOGIN_THROTTLE, pairDelaySeconds } from '@shop/domain/rate-limits';
import type { LoginThrottleSettings } from '@shop/domain/rate-limits';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { limitKey, tooManyRequests } from './rate-limits/keys.ts';
import type { RateLimitStore } from './rate-limits/store.ts';

export type { LoginThrottleSettings };

/**
 * What the throttle decided before the password is checked: the attempt goes ahead, and when
 * the address or the account is past its broad limit (`strictWaitMs` > 0) a wrong password
 * answers 429 rather than 401.
 */
export interface LoginAttempt {
  account: string;
  address: string;
  strictWaitMs: number;
}

/**
 * Sign-in throttling after OWASP (see domain's LOGIN_THROTTLE), in the server's rate-limit store
 * (shared by every instance on the same database or Redis, kept across restarts):
 * - per (account, address) pair: after a few failures each attempt waits, the wait doubling with
 *   each further failure up to a cap; a success forgets the pair's failures;
 * - per address (credential stuffing) and per account (a distributed attack): past either limit,
 *   the pairs that failed are refused until the window ends, and any further failure answers 429;
 *   a correct password from a pair that never failed still signs in, so nobody can lock the owner
 *   out of their account from somewhere else.
 * Unknown accounts are counted like known ones (by the e-mail typed), so the answers tell nothing
 * about which e-mails have an account.
 */
export class LoginThrottle {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairWait: RateLimiterAbstract;
  private readonly pairBusy: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;
  private readonly accountFailures: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly settings: LoginThrottleSettings = LOGIN_THROTTLE,
  ) {
    this.pairFailures = store.limiter({
      name: 'login-pair',
      points: settings.pairFreeFailures,
      windowSeconds: settings.pairWindowSeconds,
    });
    // A pair waiting holds a blocked key here (block() stores points + 1) until its wait ends.
    this.pairWait = store.limiter({
      name: 'login-pair-wait',
      points: 1,
      windowSeconds: settings.pairMaxDelaySeconds,
    });
    // A pair past its free failures checks one password at a time: the attempt holds this key
    // until it ends (at most PAIR_BUSY_SECONDS, should the process stop in between).
    this.pairBusy = store.limiter({ name: 'login-pair-busy', points: 1, windowSeconds: PAIR_BUSY_SECONDS });
    this.addressFailures = store.limiter({
      name: 'login-address',
      points: settings.addressFailures,
      windowSeconds: settings.addressWindowSeconds,
    });
    this.accountFailures = store.limiter({
      name: 'login-account',
      points: settings.accountFailures,
      windowSeconds: settings.accountWindowSeconds,
    });
  }

  /** Throws 429 (with Retry-After) when this attempt may not even check the password. */
  async begin(account: string, address: string): Promise<LoginAttempt> {
    const keys = this.keys(account, address);
    const [pair, wait, byAddress, byAccount] = await Promise.all([
      this.pairFailures.get(keys.pair),
      this.pairWait.get(keys.pair),
      this.addressFailures.get(keys.address),
      this.accountFailures.get(keys.account),
    ]);
    if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) throw throttled(wait.msBeforeNext);
    const strictWaitMs = Math.max(
      overLimitFor(byAddress, this.settings.addressFailures),
      overLimitFor(byAccount, this.settings.accountFailures),
    );
    if (strictWaitMs > 0 && (pair?.consumedPoints ?? 0) > 0) throw throttled(strictWaitMs);
    await this.reserve(keys.pair);
    return { account, address, strictWaitMs };
  }

  /**
   * Counts the attempt as a failure of the pair before its password is checked (succeed forgets
   * it, abandon gives it back), so that attempts sent together cannot all be checked before any
   * of them has failed: past the free failures, one attempt of the pair at a time goes ahead and
   * the others answer 429.
   */
  private async reserve(pair: string): Promise<void> {
    const reserved = await this.pairFailures.penalty(pair);
    if (pairDelaySeconds(reserved.consumedPoints - 1, this.settings) === 0) return;
    try {
      await this.pairBusy.consume(pair);
    } catch (refused) {
      await this.pairFailures.reward(pair);
      const busy = refused as RateLimiterRes;
      throw throttled(busy.msBeforeNext ?? this.settings.pairFirstDelaySeconds * 1000);
    }
  }

  /**
   * Counts a wrong password (or an unknown e-mail) for the pair, the address and the account,
   * starts the pair's wait once it is past its free failures, and answers the error to send:
   * the given 401, or 429 when the attempt was already past a broad limit.
   */
  async fail(attempt: LoginAttempt, unauthorized: Boom.Boom): Promise<Boom.Boom> {
    const keys = this.keys(attempt.account, attempt.address);
    // The pair's failure was counted when the attempt began (reserve).
    const [pair] = await Promise.all([
      this.pairFailures.get(keys.pair),
      this.addressFailures.penalty(keys.address),
      this.accountFailures.penalty(keys.account),
    ]);
    const delay = pairDelaySeconds(pair?.consumedPoints ?? 1, this.settings);
    if (delay > 0) await this.pairWait.block(keys.pair, delay);
    await this.pairBusy.delete(keys.pair);
    return attempt.strictWaitMs > 0 ? throttled(Math.max(attempt.strictWaitMs, delay * 1000)) : unauthorized;
  }

  /** A successful sign-in forgets the pair's failures (not the address's or the account's). */
  async succeed(attempt: LoginAttempt): Promise<void> {
    const { pair } = this.keys(attempt.account, attempt.address);
    await Promise.all([
      this.pairFailures.delete(pair),
      this.pairWait.delete(pair),
      this.pairBusy.delete(pair),
    ]);
  }

  /** An attempt that ended neither way (the database failed): its reservation is given back. */
  async abandon(attempt: LoginAttempt): Promise<void> {
    const { pair } = this.keys(attempt.account, attempt.address);
    await Promise.all([this.pairFailures.reward(pair), this.pairBusy.delete(pair)]);
  }

  private keys(account: string, address: string) {
    return { pair: limitKey(account, address), address: limitKey(address), account: limitKey(account) };
  }
}

/** How long an attempt may hold its pair's turn at most (longer than any sign-in takes). */
const PAIR_BUSY_SECONDS = 30;

/** The time left in the window when the failures reached the limit, else 0. */
function overLimitFor(res: RateLimiterRes | null, limit: number): number {
  return res && res.consumedPoints >= limit ? Math.max(res.msBeforeNext, 1000) : 0;
}

function throttled(waitMs: number): Boom.Boom {
  return tooManyRequests(signInThrottledMessage(Math.max(1, Math.ceil(waitMs / 60_000))), waitMs);
}
