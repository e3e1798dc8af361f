/**
 * The limits on creating orders (issue 22, item 8), one place for the BFF and the mock handlers:
 * how many unpaid orders a customer may hold, one unpaid renewal per service, one free order per
 * customer and coupon, and the Idempotency-Key of a creation.
 */
import { SERVER_MESSAGES } from './messages';

/** A customer may hold at most this many unpaid (PENDING, not paid) orders; the next is refused. */
export const MAX_UNPAID_ORDERS = 20;

/** An order still waiting for its payment: PENDING and not paid (a cancelled one no longer counts). */
export function isUnpaidOrder(order: { status: string; paid: boolean }): boolean {
  return order.status === 'PENDING' && !order.paid;
}

/** The refusal (422) of a new order that would be unpaid, when the customer holds the maximum. */
export function unpaidOrdersCapRefusal(unpaidOrders: number): string | null {
  return unpaidOrders >= MAX_UNPAID_ORDERS ? SERVER_MESSAGES.unpaidOrdersCap : null;
}

/**
 * 'A renewal order for this service is waiting for payment (order 1a2b3c4d). Please pay it or
 * cancel it before ordering another.' The 409 of a second renewal; the answer's `orderId` names it.
 */
export function renewalUnpaidMessage(orderId: string): string {
  return `A renewal order for this service is waiting for payment (order ${orderId.slice(0, 8)}). Please pay that order first.`;
}

/** An order whose total is 0 ETB (a 100% coupon) is confirmed when it is created. */
export function isFreeOrder(totalSantim: number): boolean {
  return totalSantim === 0;
}

/** How long a creation's Idempotency-Key answers with its order: 24 hours. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The header's rule: 1 to 100 printable ASCII characters (a UUID is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,100}$/;

/** The refusal (400) of a malformed Idempotency-Key, or null when it is usable. */
export function idempotencyKeyRefusal(key: string): string | null {
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? null : SERVER_MESSAGES.idempotencyKeyInvalid;
}

/**
 * A request's fingerprint for its Idempotency-Key: the order kind and the body with its object keys
 * sorted, so that the same request sent again matches whatever the key order of its JSON.
 */
export function idempotencyFingerprint(kind: string, body: unknown): string {
  return `${kind}:${canonicalJson(body)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
