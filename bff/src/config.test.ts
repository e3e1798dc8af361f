import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTtlSeconds, REPO_ROOT } from './config.ts';

const SECRET = 'a'.repeat(32);
const base = { JWT_SECRET: SECRET, CONNECTION_SECRET: SECRET, DEVICE_COOKIE_SECRET: SECRET };

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bff-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('defaults PORT 8080, HOST 0.0.0.0, SQLite under data/, frontend/dist and the shop payment values', () => {
    const config = loadConfig({ ...base });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqliteFile).toBe(path.join(REPO_ROOT, 'data', 'storefront.sqlite'));
    expect(config.staticDir).toBe(path.join(REPO_ROOT, 'frontend', 'dist'));
    expect(config.jwt).toMatchObject({
      ttl: '12h',
      ttlSeconds: 12 * 3600,
      issuer: 'etb-hosting',
      audience: 'etb-hosting-app',
    });
    expect(config.payment).toEqual({
      cbeAccount: '1000123456789',
      cbeAccountName: 'Abay Cloud',
      telebirrName: 'Abay Cloud',
      telebirrNumber: '+251911234567',
    });
    expect(config.admin).toBeUndefined();
    expect(config.warnings).toEqual([]);
  });

  it('reads the variables it knows', () => {
    const config = loadConfig({
      ...base,
      PORT: '9000',
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/shop',
      JWT_TTL: '30m',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-enough-password',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
    expect(config.port).toBe(9000);
    expect(config.databaseUrl).toBe('mysql://root@127.0.0.1:3306/shop');
    expect(config.jwt.ttlSeconds).toBe(1800);
    expect(config.admin).toEqual({
      email: 'Boss@Example.com',
      password: 'long-enough-password',
      username: 'admin',
    });
    expect(config.logLevel).toBe('debug');
  });

  it('keeps PAYMENT_TELEBIRR_NUMBER in its one form whatever its spelling, and refuses what is no mobile number', () => {
    for (const spelling of ['0912345678', '912345678', '251912345678', '+251 91 234 5678', '0912-345-678']) {
      expect(loadConfig({ ...base, PAYMENT_TELEBIRR_NUMBER: spelling }).payment.telebirrNumber).toBe(
        '+251912345678',
      );
    }
    expect(() => loadConfig({ ...base, PAYMENT_TELEBIRR_NUMBER: '0812345678' })).toThrow(
      'PAYMENT_TELEBIRR_NUMBER must be an Ethiopian mobile number, e.g. 0912345678 or +251912345678',
    );
  });

  it('is silent in tests whatever LOG_LEVEL says', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('silent');
  });

  it('rejects a JWT_SECRET shorter than 32 characters with a clear message', () => {
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'postgres://x', ADMIN_EMAIL: 'a@b.co' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const { problems } = err as ConfigError;
      expect(problems).toContain('PORT must be a number');
      expect(problems).toContain('DATABASE_URL must start with mysql:// (or be unset for SQLite)');
      expect(problems).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    }
  });

  it('gives new affiliate codes 5% discount and 10% kickback unless configured', () => {
    expect(loadConfig({ ...base }).affiliate).toEqual({ discountPercent: 5, kickbackPercent: 10 });
    expect(
      loadConfig({
        ...base,
        AFFILIATE_DEFAULT_DISCOUNT_PERCENT: '7.5',
        AFFILIATE_DEFAULT_KICKBACK_PERCENT: ' 12.25 ',
      }).affiliate,
    ).toEqual({ discountPercent: 7.5, kickbackPercent: 12.25 });
    expect(
      loadConfig({
        ...base,
        AFFILIATE_DEFAULT_DISCOUNT_PERCENT: '0',
        AFFILIATE_DEFAULT_KICKBACK_PERCENT: '100',
      }).affiliate,
    ).toEqual({ discountPercent: 0, kickbackPercent: 100 });
  });

  it.each(['101', '-1', '5.555', 'five', '5%', '1e1'])(
    'refuses an affiliate percent of %j, naming the variable',
    (value) => {
      for (const variable of ['AFFILIATE_DEFAULT_DISCOUNT_PERCENT', 'AFFILIATE_DEFAULT_KICKBACK_PERCENT']) {
        expect(() => loadConfig({ ...base, [variable]: value })).toThrow(
          `${variable} must be a percent from 0 to 100 with at most two decimals, such as 5 or 12.5`,
        );
      }
    },
  );

  it('generates the JWT, connection and device cookie secrets into DATA_DIR (mode 0600) when unset, then reuses them', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    // The data directory is created for the owner alone.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwt.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwt.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'connection-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'device-cookie-secret')).mode & 0o777).toBe(0o600);
    expect(first.connectionSecret).not.toBe(first.jwt.secret);
    expect(new Set([first.jwt.secret, first.connectionSecret, first.deviceCookieSecret]).size).toBe(3);
    expect(first.warnings.join('\n')).toMatch(/JWT_SECRET is not set: generated/);
    expect(first.warnings.join('\n')).toMatch(/DEVICE_COOKIE_SECRET is not set: generated/);

    const second = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(second.jwt.secret).toBe(first.jwt.secret);
    expect(second.connectionSecret).toBe(first.connectionSecret);
    expect(second.deviceCookieSecret).toBe(first.deviceCookieSecret);
  });

  it('bounds password hashing: as many at once as cores, 16 waiting per running one, 1 s of wait', () => {
    const cores = availableParallelism();
    expect(loadConfig(base).passwordHashing).toEqual({
      concurrency: cores,
      maxQueued: 16 * cores,
      maxWaitMs: 1000,
    });
    expect(
      loadConfig({
        ...base,
        PASSWORD_HASH_CONCURRENCY: '3',
        PASSWORD_HASH_QUEUE: '0',
        PASSWORD_HASH_WAIT_MS: '250',
      }).passwordHashing,
    ).toEqual({ concurrency: 3, maxQueued: 0, maxWaitMs: 250 });
    expect(loadConfig({ ...base, PASSWORD_HASH_CONCURRENCY: '4' }).passwordHashing.maxQueued).toBe(64);
    expect(() => loadConfig({ ...base, PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(
      'PASSWORD_HASH_CONCURRENCY must be a whole number from 1 to 64',
    );
    expect(() => loadConfig({ ...base, PASSWORD_HASH_WAIT_MS: 'soon' })).toThrow(
      'PASSWORD_HASH_WAIT_MS must be a whole number from 1 to 60000',
    );
    expect(() => loadConfig({ ...base, DEVICE_COOKIE_SECRET: 'short' })).toThrow(
      'DEVICE_COOKIE_SECRET must be at least 32 characters long',
    );
  });

  it('counts rate limits in Redis only with REDIS_URL, and reads the sign-up allowance', () => {
    expect(loadConfig(base).rateLimits).toEqual({
      redisUrl: undefined,
      registration: { attempts: 10, windowSeconds: 3600 },
    });
    const configured = loadConfig({
      ...base,
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      REGISTRATION_LIMIT_PER_HOUR: '25',
    });
    expect(configured.rateLimits).toEqual({
      redisUrl: 'redis://127.0.0.1:6379/2',
      registration: { attempts: 25, windowSeconds: 3600 },
    });
    expect(() => loadConfig({ ...base, REDIS_URL: 'localhost:6379' })).toThrow(
      'REDIS_URL must start with redis:// or rediss:// (or be unset)',
    );
    expect(() => loadConfig({ ...base, REGISTRATION_LIMIT_PER_HOUR: '0' })).toThrow(
      'REGISTRATION_LIMIT_PER_HOUR must be a whole number of at least 1',
    );
  });

  it('reads how long an instance keeps the catalog (CATALOG_CACHE_TTL_SECONDS, default 60)', () => {
    expect(loadConfig(base).catalogCache).toEqual({ ttlSeconds: 60 });
    expect(loadConfig({ ...base, CATALOG_CACHE_TTL_SECONDS: '15' }).catalogCache).toEqual({ ttlSeconds: 15 });
    expect(loadConfig({ ...base, CATALOG_CACHE_TTL_SECONDS: '' }).catalogCache).toEqual({ ttlSeconds: 60 });
    for (const wrong of ['0', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ ...base, CATALOG_CACHE_TTL_SECONDS: wrong })).toThrow(
        'CATALOG_CACHE_TTL_SECONDS must be a whole number of seconds from 1 to 86400',
      );
    }
  });

  it('reads the lifecycle settings with their defaults, and refuses to start on a wrong one', () => {
    expect(loadConfig(base).lifecycle).toEqual({
      renewalOrderDays: 7,
      renewalPeriodDays: 30,
      graceDays: 0,
      terminateAfterDays: 14,
      terminationWarningDays: 3,
      unpaidOrderDays: 7,
      sweepSeconds: 300,
    });
    expect(
      loadConfig({ ...base, LIFECYCLE_SWEEP_SECONDS: '5', GRACE_DAYS: '2', RENEWAL_PERIOD_DAYS: '90' })
        .lifecycle,
    ).toMatchObject({ sweepSeconds: 5, graceDays: 2, renewalPeriodDays: 90 });
    expect(() => loadConfig({ ...base, LIFECYCLE_SWEEP_SECONDS: '4' })).toThrow(
      'LIFECYCLE_SWEEP_SECONDS must be a whole number from 5 to 86400',
    );
    expect(() => loadConfig({ ...base, UNPAID_ORDER_DAYS: 'week' })).toThrow(
      'UNPAID_ORDER_DAYS must be a whole number from 1 to 365',
    );
    expect(() => loadConfig({ ...base, GRACE_DAYS: '20' })).toThrow(
      'TERMINATE_AFTER_DAYS must be at least GRACE_DAYS',
    );
  });

  it('trusts no proxy unless TRUSTED_PROXIES names them, and refuses to start on a malformed entry', () => {
    expect(loadConfig(base).trustedProxies).toEqual([]);
    expect(
      loadConfig({ ...base, TRUSTED_PROXIES: 'loopback, 10.0.0.0/8, 2001:db8::7' }).trustedProxies,
    ).toEqual(['loopback', '10.0.0.0/8', '2001:db8::7']);
    expect(() => loadConfig({ ...base, TRUSTED_PROXIES: 'loopback, 10.0.0.0/33, nginx' })).toThrow(
      new ConfigError([
        'TRUSTED_PROXIES: "10.0.0.0/33" has a prefix length outside 1 to 32',
        'TRUSTED_PROXIES: "nginx" is not an IPv4 or IPv6 address, a CIDR range such as 10.0.0.0/8 or fd00::/8, or loopback',
      ]).message,
    );
  });

  it('reads ADMIN_REQUIRE_2FA as true or false (default false) and refuses anything else', () => {
    expect(loadConfig({ ...base }).adminRequire2fa).toBe(false);
    expect(loadConfig({ ...base, ADMIN_REQUIRE_2FA: '' }).adminRequire2fa).toBe(false);
    expect(loadConfig({ ...base, ADMIN_REQUIRE_2FA: 'true' }).adminRequire2fa).toBe(true);
    expect(loadConfig({ ...base, ADMIN_REQUIRE_2FA: 'false' }).adminRequire2fa).toBe(false);
    expect(() => loadConfig({ ...base, ADMIN_REQUIRE_2FA: 'yes please' })).toThrow(
      'ADMIN_REQUIRE_2FA must be true or false',
    );
  });

  it('reads AUTO_PROVISION as true or false (default true) and refuses anything else', () => {
    expect(loadConfig({ ...base }).autoProvision).toBe(true);
    expect(loadConfig({ ...base, AUTO_PROVISION: '' }).autoProvision).toBe(true);
    expect(loadConfig({ ...base, AUTO_PROVISION: 'false' }).autoProvision).toBe(false);
    expect(() => loadConfig({ ...base, AUTO_PROVISION: 'sometimes' })).toThrow(
      'AUTO_PROVISION must be true or false',
    );
  });

  it('parses durations', () => {
    expect(parseTtlSeconds('3600')).toBe(3600);
    expect(parseTtlSeconds('7d')).toBe(7 * 86400);
    expect(() => loadConfig({ ...base, JWT_TTL: 'soon' })).toThrow('JWT_TTL must be a duration');
  });
});
