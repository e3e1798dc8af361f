import Boom from '@hapi/boom';
import { SERVER_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { PasswordHashing } from './password-hashing.ts';

/** A task that runs until `release()`, counting how many run at once. */
function gate() {
  let running = 0;
  let most = 0;
  const releases: Array<() => void> = [];
  return {
    task: () => {
      running += 1;
      most = Math.max(most, running);
      return new Promise<void>((resolve) =>
        releases.push(() => {
          running -= 1;
          resolve();
        }),
      );
    },
    releaseAll: () => releases.splice(0).forEach((release) => release()),
    get most() {
      return most;
    },
    get started() {
      return releases.length;
    },
  };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

function expectBusy(outcome: { ok: boolean; error?: unknown }, retryAfter = '1') {
  expect(outcome.ok).toBe(false);
  const err = outcome.error as Boom.Boom;
  expect(Boom.isBoom(err)).toBe(true);
  expect(err.output.statusCode).toBe(503);
  expect(err.message).toBe(SERVER_MESSAGES.serverBusy);
  expect(err.output.headers['Retry-After']).toBe(retryAfter);
}

describe('PasswordHashing', () => {
  it('runs at most `concurrency` hashes at once and the waiting ones in turn', async () => {
    const hashing = new PasswordHashing({ concurrency: 2, maxQueued: 10, maxWaitMs: 10_000 });
    const work = gate();
    const all = Array.from({ length: 6 }, () => settle(hashing.run(work.task)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hashing.load).toEqual({ running: 2, waiting: 4 });
    for (let round = 0; round < 3; round += 1) {
      work.releaseAll();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await Promise.all(all)).every((outcome) => outcome.ok)).toBe(true);
    expect(work.most).toBe(2);
  });

  it('answers 503 at once when the queue is full, with Retry-After', async () => {
    const hashing = new PasswordHashing({ concurrency: 1, maxQueued: 2, maxWaitMs: 10_000 });
    const work = gate();
    const admitted = Array.from({ length: 3 }, () => settle(hashing.run(work.task)));
    const started = Date.now();
    expectBusy(await settle(hashing.run(work.task)), '10');
    expect(Date.now() - started).toBeLessThan(100);
    expect(hashing.load).toEqual({ running: 1, waiting: 2 });
    for (let round = 0; round < 3; round += 1) {
      work.releaseAll();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await Promise.all(admitted)).every((outcome) => outcome.ok)).toBe(true);
  });

  it('answers 503 when the turn does not come within the wait, and leaves the queue', async () => {
    const hashing = new PasswordHashing({ concurrency: 1, maxQueued: 5, maxWaitMs: 150 });
    const work = gate();
    const running = settle(hashing.run(work.task));
    const started = Date.now();
    const waited = await settle(hashing.run(work.task));
    expectBusy(waited);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(hashing.load).toEqual({ running: 1, waiting: 0 });
    // The gave-up task never runs; the running one is not cut short by any wait.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(work.started).toBe(1);
    work.releaseAll();
    expect((await running).ok).toBe(true);
    expect(hashing.load).toEqual({ running: 0, waiting: 0 });
  });

  it('says Retry-After in whole seconds of the wait', async () => {
    const hashing = new PasswordHashing({ concurrency: 1, maxQueued: 0, maxWaitMs: 2500 });
    const work = gate();
    const running = settle(hashing.run(work.task));
    expectBusy(await settle(hashing.run(work.task)), '3');
    work.releaseAll();
    await running;
  });

  it('passes on the failure of a hash itself', async () => {
    const hashing = new PasswordHashing({ concurrency: 1, maxQueued: 0, maxWaitMs: 100 });
    const outcome = await settle(hashing.run(() => Promise.reject(new Error('native failure'))));
    expect(outcome).toMatchObject({ ok: false, error: new Error('native failure') });
    expect(hashing.load).toEqual({ running: 0, waiting: 0 });
  });

  it('verifies against the stored hash, or the dummy one when there is no account', async () => {
    const hashing = new PasswordHashing({ concurrency: 1, maxQueued: 4, maxWaitMs: 60_000 });
    const stored = await hashing.hash('pw-12345678');
    expect(await hashing.verify('pw-12345678', stored)).toEqual({ ok: true, needsRehash: false });
    expect(await hashing.verify('pw-1234567', stored)).toEqual({ ok: false, needsRehash: false });
    expect(await hashing.verify('pw-12345678', undefined)).toEqual({ ok: false, needsRehash: false });
  });
});
