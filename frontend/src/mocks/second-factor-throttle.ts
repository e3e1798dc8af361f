import { twoFactorThrottledMessage } from '@shop/domain';
import { twoFactorDelaySeconds } from '@shop/domain/rate-limits';
import type { MockDb } from './db';
import { apiError } from './contract';
import { db } from './state';

/** Wrong second factors per account, per mock database (domain's TWO_FACTOR_THROTTLE, as the BFF). */
const failuresByDb = new WeakMap<MockDb, Map<string, { failures: number; waitUntil: number }>>();

function failuresOf(userId: string) {
  let byUser = failuresByDb.get(db);
  if (!byUser) failuresByDb.set(db, (byUser = new Map()));
  let entry = byUser.get(userId);
  if (!entry) byUser.set(userId, (entry = { failures: 0, waitUntil: 0 }));
  return entry;
}

/** The 429 the BFF answers while the account waits after its wrong second factors; else undefined. */
export function secondFactorWait(userId: string, now = Date.now()): Response | undefined {
  const { waitUntil } = failuresOf(userId);
  if (waitUntil <= now) return undefined;
  const ms = Math.max(waitUntil - now, 1000);
  const refused = apiError(429, twoFactorThrottledMessage(Math.max(1, Math.ceil(ms / 60_000))));
  refused.headers.set('Retry-After', String(Math.ceil(ms / 1000)));
  return refused;
}

/** Counts a wrong second factor of the account and starts its wait. */
export function secondFactorFailed(userId: string, now = Date.now()): void {
  const entry = failuresOf(userId);
  entry.failures += 1;
  entry.waitUntil = now + twoFactorDelaySeconds(entry.failures) * 1000;
}

/** A right second factor: the account's failures are forgotten. */
export function secondFactorPassed(userId: string): void {
  failuresByDb.get(db)?.delete(userId);
}
