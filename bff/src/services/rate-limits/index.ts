export {
  createRateLimitStore,
  memoryRateLimitStore,
  DEFAULT_RATE_LIMIT_NAMESPACE,
  RATE_LIMIT_TABLE,
} from './store.ts';
export type { LimiterSpec, RateLimitStore, RateLimitStoreKind, RateLimitStoreOptions } from './store.ts';
export { addressBlock, addressKey, limitKey, retryAfterSeconds, tooManyRequests } from './keys.ts';
export { RegistrationLimiter } from './registration.ts';
export { PasswordResetLimiter } from './password-reset.ts';
export { RateLimitRedis, REDIS_COMMAND_TIMEOUT_MS, REDIS_START_WAIT_MS } from './redis.ts';
export type { RedisState } from './redis.ts';
export { TwoFactorThrottle } from './two-factor.ts';
