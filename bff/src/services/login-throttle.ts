import type Boom from '@hapi/boom';
import { signInThrottledMessage } from '@shop/domain';
import { LOGIN_THROTTLE, pairDelaySeconds } from '@shop/domain/rate-limits';
import type { LoginThrottleSettings } from '@shop/domain/rate-limits';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { addressBlock, addressKey, limitKey, tooManyRequests } from './rate-limits/keys.ts';
import type { RateLimitStore } from './rate-limits/store.ts';

export type { LoginThrottleSettings };

/**
 * What the throttle decided before the password is checked: the attempt goes ahead under `key`
 * (its pair, or its device).
 */
export interface LoginAttempt {
  account: string;
  address: string;
  /** Where the attempt's own failures count: the (account, address) pair, or the device. */
  key: string;
  /** From a browser with a valid, not locked-out device cookie of the account. */
  knownDevice: boolean;
  /**
   * The pair's (or device's) failures should this attempt fail: its place among the free
   * failures, or, past them, the free failures and those checked one at a time (pairChecked).
   */
  failuresIfWrong?: number;
  /** Past the free failures: this attempt holds the pair's turn (pairBusy) until it ends. */
  holdsTurn?: boolean;
}

/**
 * Sign-in throttling after OWASP (see domain's LOGIN_THROTTLE), in the server's rate-limit store
 * (shared by every instance on the same database or Redis, kept across restarts):
 * - per (account, address) pair: after a few failures each attempt waits, the wait doubling with
 *   each further failure up to a cap; a success forgets the pair's failures;
 * - per address (credential stuffing): past the limit the address is refused before any password
 *   is checked (its attempts cost no hash), the failure counted when the attempt begins;
 * - per account (a distributed attack): past the limit every unknown browser is refused before
 *   its password is checked, from any address, so a right and a wrong password get the same
 *   answer after the same work (no hash): nothing tells an attacker which guess was right. The
 *   failure is counted when the attempt begins, so a burst sent together checks no more
 *   passwords than the limit allows;
 * - addresses are counted as addressBlock() says: IPv4 per address, IPv6 per /64;
 * - a browser with a device cookie of the account (`device`: the cookie's nonce) is counted on
 *   its own, like a pair, and the address and account limits never apply to it, so nobody can
 *   lock the owner out of their account from their own browser; after LOGIN_THROTTLE's
 *   deviceFailures failures the cookie is locked out and the browser counts as unknown.
 * Unknown accounts are counted like known ones (by the e-mail typed), so the answers tell nothing
 * about which e-mails have an account.
 */
export class LoginThrottle {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairWait: RateLimiterAbstract;
  private readonly pairBusy: RateLimiterAbstract;
  private readonly pairChecked: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;
  private readonly accountFailures: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly settings: LoginThrottleSettings = LOGIN_THROTTLE,
  ) {
    // Pairs and devices alike (a device's key is made of the account, a marker and its nonce).
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
    // The failures checked past the free ones, counted by the attempt holding pairBusy alone: the
    // pair's count may meanwhile hold places taken by attempts about to be refused (a burst sent
    // together), so the wait is never reckoned from it.
    this.pairChecked = store.limiter({
      name: 'login-pair-checked',
      points: 1, // only counted (penalty, get), never consumed
      windowSeconds: settings.pairWindowSeconds,
    });
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

  /**
   * Throws 429 (with Retry-After) when this attempt may not even check the password. `device`:
   * the nonce of a valid device cookie of this account the request presented.
   */
  async begin(account: string, address: string, device?: string): Promise<LoginAttempt> {
    if (device !== undefined) {
      const key = limitKey(account, 'device', device);
      const failures = await this.pairFailures.get(key);
      if ((failures?.consumedPoints ?? 0) < this.settings.deviceFailures) {
        await this.waitOver(key);
        const place = await this.reserve(key);
        return { account, address, key, knownDevice: true, ...place };
      }
      // Locked out: from here on the browser is an unknown one.
    }
    const keys = this.keys(account, address);
    await this.waitOver(keys.pair);
    // The account first: past its limit nothing else is looked at, whatever the password.
    await reserveWithin(this.accountFailures, keys.account, this.settings.accountFailures);
    try {
      await reserveWithin(this.addressFailures, keys.address, this.settings.addressFailures);
    } catch (refused) {
      await this.accountFailures.reward(keys.account);
      throw refused;
    }
    let place: Place;
    try {
      place = await this.reserve(keys.pair);
    } catch (refused) {
      await Promise.all([
        this.addressFailures.reward(keys.address),
        this.accountFailures.reward(keys.account),
      ]);
      throw refused;
    }
    return { account, address, key: keys.pair, knownDevice: false, ...place };
  }

  /** 429 while the key waits after its last failure. */
  private async waitOver(key: string): Promise<void> {
    const wait = await this.pairWait.get(key);
    if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) throw throttled(wait.msBeforeNext);
  }

  /**
   * Counts the attempt as a failure of the pair (or device) before its password is checked
   * (succeed forgets it, abandon gives it back), so that attempts sent together cannot all be
   * checked before any of them has failed: past the free failures, one attempt at a time goes
   * ahead and the others answer 429.
   */
  private async reserve(key: string): Promise<Place> {
    const reserved = await this.pairFailures.penalty(key);
    if (pairDelaySeconds(reserved.consumedPoints - 1, this.settings) === 0)
      return { failuresIfWrong: reserved.consumedPoints, holdsTurn: false };
    try {
      await this.pairBusy.consume(key);
    } catch (refused) {
      await this.pairFailures.reward(key);
      const busy = refused as RateLimiterRes;
      throw throttled(busy.msBeforeNext ?? this.settings.pairFirstDelaySeconds * 1000);
    }
    // The attempt that held the key before may have failed since this one looked (begin's
    // waitOver): it sets its wait before it lets go, so the wait is looked at again here.
    try {
      await this.waitOver(key);
    } catch (waiting) {
      await Promise.all([this.pairBusy.delete(key), this.pairFailures.reward(key)]);
      throw waiting;
    }
    const checked = await this.pairChecked.get(key);
    return {
      failuresIfWrong: this.settings.pairFreeFailures + (checked?.consumedPoints ?? 0) + 1,
      holdsTurn: true,
    };
  }

  /**
   * Counts a wrong password (or an unknown e-mail): for the pair (the address's and the account's
   * were counted when the attempt began), or for the device alone; starts the wait once past the
   * free failures, and answers the error to send (the given 401).
   */
  async fail(attempt: LoginAttempt, unauthorized: Boom.Boom): Promise<Boom.Boom> {
    // The pair's (or device's) failure was counted when the attempt began (reserve).
    const own = attempt.failuresIfWrong ?? 1;
    const free = this.settings.pairFreeFailures;
    const checked = await (own > free
      ? this.pairChecked.penalty(attempt.key)
      : this.pairChecked.get(attempt.key));
    // The last free failure of a burst may end after a checked one: it counts those too.
    const failures = own < free ? own : Math.max(own, free + (checked?.consumedPoints ?? 0));
    const delay = pairDelaySeconds(failures, this.settings);
    if (delay > 0) await this.waitAtLeast(attempt.key, delay);
    // Only the attempt holding the turn lets go of it: a free failure ending meanwhile must not
    // let a second attempt past the free ones check its password alongside.
    await this.letGoOfTurn(attempt);
    return unauthorized;
  }

  /** Makes the key wait `seconds` from now, unless it already waits longer (a later failure's wait). */
  private async waitAtLeast(key: string, seconds: number): Promise<void> {
    const wait = await this.pairWait.get(key);
    const remainingMs = wait && wait.consumedPoints > 1 ? wait.msBeforeNext : 0;
    if (seconds * 1000 > remainingMs) await this.pairWait.block(key, seconds);
  }

  /**
   * A successful sign-in forgets the failures of its pair or device (not the account's earlier
   * ones) and gives the address and the account their reservations back.
   */
  async succeed(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.pairFailures.delete(attempt.key),
      this.pairChecked.delete(attempt.key),
      this.pairWait.delete(attempt.key),
      this.pairBusy.delete(attempt.key),
      this.giveReservationsBack(attempt),
    ]);
  }

  /** An attempt that ended neither way (the database failed, the server was busy): reservations given back. */
  async abandon(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.pairFailures.reward(attempt.key),
      this.letGoOfTurn(attempt),
      this.giveReservationsBack(attempt),
    ]);
  }

  private async letGoOfTurn(attempt: LoginAttempt): Promise<void> {
    if (attempt.holdsTurn) await this.pairBusy.delete(attempt.key);
  }

  private async giveReservationsBack(attempt: LoginAttempt): Promise<void> {
    if (attempt.knownDevice) return;
    const keys = this.keys(attempt.account, attempt.address);
    await Promise.all([this.addressFailures.reward(keys.address), this.accountFailures.reward(keys.account)]);
  }

  private keys(account: string, address: string) {
    return {
      pair: limitKey(account, addressBlock(address)),
      address: addressKey(address),
      account: limitKey(account),
    };
  }
}

type Place = Pick<LoginAttempt, 'failuresIfWrong' | 'holdsTurn'>;

/** How long an attempt may hold its pair's turn at most (longer than any sign-in takes). */
const PAIR_BUSY_SECONDS = 30;

/**
 * Counts the attempt as a failure of `key` (an address, an account) before the password is
 * checked (succeed and abandon give it back): past `limit` it is refused with 429 and not counted,
 * so a key past its limit costs no hash, however many attempts are sent at once.
 */
async function reserveWithin(limiter: RateLimiterAbstract, key: string, limit: number): Promise<void> {
  const reserved = await limiter.penalty(key);
  if (reserved.consumedPoints <= limit) return;
  await limiter.reward(key);
  throw throttled(Math.max(reserved.msBeforeNext, 1000));
}

function throttled(waitMs: number): Boom.Boom {
  return tooManyRequests(signInThrottledMessage(Math.max(1, Math.ceil(waitMs / 60_000))), waitMs);
}
