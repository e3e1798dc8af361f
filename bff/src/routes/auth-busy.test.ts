import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { newId } from '@shop/db';
import { hashResetToken } from '../services/password-reset.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';

/**
 * Password hashing is bounded (services/password-hashing.ts): while every turn is taken and the
 * queue is full, sign-in, sign-up and a new password answer 503 with Retry-After in the error
 * shape, in the request's language, and nothing is written or counted against the caller.
 */
let app: TestApp;
let customer: TestUser;
/** Holds the one turn until called. */
let release: () => void = () => {};

beforeAll(async () => {
  app = await buildTestApp({ passwordHashing: { concurrency: 1, maxQueued: 0, maxWaitMs: 2000 } });
  customer = await app.signUp();
});
afterAll(async () => {
  release();
  await app?.close();
});

/** Takes the only turn (as a sign-in would while it hashes) until `release()`. */
function occupy(): Promise<void> {
  let holding!: Promise<void>;
  const taken = app.server.app.passwordHashing.run(() => {
    holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    return holding;
  });
  return taken;
}

const busyBody = { statusCode: 503, error: 'Service Unavailable', message: SERVER_MESSAGES.serverBusy };

describe('while every password hash turn is taken and none may wait', () => {
  it('a sign-in answers 503 with Retry-After, in English and Amharic, and counts as no failure', async () => {
    const held = occupy();
    try {
      for (let i = 0; i < 5; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: customer.email, password: `wrong-${i}` },
          remoteAddress: '10.9.0.1',
        });
        expect(res.statusCode).toBe(503);
        expect(JSON.parse(res.payload)).toEqual(busyBody);
        expect(res.headers['retry-after']).toBe('2');
      }
      const amharic = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password: customer.password },
        headers: { 'accept-language': 'am' },
      });
      expect(amharic.statusCode).toBe(503);
      expect(JSON.parse(amharic.payload).message).toBe(SERVER_MESSAGES_AM.serverBusy);
    } finally {
      release();
      await held;
    }
    // Five refused attempts from that address were not failures: it is not slowed (past 3
    // failures it would wait), and the right password signs in.
    for (let i = 0; i < 2; i += 1) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password: `wrong-again-${i}` },
        remoteAddress: '10.9.0.1',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(200);
  });

  it('a sign-up answers 503 and creates no account; a taken e-mail still answers 409 (no hash needed)', async () => {
    const account = app.newAccount();
    const held = occupy();
    try {
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.payload)).toEqual(busyBody);
      expect(res.headers['retry-after']).toBe('2');
      expect(await app.knex('users').where({ email: account.email }).first()).toBeUndefined();
      const taken = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...account, email: customer.email },
      });
      expect(taken.statusCode).toBe(409);
    } finally {
      release();
      await held;
    }
    const later = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    expect(later.statusCode).toBe(201);
  });

  it('a new password from a reset link answers 503 and leaves the link usable', async () => {
    const token = randomBytes(32).toString('base64url');
    await app.knex('password_reset_tokens').insert({
      id: newId(),
      user_id: customer.user.id,
      token_hash: hashResetToken(token),
      expires_at: new Date(Date.now() + 30 * 60_000),
      used_at: null,
      created_at: new Date(),
    });
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'a brand new passphrase' },
      });
    const held = occupy();
    try {
      const res = await confirm();
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.payload)).toEqual(busyBody);
    } finally {
      release();
      await held;
    }
    expect((await confirm()).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: customer.email, password: 'a brand new passphrase' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a flood of sign-ins', () => {
  it('hashes one at a time (the bound), sheds the excess with 503, and other requests are answered meanwhile', async () => {
    const flooded = await buildTestApp({
      passwordHashing: { concurrency: 1, maxQueued: 2, maxWaitMs: 1000 },
    });
    try {
      const owner = await flooded.signUp();
      let running = 0;
      let most = 0;
      // Counts the hashes in their turn (inside the bounded section).
      const hashing = flooded.server.app.passwordHashing;
      const run = hashing.run.bind(hashing);
      hashing.run = (work) =>
        run(async () => {
          running += 1;
          most = Math.max(most, running);
          try {
            return await work();
          } finally {
            running -= 1;
          }
        });
      const flood = Array.from({ length: 30 }, (_, i) =>
        flooded.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `flood.${i}@example.com`, password: 'leaked' },
          remoteAddress: `10.8.${i}.1`,
        }),
      );
      const health = await flooded.inject('/api/health');
      const answers = await Promise.all(flood);
      expect(health.statusCode).toBe(200);
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
      expect(most).toBe(1);
      expect(
        (
          await flooded.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: owner.email, password: owner.password },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await flooded.close();
    }
  });
});
