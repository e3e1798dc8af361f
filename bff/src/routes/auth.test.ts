import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/domain';
import { verifyPassword } from '../services/passwords.ts';
import { buildTestApp, LEGACY_SCRYPT_HASH, TEST_PASSWORD } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

type ErrorBody = { statusCode: number; error: string; message: string };

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const register = (payload: Record<string, unknown>) =>
  app.inject<ErrorBody & { user: Record<string, unknown> }>({
    method: 'POST',
    url: '/api/auth/register',
    payload,
  });
const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject<ErrorBody & { token: string; user: Record<string, unknown> }>({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress,
  });

describe('POST /api/auth/register', () => {
  it('creates a customer (201), storing the e-mail lower-case and an Argon2id hash', async () => {
    const account = app.newAccount();
    const res = await register({ ...account, email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({
      message: 'Account created successfully! Please sign in to continue.',
      user: {
        id: expect.any(String),
        username: account.username,
        email: account.email,
        isAdmin: false,
        locale: 'en',
        twoFactorEnabled: false,
      },
    });
    const row = await app.knex('users').where({ id: res.json.user.id }).first();
    expect(row.email).toBe(account.email);
    expect(row.phone).toBe(account.phone);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(row.password_hash).not.toContain(account.password);
  });

  it('answers 409 for an e-mail that is taken, whatever its case', async () => {
    const first = app.newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...app.newAccount(), email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this email already exists.',
    });
  });

  it.each([
    ['a zero-width space', (email: string) => `\u200B${email}`],
    [
      'full-width letters',
      (email: string) => email.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    ],
    ['a soft hyphen', (email: string) => email.replace('@', '\u00AD@')],
  ])('answers 409 for a look-alike of a taken e-mail (%s): no second account', async (_name, disguise) => {
    const first = app.newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...app.newAccount(), email: disguise(first.email) });
    expect(res.statusCode).toBe(409);
    expect(await app.knex('users').where({ email: first.email.toLowerCase() })).toHaveLength(1);
  });

  it('refuses an address with letters of another script (a Cyrillic look-alike)', async () => {
    const first = app.newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...app.newAccount(), email: first.email.replace(/a/, '\u0430') });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(
      'Please enter your e-mail address in Latin letters, digits and symbols only.',
    );
  });

  it.each(['password1', 'Qwertyuiop', '11111111'])(
    'refuses the common password %j and stores nothing (NIST 800-63B)',
    async (password) => {
      const account = app.newAccount({ password });
      const res = await register(account);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe(
        'This password is too common and easy to guess. Please choose another one.',
      );
      expect(await app.knex('users').where({ email: account.email.toLowerCase() })).toHaveLength(0);
    },
  );

  it('answers 409 for a username that is taken, whatever its case', async () => {
    const first = app.newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...app.newAccount(), username: first.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('This username is already taken.');
  });

  it('answers the same 409 when two sign-ups race (the unique index decides)', async () => {
    const account = app.newAccount();
    const results = await Promise.all([
      register(account),
      register({ ...account, username: `${account.username}x` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json.message).toBe(
      'An account with this email already exists.',
    );
  });

  it.each(['0812345678', ''])('refuses the phone %j with the exact phone message', async (phone) => {
    const res = await register(app.newAccount({ phone }));
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Phone must be in format: +2519xxxxxxxx, +2517xxxxxxxx, 09xxxxxxxx, or 07xxxxxxxx',
    });
  });

  it('names the missing or invalid field', async () => {
    const { password: _password, ...withoutPassword } = app.newAccount();
    const missing = await register(withoutPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toBe('"password" is required');

    const badEmail = await register(app.newAccount({ email: 'not-an-email' }));
    expect(badEmail.json.message).toBe('"email" must be a valid email');

    const extra = await register({ ...app.newAccount(), isAdmin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json.message).toBe('"isAdmin" is not allowed');
  });

  it('answers 400 for a missing body', async () => {
    const res = await app.inject<ErrorBody>({ method: 'POST', url: '/api/auth/register' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toMatch(/request body/);
  });
});

describe('POST /api/auth/login', () => {
  it('answers a token and the user', async () => {
    const account = app.newAccount();
    await register(account);
    const res = await login({ email: account.email.toUpperCase(), password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: {
        id: expect.any(String),
        username: account.username,
        email: account.email,
        isAdmin: false,
        locale: 'en',
        twoFactorEnabled: false,
      },
    });
    const header = JSON.parse(Buffer.from(res.json.token.split('.')[0]!, 'base64url').toString());
    const claims = JSON.parse(Buffer.from(res.json.token.split('.')[1]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(claims).toMatchObject({ sub: res.json.user.id, iss: 'etb-hosting', aud: 'etb-hosting-app' });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    // A token must never be kept by a cache, shared or private.
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const account = app.newAccount();
    await register(account);
    const wrong = await login({ email: account.email, password: 'wrong-password' }, '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid email or password.',
    });
    const unknown = await login({ email: 'nobody@example.com', password: TEST_PASSWORD }, '10.0.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json.message).toBe('Invalid email or password.');
  });

  it('sets a device cookie for the account: signed, HttpOnly, SameSite=Lax, sent with sign-ins only, for a year', async () => {
    const account = app.newAccount();
    const userId = (await register(account)).json.user.id as string;
    const res = await login({ email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(1);
    const [pair, ...attributes] = cookies[0]!.split('; ');
    expect(pair).toMatch(new RegExp(`^device-${userId}=v1\\.[\\w-]{22}\\.\\d+\\.[\\w-]{43}$`));
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=31536000', 'HttpOnly', 'SameSite=Lax', 'Path=/api/auth/login']),
    );
    // http here (APP_URL too): not Secure, or the browser would not send it back.
    expect(attributes).not.toContain('Secure');
    // A new cookie, on a new nonce, at every sign-in.
    const again = await login({ email: account.email, password: account.password });
    expect(String(again.headers['set-cookie'])).not.toBe(cookies[0]);
    // A wrong password sets none.
    const wrong = await login({ email: account.email, password: 'wrong-password' }, '10.0.0.2');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('upgrades a scrypt hash stored before Argon2id at the next successful sign-in, and only then', async () => {
    const account = app.newAccount();
    const userId = (await register(account)).json.user.id as string;
    await app.knex('users').where({ id: userId }).update({ password_hash: LEGACY_SCRYPT_HASH });
    const stored = async () =>
      (await app.knex('users').where({ id: userId }).first()).password_hash as string;

    const wrong = await login({ email: account.email, password: 'wrong-password' }, '10.0.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(await stored()).toBe(LEGACY_SCRYPT_HASH);

    const res = await login({ email: account.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(TEST_PASSWORD, upgraded)).toBe(true);

    // Signed in again under the new hash, which stays as it is.
    expect((await login({ email: account.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await stored()).toBe(upgraded);
  });

  it('names a missing field', async () => {
    const res = await login({ email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('"password" is required');
  });
});

describe('GET /api/auth/me', () => {
  const me = (authorization?: string) =>
    app.inject<ErrorBody & Record<string, unknown>>({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });

  it('answers the signed-in user, read from the database', async () => {
    const user = await app.signUp();
    const res = await me(user.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual(user.user);

    await app
      .knex('users')
      .where({ id: user.user.id })
      .update({ username: `${user.username}_renamed` });
    expect((await me(user.headers.authorization)).json.username).toBe(`${user.username}_renamed`);
  });

  it('answers 401 in the error shape without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Missing authentication' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const { user } = await app.signUp();
    const res = await me(
      `Bearer ${app.signToken(user.id, { secret: 'another-secret-that-is-also-long-enough!!' })}`,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await app.signUp();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const res = await me(`Bearer ${app.signToken(user.id, { iat: past - 60, exp: past })}`);
    expect(res.statusCode).toBe(401);
    // One message for every refused token: it does not tell which check failed.
    expect(res.json.message).toBe(SERVER_MESSAGES.tokenRejected);
  });

  it('answers 401 for a wrong audience or issuer', async () => {
    const { user } = await app.signUp();
    expect((await me(`Bearer ${app.signToken(user.id, { aud: 'someone-else' })}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${app.signToken(user.id, { iss: 'someone-else' })}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token without expiry, an unsigned token and garbage', async () => {
    const { user } = await app.signUp();
    expect((await me(`Bearer ${app.signToken(user.id, { ttlSec: 0 })}`)).statusCode).toBe(401);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = {
      sub: user.id,
      iss: 'etb-hosting',
      aud: 'etb-hosting-app',
      exp: Math.floor(Date.now() / 1000) + 60,
    };
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const res = await me(`Bearer ${unsigned}`);
    expect(res.statusCode).toBe(401);
    expect(res.json.message).not.toBe('');
    expect((await me('Bearer not.a.token')).statusCode).toBe(401);
  });

  it('answers 401 once the user is deleted', async () => {
    const user = await app.signUp();
    await app.knex('users').where({ id: user.user.id }).del();
    const res = await me(user.headers.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: SERVER_MESSAGES.tokenRejected,
    });
  });
});
