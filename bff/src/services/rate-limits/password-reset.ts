import { SERVER_MESSAGES } from '@shop/domain';
import { PASSWORD_RESET_RATE_LIMIT } from '@shop/domain/rate-limits';
import type { PasswordResetRateLimit } from '@shop/domain/rate-limits';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey, limitKey, tooManyRequests } from './keys.ts';
import type { RateLimitStore } from './store.ts';

/**
 * Password reset (domain's PASSWORD_RESET_RATE_LIMIT): requests per client address (429 past
 * it), requests per account (past it the caller answers the usual 202 but mails nothing, so the
 * limit tells nobody whether the account exists) and confirmations per client address (429).
 */
export class PasswordResetLimiter {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly confirms: RateLimiterAbstract;

  constructor(store: RateLimitStore, limit: PasswordResetRateLimit = PASSWORD_RESET_RATE_LIMIT) {
    this.byAddress = store.limiter({
      name: 'reset-address',
      points: limit.addressRequests,
      windowSeconds: limit.addressWindowSeconds,
    });
    this.byAccount = store.limiter({
      name: 'reset-account',
      points: limit.accountRequests,
      windowSeconds: limit.accountWindowSeconds,
    });
    this.confirms = store.limiter({
      name: 'reset-confirm',
      points: limit.addressConfirms,
      windowSeconds: limit.confirmWindowSeconds,
    });
  }

  /** Takes one request from the address's allowance, or throws 429 with Retry-After. */
  async takeRequest(address: string): Promise<void> {
    await takeOrRefuse(this.byAddress, address);
  }

  /** Takes one request from the account's allowance (a normalised e-mail): false when it is spent. */
  async takeAccount(account: string): Promise<boolean> {
    try {
      await this.byAccount.consume(limitKey(account));
      return true;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return false;
    }
  }

  /** Takes one confirmation from the address's allowance, or throws 429 with Retry-After. */
  async takeConfirm(address: string): Promise<void> {
    await takeOrRefuse(this.confirms, address);
  }
}

async function takeOrRefuse(limiter: RateLimiterAbstract, address: string): Promise<void> {
  try {
    await limiter.consume(addressKey(address));
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    throw tooManyRequests(SERVER_MESSAGES.passwordResetRateLimited, err.msBeforeNext);
  }
}
