import type { Knex } from 'knex';
import type { AppConfig } from './config.ts';
import type { JobRunner } from './jobs/index.ts';
import type { MailTransport } from './mail/index.ts';
import type { Providers } from './providers/index.ts';
import type { CatalogCache } from './services/catalog-cache.ts';
import type { ConsoleSockets } from './services/console/socket.ts';
import type { CouponLookupLimiter } from './services/coupons.ts';
import type { InquiryLimiter } from './services/inquiry.ts';
import type { TicketLimiter } from './services/tickets/index.ts';
import type { LoginThrottle } from './services/login-throttle.ts';
import type { PasswordHashing } from './services/password-hashing.ts';
import type {
  PasswordResetLimiter,
  RateLimitStore,
  RegistrationLimiter,
  TwoFactorThrottle,
} from './services/rate-limits/index.ts';

/**
 * Everything one server holds for its lifetime, reached by handlers as `request.server.app.<name>`.
 * buildServer (server.ts) builds all of it in one place, so two servers in one process (tests)
 * never share a counter or a cache. A later service with per-server state (a mailer, the job
 * runner, a provider client) adds its field here and is built there too.
 */
export interface AppState {
  knex: Knex;
  config: AppConfig;
  /** Where every limiter below counts: Redis (REDIS_URL), else the database; shared by instances. */
  rateLimits: RateLimitStore;
  /** Failed sign-ins per account and address pair, per address, per account and per device. */
  loginThrottle: LoginThrottle;
  /** Every password hash of a request takes its turn here: a bounded number at once, then 503. */
  passwordHashing: PasswordHashing;
  /** Sign-up calls per client address. */
  registrationLimiter: RegistrationLimiter;
  /** Public coupon look-ups per client address. */
  couponLookupLimiter: CouponLookupLimiter;
  /** Contact-form messages per client address. */
  inquiryLimiter: InquiryLimiter;
  /** New support tickets and replies per customer. */
  ticketLimiter: TicketLimiter;
  /** Password reset requests per address and per account, confirmations per address. */
  passwordResetLimiter: PasswordResetLimiter;
  /** Wrong second factors (authenticator and recovery codes, the password turning it off) per account. */
  twoFactorThrottle: TwoFactorThrottle;
  /** The catalog's answers, serialised with their ETags; invalidate after a catalog change. */
  catalogCache: CatalogCache;
  /** Sends the outbox's mail: SMTP, or .eml files under the data directory. */
  mail: MailTransport;
  /** The provider drivers (simulated, Proxmox, Pterodactyl) per product family. */
  providers: Providers;
  /**
   * The durable job runner (provisioning, provider operations, expiry, mail). Built here, started
   * by main.ts; tests call `jobs.runDue()`.
   */
  jobs: JobRunner;
  /** The consoles' WebSockets on this server's listener (issue 37). */
  consoles: ConsoleSockets;
}

declare module '@hapi/hapi' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ServerApplicationState extends AppState {}
}
