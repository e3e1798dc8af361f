/**
 * When a PENDING Chapa attempt is verified again (webhooks get lost): soon after the checkout,
 * then with doubling waits up to an hour apart, for 24 hours after it started; then the job gives
 * up (the attempt stays PENDING for the admin, and a late webhook or the return page still verify).
 */
export const FIRST_CHECK_AFTER_MS = 60_000;
export const MAX_CHECK_INTERVAL_MS = 60 * 60_000;
export const CHECK_FOR_MS = 24 * 60 * 60_000;

/** The next check after `checks` checks of an attempt started at `startedAt`, or null to stop. */
export function nextCheckAt(startedAt: Date, checks: number, at: Date): Date | null {
  const wait = Math.min(FIRST_CHECK_AFTER_MS * 2 ** Math.max(0, checks - 1), MAX_CHECK_INTERVAL_MS);
  const next = new Date(at.getTime() + wait);
  return next.getTime() - startedAt.getTime() > CHECK_FOR_MS ? null : next;
}
