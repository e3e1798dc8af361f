/**
 * The abuse limits the BFF enforces and the mocks imitate. Sign-in follows the OWASP
 * Authentication and Credential Stuffing cheat sheets: failures are counted per account and
 * address pair with growing delays, so an attacker is slowed without locking the owner out; a
 * broad per-address and per-account count refuses an address past its limit and every unknown
 * browser on an account past its limit. A browser holding a device cookie of the account (OWASP's
 * device cookies) escapes both broad counts: only its own failures count, as a pair's do.
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
   * credential stuffing and refused before any password is checked, except from a browser with a
   * device cookie of the account.
   */
  addressFailures: 30,
  addressWindowSeconds: 3600,
  /**
   * Failures on one account across addresses in one window (a distributed attack): past it every
   * browser without the account's device cookie is refused before its password is checked, from
   * any address, so a right and a wrong guess answer alike; the owner signs in from their known
   * browser (device cookie) or the one that confirms a password reset.
   */
  accountFailures: 50,
  accountWindowSeconds: 3600,
  /**
   * Failures of one device cookie (with the pair's growing delays, remembered as long as a pair's)
   * after which it is locked out: treated as an unknown browser until a sign-in succeeds there.
   */
  deviceFailures: 10,
} as const;

export type LoginThrottleSettings = { [K in keyof typeof LOGIN_THROTTLE]: number };

/**
 * Password hashing's defaults (the BFF's PASSWORD_HASH_QUEUE and PASSWORD_HASH_WAIT_MS): how
 * many hashes may wait per one running, and how long; past either a sign-in, sign-up or new
 * password answers 503 with Retry-After, the wait in whole seconds.
 */
export const PASSWORD_HASHING = { queuedPerRunning: 16, waitMs: 1000 } as const;

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

/**
 * Second factors (authenticator codes, recovery codes, and the password turning two-factor
 * sign-in off): wrong ones per account. A few are free; after that each attempt waits, the wait
 * doubling with each further failure up to the cap; a correct one forgets them. At most one
 * attempt of an account past its free failures is checked at a time.
 */
export const TWO_FACTOR_THROTTLE = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 3600,
  /** How long failures are remembered, from the first. */
  windowSeconds: 24 * 3600,
} as const;

export type TwoFactorThrottleSettings = { [K in keyof typeof TWO_FACTOR_THROTTLE]: number };

/** The wait after an account's `failures`-th wrong second factor: 0 while under the free ones. */
export function twoFactorDelaySeconds(
  failures: number,
  settings: TwoFactorThrottleSettings = TWO_FACTOR_THROTTLE,
): number {
  const past = failures - settings.freeFailures;
  if (past < 0) return 0;
  return Math.min(settings.maxDelaySeconds, settings.firstDelaySeconds * 2 ** Math.min(past, 30));
}
