import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@shop/domain/password-reset';
import { PASSWORD_RESET_RATE_LIMIT } from '@shop/domain/rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashResetToken } from '../services/password-reset.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';

const NEW_PASSWORD = 'violet-kettle-sunrise-42';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ env: { APP_URL: 'https://abay.test/' } });
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
/** Each call from its own client address, so no test spends another's allowance. */
function freshAddress(): string {
  counter += 1;
  return `10.77.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

type Body = ErrorBody & { message: string };

function requestReset(email: string, options: { address?: string; lang?: string } = {}) {
  return app.inject<Body>({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: options.address ?? freshAddress(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
}

function confirm(token: string, password = NEW_PASSWORD, options: { address?: string; lang?: string } = {}) {
  return app.inject<Body>({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
    remoteAddress: options.address ?? freshAddress(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
}

const me = (authorization: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

const outboxTo = (email: string) => app.knex('email_outbox').where({ to_address: email });
const tokensOf = (userId: string) => app.knex('password_reset_tokens').where({ user_id: userId });

/** Delivers the queued mail and answers the token of the last reset link mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  await app.runJobs();
  const mails = app.sentMail.filter((m) => m.to === email);
  const match = /https:\/\/abay\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1]!;
}

async function resetLinkFor(user: TestUser): Promise<string> {
  const res = await requestReset(user.email);
  expect(res.statusCode, res.payload).toBe(202);
  return mailedToken(user.email);
}

describe('POST /api/auth/password-reset', () => {
  it('mails a single-use link in the account language, stores only its hash and answers 202', async () => {
    const user = await app.signUp();
    const res = await requestReset(user.email.toUpperCase());
    expect(res.statusCode, res.payload).toBe(202);
    expect(res.json).toEqual({ message: SERVER_MESSAGES.passwordResetRequested });

    const queued = await outboxTo(user.email);
    expect(queued).toHaveLength(1);
    expect(queued[0].subject).toBe('Reset your Abay Cloud password');
    const token = await mailedToken(user.email);
    expect(token).toHaveLength(43);

    const rows = await tokensOf(user.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const created = new Date(rows[0].created_at).getTime();
    expect(new Date(rows[0].expires_at).getTime() - created).toBe(PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000);
    expect(rows[0].used_at).toBeNull();
  });

  it('mails an Amharic account in Amharic and answers in the language asked for', async () => {
    const user = await app.signUp();
    await app.knex('users').where({ id: user.user.id }).update({ locale: 'am' });
    const res = await requestReset(user.email, { lang: 'am' });
    expect(res.statusCode).toBe(202);
    expect(res.json.message).toBe(SERVER_MESSAGES_AM.passwordResetRequested);
    await mailedToken(user.email);
    const mail = app.sentMail.filter((m) => m.to === user.email).at(-1)!;
    expect(mail.subject).toBe('የAbay Cloud የይለፍ ቃልዎን ይቀይሩ');
    expect(mail.text).toContain('አዲስ የይለፍ ቃል ይምረጡ: https://abay.test/reset-password?token=');
  });

  it('answers an unknown e-mail exactly the same and queues nothing', async () => {
    const known = await app.signUp();
    const unknown = `nobody.${Date.now()}@example.com`;
    const [a, b] = [await requestReset(known.email), await requestReset(unknown)];
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.payload).toBe(a.payload);
    expect(await outboxTo(unknown)).toHaveLength(0);
    const forUnknown = await app
      .knex('password_reset_tokens')
      .join('users', 'users.id', 'password_reset_tokens.user_id')
      .where('users.email', unknown);
    expect(forUnknown).toHaveLength(0);
  });

  it('refuses a missing e-mail with 400 in the error shape', async () => {
    const res = await app.inject<Body>({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: {},
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 429 with Retry-After past the requests of one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.addressRequests; i += 1)
      expect((await requestReset(`probe${i}.${Date.now()}@example.com`, { address })).statusCode).toBe(202);
    const refused = await requestReset('one.more@example.com', { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SERVER_MESSAGES.passwordResetRateLimited,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestReset('one.more@example.com')).statusCode).toBe(202);
  });

  it('past the requests of one account, answers the same 202 and mails nothing more', async () => {
    const user = await app.signUp();
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.accountRequests; i += 1)
      expect((await requestReset(user.email)).statusCode).toBe(202);
    expect(await outboxTo(user.email)).toHaveLength(PASSWORD_RESET_RATE_LIMIT.accountRequests);

    const over = await requestReset(` ${user.email.toUpperCase()} `);
    expect(over.statusCode).toBe(202);
    expect(over.json).toEqual({ message: SERVER_MESSAGES.passwordResetRequested });
    expect(await outboxTo(user.email)).toHaveLength(PASSWORD_RESET_RATE_LIMIT.accountRequests);
    expect(await tokensOf(user.user.id)).toHaveLength(PASSWORD_RESET_RATE_LIMIT.accountRequests);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password with the mailed token: the new one signs in, the old one no longer', async () => {
    const user = await app.signUp();
    const token = await resetLinkFor(user);
    const res = await confirm(token);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual({ message: SERVER_MESSAGES.passwordResetDone });

    const fresh = await app.login(user.email, NEW_PASSWORD);
    expect((await me(`Bearer ${fresh}`)).statusCode).toBe(200);
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: freshAddress(),
    });
    expect(old.statusCode).toBe(401);
  });

  it('works once: the same token again, and every other outstanding link of the account, get 400', async () => {
    const user = await app.signUp();
    const first = await resetLinkFor(user);
    const second = await resetLinkFor(user);
    expect((await confirm(second)).statusCode).toBe(200);

    for (const token of [second, first]) {
      const again = await confirm(token, 'another-long-passphrase');
      expect(again.statusCode).toBe(400);
      expect(again.json).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: SERVER_MESSAGES.passwordResetTokenInvalid,
      });
    }
    const rows = await tokensOf(user.user.id);
    expect(rows.every((row: { used_at: unknown }) => row.used_at !== null)).toBe(true);
    await app.login(user.email, NEW_PASSWORD);
  });

  it('refuses an expired token and an unknown one with the same 400 message, in Amharic too', async () => {
    const user = await app.signUp();
    const token = await resetLinkFor(user);
    await app
      .knex('password_reset_tokens')
      .where({ token_hash: hashResetToken(token) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json.message).toBe(SERVER_MESSAGES.passwordResetTokenInvalid);
    const unknown = await confirm('A'.repeat(43), NEW_PASSWORD, { lang: 'am' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.message).toBe(SERVER_MESSAGES_AM.passwordResetTokenInvalid);
    await app.login(user.email, user.password);
  });

  it('refuses a common password like sign-up does, and the token still works afterwards', async () => {
    const user = await app.signUp();
    const token = await resetLinkFor(user);
    const weak = await confirm(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json.message).toBe(SERVER_MESSAGES.passwordTooCommon);
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('of two concurrent confirmations with one token, exactly one succeeds', async () => {
    const user = await app.signUp();
    const token = await resetLinkFor(user);
    const answers = await Promise.all([
      confirm(token, NEW_PASSWORD),
      confirm(token, 'second-long-passphrase'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? NEW_PASSWORD : 'second-long-passphrase';
    await app.login(user.email, winner);
  });

  it('ends every session of the account (its sessions revoked); a token issued before its second is refused too', async () => {
    const user = await app.signUp();
    expect((await me(user.headers.authorization)).statusCode).toBe(200);
    const before = Math.floor(Date.now() / 1000) - 5;
    const { sessionId: earlier } = await app.openSession(user.user.id);
    const oldToken = app.signToken(user.user.id, { iat: before, jti: earlier });
    expect((await me(`Bearer ${oldToken}`)).statusCode).toBe(200);
    // A session opened in the reset's own second: revoked all the same.
    const { token: justBefore } = await app.openSession(user.user.id);

    expect((await confirm(await resetLinkFor(user))).statusCode).toBe(200);
    for (const token of [oldToken, justBefore, user.token]) {
      const refused = await me(`Bearer ${token}`);
      expect(refused.statusCode).toBe(401);
      expect(refused.json).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
    const live = await app.knex('sessions').where({ user_id: user.user.id }).whereNull('revoked_at');
    expect(live).toEqual([]);

    const row = await app.knex('users').where({ id: user.user.id }).first();
    const validFrom = Number(row.sessions_valid_from);
    expect(validFrom).toBeGreaterThan(before);
    // A session opened after the reset works, unless its token claims an earlier second.
    const { sessionId: after } = await app.openSession(user.user.id);
    const sameSecond = app.signToken(user.user.id, { iat: validFrom, jti: after });
    expect((await me(`Bearer ${sameSecond}`)).statusCode).toBe(200);
    const secondBefore = app.signToken(user.user.id, { iat: validFrom - 1, jti: after });
    expect((await me(`Bearer ${secondBefore}`)).statusCode).toBe(401);
    const fresh = await app.login(user.email, NEW_PASSWORD);
    expect((await me(`Bearer ${fresh}`)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past the confirmations of one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.addressConfirms; i += 1)
      expect((await confirm(`guess-${i}`, NEW_PASSWORD, { address })).statusCode).toBe(400);
    const refused = await confirm('guess-more', NEW_PASSWORD, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json.message).toBe(SERVER_MESSAGES.passwordResetRateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
