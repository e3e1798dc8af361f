export {
  createRateLimitStore,
  memoryRateLimitStore,
  DEFAULT_RATE_LIMIT_NAMESPACE,
  RATE_LIMIT_TABLE,
} from './store.ts';
export type { LimiterSpec, RateLimitStore, RateLimitStoreKind, RateLimitStoreOptions } from './store.ts';
export { limitKey, retryAfterSeconds, tooManyRequests } from './keys.ts';
export { RegistrationLimiter } from './registration.ts';
export { PasswordResetLimiter } from './password-reset.ts';
