import Boom from '@hapi/boom';
import { signInThrottledMessage } from '@shop/domain';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginThrottleOptions {
  /** Failed sign-ins allowed per account (e-mail) in one window. */
  perAccount: number;
  /** Failed sign-ins allowed per client address in one window. */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  perAccount: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
};

/**
 * Counts failed sign-ins per account and per client address (in memory: one BFF instance counts
 * its own attempts). Once either count reaches its limit, further attempts are refused with 429
 * and Retry-After until the window ends, before the password is even checked.
 */
export class LoginThrottle {
  private readonly byAccount: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;

  constructor(private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) {
    this.byAccount = new RateLimiterMemory({
      keyPrefix: 'login-account',
      points: options.perAccount,
      duration: options.windowSeconds,
    });
    this.byAddress = new RateLimiterMemory({
      keyPrefix: 'login-address',
      points: options.perAddress,
      duration: options.windowSeconds,
    });
  }

  /** Throws 429 when the account or the address has used up its failures. */
  async assertAllowed(account: string, address: string): Promise<void> {
    const [byAccount, byAddress] = await Promise.all([
      this.byAccount.get(account),
      this.byAddress.get(address),
    ]);
    const waits = [
      blockedFor(byAccount, this.options.perAccount),
      blockedFor(byAddress, this.options.perAddress),
    ];
    const waitMs = Math.max(...waits);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([this.byAccount.penalty(account), this.byAddress.penalty(address)]);
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async recordSuccess(account: string): Promise<void> {
    await this.byAccount.delete(account);
  }
}

function blockedFor(res: RateLimiterRes | null, limit: number): number {
  return res && res.consumedPoints >= limit ? Math.max(res.msBeforeNext, 1000) : 0;
}

function tooManyAttempts(waitMs: number): Boom.Boom {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const err = Boom.tooManyRequests(signInThrottledMessage(minutes));
  err.output.headers['Retry-After'] = String(Math.ceil(waitMs / 1000));
  return err;
}
