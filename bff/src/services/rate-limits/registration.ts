import { SERVER_MESSAGES } from '@shop/domain';
import { REGISTRATION_RATE_LIMIT } from '@shop/domain/rate-limits';
import type { RegistrationRateLimit } from '@shop/domain/rate-limits';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey, tooManyRequests } from './keys.ts';
import type { RateLimitStore } from './store.ts';

/**
 * Sign-up calls per client address (domain's REGISTRATION_RATE_LIMIT): every call counts, the
 * ones answered 409 'already exists' too, so nobody can probe which e-mails have an account.
 * Past the limit a call answers 429 with Retry-After before anything is read.
 */
export class RegistrationLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(store: RateLimitStore, limit: RegistrationRateLimit = REGISTRATION_RATE_LIMIT) {
    this.limiter = store.limiter({
      name: 'register',
      points: limit.attempts,
      windowSeconds: limit.windowSeconds,
    });
  }

  async take(address: string): Promise<void> {
    try {
      await this.limiter.consume(addressKey(address));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyRequests(SERVER_MESSAGES.registrationRateLimited, err.msBeforeNext);
    }
  }
}
