import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AFFILIATE_DEFAULT_DISCOUNT_PERCENT,
  AFFILIATE_DEFAULT_KICKBACK_PERCENT,
  canonicalPhone,
  SHOP_PAYMENT_ACCOUNTS,
} from '@shop/domain';
import { PASSWORD_HASHING, REGISTRATION_RATE_LIMIT } from '@shop/domain/rate-limits';
import type { RegistrationRateLimit } from '@shop/domain/rate-limits';
import { TICKET_AUTOCLOSE_DAYS } from '@shop/domain/tickets';
import Joi from 'joi';
import { parseChapaConfig } from './services/chapa/config.ts';
import { parseNotificationConfig } from './services/notifications/config.ts';
import type { SmsConfig, TelegramConfig } from './services/notifications/config.ts';
import { parseReceiptConfig } from './services/receipts/config.ts';
import type { ReceiptConfig } from './services/receipts/config.ts';
import type { ChapaConfig } from './services/chapa/config.ts';
import { parseInvoiceConfig } from './services/invoices/config.ts';
import type { InvoiceConfig } from './services/invoices/config.ts';
import { parseMailConfig } from './mail/config.ts';
import type { MailConfig } from './mail/config.ts';
import { parseTrustedProxies } from './plugins/trusted-proxies.ts';
import { parseProviderConfig } from './providers/config.ts';
import { parseLifecycleConfig } from './services/lifecycle/config.ts';
import type { LifecycleSettings } from './services/lifecycle/config.ts';
import { DEFAULT_CATALOG_TTL_MS } from './services/catalog-cache.ts';
import type { ProviderConfig } from './providers/config.ts';

/** The repository root, independent of the working directory (`npm start` runs inside bff/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type NodeEnv = 'production' | 'development' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  env: NodeEnv;
  port: number;
  host: string;
  /** `mysql://...`; undefined means the SQLite file `sqliteFile`. */
  databaseUrl: string | undefined;
  /** Where generated secrets (and, by default, the SQLite file) live. */
  dataDir: string;
  sqliteFile: string;
  jwt: {
    secret: string;
    /** As written in JWT_TTL, e.g. '12h'. */
    ttl: string;
    ttlSeconds: number;
    issuer: 'etb-hosting';
    audience: 'etb-hosting-app';
  };
  /** Present when ADMIN_EMAIL and ADMIN_PASSWORD are both set. */
  admin: { email: string; password: string; username: string } | undefined;
  /**
   * ADMIN_REQUIRE_2FA: admins must have two-factor sign-in on; without it every admin operation
   * answers 403 (code two_factor_setup_required) and they cannot turn it off. Default false.
   */
  adminRequire2fa: boolean;
  logLevel: LogLevel;
  /** Absolute path of the built app. */
  staticDir: string;
  payment: { cbeAccount: string; cbeAccountName: string; telebirrNumber: string; telebirrName: string };
  /** Key material for encrypting service connection credentials. */
  connectionSecret: string;
  /**
   * The key of the device cookies' signatures (DEVICE_COOKIE_SECRET; generated into the data
   * directory when unset): every instance must share it, as JWT_SECRET.
   */
  deviceCookieSecret: string;
  /**
   * How many password hashes run at once (PASSWORD_HASH_CONCURRENCY, the number of cores by
   * default), how many may wait (PASSWORD_HASH_QUEUE, 16 per running one by default) and for how
   * long (PASSWORD_HASH_WAIT_MS, 1000) before a sign-in, sign-up or new password answers 503.
   */
  passwordHashing: { concurrency: number; maxQueued: number; maxWaitMs: number };
  /** The provider drivers per product family and their settings (PROVIDER_*, PROXMOX_*, PTERODACTYL_*). */
  providers: ProviderConfig;
  /** The shop's public address, for links in e-mails (APP_URL; http://localhost:<PORT> by default). */
  appUrl: string;
  /** SMTP_URL, MAIL_FROM, SUPPORT_EMAIL; without SMTP_URL mail is written as .eml files under DATA_DIR. */
  mail: MailConfig;
  /** What a new affiliate code gives (AFFILIATE_DEFAULT_DISCOUNT_PERCENT, AFFILIATE_DEFAULT_KICKBACK_PERCENT). */
  affiliate: { discountPercent: number; kickbackPercent: number };
  /**
   * Where the rate limits (sign-in, sign-up, coupon look-up, contact form) are counted: Redis when
   * REDIS_URL is set, else the app's database; the sign-up allowance per address
   * (REGISTRATION_LIMIT_PER_HOUR, default domain's REGISTRATION_RATE_LIMIT).
   */
  rateLimits: { redisUrl: string | undefined; registration: RegistrationRateLimit };
  /**
   * How long an instance answers catalog pages from its own cache (CATALOG_CACHE_TTL_SECONDS,
   * default 60): the bound on how late another instance's catalog change is seen here.
   */
  catalogCache: { ttlSeconds: number };
  /**
   * TRUSTED_PROXIES: the reverse proxies (addresses, CIDR ranges, `loopback`) whose
   * X-Forwarded-For and X-Forwarded-Proto are believed; empty (the default) believes nobody's.
   */
  trustedProxies: string[];
  /**
   * Chapa online payment (CHAPA_SECRET_KEY, CHAPA_WEBHOOK_SECRET, CHAPA_BASE_URL); undefined when
   * not configured. Holds secrets: never log it.
   */
  chapa: ChapaConfig | undefined;
  /**
   * AUTO_PROVISION (default true): an order that becomes paid gets its service created and
   * provisioned at once, in the same transaction; false leaves Create Service to the admin.
   */
  autoProvision: boolean;
  /**
   * Reported transfers checked against the bank's receipt (RECEIPT_VERIFICATION, default off;
   * PAYMENT_AUTO_CONFIRM, default true; CBE_RECEIPT_URL, TELEBIRR_RECEIPT_URL).
   */
  receipts: ReceiptConfig;
  /** INVOICE_PREFIX and the seller's details (SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_TIN, SELLER_VAT_NUMBER). */
  invoices: InvoiceConfig;
  /**
   * The service lifecycle (RENEWAL_ORDER_DAYS, RENEWAL_PERIOD_DAYS, GRACE_DAYS, TERMINATE_AFTER_DAYS,
   * TERMINATION_WARNING_DAYS, UNPAID_ORDER_DAYS, LIFECYCLE_SWEEP_SECONDS).
   */
  lifecycle: LifecycleSettings;
  /** Support tickets: an answered ticket without a reply closes after TICKET_AUTOCLOSE_DAYS (7). */
  tickets: { autoCloseDays: number };
  /**
   * The Telegram bot (TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME, TELEGRAM_WEBHOOK_SECRET,
   * TELEGRAM_API_URL, TELEGRAM_ADMIN_CHAT_ID); undefined when not configured. Holds secrets.
   */
  telegram: TelegramConfig | undefined;
  /** SMS through AfroMessage (AFROMESSAGE_TOKEN, _SENDER, _IDENTIFIER, _URL); undefined when not configured. */
  sms: SmsConfig | undefined;
  /** Things worth a log line at start (e.g. a generated secret); config.ts does not log itself. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const SECRET_MIN = 32;
const TTL_PATTERN = /^(\d+)\s*(s|m|h|d)?$/;
const TTL_UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** A percent from 0 to 100 with at most two decimals (stored as basis points), as written in the environment. */
const PERCENT_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

function percentSetting(variable: string, fallback: number) {
  return Joi.string()
    .trim()
    .pattern(PERCENT_PATTERN)
    .empty('')
    .default(String(fallback))
    .messages({
      'string.pattern.base': `${variable} must be a percent from 0 to 100 with at most two decimals, such as 5 or 12.5`,
    });
}

/** An optional whole number from `min` to `max`, with one message for every way to miss. */
function wholeNumberSetting(variable: string, min: number, max: number) {
  const message = `${variable} must be a whole number from ${min} to ${max}`;
  return Joi.number().integer().min(min).max(max).empty('').messages({
    'number.base': message,
    'number.integer': message,
    'number.min': message,
    'number.max': message,
  });
}

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('production', 'development', 'test').default('development'),
  PORT: Joi.number().integer().min(0).max(65535).default(8080),
  HOST: Joi.string().min(1).default('0.0.0.0'),
  DATABASE_URL: Joi.string()
    .pattern(/^mysql:\/\/.+/)
    .empty('')
    .messages({ 'string.pattern.base': 'DATABASE_URL must start with mysql:// (or be unset for SQLite)' }),
  DATA_DIR: Joi.string().empty(''),
  JWT_SECRET: Joi.string()
    .min(SECRET_MIN)
    .empty('')
    .messages({ 'string.min': `JWT_SECRET must be at least ${SECRET_MIN} characters long` }),
  JWT_TTL: Joi.string()
    .pattern(TTL_PATTERN)
    .default('12h')
    .messages({ 'string.pattern.base': 'JWT_TTL must be a duration such as 3600, 30m, 12h or 7d' }),
  ADMIN_EMAIL: Joi.string().email({ tlds: false }).empty(''),
  ADMIN_PASSWORD: Joi.string()
    .min(8)
    .max(128)
    .empty('')
    .messages({ 'string.min': 'ADMIN_PASSWORD must be at least 8 characters long' }),
  ADMIN_USERNAME: Joi.string()
    .min(3)
    .max(32)
    .pattern(/^[A-Za-z0-9_.-]+$/)
    .empty('')
    .default('admin'),
  ADMIN_REQUIRE_2FA: Joi.boolean()
    .empty('')
    .default(false)
    .messages({ 'boolean.base': 'ADMIN_REQUIRE_2FA must be true or false' }),
  AUTO_PROVISION: Joi.boolean()
    .empty('')
    .default(true)
    .messages({ 'boolean.base': 'AUTO_PROVISION must be true or false' }),
  LOG_LEVEL: Joi.string()
    .valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent')
    .empty('')
    .default('info'),
  STATIC_DIR: Joi.string().empty('').default('frontend/dist'),
  PAYMENT_CBE_ACCOUNT: Joi.string().empty('').default(SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber),
  PAYMENT_CBE_ACCOUNT_NAME: Joi.string().empty('').default(SHOP_PAYMENT_ACCOUNTS.cbe.accountName),
  // Any spelling of an Ethiopian mobile number, kept in its one form +2519… (domain's canonicalPhone).
  PAYMENT_TELEBIRR_NUMBER: Joi.string()
    .empty('')
    .default(SHOP_PAYMENT_ACCOUNTS.telebirr.phoneNumber)
    .custom((value: string, helpers) => canonicalPhone(value) ?? helpers.error('any.invalid'))
    .messages({
      'any.invalid':
        'PAYMENT_TELEBIRR_NUMBER must be an Ethiopian mobile number, e.g. 0912345678 or +251912345678',
    }),
  PAYMENT_TELEBIRR_NAME: Joi.string().empty('').default(SHOP_PAYMENT_ACCOUNTS.telebirr.accountName),
  APP_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .empty('')
    .messages({
      'string.uriCustomScheme': 'APP_URL must be an http(s) address',
      'string.uri': 'APP_URL must be an http(s) address',
    }),
  CONNECTION_SECRET: Joi.string()
    .min(SECRET_MIN)
    .empty('')
    .messages({ 'string.min': `CONNECTION_SECRET must be at least ${SECRET_MIN} characters long` }),
  DEVICE_COOKIE_SECRET: Joi.string()
    .min(SECRET_MIN)
    .empty('')
    .messages({ 'string.min': `DEVICE_COOKIE_SECRET must be at least ${SECRET_MIN} characters long` }),
  PASSWORD_HASH_CONCURRENCY: wholeNumberSetting('PASSWORD_HASH_CONCURRENCY', 1, 64),
  PASSWORD_HASH_QUEUE: wholeNumberSetting('PASSWORD_HASH_QUEUE', 0, 10_000),
  PASSWORD_HASH_WAIT_MS: wholeNumberSetting('PASSWORD_HASH_WAIT_MS', 1, 60_000),
  TICKET_AUTOCLOSE_DAYS: wholeNumberSetting('TICKET_AUTOCLOSE_DAYS', 1, 365),
  AFFILIATE_DEFAULT_DISCOUNT_PERCENT: percentSetting(
    'AFFILIATE_DEFAULT_DISCOUNT_PERCENT',
    AFFILIATE_DEFAULT_DISCOUNT_PERCENT,
  ),
  AFFILIATE_DEFAULT_KICKBACK_PERCENT: percentSetting(
    'AFFILIATE_DEFAULT_KICKBACK_PERCENT',
    AFFILIATE_DEFAULT_KICKBACK_PERCENT,
  ),
  REDIS_URL: Joi.string()
    .pattern(/^rediss?:\/\/.+/)
    .empty('')
    .messages({ 'string.pattern.base': 'REDIS_URL must start with redis:// or rediss:// (or be unset)' }),
  REGISTRATION_LIMIT_PER_HOUR: Joi.number()
    .integer()
    .min(1)
    .empty('')
    .default(REGISTRATION_RATE_LIMIT.attempts)
    .messages({
      'number.base': 'REGISTRATION_LIMIT_PER_HOUR must be a whole number of at least 1',
      'number.integer': 'REGISTRATION_LIMIT_PER_HOUR must be a whole number of at least 1',
      'number.min': 'REGISTRATION_LIMIT_PER_HOUR must be a whole number of at least 1',
    }),
  CATALOG_CACHE_TTL_SECONDS: Joi.number()
    .integer()
    .min(1)
    .max(86_400)
    .empty('')
    .default(DEFAULT_CATALOG_TTL_MS / 1000)
    .messages({
      'number.base': 'CATALOG_CACHE_TTL_SECONDS must be a whole number of seconds from 1 to 86400',
      'number.integer': 'CATALOG_CACHE_TTL_SECONDS must be a whole number of seconds from 1 to 86400',
      'number.min': 'CATALOG_CACHE_TTL_SECONDS must be a whole number of seconds from 1 to 86400',
      'number.max': 'CATALOG_CACHE_TTL_SECONDS must be a whole number of seconds from 1 to 86400',
    }),
})
  .and('ADMIN_EMAIL', 'ADMIN_PASSWORD')
  .messages({ 'object.and': 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' })
  .unknown(true);

interface Env {
  NODE_ENV: NodeEnv;
  PORT: number;
  HOST: string;
  DATABASE_URL?: string;
  DATA_DIR?: string;
  JWT_SECRET?: string;
  JWT_TTL: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  ADMIN_USERNAME: string;
  ADMIN_REQUIRE_2FA: boolean;
  AUTO_PROVISION: boolean;
  LOG_LEVEL: LogLevel;
  STATIC_DIR: string;
  PAYMENT_CBE_ACCOUNT: string;
  PAYMENT_CBE_ACCOUNT_NAME: string;
  PAYMENT_TELEBIRR_NUMBER: string;
  PAYMENT_TELEBIRR_NAME: string;
  CONNECTION_SECRET?: string;
  DEVICE_COOKIE_SECRET?: string;
  PASSWORD_HASH_CONCURRENCY?: number;
  PASSWORD_HASH_QUEUE?: number;
  PASSWORD_HASH_WAIT_MS?: number;
  TICKET_AUTOCLOSE_DAYS?: number;
  APP_URL?: string;
  AFFILIATE_DEFAULT_DISCOUNT_PERCENT: string;
  AFFILIATE_DEFAULT_KICKBACK_PERCENT: string;
  REDIS_URL?: string;
  REGISTRATION_LIMIT_PER_HOUR: number;
  CATALOG_CACHE_TTL_SECONDS: number;
}

export function parseTtlSeconds(ttl: string): number {
  const match = TTL_PATTERN.exec(ttl.trim());
  if (!match) throw new ConfigError([`JWT_TTL "${ttl}" is not a duration`]);
  const unit = (match[2] ?? 's') as keyof typeof TTL_UNIT_SECONDS;
  return Number(match[1]) * TTL_UNIT_SECONDS[unit];
}

/**
 * A secret kept in a file under the data directory: read when present, otherwise generated
 * (48 random bytes, base64url) and written with mode 0600.
 */
export function readOrCreateSecret(file: string): { secret: string; created: boolean } {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= SECRET_MIN) return { secret, created: false };
  }
  // The data directory is the owner's alone (the database and the secrets live there).
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, created: true };
}

/**
 * Reads and validates the environment once. Throws a ConfigError listing every problem.
 * The only side effect: when JWT_SECRET, CONNECTION_SECRET or DEVICE_COOKIE_SECRET is unset, the
 * secret is read from (or generated into) `<DATA_DIR>/jwt-secret`, `<DATA_DIR>/connection-secret`
 * or `<DATA_DIR>/device-cookie-secret`, so that `npm start` works on a fresh machine and tokens
 * and device cookies survive a restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { value, error } = schema.validate(env, { abortEarly: false, convert: true });
  const e = (value ?? {}) as Env;
  const resolveFromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  const dataDir = resolveFromRoot(e.DATA_DIR || 'data');
  const providers = parseProviderConfig(env);
  const mail = parseMailConfig(env, dataDir);
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  const chapa = parseChapaConfig(env);
  const receipts = parseReceiptConfig(env);
  const invoices = parseInvoiceConfig(env);
  const lifecycle = parseLifecycleConfig(env);
  const notifications = parseNotificationConfig(env);
  const problems = [
    ...(error?.details.map((d) => d.message.replace(/^"([A-Z_]+)" /, '$1 ')) ?? []),
    ...providers.problems,
    ...mail.problems,
    ...trustedProxies.problems,
    ...chapa.problems,
    ...receipts.problems,
    ...invoices.problems,
    ...lifecycle.problems,
    ...notifications.problems,
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  const warnings: string[] = [];

  const secretFromFile = (name: string, variable: string): string => {
    const file = path.join(dataDir, name);
    const { secret, created } = readOrCreateSecret(file);
    warnings.push(
      created
        ? `${variable} is not set: generated a random one and stored it in ${file} (mode 0600)`
        : `${variable} is not set: using the one stored in ${file}`,
    );
    return secret;
  };

  const jwtSecret = e.JWT_SECRET ?? secretFromFile('jwt-secret', 'JWT_SECRET');
  const connectionSecret = e.CONNECTION_SECRET ?? secretFromFile('connection-secret', 'CONNECTION_SECRET');
  const deviceCookieSecret =
    e.DEVICE_COOKIE_SECRET ?? secretFromFile('device-cookie-secret', 'DEVICE_COOKIE_SECRET');
  const hashConcurrency = e.PASSWORD_HASH_CONCURRENCY ?? availableParallelism();

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sqliteFile: path.join(dataDir, 'storefront.sqlite'),
    jwt: {
      secret: jwtSecret,
      ttl: e.JWT_TTL,
      ttlSeconds: parseTtlSeconds(e.JWT_TTL),
      issuer: 'etb-hosting',
      audience: 'etb-hosting-app',
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, username: e.ADMIN_USERNAME }
        : undefined,
    adminRequire2fa: e.ADMIN_REQUIRE_2FA,
    logLevel: e.NODE_ENV === 'test' ? 'silent' : e.LOG_LEVEL,
    staticDir: resolveFromRoot(e.STATIC_DIR),
    payment: {
      cbeAccount: e.PAYMENT_CBE_ACCOUNT,
      cbeAccountName: e.PAYMENT_CBE_ACCOUNT_NAME,
      telebirrNumber: e.PAYMENT_TELEBIRR_NUMBER,
      telebirrName: e.PAYMENT_TELEBIRR_NAME,
    },
    connectionSecret,
    deviceCookieSecret,
    passwordHashing: {
      concurrency: hashConcurrency,
      maxQueued: e.PASSWORD_HASH_QUEUE ?? PASSWORD_HASHING.queuedPerRunning * hashConcurrency,
      maxWaitMs: e.PASSWORD_HASH_WAIT_MS ?? PASSWORD_HASHING.waitMs,
    },
    providers: providers.value,
    mail: mail.value,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    affiliate: {
      discountPercent: Number(e.AFFILIATE_DEFAULT_DISCOUNT_PERCENT),
      kickbackPercent: Number(e.AFFILIATE_DEFAULT_KICKBACK_PERCENT),
    },
    rateLimits: {
      redisUrl: e.REDIS_URL,
      registration: {
        attempts: e.REGISTRATION_LIMIT_PER_HOUR,
        windowSeconds: REGISTRATION_RATE_LIMIT.windowSeconds,
      },
    },
    catalogCache: { ttlSeconds: e.CATALOG_CACHE_TTL_SECONDS },
    trustedProxies: trustedProxies.value,
    chapa: chapa.value,
    autoProvision: e.AUTO_PROVISION,
    receipts: receipts.value,
    invoices: invoices.value,
    lifecycle: lifecycle.value,
    tickets: { autoCloseDays: e.TICKET_AUTOCLOSE_DAYS ?? TICKET_AUTOCLOSE_DAYS },
    telegram: notifications.value.telegram,
    sms: notifications.value.sms,
    warnings,
  };
}
