/**
 * Test helpers: a real server on a fresh database (SQLite, or MySQL with TEST_DATABASE_URL),
 * plus shortcuts to sign users up and in. One `buildTestApp()` per test file (beforeAll), closed
 * in afterAll.
 */
import { randomBytes } from 'node:crypto';
import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import Jwt from '@hapi/jwt';
import { openSession } from '../../src/services/sessions.ts';
import { createTestDb } from '@shop/db/testing';
import type { Knex } from 'knex';
import { loadConfig } from '../../src/config.ts';
import type { AppConfig } from '../../src/config.ts';
import type { HandlerMap } from '../../src/plugins/contract.ts';
import { buildServer } from '../../src/server.ts';
import type { BuildServerOptions } from '../../src/server.ts';
import type { MailMessage, MailTransport } from '../../src/mail/index.ts';
import type { AuthUser } from '../../src/services/users.ts';

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';
export const TEST_PASSWORD = 'correct-horse-battery';
/**
 * TEST_PASSWORD as the shop hashed passwords before Argon2id (scrypt, N = 2^15, r = 8, p = 1),
 * written by that code: what an account made back then still holds until it signs in.
 */
export const LEGACY_SCRYPT_HASH =
  'scrypt$32768$8$1$6O2UsX_iI7iLs3Pn-JH1TQ$60hzXRGJnDEMAJSJ30lxnuwm2U8noCBcLB-Bfgf7_6qiRJ1_8URB65R36x049zWOTkMKfXieKfiKxnYY6n-Awg';

/** A configuration for tests: fixed secrets (no files written), silent logs, env overrides on top. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    CONNECTION_SECRET: 'test-connection-secret-that-is-long-enough-0123',
    DEVICE_COOKIE_SECRET: 'test-device-cookie-secret-that-is-long-enough-01',
    STATIC_DIR: '/nonexistent/bff-test-static',
    // Simulated machines settle at once: a test reads the state an action leaves.
    SIMULATED_DELAY_MS: '0',
    SIMULATED_CREATE_MS: '0',
    ...env,
  });
}

export interface TestUser {
  user: AuthUser;
  email: string;
  username: string;
  phone: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer <token>' }`, for `inject({ headers })`. */
  headers: { authorization: string };
}

export interface SignUpInput {
  username?: string;
  email?: string;
  phone?: string;
  password?: string;
}

export interface TestApp {
  server: Server;
  knex: Knex;
  config: AppConfig;
  /** `server.inject` with the JSON body parsed into `json` (undefined when not JSON). */
  inject<T = unknown>(
    options: ServerInjectOptions | string,
  ): Promise<ServerInjectResponse<unknown> & { json: T }>;
  /** Fresh, unique sign-up values (override any). */
  newAccount(input?: SignUpInput): Required<SignUpInput>;
  /** POST /api/auth/register then /api/auth/login; fails the test if either does not succeed. */
  signUp(input?: SignUpInput): Promise<TestUser>;
  /** Like signUp, then promoted to admin in the database (the token stays valid: roles are read fresh). */
  signUpAdmin(input?: SignUpInput): Promise<TestUser>;
  /** POST /api/auth/login; answers the token or throws with the response. */
  login(email: string, password: string): Promise<string>;
  /** Sets or clears the admin flag in the database. */
  setAdmin(userId: string, isAdmin: boolean): Promise<void>;
  /**
   * A token signed like the server's, with any claim or key replaced (for rejection tests); it
   * opens a session only with the `jti` of one (see openSession).
   */
  signToken(
    userId: string,
    overrides?: {
      secret?: string;
      aud?: string;
      iss?: string;
      exp?: number;
      iat?: number;
      ttlSec?: number;
      jti?: string;
    },
  ): string;
  /** Records a session for the user as a sign-in does: its token and id (the token's `jti`). */
  openSession(userId: string): Promise<{ token: string; sessionId: string }>;
  /** The mail the outbox delivered so far (an in-memory transport; runJobs() delivers). */
  sentMail: MailMessage[];
  /** Runs every due background job (provisioning, provider operations, mail) until none is due. */
  runJobs(): Promise<number>;
  /** Stops the server and destroys the test database. */
  close(): Promise<void>;
}

export interface BuildTestAppOptions extends Pick<
  BuildServerOptions,
  | 'loginThrottle'
  | 'passwordHashing'
  | 'registrationLimit'
  | 'rateLimitStore'
  | 'couponLookupLimit'
  | 'catalogCache'
  | 'log'
  | 'jobs'
  | 'providers'
  | 'mailTransport'
  | 'consoleLimits'
> {
  /** Environment overrides for testConfig (e.g. STATIC_DIR). */
  env?: Record<string, string | undefined>;
  handlers?: HandlerMap;
}

/** A transport that keeps what it "sends", so tests read the mail a change caused. */
function memoryMail(sent: MailMessage[]): MailTransport {
  return {
    kind: 'file',
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
}

let counter = 0;

export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDb();
  const sentMail: MailMessage[] = [];
  const config = testConfig(options.env);
  let server: Server;
  try {
    server = await buildServer({
      config,
      knex: db.knex,
      handlers: options.handlers,
      loginThrottle: options.loginThrottle,
      // Test files sign many customers up at once on a busy machine: they wait for their turn
      // rather than get 503; the hashing bounds' own tests (password-hashing.test.ts) set theirs.
      passwordHashing: options.passwordHashing ?? {
        ...config.passwordHashing,
        maxQueued: 100_000,
        maxWaitMs: 60_000,
      },
      // Test files sign many customers up from one address: only the sign-up limit's own tests
      // (routes/auth.test.ts) use the production allowance.
      registrationLimit: options.registrationLimit ?? { attempts: 10_000, windowSeconds: 3600 },
      rateLimitStore: options.rateLimitStore,
      couponLookupLimit: options.couponLookupLimit,
      catalogCache: options.catalogCache,
      log: options.log,
      providers: options.providers,
      consoleLimits: options.consoleLimits,
      mailTransport: options.mailTransport ?? memoryMail(sentMail),
      // Retries without waiting, so `app.server.app.jobs.runDue()` carries a job to its end.
      jobs: { backoff: () => 0, ...options.jobs },
    });
  } catch (err) {
    await db.destroy();
    throw err;
  }

  const inject: TestApp['inject'] = async (injectOptions) => {
    const res = await server.inject(injectOptions);
    let json: unknown;
    const type = String(res.headers['content-type'] ?? '');
    if (type.includes('application/json') && res.payload) json = JSON.parse(res.payload);
    return Object.assign(res, { json }) as ServerInjectResponse<unknown> & { json: never };
  };

  const newAccount: TestApp['newAccount'] = (input = {}) => {
    counter += 1;
    const tag = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
    return {
      username: input.username ?? `user_${tag}`,
      email: input.email ?? `user.${tag}@example.com`,
      phone: input.phone ?? '+251911234567',
      password: input.password ?? TEST_PASSWORD,
    };
  };

  const login: TestApp['login'] = async (email, password) => {
    const res = await inject<{ token: string }>({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email} answered ${res.statusCode}: ${res.payload}`);
    return res.json.token;
  };

  const signUp: TestApp['signUp'] = async (input) => {
    const account = newAccount(input);
    const res = await inject<{ user: AuthUser }>({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
    });
    if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.payload}`);
    const token = await login(account.email, account.password);
    return { ...account, user: res.json.user, token, headers: { authorization: `Bearer ${token}` } };
  };

  const setAdmin: TestApp['setAdmin'] = async (userId, isAdmin) => {
    await db.knex('users').where({ id: userId }).update({ is_admin: isAdmin, updated_at: new Date() });
  };

  const signUpAdmin: TestApp['signUpAdmin'] = async (input) => {
    const account = await signUp(input);
    await setAdmin(account.user.id, true);
    return { ...account, user: { ...account.user, isAdmin: true } };
  };

  const signToken: TestApp['signToken'] = (userId, overrides = {}) => {
    const payload: Record<string, unknown> = {
      sub: userId,
      iss: overrides.iss ?? config.jwt.issuer,
      aud: overrides.aud ?? config.jwt.audience,
    };
    if (overrides.exp !== undefined) payload.exp = overrides.exp;
    if (overrides.iat !== undefined) payload.iat = overrides.iat;
    if (overrides.jti !== undefined) payload.jti = overrides.jti;
    return Jwt.token.generate(
      payload,
      { key: overrides.secret ?? config.jwt.secret, algorithm: 'HS256' },
      { ttlSec: overrides.ttlSec ?? config.jwt.ttlSeconds },
    );
  };

  const openTestSession: TestApp['openSession'] = (userId) => openSession(db.knex, config.jwt, userId);

  const close: TestApp['close'] = async () => {
    try {
      await server.stop();
    } finally {
      await db.destroy();
    }
  };

  return {
    server,
    knex: db.knex,
    config,
    inject,
    newAccount,
    signUp,
    signUpAdmin,
    login,
    setAdmin,
    signToken,
    openSession: openTestSession,
    runJobs: () => server.app.jobs.runDue(),
    sentMail,
    close,
  };
}
