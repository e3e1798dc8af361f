import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDate } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { twoFactorCodeAt } from '@shop/domain/two-factor';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';
import { MAX_IAT_SKEW_SECONDS } from '../services/sessions.ts';

type Body = { statusCode?: number; message?: string; secret?: string; token?: string };

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => app.inject<Body>({ url: '/api/auth/me', headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  app.inject<Body>({ method: 'POST', url, headers: bearer(token), payload });

describe('server-side sessions', () => {
  it("logout ends this token's session only (204); the token is refused from then on", async () => {
    const user = await app.signUp();
    const other = await app.login(user.email, user.password);
    const out = await post('/api/auth/logout', user.token);
    expect(out.statusCode).toBe(204);
    expect(out.payload).toBe('');
    const refused = await me(user.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json.message).toBe(SERVER_MESSAGES.tokenRejected);
    expect((await post('/api/auth/logout', user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const rows = await app.knex('sessions').where({ user_id: user.user.id }).orderBy('created_at');
    expect(rows.map((r: { revoked_at: unknown }) => r.revoked_at !== null)).toEqual([true, false]);
  });

  it("logout-all ends every session of the account, the caller's too, and no one else's", async () => {
    const user = await app.signUp();
    const second = await app.login(user.email, user.password);
    const stranger = await app.signUp();
    expect((await post('/api/auth/logout-all', second)).statusCode).toBe(204);
    for (const token of [user.token, second]) expect((await me(token)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
    // Signing in again works.
    expect((await me(await app.login(user.email, user.password))).statusCode).toBe(200);
  });

  it('records the session with its expiry and user agent, and refuses it once expired or revoked', async () => {
    const user = await app.signUp();
    const login = await app.inject<Body>({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': 'Test Browser/1.0' },
    });
    const token = login.json.token!;
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { jti: string; exp: number };
    const row = await app.knex('sessions').where({ id: claims.jti }).first();
    expect(row).toMatchObject({ user_id: user.user.id, user_agent: 'Test Browser/1.0', revoked_at: null });
    expect(Math.abs(toDate(row.expires_at)!.getTime() / 1000 - claims.exp)).toBeLessThan(2);
    expect((await me(token)).statusCode).toBe(200);

    await app
      .knex('sessions')
      .where({ id: claims.jti })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await me(token)).statusCode).toBe(401);
    const { token: revoked, sessionId } = await app.openSession(user.user.id);
    await app.knex('sessions').where({ id: sessionId }).update({ revoked_at: new Date() });
    expect((await me(revoked)).statusCode).toBe(401);
  });

  it("refuses a token without a session (issued before sessions existed), with a missing one, or another user's", async () => {
    const user = await app.signUp();
    const stranger = await app.signUp();
    expect((await me(app.signToken(user.user.id))).statusCode).toBe(401);
    expect((await me(app.signToken(user.user.id, { jti: 'no-such-session' }))).statusCode).toBe(401);
    const { sessionId } = await app.openSession(stranger.user.id);
    expect((await me(app.signToken(user.user.id, { jti: sessionId }))).statusCode).toBe(401);
  });

  it('refuses a token whose iat lies in the future beyond the clock skew', async () => {
    const user = await app.signUp();
    const { sessionId } = await app.openSession(user.user.id);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const skewed = app.signToken(user.user.id, { jti: sessionId, iat: nowSeconds + 10 });
    expect((await me(skewed)).statusCode).toBe(200);
    const future = app.signToken(user.user.id, {
      jti: sessionId,
      iat: nowSeconds + MAX_IAT_SKEW_SECONDS + 60,
    });
    expect((await me(future)).statusCode).toBe(401);
    const farFuture = app.signToken(user.user.id, { jti: sessionId, iat: nowSeconds + 86_400 });
    expect((await me(farFuture)).statusCode).toBe(401);
  });

  it('reads one row per authenticated request (the session joined to its user)', async () => {
    const user = await app.signUp();
    const queries: string[] = [];
    const listen = (q: { sql: string }) => queries.push(q.sql);
    app.knex.on('query', listen);
    try {
      expect((await me(user.token)).statusCode).toBe(200);
    } finally {
      app.knex.off('query', listen);
    }
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from [`"]sessions[`"] inner join [`"]users[`"]/i);
  });

  it("turning two-factor sign-in on or off ends the account's other sessions, not the one that did it", async () => {
    const admin = await app.signUpAdmin();
    const elsewhere = await app.login(admin.email, admin.password);
    const setup = await post('/api/auth/2fa/setup', admin.token);
    const secret = setup.json.secret!;
    const on = await post('/api/auth/2fa/enable', admin.token, { code: await twoFactorCodeAt(secret) });
    expect(on.statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);

    const { token: another } = await app.openSession(admin.user.id);
    const off = await post('/api/auth/2fa/disable', admin.token, {
      code: await twoFactorCodeAt(secret, Date.now() / 1000 + 30),
      password: admin.password,
    });
    expect(off.statusCode).toBe(200);
    expect((await me(another)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});

describe('logout over a real socket', () => {
  let wire: TestApp;
  let port: number;
  beforeAll(async () => {
    wire = await buildTestApp();
    await wire.server.start();
    port = wire.server.info.port as number;
  });
  afterAll(() => wire?.close());

  it('a logged-out token is refused by the next request', async () => {
    const user = await wire.signUp();
    const call = (path: string, method = 'GET') =>
      fetch(`http://127.0.0.1:${port}${path}`, { method, headers: bearer(user.token) });
    expect((await call('/api/auth/me')).status).toBe(200);
    const out = await call('/api/auth/logout', 'POST');
    expect(out.status).toBe(204);
    expect(out.headers.get('cache-control')).toMatch(/no-store/);
    const after = await call('/api/auth/me');
    expect(after.status).toBe(401);
    expect(((await after.json()) as Body).message).toBe(SERVER_MESSAGES.tokenRejected);
  });
});
