import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@shop/domain';
import { LOGIN_THROTTLE } from '@shop/domain/rate-limits';
import { deviceCookieName } from '../services/device-cookies.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

/**
 * The probe's distributed attack on one account, with production's numbers (domain's
 * LOGIN_THROTTLE): sixty failures from sixty addresses, then one guess per fresh address. Past
 * the account's limit an unknown browser is refused before its password is checked, so a right
 * and a wrong guess get the same answer after the same work; the owner's browser (its device
 * cookie) and the password reset keep working.
 */
type Body = { statusCode: number; error: string; message: string; token?: string };

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ env: { APP_URL: 'https://abay.test/' } });
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
/** A fresh IPv4 address, so tests never share an address's counts. */
const newAddress = () => {
  counter += 1;
  return `10.60.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};

const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  app.inject<Body>({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** `device-<id>=<value>` from an answer's Set-Cookie, as a browser would send it back. */
function deviceCookieFrom(res: { headers: Record<string, unknown> }, userId: string): string {
  const name = deviceCookieName(userId);
  const set = ([] as string[])
    .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .find((line) => line.startsWith(`${name}=`));
  if (!set) throw new Error('no device cookie set');
  return set.split(';')[0]!;
}

/** A customer who signed in once from their own browser (its device cookie kept). */
async function ownerWithBrowser() {
  const owner = await app.signUp();
  const home = await login(owner.email, owner.password, newAddress());
  expect(home.statusCode).toBe(200);
  return { ...owner, cookie: deviceCookieFrom(home, owner.user.id) };
}

/** Sixty wrong guesses on the account, each from an address of its own. */
async function sixtyFailures(email: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i += 1) statuses.push((await login(email, `guess-${i}`, newAddress())).statusCode);
  // The first ones are checked (401); past the account's limit each is refused unchecked (429).
  expect(statuses.slice(0, LOGIN_THROTTLE.accountFailures)).toEqual(
    Array(LOGIN_THROTTLE.accountFailures).fill(401),
  );
  expect(statuses.slice(LOGIN_THROTTLE.accountFailures)).toEqual(
    Array(60 - LOGIN_THROTTLE.accountFailures).fill(429),
  );
}

describe('an account past its failure limit (a distributed attack)', () => {
  it('answers a fresh address the same for the right and a wrong password, checking neither; the owner’s browser signs in', async () => {
    const owner = await ownerWithBrowser();
    await sixtyFailures(owner.email);

    const hashing = vi.spyOn(app.server.app.passwordHashing, 'verify');
    try {
      const right = await login(owner.email, owner.password, newAddress());
      const wrong = await login(owner.email, 'not-the-password', newAddress());
      expect(right.statusCode).toBe(429);
      expect(right.json.token).toBeUndefined();
      expect(right.payload).toBe(wrong.payload);
      expect(right.json).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/),
      });
      expect(right.headers['set-cookie']).toBeUndefined();
      const waits = [right, wrong].map((res) => Number(res.headers['retry-after']));
      expect(Math.abs(waits[0]! - waits[1]!)).toBeLessThanOrEqual(1);
      expect(waits[0]).toBeLessThanOrEqual(LOGIN_THROTTLE.accountWindowSeconds);
      // The same work either way: neither password was hashed.
      expect(hashing).not.toHaveBeenCalled();

      const signedIn = await login(owner.email, owner.password, newAddress(), owner.cookie);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json.token).toEqual(expect.any(String));
    } finally {
      hashing.mockRestore();
    }
  }, 120_000);

  it('refuses a burst from many addresses beyond the limit unchecked', async () => {
    const owner = await app.signUp();
    const hashing = vi.spyOn(app.server.app.passwordHashing, 'verify');
    try {
      const burst = await Promise.all(
        Array.from({ length: LOGIN_THROTTLE.accountFailures + 20 }, (_, i) =>
          login(owner.email, i === 0 ? owner.password : `guess-${i}`, newAddress()),
        ),
      );
      const statuses = burst.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      expect(hashing).toHaveBeenCalledTimes(LOGIN_THROTTLE.accountFailures);
    } finally {
      hashing.mockRestore();
    }
  }, 120_000);

  it('still resets the password; the browser that reset it signs in, an unknown one stays refused', async () => {
    const owner = await app.signUp();
    await sixtyFailures(owner.email);

    const request = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: owner.email },
      remoteAddress: newAddress(),
    });
    expect(request.statusCode).toBe(202);
    await app.runJobs();
    const mail = app.sentMail.filter((m) => m.to === owner.email).at(-1);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toEqual(expect.any(String));

    const newPassword = 'violet-kettle-sunrise-42';
    const resetAt = newAddress();
    const confirmed = await app.inject<Body>({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: newPassword },
      remoteAddress: resetAt,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json).toEqual({ message: SERVER_MESSAGES.passwordResetDone });
    const cookie = deviceCookieFrom(confirmed, owner.user.id);

    expect((await login(owner.email, newPassword, newAddress())).statusCode).toBe(429);
    const signedIn = await login(owner.email, newPassword, resetAt, cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json.token).toEqual(expect.any(String));
  }, 120_000);
});
