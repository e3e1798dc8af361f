import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/domain';
import { LOGIN_THROTTLE } from '@shop/domain/rate-limits';
import { twoFactorCodeAt } from '@shop/domain/two-factor';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';

type Body = {
  statusCode?: number;
  error?: string;
  message?: string;
  code?: string;
  token?: string;
  secret?: string;
  otpauthUri?: string;
  twoFactorEnabled?: boolean;
  twoFactorRequired?: boolean;
  user?: { twoFactorEnabled: boolean; twoFactorRequired?: boolean };
  recoveryCodes?: string[];
};

/** The audit actions of a user, but the wrong second factors (two-factor-throttle.test.ts covers those). */
const changesOf = (audit: { action: string }[]) =>
  audit.map((a) => a.action).filter((action) => action !== 'user.two_factor_failed');

let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `10.77.${addressCounter % 250}.${Math.floor(Math.random() * 250)}`;
};

function helpers(app: TestApp) {
  const post = (url: string, user: TestUser | undefined, payload?: Record<string, unknown>) =>
    app.inject<Body>({ method: 'POST', url, headers: user?.headers, payload });
  const login = (email: string, password: string, code?: string, remoteAddress = newAddress()) =>
    app.inject<Body>({
      method: 'POST',
      url: '/api/auth/login',
      payload: code === undefined ? { email, password } : { email, password, code },
      remoteAddress,
    });
  /** Set-up and enable for an admin; answers the secret. */
  async function turnOn(admin: TestUser): Promise<string> {
    const setup = await post('/api/auth/2fa/setup', admin);
    expect(setup.statusCode).toBe(200);
    const secret = setup.json.secret!;
    const enabled = await post('/api/auth/2fa/enable', admin, { code: await twoFactorCodeAt(secret) });
    expect(enabled.json).toEqual({
      message: SERVER_MESSAGES.twoFactorTurnedOn,
      recoveryCodes: expect.any(Array),
    });
    return secret;
  }
  return { post, login, turnOn };
}

describe('two-factor sign-in', () => {
  let app: TestApp;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    app = await buildTestApp();
    h = helpers(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sets up with a base32 secret and its otpauth address, enables with a code, stores it encrypted and audits', async () => {
    const admin = await app.signUpAdmin();
    const setup = await h.post('/api/auth/2fa/setup', admin);
    expect(setup.statusCode).toBe(200);
    const secret = setup.json.secret!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json.otpauthUri).toBe(
      `otpauth://totp/Abay%20Cloud:${encodeURIComponent(admin.email)}?secret=${secret}&issuer=Abay%20Cloud`,
    );
    const pending = await app.knex('users').where({ id: admin.user.id }).first();
    expect(pending.totp_pending_secret).not.toContain(secret);
    expect(pending.totp_enabled_at).toBeNull();

    const wrong = await h.post('/api/auth/2fa/enable', admin, { code: '000000' });
    const right = await twoFactorCodeAt(secret);
    if (right !== '000000') {
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json.message).toBe(SERVER_MESSAGES.twoFactorCodeInvalid);
    }
    const enabled = await h.post('/api/auth/2fa/enable', admin, { code: right });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json.message).toBe(SERVER_MESSAGES.twoFactorTurnedOn);

    const row = await app.knex('users').where({ id: admin.user.id }).first();
    expect(row.totp_secret).toEqual(expect.stringMatching(/^v1\./));
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_enabled_at).not.toBeNull();
    const me = await app.inject<Body>({ url: '/api/auth/me', headers: admin.headers });
    expect(me.json.twoFactorEnabled).toBe(true);

    const audit = await app.knex('audit_log').where({ entity_id: admin.user.id });
    expect(changesOf(audit)).toEqual(['user.two_factor_enabled']);

    const again = await h.post('/api/auth/2fa/setup', admin);
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(SERVER_MESSAGES.twoFactorAlreadyOn);
  });

  it('refuses enable without a set-up, and all three operations to customers (403)', async () => {
    const admin = await app.signUpAdmin();
    const noSetup = await h.post('/api/auth/2fa/enable', admin, { code: '123456' });
    expect(noSetup.statusCode).toBe(400);
    expect(noSetup.json.message).toBe(SERVER_MESSAGES.twoFactorNoSetup);

    const customer = await app.signUp();
    for (const [url, payload] of [
      ['/api/auth/2fa/setup', undefined],
      ['/api/auth/2fa/enable', { code: '123456' }],
      ['/api/auth/2fa/disable', { code: '123456', password: customer.password }],
      ['/api/auth/2fa/recovery-codes', { code: '123456', password: customer.password }],
    ] as const) {
      const res = await h.post(url, customer, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json.message).toBe(SERVER_MESSAGES.adminRequired);
      expect((await h.post(url, undefined, payload)).statusCode).toBe(401);
    }
  });

  it('checks the password first, then asks for the code (marked), refuses a wrong or replayed code', async () => {
    const admin = await app.signUpAdmin();
    const secret = await h.turnOn(admin);

    const wrongPassword = await h.login(admin.email, 'not-the-password');
    expect(wrongPassword.json).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: SERVER_MESSAGES.invalidCredentials,
    });
    const wrongPasswordWithCode = await h.login(
      admin.email,
      'not-the-password',
      await twoFactorCodeAt(secret),
    );
    expect(wrongPasswordWithCode.json.message).toBe(SERVER_MESSAGES.invalidCredentials);

    const noCode = await h.login(admin.email, admin.password);
    expect(noCode.json).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: SERVER_MESSAGES.twoFactorCodeRequired,
      code: 'two_factor_required',
    });
    const amharic = await app.inject<Body>({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
      headers: { 'accept-language': 'am' },
      remoteAddress: newAddress(),
    });
    expect(amharic.json.code).toBe('two_factor_required');
    expect(amharic.json.message).toBe('ከማረጋገጫ መተግበሪያዎ ባለ 6 አሃዝ ኮዱን ያስገቡ።');

    // The code that turned it on was used: not again.
    const replayOfEnable = await h.login(admin.email, admin.password, await twoFactorCodeAt(secret));
    expect(replayOfEnable.json).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: SERVER_MESSAGES.twoFactorCodeInvalid,
    });

    const next = await twoFactorCodeAt(secret, Date.now() / 1000 + 30);
    const signedIn = await h.login(admin.email, admin.password, next);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json.token).toEqual(expect.any(String));
    expect(signedIn.json.user?.twoFactorEnabled).toBe(true);

    const replay = await h.login(admin.email, admin.password, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json.message).toBe(SERVER_MESSAGES.twoFactorCodeInvalid);
  });

  it('counts wrong codes as failed sign-ins: the pair is slowed after the free failures', async () => {
    const admin = await app.signUpAdmin();
    const secret = await h.turnOn(admin);
    const address = newAddress();
    const right = await twoFactorCodeAt(secret, Date.now() / 1000 + 30);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1) {
      expect((await h.login(admin.email, admin.password, wrong, address)).statusCode).toBe(401);
    }
    const slowed = await h.login(admin.email, admin.password, wrong, address);
    expect(slowed.statusCode).toBe(429);
    // Even the right code waits now.
    expect((await h.login(admin.email, admin.password, right, address)).statusCode).toBe(429);
    // Asking for the code (no code) is no failure and does not forget the pair's failures either.
    const other = newAddress();
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures + 2; i += 1) {
      expect((await h.login(admin.email, admin.password, undefined, other)).statusCode).toBe(401);
    }
    expect((await h.login(admin.email, admin.password, right, other)).statusCode).toBe(200);
  });

  it('turns off with the password and a current unused code only, audited; then signs in with the password alone', async () => {
    const admin = await app.signUpAdmin();
    const secret = await h.turnOn(admin);
    const next = await twoFactorCodeAt(secret, Date.now() / 1000 + 30);
    const { password } = admin;

    const noPassword = await h.post('/api/auth/2fa/disable', admin, { code: next });
    expect(noPassword.statusCode).toBe(400);
    const wrongPassword = await h.post('/api/auth/2fa/disable', admin, { code: next, password: 'not-it' });
    expect(wrongPassword.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: SERVER_MESSAGES.twoFactorPasswordInvalid,
    });
    const replayed = await h.post('/api/auth/2fa/disable', admin, {
      code: await twoFactorCodeAt(secret),
      password,
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json.message).toBe(SERVER_MESSAGES.twoFactorCodeInvalid);
    const garbage = await h.post('/api/auth/2fa/disable', admin, { code: 'abc', password });
    expect(garbage.statusCode).toBe(400);

    const off = await h.post('/api/auth/2fa/disable', admin, { code: next, password });
    expect(off.json).toEqual({ message: SERVER_MESSAGES.twoFactorTurnedOff });
    const row = await app.knex('users').where({ id: admin.user.id }).first();
    expect([row.totp_secret, row.totp_enabled_at, row.totp_last_step]).toEqual([null, null, null]);
    const audit = await app.knex('audit_log').where({ entity_id: admin.user.id }).orderBy('created_at');
    expect(changesOf(audit)).toEqual(['user.two_factor_enabled', 'user.two_factor_disabled']);
    expect(await app.knex('recovery_codes').where({ user_id: admin.user.id })).toEqual([]);

    const notOn = await h.post('/api/auth/2fa/disable', admin, { code: '123456', password });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json.message).toBe(SERVER_MESSAGES.twoFactorNotOn);
    expect((await h.login(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('leaves customers signing in with the password alone (twoFactorEnabled false)', async () => {
    const customer = await app.signUp();
    const res = await h.login(customer.email, customer.password);
    expect(res.statusCode).toBe(200);
    expect(res.json.user).toMatchObject({ twoFactorEnabled: false });
    expect(res.json.user?.twoFactorRequired).toBeUndefined();
  });
});

describe('ADMIN_REQUIRE_2FA=true', () => {
  let app: TestApp;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { ADMIN_REQUIRE_2FA: 'true' } });
    h = helpers(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shuts every admin operation to an admin without it (403, marked) until it is on; it cannot be turned off', async () => {
    const admin = await app.signUpAdmin();
    const me = await app.inject<Body>({ url: '/api/auth/me', headers: admin.headers });
    expect(me.json).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });

    for (const url of ['/api/admin/stats', '/api/admin/users', '/api/admin/orders']) {
      const shut = await app.inject<Body>({ url, headers: admin.headers });
      expect(shut.json, url).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: SERVER_MESSAGES.twoFactorSetupRequired,
        code: 'two_factor_setup_required',
      });
    }

    const secret = await h.turnOn(admin);
    expect((await app.inject({ url: '/api/admin/stats', headers: admin.headers })).statusCode).toBe(200);

    const off = await h.post('/api/auth/2fa/disable', admin, {
      code: await twoFactorCodeAt(secret, Date.now() / 1000 + 30),
      password: admin.password,
    });
    expect(off.statusCode).toBe(403);
    expect(off.json.message).toBe(SERVER_MESSAGES.twoFactorRequiredByPolicy);
    const row = await app.knex('users').where({ id: admin.user.id }).first();
    expect(row.totp_enabled_at).not.toBeNull();
  });

  it('still answers customers as before, and says nothing is required of them', async () => {
    const customer = await app.signUp();
    expect((await app.inject({ url: '/api/admin/stats', headers: customer.headers })).statusCode).toBe(403);
    const me = await app.inject<Body>({ url: '/api/auth/me', headers: customer.headers });
    expect(me.json.twoFactorRequired).toBeUndefined();
  });
});
