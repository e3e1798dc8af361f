import Boom from '@hapi/boom';
import { SERVER_MESSAGES } from '@shop/domain';
import PQueue from 'p-queue';
import { retryAfterSeconds } from './rate-limits/keys.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

/** How much password hashing one server does at once, and how long the rest may wait. */
export interface PasswordHashingLimits {
  /** Hashes computed at the same time (PASSWORD_HASH_CONCURRENCY; the number of cores by default). */
  concurrency: number;
  /** Hashes waiting for a turn at most; past that a request answers 503 at once (PASSWORD_HASH_QUEUE). */
  maxQueued: number;
  /** The longest a hash waits for its turn before its request answers 503 (PASSWORD_HASH_WAIT_MS). */
  maxWaitMs: number;
}

/** What a verification found: the password is right, and whether its stored hash should be renewed. */
export interface Verified {
  ok: boolean;
  needsRehash: boolean;
}

/**
 * Every password hash a request computes (sign-in, sign-up, a new password) goes through here:
 * at most `concurrency` at once, the others queued for at most `maxWaitMs` and at most
 * `maxQueued` of them. A request that cannot have its turn in time answers 503 with Retry-After,
 * so a flood of sign-ins costs the server `concurrency` cores at most, and every other request
 * (the catalog, My Orders) keeps the rest.
 */
export class PasswordHashing {
  private readonly queue: PQueue;

  constructor(private readonly limits: PasswordHashingLimits) {
    this.queue = new PQueue({ concurrency: limits.concurrency });
  }

  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password));
  }

  /** Checks a password against a stored hash, or against the dummy hash when there is none. */
  verify(password: string, stored: string | undefined): Promise<Verified> {
    return this.run(async () => {
      const ok = await verifyPassword(password, stored ?? (await dummyPasswordHash()));
      return { ok: ok && stored !== undefined, needsRehash: stored !== undefined && needsRehash(stored) };
    });
  }

  /** Runs `work` (which hashes) in its turn; 503 when its turn does not come in time. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.queue.size >= this.limits.maxQueued && this.queue.pending >= this.limits.concurrency)
      throw this.busy();
    // Aborts the task while it waits; once it runs, the timer is gone (an abort then would free
    // its turn while the hash still runs).
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(), this.limits.maxWaitMs);
    try {
      return await this.queue.add(
        () => {
          clearTimeout(timer);
          return work();
        },
        { signal: waiting.signal },
      );
    } catch (err) {
      if (waiting.signal.aborted) throw this.busy();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.queue.pending, waiting: this.queue.size };
  }

  private busy(): Boom.Boom {
    const err = Boom.serverUnavailable(SERVER_MESSAGES.serverBusy);
    err.output.headers['Retry-After'] = String(retryAfterSeconds(this.limits.maxWaitMs));
    return err;
  }
}
