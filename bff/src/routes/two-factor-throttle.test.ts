import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDbJson } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { TWO_FACTOR_THROTTLE, twoFactorDelaySeconds } from '@shop/domain/rate-limits';
import { twoFactorCodeAt } from '@shop/domain/two-factor';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { memoryRateLimitStore, TwoFactorThrottle } from '../services/rate-limits/index.ts';

type Body = { statusCode?: number; message?: string; secret?: string };

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

let addressCounter = 0;
/** A new client address for each guess: the sign-in throttles per address and pair never apply. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 62_500) % 250}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
};

const post = (url: string, user: TestUser, payload: object, lang?: string) =>
  app.inject<Body>({
    method: 'POST',
    url,
    headers: { ...user.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });

async function adminWithTwoFactor(): Promise<{ admin: TestUser; secret: string }> {
  const admin = await app.signUpAdmin();
  const secret = (await post('/api/auth/2fa/setup', admin, {})).json.secret!;
  expect(
    (await post('/api/auth/2fa/enable', admin, { code: await twoFactorCodeAt(secret) })).statusCode,
  ).toBe(200);
  return { admin, secret };
}

/** Six digits that are not a code accepted now (nor of the steps around). */
async function wrongCodes(secret: string, count: number): Promise<string[]> {
  const now = Date.now() / 1000;
  const valid = new Set(await Promise.all([-30, 0, 30, 60].map((d) => twoFactorCodeAt(secret, now + d))));
  const codes: string[] = [];
  for (let n = 100_000; codes.length < count; n += 7) if (!valid.has(String(n))) codes.push(String(n));
  return codes;
}

/** How many wrong second factors of the account were checked (each is audited). */
async function checkedFailures(userId: string): Promise<number> {
  const rows = await app.knex('audit_log').where({ entity_id: userId, action: 'user.two_factor_failed' });
  return rows.length;
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * The most checks the throttle may allow in `elapsedSeconds` of guessing: the free failures, then
 * one more each time a wait (30 s, 60 s, ...) has run out.
 */
function mostChecksIn(elapsedSeconds: number): number {
  let checks = TWO_FACTOR_THROTTLE.freeFailures;
  let waited = twoFactorDelaySeconds(checks);
  while (waited <= elapsedSeconds) {
    checks += 1;
    waited += twoFactorDelaySeconds(checks);
  }
  return checks;
}

const GUESSES = 2000;
/** Every sign-in checks the password first (an Argon2id hash each): fewer guesses, same point. */
const SIGN_IN_GUESSES = 400;

describe('second factors are throttled per account', () => {
  it(`disable: of ${GUESSES} guesses in a loop only the free failures are checked; then 429 with Retry-After`, async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const statuses: number[] = [];
    const started = Date.now();
    for (const code of await wrongCodes(secret, GUESSES))
      statuses.push(
        (await post('/api/auth/2fa/disable', admin, { code, password: admin.password })).statusCode,
      );
    const checked = await checkedFailures(admin.user.id);
    const elapsed = (Date.now() - started) / 1000;
    console.info(`disable: ${GUESSES} guesses sent in ${elapsed} s, ${checked} codes checked`);
    expect(checked).toBeGreaterThanOrEqual(TWO_FACTOR_THROTTLE.freeFailures);
    expect(checked).toBeLessThanOrEqual(mostChecksIn(elapsed));
    expect(tally(statuses)).toEqual({ 400: checked, 429: GUESSES - checked });

    // Even the right code (and the right password) waits now, with a clear message in both languages.
    const right = await twoFactorCodeAt(secret, Date.now() / 1000 + 30);
    const refused = await post('/api/auth/2fa/disable', admin, { code: right, password: admin.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json.message).toBe('Too many wrong codes. Please try again in 1 minute.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(twoFactorDelaySeconds(checked));
    const amharic = await post(
      '/api/auth/2fa/disable',
      admin,
      { code: right, password: admin.password },
      'am',
    );
    expect(amharic.json.message).toBe('ብዙ የተሳሳቱ ኮዶች ገብተዋል። እባክዎ ከ1 ደቂቃ በኋላ እንደገና ይሞክሩ።');
    const row = await app.knex('users').where({ id: admin.user.id }).first();
    expect(row.totp_enabled_at).not.toBeNull();
  });

  it('disable: guesses sent all at once are checked no more than one past the free failures', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const answers = await Promise.all(
      (await wrongCodes(secret, 300)).map((code) =>
        post('/api/auth/2fa/disable', admin, { code, password: admin.password }),
      ),
    );
    const checked = await checkedFailures(admin.user.id);
    expect(answers.every((a) => [400, 429].includes(a.statusCode))).toBe(true);
    expect(checked).toBeLessThanOrEqual(TWO_FACTOR_THROTTLE.freeFailures + 1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(checked);
  });

  it('disable: a wrong password counts as a failure too, audited as such', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const right = await twoFactorCodeAt(secret, Date.now() / 1000 + 30);
    for (let i = 0; i < TWO_FACTOR_THROTTLE.freeFailures; i += 1) {
      const res = await post('/api/auth/2fa/disable', admin, { code: right, password: `wrong-${i}` });
      expect(res.json.message).toBe(SERVER_MESSAGES.twoFactorPasswordInvalid);
    }
    expect(
      (await post('/api/auth/2fa/disable', admin, { code: right, password: admin.password })).statusCode,
    ).toBe(429);
    const audit = await app
      .knex('audit_log')
      .where({ entity_id: admin.user.id, action: 'user.two_factor_failed' });
    const data = audit
      .map((a: { data: unknown }) => fromDbJson(a.data) as { waitSeconds: number })
      .sort((a, b) => a.waitSeconds - b.waitSeconds);
    expect(data).toEqual(
      Array.from({ length: TWO_FACTOR_THROTTLE.freeFailures }, (_, i) => ({
        operation: 'disable',
        reason: 'password',
        waitSeconds: i === TWO_FACTOR_THROTTLE.freeFailures - 1 ? TWO_FACTOR_THROTTLE.firstDelaySeconds : 0,
      })),
    );
  });

  it(`sign-in's second step: of ${SIGN_IN_GUESSES} guesses from as many addresses only the free failures are checked`, async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const statuses: number[] = [];
    const started = Date.now();
    for (const code of await wrongCodes(secret, SIGN_IN_GUESSES)) {
      const res = await app.inject<Body>({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: admin.password, code },
        remoteAddress: freshAddress(),
      });
      statuses.push(res.statusCode);
    }
    const checked = await checkedFailures(admin.user.id);
    const elapsed = (Date.now() - started) / 1000;
    console.info(`sign-in: ${SIGN_IN_GUESSES} guesses sent in ${elapsed} s, ${checked} codes checked`);
    expect(checked).toBeGreaterThanOrEqual(TWO_FACTOR_THROTTLE.freeFailures);
    expect(checked).toBeLessThanOrEqual(mostChecksIn(elapsed));
    expect(tally(statuses)[401]).toBe(checked);
    // The right code waits too: the second step cannot be guessed around the wait.
    const right = await app.inject<Body>({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: admin.email,
        password: admin.password,
        code: await twoFactorCodeAt(secret, Date.now() / 1000 + 30),
      },
      remoteAddress: freshAddress(),
    });
    expect(right.statusCode).toBe(429);
  }, 180_000);

  it('enable: wrong codes of the pending secret are throttled the same way', async () => {
    const admin = await app.signUpAdmin();
    const secret = (await post('/api/auth/2fa/setup', admin, {})).json.secret!;
    const statuses: number[] = [];
    for (const code of await wrongCodes(secret, 50))
      statuses.push((await post('/api/auth/2fa/enable', admin, { code })).statusCode);
    expect(tally(statuses)).toEqual({
      400: TWO_FACTOR_THROTTLE.freeFailures,
      429: 50 - TWO_FACTOR_THROTTLE.freeFailures,
    });
    expect(await checkedFailures(admin.user.id)).toBe(TWO_FACTOR_THROTTLE.freeFailures);
  });
});

describe('TwoFactorThrottle', () => {
  it('makes each attempt past the free failures wait, the wait doubling, and forgets them after a success', async () => {
    const throttle = new TwoFactorThrottle(memoryRateLimitStore(), {
      freeFailures: 2,
      firstDelaySeconds: 1,
      maxDelaySeconds: 2,
      windowSeconds: 3600,
    });
    const retryAfter = async () => {
      const err = await throttle.begin('u').then(
        () => undefined,
        (e: { output: { headers: Record<string, string> } }) => e,
      );
      return err ? Number(err.output.headers['Retry-After']) : 0;
    };
    for (let i = 0; i < 2; i += 1)
      expect(await throttle.fail(await throttle.begin('u'))).toBe(i === 1 ? 1 : 0);
    expect(await retryAfter()).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await throttle.fail(await throttle.begin('u'))).toBe(2);
    expect(await retryAfter()).toBe(2);
    await new Promise((r) => setTimeout(r, 2100));
    // Capped at maxDelaySeconds; a success forgets everything.
    const key = await throttle.begin('u');
    await throttle.succeed(key);
    expect(await throttle.fail(await throttle.begin('u'))).toBe(0);
    // Another account is counted on its own.
    expect(await throttle.fail(await throttle.begin('v'))).toBe(0);
  });
});
