import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookieName, deviceOf, newDeviceCookie } from './device-cookies.ts';

const SECRET = 'device-cookie-secret-for-this-test-0123456789';
const USER = '3f2c9a1e-8b7d-4c6a-9e5f-0a1b2c3d4e5f';
const OTHER = '00000000-0000-4000-8000-000000000000';

describe('device cookies', () => {
  it('names one cookie per account and gives each new cookie a new nonce, read back as the device', () => {
    expect(deviceCookieName(USER)).toBe(`device-${USER}`);
    const now = Date.UTC(2026, 10, 27);
    const a = newDeviceCookie(SECRET, USER, now);
    const b = newDeviceCookie(SECRET, USER, now);
    expect(a).toMatch(/^v1\.[\w-]{22}\.\d+\.[\w-]{43}$/);
    expect(deviceOf(SECRET, USER, a, now)).toBe(a.split('.')[1]);
    expect(deviceOf(SECRET, USER, b, now)).not.toBe(deviceOf(SECRET, USER, a, now));
  });

  it('refuses another account’s cookie, another key’s, a changed part, a malformed value', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The signature's 32 bytes take 43 characters, the last with 2 unused bits: flipping one
    // spells the same bytes otherwise.
    const otherSpelling = (last: string) => alphabet[alphabet.indexOf(last) ^ 1]!;
    const now = Date.now();
    const cookie = newDeviceCookie(SECRET, USER, now);
    const [version, nonce, issuedAt, signature] = cookie.split('.') as [string, string, string, string];
    const forged = [
      newDeviceCookie(SECRET, OTHER, now),
      newDeviceCookie(`${SECRET}x`, USER, now),
      [version, `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}`, issuedAt, signature].join('.'),
      [version, nonce, String(Number(issuedAt) + 1), signature].join('.'),
      [version, nonce, issuedAt, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`].join('.'),
      // Another spelling of the same bytes (only the last character's unused bits differ).
      [version, nonce, issuedAt, `${signature.slice(0, -1)}${otherSpelling(signature.at(-1)!)}`].join('.'),
      ['v2', nonce, issuedAt, signature].join('.'),
      [version, nonce, issuedAt].join('.'),
      `${cookie}.x`,
      '',
      'x'.repeat(500),
      undefined,
      42,
    ];
    for (const value of forged) expect(deviceOf(SECRET, USER, value, now), String(value)).toBeUndefined();
  });

  it('keeps for a year (a few minutes of clock skew allowed), no longer', () => {
    const issued = Date.UTC(2026, 0, 1);
    const cookie = newDeviceCookie(SECRET, USER, issued);
    const year = DEVICE_COOKIE.ttlSeconds * 1000;
    expect(deviceOf(SECRET, USER, cookie, issued + year - 1000)).toBeDefined();
    expect(deviceOf(SECRET, USER, cookie, issued + year + 1000)).toBeUndefined();
    expect(deviceOf(SECRET, USER, cookie, issued - 60_000)).toBeDefined();
    expect(deviceOf(SECRET, USER, cookie, issued - 3600_000)).toBeUndefined();
  });

  it('takes the first valid value when the browser sends the name twice', () => {
    const now = Date.now();
    const good = newDeviceCookie(SECRET, USER, now);
    expect(deviceOf(SECRET, USER, ['garbage', good], now)).toBe(good.split('.')[1]);
    expect(deviceOf(SECRET, USER, ['garbage', 'more'], now)).toBeUndefined();
  });
});
