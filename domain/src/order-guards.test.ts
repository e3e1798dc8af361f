import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages';
import { SERVER_MESSAGES_AM } from './messages-am';
import {
  idempotencyFingerprint,
  idempotencyKeyRefusal,
  isFreeOrder,
  isUnpaidOrder,
  MAX_UNPAID_ORDERS,
  renewalUnpaidMessage,
  unpaidOrdersCapRefusal,
} from './order-guards';
import { localizeServerMessage } from './server-message-locale';

describe('the order guards', () => {
  it('count PENDING unpaid orders only, and refuse from the 20th on', () => {
    expect(isUnpaidOrder({ status: 'PENDING', paid: false })).toBe(true);
    expect(isUnpaidOrder({ status: 'PENDING', paid: true })).toBe(false);
    expect(isUnpaidOrder({ status: 'CANCELLED', paid: false })).toBe(false);
    expect(MAX_UNPAID_ORDERS).toBe(20);
    expect(unpaidOrdersCapRefusal(19)).toBeNull();
    expect(unpaidOrdersCapRefusal(20)).toBe(SERVER_MESSAGES.unpaidOrdersCap);
  });

  it('call an order of 0 santim free, and nothing else', () => {
    expect(isFreeOrder(0)).toBe(true);
    expect(isFreeOrder(1)).toBe(false);
  });

  it('name the unpaid renewal by its short id, in English and Amharic', () => {
    const id = '4c1d9e2a-7b3f-4a5e-8c6d-0f1e2d3c4b5a';
    const message = renewalUnpaidMessage(id);
    expect(message).toContain('order 4c1d9e2a');
    const amharic = localizeServerMessage(message, 'am');
    expect(amharic).not.toBe(message);
    expect(amharic).toContain('4c1d9e2a');
  });

  it('words the fixed refusals in Amharic', () => {
    for (const key of [
      'unpaidOrdersCap',
      'freeOrderCouponUsed',
      'idempotencyKeyInvalid',
      'idempotencyKeyReused',
    ] as const) {
      expect(localizeServerMessage(SERVER_MESSAGES[key], 'am')).toBe(SERVER_MESSAGES_AM[key]);
    }
  });

  it('take an Idempotency-Key of 1 to 100 printable ASCII characters', () => {
    expect(idempotencyKeyRefusal('5f0c2f7e-4f5b-4c61-9d43-2b8e0f1a7c11')).toBeNull();
    expect(idempotencyKeyRefusal('x'.repeat(100))).toBeNull();
    for (const bad of ['', ' ', 'a b', 'x'.repeat(101), 'clé', 'tab\there']) {
      expect(idempotencyKeyRefusal(bad)).toBe(SERVER_MESSAGES.idempotencyKeyInvalid);
    }
  });

  it('fingerprint a request whatever the order of its JSON keys, and tell different requests apart', () => {
    const a = idempotencyFingerprint('kvm', { id: 'p', specifications: { ipv4: 1, duration: 30 } });
    const b = idempotencyFingerprint('kvm', { specifications: { duration: 30, ipv4: 1 }, id: 'p' });
    expect(a).toBe(b);
    expect(idempotencyFingerprint('kvm', { id: 'p', specifications: { ipv4: 1, duration: 90 } })).not.toBe(a);
    expect(idempotencyFingerprint('game', { id: 'p', specifications: { ipv4: 1, duration: 30 } })).not.toBe(
      a,
    );
  });
});
