import Boom from '@hapi/boom';
import { LOGIN_THROTTLE, pairDelaySeconds } from '@shop/domain/rate-limits';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';
import { memoryRateLimitStore } from './rate-limits/store.ts';
import type { RateLimitStore } from './rate-limits/store.ts';

/**
 * A memory store whose pair counts give places back late (as a busy database does): an attempt
 * refused for a pair that is already checking a password holds a place in the count for a while.
 */
function slowRewards(ms: number): { store: RateLimitStore; settled(): Promise<void> } {
  const memory = memoryRateLimitStore();
  const pending: Promise<unknown>[] = [];
  return {
    store: {
      ...memory,
      limiter(spec) {
        const limiter = memory.limiter(spec);
        if (spec.name !== 'login-pair') return limiter;
        const reward = limiter.reward.bind(limiter);
        limiter.reward = ((key: string, points?: number) => {
          const later = new Promise((resolve) => setTimeout(resolve, ms)).then(() => reward(key, points));
          pending.push(later);
          return later;
        }) as RateLimiterAbstract['reward'];
        return limiter;
      },
    },
    settled: async () => void (await Promise.all(pending)),
  };
}

const wrong = () => Boom.unauthorized('wrong');

describe('LoginThrottle', () => {
  it('reckons the wait from the failures checked, not from places held by attempts about to be refused', async () => {
    const { store, settled } = slowRewards(200);
    const throttle = new LoginThrottle(store);
    const account = 'owner@example.et';
    const address = '198.51.100.7';
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1) {
      await throttle.fail(await throttle.begin(account, address), wrong());
    }
    // Wait out the delay the free failures left, then a burst: one attempt checks, the rest are refused.
    await new Promise((resolve) =>
      setTimeout(resolve, pairDelaySeconds(LOGIN_THROTTLE.pairFreeFailures) * 1000 + 50),
    );
    const checking = await throttle.begin(account, address);
    const burst = Promise.allSettled(Array.from({ length: 8 }, () => throttle.begin(account, address)));
    // The refused attempts' places are still in the count (their rewards are late) when this one fails.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await throttle.fail(checking, wrong());
    expect(answer.output.statusCode).toBe(401);
    expect((await burst).every((result) => result.status === 'rejected')).toBe(true);
    await settled();
    const next = await throttle.begin(account, address).catch((error: Boom.Boom) => error);
    expect(Boom.isBoom(next)).toBe(true);
    const retryAfter = Number((next as Boom.Boom).output.headers['Retry-After']);
    expect(retryAfter).toBeLessThanOrEqual(pairDelaySeconds(LOGIN_THROTTLE.pairFreeFailures + 1));
    expect(retryAfter).toBeGreaterThan(0);
  });

  it("lets one attempt at a time past the free failures: a free failure ending does not free the checking attempt's turn", async () => {
    const throttle = new LoginThrottle(memoryRateLimitStore());
    const account = 'owner@example.et';
    const address = '198.51.100.9';
    // A burst sent together: the free places are taken, and one attempt past them checks its password.
    const free = await Promise.all(
      Array.from({ length: LOGIN_THROTTLE.pairFreeFailures }, () => throttle.begin(account, address)),
    );
    const checking = await throttle.begin(account, address);
    // The first free attempt fails (no wait yet) while the checking one still holds the turn.
    await throttle.fail(free[0]!, wrong());
    const another = await throttle.begin(account, address).catch((error: Boom.Boom) => error);
    expect(Boom.isBoom(another) && another.output.statusCode).toBe(429);
    await throttle.fail(checking, wrong());
  });

  it('never shortens a wait: the last free failure ending after a checked one waits as long', async () => {
    const throttle = new LoginThrottle(memoryRateLimitStore());
    const account = 'owner@example.et';
    const address = '198.51.100.8';
    const free = LOGIN_THROTTLE.pairFreeFailures;
    for (let i = 0; i < free - 1; i += 1)
      await throttle.fail(await throttle.begin(account, address), wrong());
    // A burst: the last free place and one checked past it; the checked one ends first.
    const lastFree = await throttle.begin(account, address);
    const checked = await throttle.begin(account, address);
    await throttle.fail(checked, wrong());
    await throttle.fail(lastFree, wrong());
    const next = (await throttle.begin(account, address).catch((error: Boom.Boom) => error)) as Boom.Boom;
    expect(Number(next.output.headers['Retry-After'])).toBe(pairDelaySeconds(free + 1));
  });

  it('lets no attempt check a password past a wait set while it was on its way', async () => {
    const memory = memoryRateLimitStore();
    let slowPenalty: Promise<void> | undefined;
    const store: RateLimitStore = {
      ...memory,
      limiter(spec) {
        const limiter = memory.limiter(spec);
        if (spec.name !== 'login-pair') return limiter;
        const penalty = limiter.penalty.bind(limiter);
        limiter.penalty = (async (key: string, points?: number) => {
          if (slowPenalty) await slowPenalty;
          return penalty(key, points);
        }) as RateLimiterAbstract['penalty'];
        return limiter;
      },
    };
    const throttle = new LoginThrottle(store);
    const account = 'owner@example.et';
    const address = '198.51.100.9';
    const free = LOGIN_THROTTLE.pairFreeFailures;
    for (let i = 0; i < free; i += 1) await throttle.fail(await throttle.begin(account, address), wrong());
    await new Promise((resolve) => setTimeout(resolve, pairDelaySeconds(free) * 1000 + 50));
    const checking = await throttle.begin(account, address);
    // A second attempt looks for a wait (none yet), then is held on its way to the count…
    let release: () => void = () => {};
    slowPenalty = new Promise<void>((resolve) => (release = resolve));
    const straggler = throttle.begin(account, address).then(
      () => 'checked',
      (error: Boom.Boom) => error.output.statusCode,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // …while the first fails: it sets its wait and lets go of the key.
    await throttle.fail(checking, wrong());
    slowPenalty = undefined;
    release();
    expect(await straggler).toBe(429);
  });
});
