import { request as undiciRequest, Client } from 'undici';
import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_THROTTLE } from '@shop/domain/rate-limits';
import { deviceCookieName, newDeviceCookie } from '../services/device-cookies.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

/**
 * OWASP's device cookies against the probe's lockouts, with production's numbers (domain's
 * LOGIN_THROTTLE): the owner's known browser signs in through a flood on the account, through a
 * flood after their own typo, and behind a shared address past its limit; unknown browsers are
 * throttled as before, and an address past its limit costs no hash.
 */
type Body = { statusCode?: number; message?: string; token?: string };
type Answer = { status: number; retryAfter?: string; body: Body };

const LOGIN_URL = 'http://shop.test/api/auth/login';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

let addressCounter = 0;
/** A fresh client address, so tests never share an address's counts. */
const newAddress = () => {
  addressCounter += 1;
  return `10.${20 + Math.floor(addressCounter / 250)}.${addressCounter % 250}.${Math.floor(Math.random() * 250)}`;
};

/** A browser at an address (it may move): it keeps the cookies the server sets, and sends them back. */
function browser(target: () => TestApp, address: string) {
  const jar = new CookieJar();
  const self = {
    jar,
    address,
    async login(email: string, password: string): Promise<Answer> {
      const cookie = await jar.getCookieString(LOGIN_URL);
      const res = await target().inject<Body>({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: self.address,
        headers: cookie ? { cookie } : {},
      });
      for (const set of ([] as string[]).concat(res.headers['set-cookie'] ?? []))
        await jar.setCookie(set, LOGIN_URL);
      return { status: res.statusCode, retryAfter: res.headers['retry-after'] as string, body: res.json };
    },
  };
  return self;
}

/** A browser that has no cookie: what an attacker's requests are. */
const anonymous = (email: string, password: string, address: string) =>
  browser(() => app, address).login(email, password);

async function newCustomer() {
  const account = app.newAccount();
  const res = await app.inject<{ user: { id: string } }>({
    method: 'POST',
    url: '/api/auth/register',
    payload: account,
    remoteAddress: newAddress(),
  });
  expect(res.statusCode).toBe(201);
  return { ...account, id: res.json.user.id };
}

/** LOGIN_THROTTLE.accountFailures failures on the account, spread over 20 addresses. */
async function floodAccount(email: string, addresses = Array.from({ length: 20 }, newAddress)) {
  for (let i = 0; i < LOGIN_THROTTLE.accountFailures; i += 1) {
    const res = await anonymous(email, `guess-${i}`, addresses[i % addresses.length]!);
    // The pair's growing waits answer some of them 429 (not counted); the rest are failures.
    expect([401, 429]).toContain(res.status);
  }
  // Until the account is past its limit: a fresh address's wrong guess then answers 429.
  for (let round = 0; round < 40; round += 1) {
    const probe = await anonymous(email, 'probe', newAddress());
    if (probe.status === 429) return addresses;
  }
  throw new Error('the account never went past its limit');
}

/** LOGIN_THROTTLE.addressFailures + 1 failures from the address, each on a new e-mail. */
async function floodAddress(address: string) {
  for (let i = 0; i <= LOGIN_THROTTLE.addressFailures; i += 1)
    await anonymous(`random.${i}.${Date.now()}@example.com`, 'leaked-password', address);
  expect((await anonymous(`one.more.${Date.now()}@example.com`, 'x', address)).status).toBe(429);
}

describe('the owner’s known browser (device cookie)', () => {
  it('(a) signs in with the right password after 50 failures on the account from 20 addresses', async () => {
    const owner = await newCustomer();
    const home = browser(() => app, newAddress());
    expect((await home.login(owner.email, owner.password)).status).toBe(200);
    const bots = await floodAccount(owner.email);

    const signedIn = await home.login(owner.email, owner.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // Taken to one of the flood's addresses (a shared one) too, while a browser there without
    // the cookie is refused: the account's limit still holds for unknown browsers.
    home.address = bots[0]!;
    expect((await home.login(owner.email, owner.password)).status).toBe(200);
    expect((await anonymous(owner.email, owner.password, bots[1]!)).status).toBe(429);
  }, 120_000);

  it('(b) signs in after a typo of their own, then the flood', async () => {
    const owner = await newCustomer();
    const laptop = browser(() => app, newAddress());
    // A new tablet at the same address, which has no cookie yet.
    const tablet = browser(() => app, laptop.address);
    expect((await laptop.login(owner.email, owner.password)).status).toBe(200);
    expect((await laptop.login(owner.email, 'typo')).status).toBe(401);
    expect((await tablet.login(owner.email, 'typo')).status).toBe(401);
    await floodAccount(owner.email);

    expect((await laptop.login(owner.email, owner.password)).status).toBe(200);
    // The tablet is an address that failed on the account: refused while the account is past
    // its limit, the right password too (what locked every owner out before device cookies).
    expect((await tablet.login(owner.email, owner.password)).status).toBe(429);
  }, 120_000);

  it('(c) behind a shared address past its limit, signs in after one typo; unknown browsers there cost no hash', async () => {
    const office = newAddress();
    const colleague = await newCustomer();
    const desk = browser(() => app, office);
    expect((await desk.login(colleague.email, colleague.password)).status).toBe(200);
    await floodAddress(office);

    const hashing = vi.spyOn(app.server.app.passwordHashing, 'verify');
    try {
      const typo = await desk.login(colleague.email, 'typo');
      expect(typo.status).toBe(401);
      expect((await desk.login(colleague.email, colleague.password)).status).toBe(200);
      expect(hashing).toHaveBeenCalledTimes(2);

      // Without a cookie: refused before the password is checked, even the right one.
      hashing.mockClear();
      const stranger = await newCustomer();
      const refused = await anonymous(stranger.email, stranger.password, office);
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(LOGIN_THROTTLE.addressWindowSeconds);
      for (let i = 0; i < 20; i += 1)
        expect((await anonymous(`new.${i}.${Date.now()}@example.com`, 'leaked', office)).status).toBe(429);
      expect(hashing).not.toHaveBeenCalled();
    } finally {
      hashing.mockRestore();
    }
  }, 120_000);

  it('a burst of attempts at an address just under its limit checks no more passwords than the limit', async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_THROTTLE.addressFailures - 5; i += 1)
      expect((await anonymous(`burst.${i}.${Date.now()}@example.com`, 'x', address)).status).toBe(401);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        anonymous(`burst.more.${i}.${Date.now()}@example.com`, 'x', address),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('slows a known browser by its own failures only, one browser at a time', async () => {
    const owner = await newCustomer();
    const laptop = browser(() => app, newAddress());
    const phone = browser(() => app, laptop.address);
    expect((await laptop.login(owner.email, owner.password)).status).toBe(200);
    expect((await phone.login(owner.email, owner.password)).status).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1)
      expect((await laptop.login(owner.email, `wrong-${i}`)).status).toBe(401);
    const slowed = await laptop.login(owner.email, owner.password);
    expect([slowed.status, slowed.retryAfter]).toEqual([429, '1']);
    // The phone at the same address is another device: not slowed.
    expect((await phone.login(owner.email, owner.password)).status).toBe(200);
  });

  it('does not take a cookie of another account, a tampered one or one older than a year', async () => {
    const office = newAddress();
    const victim = await newCustomer();
    const attacker = await newCustomer();
    const own = browser(() => app, office);
    expect((await own.login(attacker.email, attacker.password)).status).toBe(200);
    await floodAddress(office);
    const secret = app.config.deviceCookieSecret;
    const [ownCookie] = await own.jar.getCookies(LOGIN_URL);
    const yearAndADayAgo = Date.now() - 366 * 24 * 3600 * 1000;
    const forged = [
      // The attacker's own valid cookie, under the victim's name.
      `${deviceCookieName(victim.id)}=${ownCookie!.value}`,
      // The victim's name and a signature that is not the server's.
      `${deviceCookieName(victim.id)}=${newDeviceCookie('another-secret-that-is-long-enough-0123456', victim.id)}`,
      `${deviceCookieName(victim.id)}=${newDeviceCookie(secret, victim.id).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
      // A real one, expired.
      `${deviceCookieName(victim.id)}=${newDeviceCookie(secret, victim.id, yearAndADayAgo)}`,
    ];
    for (const cookie of forged) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password: victim.password },
        remoteAddress: office,
        headers: { cookie },
      });
      expect(res.statusCode, cookie).toBe(429);
    }
    // The same request with a genuine cookie of the victim's gets in.
    const genuine = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password: victim.password },
      remoteAddress: office,
      headers: { cookie: `${deviceCookieName(victim.id)}=${newDeviceCookie(secret, victim.id)}` },
    });
    expect(genuine.statusCode).toBe(200);
  }, 120_000);
});

describe('a known browser’s cookie locked out after its own failures', () => {
  let quick: TestApp;
  beforeAll(async () => {
    // No waits between failures (the first wait is 0 s), so ten of them take no time.
    quick = await buildTestApp({ loginThrottle: { ...LOGIN_THROTTLE, pairFirstDelaySeconds: 0 } });
  });
  afterAll(async () => {
    await quick?.close();
  });

  it(`counts as an unknown browser after ${LOGIN_THROTTLE.deviceFailures} failures; the owner’s other browsers keep theirs`, async () => {
    const owner = quick.newAccount();
    expect(
      (await quick.inject({ method: 'POST', url: '/api/auth/register', payload: owner })).statusCode,
    ).toBe(201);
    const office = newAddress();
    const stolen = browser(() => quick, office);
    const desk = browser(() => quick, office);
    expect((await stolen.login(owner.email, owner.password)).status).toBe(200);
    expect((await desk.login(owner.email, owner.password)).status).toBe(200);
    for (let i = 0; i <= LOGIN_THROTTLE.addressFailures; i += 1)
      await browser(() => quick, office).login(`random.${i}@example.com`, 'leaked');

    for (let i = 0; i < LOGIN_THROTTLE.deviceFailures; i += 1)
      expect((await stolen.login(owner.email, `guess-${i}`)).status).toBe(401);
    // Locked out: an unknown browser at an address past its limit, even with the right password.
    expect((await stolen.login(owner.email, owner.password)).status).toBe(429);
    expect((await desk.login(owner.email, owner.password)).status).toBe(200);
  }, 120_000);
});

describe('over a real socket, with a real cookie jar', () => {
  let wire: TestApp;
  let origin = '';
  beforeAll(async () => {
    wire = await buildTestApp({ env: { HOST: '127.0.0.1', PORT: '0' } });
    await wire.server.start();
    origin = `http://127.0.0.1:${wire.server.info.port as number}`;
  });
  afterAll(async () => {
    await wire?.close();
  });

  /** A sign-in from a loopback address of its own (the server sees it as the client's address). */
  async function signIn(from: string, email: string, password: string, jar?: CookieJar) {
    const url = `${origin}/api/auth/login`;
    const client = new Client(origin, { localAddress: from });
    try {
      const cookie = jar ? await jar.getCookieString(url) : '';
      const res = await undiciRequest(url, {
        dispatcher: client,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ email, password }),
      });
      await res.body.text();
      if (jar)
        for (const set of ([] as string[]).concat(res.headers['set-cookie'] ?? []))
          await jar.setCookie(set, url);
      return res.statusCode;
    } finally {
      await client.close();
    }
  }

  it('(a) the owner’s browser signs in through a flood of 50 failures from 20 addresses', async () => {
    const owner = wire.newAccount();
    const registered = await wire.inject({ method: 'POST', url: '/api/auth/register', payload: owner });
    expect(registered.statusCode).toBe(201);
    const jar = new CookieJar();
    expect(await signIn('127.0.0.10', owner.email, owner.password, jar)).toBe(200);
    const [cookie] = await jar.getCookies(`${origin}/api/auth/login`);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/api/auth/login', secure: false });
    // The jar keeps it for sign-ins only.
    expect(await jar.getCookieString(`${origin}/api/orders`)).toBe('');

    for (let i = 0; i < LOGIN_THROTTLE.accountFailures; i += 1)
      expect([401, 429]).toContain(await signIn(`127.0.1.${1 + (i % 20)}`, owner.email, `guess-${i}`));
    // An unknown browser at a flood address is refused, the owner's browser is not.
    expect(await signIn('127.0.1.1', owner.email, owner.password)).toBe(429);
    expect(await signIn('127.0.0.10', owner.email, owner.password, jar)).toBe(200);
    // From a flood address too, since the cookie is the device's, not the address's.
    expect(await signIn('127.0.1.2', owner.email, owner.password, jar)).toBe(200);
  }, 120_000);

  it('sets the cookie Secure when the shop’s address is https', async () => {
    const https = await buildTestApp({ env: { APP_URL: 'https://abay.cloud' } });
    try {
      const owner = https.newAccount();
      await https.inject({ method: 'POST', url: '/api/auth/register', payload: owner });
      const res = await https.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
    } finally {
      await https.close();
    }
  });
});
