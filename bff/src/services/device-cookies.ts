import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { nowMs as clockMs } from '@shop/db';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in to an account holds a cookie signed by the server for that account, so a later
 * sign-in from it is known to come from the owner's device and escapes the account-wide and
 * per-address limits (only that device's own failures slow it down). One cookie per account, so
 * a shared computer keeps one for each of its users:
 *
 *   name   device-<user id>
 *   value  v1.<nonce>.<issued at, Unix seconds>.<HMAC-SHA256 under DEVICE_COOKIE_SECRET>
 *
 * The nonce (16 random bytes) names the device in the throttle; the signature covers the user
 * id, the nonce and the time. A new cookie (a new nonce) is set at every successful sign-in.
 */

export const DEVICE_COOKIE = {
  namePrefix: 'device-',
  /** The browser sends it with sign-ins only. */
  path: '/api/auth/login',
  /** A year: a device the owner signs in from now and then stays known. */
  ttlSeconds: 365 * 24 * 3600,
} as const;

const VERSION = 'v1';
/** A cookie issued this far in the future (a clock ahead on another instance) is still taken. */
const CLOCK_SKEW_SECONDS = 300;

export function deviceCookieName(userId: string): string {
  return `${DEVICE_COOKIE.namePrefix}${userId}`;
}

function signature(secret: string, userId: string, nonce: string, issuedAt: string): Buffer {
  return createHmac('sha256', secret)
    .update(`device-cookie:${VERSION}:${userId}:${nonce}:${issuedAt}`)
    .digest();
}

/** A new cookie value for the account, on a new nonce. */
export function newDeviceCookie(secret: string, userId: string, nowMs: number = clockMs()): string {
  const nonce = randomBytes(16).toString('base64url');
  const issuedAt = String(Math.floor(nowMs / 1000));
  return [VERSION, nonce, issuedAt, signature(secret, userId, nonce, issuedAt).toString('base64url')].join(
    '.',
  );
}

/**
 * The device (the cookie's nonce) when `value` is a valid, unexpired device cookie of this
 * account, else undefined. Several values (the browser sent the name twice): the first valid one.
 */
export function deviceOf(
  secret: string,
  userId: string,
  value: unknown,
  nowMs: number = clockMs(),
): string | undefined {
  if (Array.isArray(value)) {
    for (const one of value) {
      const device = deviceOf(secret, userId, one, nowMs);
      if (device) return device;
    }
    return undefined;
  }
  if (typeof value !== 'string' || value.length > 200) return undefined;
  const parts = value.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return undefined;
  const [, nonce, issuedAt, signed] = parts as [string, string, string, string];
  if (!/^[\w-]{22}$/.test(nonce) || !/^\d{1,12}$/.test(issuedAt)) return undefined;
  const age = nowMs / 1000 - Number(issuedAt);
  if (age > DEVICE_COOKIE.ttlSeconds || age < -CLOCK_SKEW_SECONDS) return undefined;
  // Compared as text: base64url has several spellings of one byte string (a last character's
  // unused bits), and a cookie is valid only in the one this server writes.
  const expected = Buffer.from(signature(secret, userId, nonce, issuedAt).toString('base64url'));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return nonce;
}
