import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-progress';
import type { OrderProgressInput } from './order-progress';

const order = (over: Partial<OrderProgressInput> = {}): OrderProgressInput => ({
  status: 'PENDING',
  paid: false,
  paymentReported: false,
  renewal: false,
  service: null,
  ...over,
});

describe('orderProgress', () => {
  it('follows an order from payment due to a ready server', () => {
    expect(orderProgress(order())).toEqual({ stage: 'PAYMENT_DUE', final: false, stepsDone: 0 });
    expect(orderProgress(order({ paymentReported: true }))).toMatchObject({
      stage: 'PAYMENT_REPORTED',
      stepsDone: 1,
    });
    expect(orderProgress(order({ paymentReported: true, paymentCheck: 'VERIFIED' }))).toMatchObject({
      stage: 'PAYMENT_CHECKED',
      stepsDone: 2,
    });
    expect(orderProgress(order({ paid: true }))).toMatchObject({ stage: 'PAID', final: false, stepsDone: 3 });
    expect(
      orderProgress(
        order({ paid: true, status: 'PROVISIONING', service: { currentStatus: 'provisioning' } }),
      ),
    ).toMatchObject({ stage: 'SETTING_UP', final: false });
    expect(
      orderProgress(order({ paid: true, status: 'ACTIVE', service: { currentStatus: 'running' } })),
    ).toEqual({
      stage: 'READY',
      final: true,
      stepsDone: 5,
    });
  });

  it('says what went wrong: a mismatched payment, a failed build, a cancelled order', () => {
    expect(orderProgress(order({ paymentReported: true, paymentCheck: 'MISMATCH' }))).toMatchObject({
      stage: 'PAYMENT_PROBLEM',
      final: false,
    });
    expect(orderProgress(order({ paid: true, status: 'FAILED' }))).toMatchObject({
      stage: 'PROVISIONING_FAILED',
      final: false,
    });
    expect(orderProgress(order({ status: 'CANCELLED' }))).toMatchObject({ stage: 'CANCELLED', final: true });
  });

  it('a paid renewal is final: it moves its service on and builds nothing', () => {
    expect(orderProgress(order({ paid: true, renewal: true, status: 'COMPLETED' }))).toMatchObject({
      stage: 'RENEWED',
      final: true,
    });
  });

  it('an unchecked or unreachable check leaves a report waiting', () => {
    expect(orderProgress(order({ paymentReported: true, paymentCheck: 'UNREACHABLE' })).stage).toBe(
      'PAYMENT_REPORTED',
    );
    expect(orderProgress(order({ paymentReported: true, transferCheck: 'PENDING' })).stage).toBe(
      'PAYMENT_REPORTED',
    );
  });

  it('a transfer whose receipt does not match, is not found or cannot be read goes to a person', () => {
    for (const transferCheck of ['MISMATCH', 'NOT_FOUND', 'UNREACHABLE'] as const) {
      expect(orderProgress(order({ paymentReported: true, transferCheck }))).toEqual({
        stage: 'PAYMENT_REVIEW',
        final: false,
        stepsDone: 1,
      });
    }
    expect(orderProgress(order({ paymentReported: true, transferCheck: 'VERIFIED' })).stage).toBe(
      'PAYMENT_CHECKED',
    );
    // Paid meanwhile (by the admin): the check no longer matters.
    expect(orderProgress(order({ paid: true, transferCheck: 'MISMATCH' })).stage).toBe('PAID');
  });
});
