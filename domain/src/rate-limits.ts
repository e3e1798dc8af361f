/**
 * The abuse limits the BFF enforces and the mocks imitate. Sign-in follows the OWASP
 * Authentication and Credential Stuffing cheat sheets: failures are counted per account and
 * address pair with growing delays, so an attacker is slowed without locking the owner out; a
 * broad per-address and per-account count only refuses the attempts of those that failed.
 */
export const LOGIN_THROTTLE = {
  /** Failures of one account from one address before each further attempt must wait. */
  pairFreeFailures: 3,
  /** The first wait; it doubles with each further failure of the pair, up to the cap. */
  pairFirstDelaySeconds: 1,
  pairMaxDelaySeconds: 15 * 60,
  /** How long a pair's failures are remembered, from its first failure (a success forgets them). */
  pairWindowSeconds: 24 * 3600,
  /**
   * Failures from one address across accounts in one window: past it the address is taken for
   * credential stuffing and refused on every account it failed on (and on unknown ones), while a
   * correct password for an account it never failed on still signs in.
   */
  addressFailures: 30,
  addressWindowSeconds: 3600,
  /**
   * Failures on one account across addresses in one window (a distributed attack): past it only
   * addresses that failed on the account are refused; the owner signs in from a clean address.
   */
  accountFailures: 50,
  accountWindowSeconds: 3600,
} as const;

export type LoginThrottleSettings = { [K in keyof typeof LOGIN_THROTTLE]: number };

/** Sign-up calls per client address in one window; every call counts, whatever it answers. */
export const REGISTRATION_RATE_LIMIT = { attempts: 10, windowSeconds: 3600 } as const;

export type RegistrationRateLimit = { attempts: number; windowSeconds: number };

/**
 * How long a pair waits after its `failures`-th failure: nothing up to the free failures, then
 * the first delay doubled for each failure past them, capped.
 */
export function pairDelaySeconds(failures: number, settings: LoginThrottleSettings = LOGIN_THROTTLE): number {
  const past = failures - settings.pairFreeFailures;
  if (past < 0) return 0;
  return Math.min(settings.pairMaxDelaySeconds, settings.pairFirstDelaySeconds * 2 ** Math.min(past, 30));
}

/**
 * Fixed windows as the BFF's limiter keeps them (a window opens with the first call after the
 * previous one ended): the seconds until the current window ends when the calls in it, `atMs`
 * including the one being answered, exceed `limit`; 0 when the call is allowed.
 */
export function fixedWindowRetryAfterSeconds(
  atMs: readonly number[],
  nowMs: number,
  limit: { points: number; windowSeconds: number },
): number {
  const windowMs = limit.windowSeconds * 1000;
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  for (const at of [...atMs].sort((a, b) => a - b)) {
    if (at - windowStart >= windowMs) {
      windowStart = at;
      count = 0;
    }
    count += 1;
  }
  const windowEnd = windowStart + windowMs;
  if (nowMs >= windowEnd || count <= limit.points) return 0;
  return Math.max(1, Math.ceil((windowEnd - nowMs) / 1000));
}

/**
 * Password reset: requests per client address (past it 429) and per account (past it the same
 * 202 answer, but no more mail: the limit must not tell which e-mails have an account), and
 * confirmations per client address (against guessing tokens).
 */
export const PASSWORD_RESET_RATE_LIMIT = {
  addressRequests: 5,
  addressWindowSeconds: 15 * 60,
  accountRequests: 3,
  accountWindowSeconds: 3600,
  addressConfirms: 10,
  confirmWindowSeconds: 15 * 60,
} as const;

export type PasswordResetRateLimit = { [K in keyof typeof PASSWORD_RESET_RATE_LIMIT]: number };
