import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_RATE_LIMIT } from '@shop/domain/contact';
import { LOGIN_THROTTLE, PASSWORD_RESET_RATE_LIMIT, REGISTRATION_RATE_LIMIT } from '@shop/domain/rate-limits';
import { COUPON_LOOKUP_LIMIT } from '../services/coupons.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

/**
 * Every limit keyed by the client's address counts an IPv6 client by its /64 (a host picks any
 * address of its network at will) and an IPv4 client by its address, with production's numbers.
 */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ registrationLimit: REGISTRATION_RATE_LIMIT });
});
afterAll(async () => {
  await app?.close();
});

let networks = 0;
/** A fresh /64: its addresses `host(i)`, and the /64 next to it. */
function newNetwork() {
  networks += 1;
  const prefix = `2001:db8:${networks.toString(16)}:1`;
  return {
    host: (i: number) =>
      `${prefix}:${((i * 7919) % 0xffff).toString(16)}:${i.toString(16)}::${(i + 1).toString(16)}`,
    neighbour: `2001:db8:${networks.toString(16)}:2::1`,
  };
}
let v4 = 0;
const newIpv4 = () => {
  v4 += 4;
  return {
    address: `10.64.${Math.floor(v4 / 250)}.${v4 % 250}`,
    next: `10.64.${Math.floor(v4 / 250)}.${(v4 % 250) + 1}`,
  };
};

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;
const login = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `stuffed.${unique()}@example.com`, password: 'leaked-password' },
    remoteAddress,
  });

describe('sign-in per address: IPv6 by /64, IPv4 by address', () => {
  it(`forty failures from forty addresses of one /64 meet its limit of ${LOGIN_THROTTLE.addressFailures}; the next /64 is not affected`, async () => {
    const net = newNetwork();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await login(net.host(i))).statusCode);
    expect(statuses.slice(0, LOGIN_THROTTLE.addressFailures)).toEqual(
      Array(LOGIN_THROTTLE.addressFailures).fill(401),
    );
    expect(statuses.slice(LOGIN_THROTTLE.addressFailures)).toEqual(
      Array(40 - LOGIN_THROTTLE.addressFailures).fill(429),
    );
    expect((await login(net.neighbour)).statusCode).toBe(401);
  }, 120_000);

  it('an IPv4 address past its limit leaves its neighbour alone', async () => {
    const { address, next } = newIpv4();
    for (let i = 0; i < LOGIN_THROTTLE.addressFailures; i += 1)
      expect((await login(address)).statusCode).toBe(401);
    expect((await login(address)).statusCode).toBe(429);
    expect((await login(next)).statusCode).toBe(401);
  }, 120_000);
});

/** The other limits: `allowed` calls from as many addresses of one /64, then one more is refused. */
const limits: { name: string; allowed: number; call: (remoteAddress: string) => Promise<number> }[] = [
  {
    name: 'sign-up',
    allowed: REGISTRATION_RATE_LIMIT.attempts,
    call: async (remoteAddress) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: app.newAccount(),
          remoteAddress,
        })
      ).statusCode,
  },
  {
    name: 'password reset request',
    allowed: PASSWORD_RESET_RATE_LIMIT.addressRequests,
    call: async (remoteAddress) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: `nobody.${unique()}@example.com` },
          remoteAddress,
        })
      ).statusCode,
  },
  {
    name: 'password reset confirmation',
    allowed: PASSWORD_RESET_RATE_LIMIT.addressConfirms,
    call: async (remoteAddress) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token: `guess${unique()}`.padEnd(43, 'x'), password: 'violet-kettle-sunrise-42' },
          remoteAddress,
        })
      ).statusCode,
  },
  {
    name: 'contact form',
    allowed: INQUIRY_RATE_LIMIT.messages,
    call: async (remoteAddress) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/inquiry',
          payload: {
            name: 'Abebe',
            email: 'abebe@example.com',
            subject: 'Hello',
            message: `Question ${unique()}`,
          },
          remoteAddress,
        })
      ).statusCode,
  },
  {
    name: 'coupon look-up',
    allowed: COUPON_LOOKUP_LIMIT.points,
    call: async (remoteAddress) =>
      (await app.inject({ method: 'GET', url: '/api/discount-codes/NOSUCHCODE', remoteAddress })).statusCode,
  },
];

describe.each(limits)('$name per address: IPv6 by /64', ({ allowed, call }) => {
  it(`allows ${allowed} calls from as many addresses of one /64, refuses the next; the next /64 is not affected`, async () => {
    const net = newNetwork();
    for (let i = 0; i < allowed; i += 1) expect(await call(net.host(i))).not.toBe(429);
    expect(await call(net.host(allowed))).toBe(429);
    expect(await call(net.neighbour)).not.toBe(429);
  }, 120_000);
});
