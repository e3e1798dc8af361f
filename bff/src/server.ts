import Hapi from '@hapi/hapi';
import type { Server } from '@hapi/hapi';
import { createDb } from '@shop/db';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { warnOnConnectionWaits } from './services/connection-waits.ts';
import type { AppState } from './app-state.ts';
import type { AppConfig } from './config.ts';
import { useInvoiceConfig } from './services/invoices/config.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientAddressPlugin } from './plugins/client-address.ts';
import {
  contractPlugin,
  MAX_BODY_BYTES,
  payloadFailAction,
  validationFailAction,
} from './plugins/contract.ts';
import type { HandlerMap } from './plugins/contract.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { loggingPlugin } from './plugins/logging.ts';
import type { LoggingOptions } from './plugins/logging.ts';
import { ROUTE_SECURITY, securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticPlugin } from './plugins/static.ts';
import { JobRunner } from './jobs/index.ts';
import type { JobRunnerOptions } from './jobs/index.ts';
import { jobDefinitions } from './job-registry.ts';
import { createMailTransport } from './mail/index.ts';
import type { MailTransport } from './mail/index.ts';
import { alertJobDead } from './services/notifications/admin-alerts.ts';
import { useNotificationSettings } from './services/notifications/delivery-settings.ts';
import { createProviders } from './providers/index.ts';
import type { Providers } from './providers/index.ts';
import { handlers as defaultHandlers } from './routes/index.ts';
import { catalogShortcut } from './routes/catalog.ts';
import { catalogUpdatedAt } from './services/catalog.ts';
import { attachConsoleSockets } from './services/console/socket.ts';
import type { ConsoleLimits } from './services/console/sessions.ts';
import { CatalogCache } from './services/catalog-cache.ts';
import type { CatalogCacheOptions } from './services/catalog-cache.ts';
import { CouponLookupLimiter } from './services/coupons.ts';
import { InquiryLimiter } from './services/inquiry.ts';
import { TicketLimiter } from './services/tickets/index.ts';
import { LoginThrottle } from './services/login-throttle.ts';
import type { LoginThrottleSettings } from './services/login-throttle.ts';
import {
  createRateLimitStore,
  PasswordResetLimiter,
  REDIS_START_WAIT_MS,
  RegistrationLimiter,
  TwoFactorThrottle,
} from './services/rate-limits/index.ts';
import type { RegistrationRateLimit } from '@shop/domain/rate-limits';
import { dummyPasswordHash } from './services/passwords.ts';
import { PasswordHashing } from './services/password-hashing.ts';
import type { PasswordHashingLimits } from './services/password-hashing.ts';

export interface BuildServerOptions {
  config: AppConfig;
  /** A knex instance the caller owns (and destroys). Without one, the server opens its own from
   * the config and destroys it when it stops. */
  knex?: Knex;
  /** Replaces the handler map (tests); defaults to routes/index.ts. */
  handlers?: HandlerMap;
  /** The per-server state's settings (tests); each defaults to production's. */
  loginThrottle?: LoginThrottleSettings;
  /** How much password hashing at once; defaults to the configuration's (PASSWORD_HASH_*). */
  passwordHashing?: PasswordHashingLimits;
  /** Sign-ups per address; defaults to the configuration's (REGISTRATION_LIMIT_PER_HOUR). */
  registrationLimit?: RegistrationRateLimit;
  couponLookupLimit?: ConstructorParameters<typeof CouponLookupLimiter>[1];
  /**
   * Where the limits are counted: by default Redis when the configuration has REDIS_URL, else the
   * server's database. `memory` keeps them in this process; `namespace` prefixes Redis keys.
   */
  rateLimitStore?: { memory?: boolean; namespace?: string };
  catalogCache?: Omit<CatalogCacheOptions, 'loadUpdatedAt'>;
  /** Replaces the configured provider drivers (tests: a driver that fails on purpose). */
  providers?: (configured: Providers) => Providers;
  /** Replaces the configured mail transport (tests: one that keeps the messages in memory). */
  mailTransport?: MailTransport;
  /** Where and from which level the logs go (tests: a stream of their own); the configuration's level to standard output by default. */
  log?: Pick<LoggingOptions, 'level' | 'stream'>;
  /** The job runner's timing (tests: a zero backoff). */
  jobs?: Pick<JobRunnerOptions, 'backoff' | 'pollMs' | 'leaseMs' | 'workerId' | 'now'>;
  /** The consoles' limits (tests: short ones); domain's by default. */
  consoleLimits?: Partial<ConsoleLimits>;
}

/** Opens the database the configuration names: MySQL for a mysql:// url, else the SQLite file. */
export function openDatabase(config: AppConfig): Knex {
  return config.databaseUrl
    ? createDb({ url: config.databaseUrl })
    : createDb({ filename: config.sqliteFile });
}

/** The one place where a server's state is built (see app-state.ts). */
function buildAppState(options: BuildServerOptions, knex: Knex, log: Logger, server: Server): AppState {
  const { config } = options;
  useInvoiceConfig(config.invoices);
  useNotificationSettings({ telegram: config.telegram, sms: config.sms, appUrl: config.appUrl });
  const configured = createProviders({ config: config.providers, knex, log });
  const providers = options.providers ? options.providers(configured) : configured;
  const mail = options.mailTransport ?? createMailTransport(config.mail);
  const deps = {
    knex,
    providers,
    connectionSecret: config.connectionSecret,
    appUrl: config.appUrl,
    log,
    lifecycle: config.lifecycle,
  };
  const rateLimits = createRateLimitStore({
    knex,
    redisUrl: config.rateLimits.redisUrl,
    ...options.rateLimitStore,
    log,
  });
  return {
    knex,
    config,
    rateLimits,
    loginThrottle: new LoginThrottle(rateLimits, options.loginThrottle),
    passwordHashing: new PasswordHashing(options.passwordHashing ?? config.passwordHashing),
    registrationLimiter: new RegistrationLimiter(
      rateLimits,
      options.registrationLimit ?? config.rateLimits.registration,
    ),
    couponLookupLimiter: new CouponLookupLimiter(rateLimits, options.couponLookupLimit),
    inquiryLimiter: new InquiryLimiter(rateLimits),
    ticketLimiter: new TicketLimiter(rateLimits),
    passwordResetLimiter: new PasswordResetLimiter(rateLimits),
    twoFactorThrottle: new TwoFactorThrottle(rateLimits),
    catalogCache: new CatalogCache({
      ttlMs: config.catalogCache.ttlSeconds * 1000,
      ...options.catalogCache,
      loadUpdatedAt: () => catalogUpdatedAt(knex),
    }),
    providers,
    mail,
    consoles: attachConsoleSockets(server, { deps, limits: options.consoleLimits }),
    jobs: new JobRunner({
      ...options.jobs,
      knex,
      log,
      // The admins' Telegram chat hears of any job that gave up (when TELEGRAM_ADMIN_CHAT_ID is set).
      onJobDead: async (job) => {
        await alertJobDead(knex, job);
      },
      // Every job of the shop, with its attempts (job-registry.ts).
      definitions: jobDefinitions({ fulfilment: deps, config, mail }),
    }),
  };
}

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeouts of the clients
 * and proxies in front (nginx's upstream keepalive_timeout is 60 s, as are most load balancers').
 * With Node's default of 5 s, a client that reuses a connection just as the server closes it gets
 * its request reset (ECONNRESET: a POST lost, an e2e run failed on it); clients size their own idle
 * time by the `Keep-Alive: timeout=65` this sends, so they let go first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function keepConnectionsLonger(server: Server): void {
  server.listener.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's rule: the time to receive a request's headers is longer than the keep-alive timeout.
  server.listener.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * Builds the whole server and initializes it (plugins, routes, caches) without listening:
 * tests call `server.inject`, main.ts calls `server.start()`.
 */
export async function buildServer(options: BuildServerOptions): Promise<Server> {
  const { config } = options;
  const knex = options.knex ?? openDatabase(config);

  const server = Hapi.server({
    port: config.port,
    host: config.host,
    debug: false,
    router: { stripTrailingSlash: true },
    routes: {
      security: { ...ROUTE_SECURITY },
      validate: { failAction: validationFailAction },
      // Every route's body, with or without a schema: MAX_BODY_BYTES at most (413), depth checked
      // by the contract plugin's bodyDepthCheck.
      payload: { maxBytes: MAX_BODY_BYTES, failAction: payloadFailAction },
      response: { emptyStatusCode: 204 },
    },
  });

  keepConnectionsLonger(server);

  if (!options.knex)
    server.ext('onPostStop', async () => {
      await knex.destroy();
    });

  await server.register([
    // First: every later onRequest extension, limit and log line reads the client it works out.
    { plugin: clientAddressPlugin, options: { trustedProxies: config.trustedProxies } },
    { plugin: loggingPlugin, options: { level: config.logLevel, ...options.log } },
    { plugin: errorsPlugin },
    { plugin: languagePlugin },
    { plugin: securityHeadersPlugin },
    { plugin: authPlugin, options: { jwt: config.jwt } },
    { plugin: contractPlugin, options: { handlers: options.handlers ?? defaultHandlers } },
    { plugin: catalogShortcut },
    { plugin: staticPlugin, options: { dir: config.staticDir } },
  ]);
  // After the logging plugin, so background work logs like requests do.
  Object.assign(server.app, buildAppState(options, knex, server.logger, server));
  // A database this server opened (a test's shared one is watched, if at all, by the test).
  if (!options.knex) warnOnConnectionWaits(knex, server.logger);
  // The first requests count in Redis rather than in memory, unless Redis does not answer soon.
  await server.app.rateLimits.redis?.waitUntilReady(REDIS_START_WAIT_MS);
  server.ext('onPreStop', async () => {
    await server.app.consoles.close();
    await server.app.jobs.stop();
  });
  server.ext('onPostStop', async () => {
    server.app.mail.close();
    await server.app.rateLimits.close();
  });

  // Computed once now rather than during the first sign-in with an unknown e-mail.
  await dummyPasswordHash();
  await server.initialize();
  return server;
}
