import { describe, expect, it } from 'vitest';
import { allowedOrderStatusChanges, isAwaitingPayment, orderStatusChangeRefusal } from './admin-orders';
import { ORDER_STATUSES } from './enums';
import { SERVER_MESSAGES } from './messages';

describe('orderStatusChangeRefusal', () => {
  it.each([
    [{ status: 'PENDING', paid: false }, 'CANCELLED'],
    [{ status: 'CANCELLED', paid: false }, 'PENDING'],
    [{ status: 'ACTIVE', paid: true }, 'COMPLETED'],
  ] as const)('lets %o move to %s', (order, next) => {
    expect(orderStatusChangeRefusal(order, next)).toBeNull();
  });

  it.each([
    [{ status: 'PENDING', paid: true }, 'CANCELLED', SERVER_MESSAGES.paidOrderNotCancellable],
    [{ status: 'ACTIVE', paid: true }, 'CANCELLED', SERVER_MESSAGES.paidOrderNotCancellable],
    [{ status: 'EXPIRED', paid: false }, 'CANCELLED', SERVER_MESSAGES.orderNotCancellable],
    [{ status: 'FAILED', paid: true }, 'PENDING', SERVER_MESSAGES.orderNotReopenable],
    [{ status: 'CANCELLED', paid: true }, 'PENDING', SERVER_MESSAGES.orderNotReopenable],
    [{ status: 'PENDING', paid: true }, 'COMPLETED', SERVER_MESSAGES.orderNotCompletable],
    [{ status: 'EXPIRED', paid: true }, 'COMPLETED', SERVER_MESSAGES.orderNotCompletable],
    [{ status: 'FAILED', paid: true }, 'PROVISIONING', SERVER_MESSAGES.orderStatusUseCreateService],
    [{ status: 'PENDING', paid: true }, 'PROVISIONING', SERVER_MESSAGES.orderStatusUseCreateService],
    [{ status: 'PROVISIONING', paid: true }, 'ACTIVE', SERVER_MESSAGES.orderStatusSetBySystem],
    [{ status: 'PROVISIONING', paid: true }, 'FAILED', SERVER_MESSAGES.orderStatusSetBySystem],
    [{ status: 'ACTIVE', paid: true }, 'EXPIRED', SERVER_MESSAGES.orderStatusSetBySystem],
    [{ status: 'COMPLETED', paid: true }, 'ACTIVE', SERVER_MESSAGES.orderStatusSetBySystem],
    [{ status: 'PENDING', paid: false }, 'PENDING', SERVER_MESSAGES.orderStatusUnchanged],
  ] as const)('refuses %o to %s', (order, next, message) => {
    expect(orderStatusChangeRefusal(order, next)).toBe(message);
  });

  it('offers exactly the table’s changes', () => {
    const offered = (status: string, paid: boolean) =>
      allowedOrderStatusChanges({ status, paid }, ORDER_STATUSES);
    expect(offered('PENDING', false)).toEqual(['CANCELLED']);
    expect(offered('CANCELLED', false)).toEqual(['PENDING']);
    expect(offered('ACTIVE', true)).toEqual(['COMPLETED']);
    for (const status of ['PENDING', 'PROVISIONING', 'FAILED', 'COMPLETED', 'EXPIRED'])
      expect(offered(status, true), status).toEqual([]);
  });
});

describe('isAwaitingPayment', () => {
  it('counts unpaid orders that are not cancelled', () => {
    expect(isAwaitingPayment({ status: 'PENDING', paid: false })).toBe(true);
    expect(isAwaitingPayment({ status: 'CANCELLED', paid: false })).toBe(false);
    expect(isAwaitingPayment({ status: 'PENDING', paid: true })).toBe(false);
  });
});
