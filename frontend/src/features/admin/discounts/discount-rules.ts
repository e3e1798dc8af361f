import { ADDIS_ABABA_UTC_OFFSET_HOURS, isCouponExpired, isCouponUsable } from '@shop/domain';
import type { DiscountCode } from '../../../api';

/**
 * The Discounts screen's rules (console spec 2.9): which code counts as Active, and the expiry
 * field's date and time, which the admin reads and writes in Addis Ababa.
 */

/** Active only if isActive is true and the code is not expired (domain's rule for a usable coupon). */
export function isDiscountActive(
  code: Pick<DiscountCode, 'isActive' | 'expiresAt'>,
  now = new Date(),
): boolean {
  return isCouponUsable(code, now);
}

/** The code has an expiry and it is past: the Expires cell turns red. */
export function isDiscountExpired(code: Pick<DiscountCode, 'expiresAt'>, now = new Date()): boolean {
  return isCouponExpired(code.expiresAt, now);
}

const OFFSET_MS = ADDIS_ABABA_UTC_OFFSET_HOURS * 3_600_000;
/** What an <input type="datetime-local"> holds: 'YYYY-MM-DDTHH:mm'. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The datetime-local value, read as Addis Ababa time (UTC+3, no daylight saving), as an ISO date-time
 * in UTC: '2026-01-01T00:00' -> '2025-12-31T21:00:00.000Z'. Blank gives null; an unreadable value too.
 */
export function addisLocalToIso(local: string): string | null {
  const value = local.trim();
  if (!LOCAL_DATE_TIME.test(value)) return null;
  const time = Date.parse(`${value}Z`);
  return Number.isNaN(time) ? null : new Date(time - OFFSET_MS).toISOString();
}

/** An ISO date-time as the datetime-local value of the same moment in Addis Ababa; '' for none. */
export function isoToAddisLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}
