import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const SECRET = 'a'.repeat(32);
const base = { JWT_SECRET: SECRET, CONNECTION_SECRET: SECRET, DEVICE_COOKIE_SECRET: SECRET };
const KEY = 'CHASECK_TEST-abcdefghijklmnopqrstuvwx';
const HOOK = 'hook-secret-0123456789';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  return [];
}

describe('Chapa settings', () => {
  it('leave Chapa off when none is set (nothing changes)', () => {
    expect(loadConfig({ ...base }).chapa).toBeUndefined();
    expect(loadConfig({ ...base, CHAPA_SECRET_KEY: ' ', CHAPA_WEBHOOK_SECRET: '' }).chapa).toBeUndefined();
  });

  it('turn Chapa on with the key and the webhook secret, calling https://api.chapa.co by default', () => {
    expect(loadConfig({ ...base, CHAPA_SECRET_KEY: KEY, CHAPA_WEBHOOK_SECRET: HOOK }).chapa).toEqual({
      secretKey: KEY,
      webhookSecret: HOOK,
      baseUrl: 'https://api.chapa.co',
    });
    expect(
      loadConfig({
        ...base,
        CHAPA_SECRET_KEY: 'CHASECK-live0123456789',
        CHAPA_WEBHOOK_SECRET: HOOK,
        CHAPA_BASE_URL: 'http://127.0.0.1:9999/',
      }).chapa?.baseUrl,
    ).toBe('http://127.0.0.1:9999');
  });

  it('refuse the key without the webhook secret, and the secret without the key', () => {
    expect(problemsOf({ CHAPA_SECRET_KEY: KEY })).toEqual([
      'CHAPA_WEBHOOK_SECRET must be set when CHAPA_SECRET_KEY is set',
    ]);
    expect(problemsOf({ CHAPA_WEBHOOK_SECRET: HOOK })).toEqual([
      'CHAPA_SECRET_KEY must be set when CHAPA_WEBHOOK_SECRET is set',
    ]);
  });

  it.each([
    [
      { CHAPA_SECRET_KEY: 'sk_live_not-chapa-1234567', CHAPA_WEBHOOK_SECRET: HOOK },
      'CHAPA_SECRET_KEY must be',
    ],
    [{ CHAPA_SECRET_KEY: KEY, CHAPA_WEBHOOK_SECRET: 'short' }, 'CHAPA_WEBHOOK_SECRET must be'],
    [{ CHAPA_SECRET_KEY: KEY, CHAPA_WEBHOOK_SECRET: 'has a space in it' }, 'CHAPA_WEBHOOK_SECRET must be'],
    [
      { CHAPA_SECRET_KEY: KEY, CHAPA_WEBHOOK_SECRET: HOOK, CHAPA_BASE_URL: 'ftp://api.chapa.co' },
      'CHAPA_BASE_URL must be',
    ],
    [
      { CHAPA_SECRET_KEY: KEY, CHAPA_WEBHOOK_SECRET: HOOK, CHAPA_BASE_URL: 'api.chapa.co' },
      'CHAPA_BASE_URL must be',
    ],
  ])('stop the start on a malformed setting, naming it without a secret (%j)', (env, start) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${start}`));
    expect(problems[0]).not.toContain(env.CHAPA_SECRET_KEY);
    expect(problems[0]).not.toContain(env.CHAPA_WEBHOOK_SECRET);
  });
});
