import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/domain';
import { twoFactorCodeAt } from '@shop/domain/two-factor';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { consumeRecoveryCode } from '../services/recovery-codes.ts';

type Body = {
  statusCode?: number;
  message?: string;
  secret?: string;
  token?: string;
  recoveryCodes?: string[];
};

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

let addressCounter = 0;
const login = (user: TestUser, code?: string) => {
  addressCounter += 1;
  return app.inject<Body>({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, ...(code === undefined ? {} : { code }) },
    remoteAddress: `10.88.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
  });
};
const post = (url: string, user: TestUser, payload: object) =>
  app.inject<Body>({ method: 'POST', url, headers: user.headers, payload });

async function adminWithCodes(): Promise<{ admin: TestUser; secret: string; codes: string[] }> {
  const admin = await app.signUpAdmin();
  const secret = (await post('/api/auth/2fa/setup', admin, {})).json.secret!;
  const on = await post('/api/auth/2fa/enable', admin, { code: await twoFactorCodeAt(secret) });
  expect(on.statusCode).toBe(200);
  return { admin, secret, codes: on.json.recoveryCodes! };
}

describe('recovery codes', () => {
  it('gives ten distinct codes when two-factor sign-in is turned on, stored only hashed', async () => {
    const { admin, codes } = await adminWithCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await app.knex('recovery_codes').where({ user_id: admin.user.id });
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('signs in with a recovery code in place of the authenticator code, once; a used code is refused', async () => {
    const { admin, codes } = await adminWithCodes();
    const first = await login(admin, codes[0]!.toUpperCase().replace('-', ' '));
    expect(first.statusCode).toBe(200);
    const again = await login(admin, codes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json.message).toBe(SERVER_MESSAGES.twoFactorCodeInvalid);
    // Another account's code does not work here.
    const other = await adminWithCodes();
    expect((await login(admin, other.codes[1]!)).statusCode).toBe(401);
    expect((await login(admin, codes[1]!)).statusCode).toBe(200);
  });

  it('lets exactly one of two sign-ins racing with the same code through', async () => {
    const { admin, codes } = await adminWithCodes();
    for (const code of codes.slice(0, 3)) {
      const answers = await Promise.all([login(admin, code), login(admin, code)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    }
  });

  it('uses a code up exactly once under ten concurrent uses (the conditional update)', async () => {
    const { admin, codes } = await adminWithCodes();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRecoveryCode(app.knex, admin.user.id, codes[4]!)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('renews the codes with the password and a code (the old ones stop working); turns off with a recovery code', async () => {
    const { admin, secret, codes } = await adminWithCodes();
    const next = await twoFactorCodeAt(secret, Date.now() / 1000 + 30);
    const wrongPassword = await post('/api/auth/2fa/recovery-codes', admin, { code: next, password: 'nope' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json.message).toBe(SERVER_MESSAGES.twoFactorPasswordInvalid);
    const renewed = await post('/api/auth/2fa/recovery-codes', admin, {
      code: next,
      password: admin.password,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json.recoveryCodes!;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    expect((await login(admin, codes[2]!)).statusCode).toBe(401);

    const off = await post('/api/auth/2fa/disable', admin, { code: fresh[0]!, password: admin.password });
    expect(off.json.message).toBe(SERVER_MESSAGES.twoFactorTurnedOff);
    expect(await app.knex('recovery_codes').where({ user_id: admin.user.id })).toEqual([]);
    const notOn = await post('/api/auth/2fa/recovery-codes', admin, {
      code: fresh[1]!,
      password: admin.password,
    });
    expect(notOn.statusCode).toBe(409);
  });
});
