import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../api';
import { isServiceRetry, orderActions, statusChangesOf } from './order-actions';
import { adminOrder } from './order-fixtures';

const withService: AdminOrder['service'] = { id: 's-1', serviceId: 'vm-1', status: 'ACTIVE' };

describe('the row actions offered (console spec 2.5)', () => {
  it('offers an unpaid order details, Mark as Paid, Email and Delete', () => {
    expect(orderActions(adminOrder('unpaid'))).toEqual(['details', 'markPaid', 'status', 'email', 'delete']);
  });

  it('offers a reported order Confirm (markPaid) and Reject, never Delete', () => {
    expect(orderActions(adminOrder('reported'))).toEqual([
      'details',
      'markPaid',
      'rejectPayment',
      'status',
      'email',
    ]);
  });

  it('offers money paid after cancellation its refund, and nothing that would lose it (reopen, delete)', () => {
    const cancelled = adminOrder('cancelled');
    expect(orderActions(cancelled)).toEqual(['details', 'status', 'email', 'delete']);
    expect(orderActions({ ...cancelled, refundDue: cancelled.totalPrice })).toEqual([
      'details',
      'refund',
      'email',
    ]);
  });

  it('offers a paid order without a service Create Service, never Mark as Paid or Delete', () => {
    expect(orderActions(adminOrder('paid'))).toEqual(['details', 'createService', 'email']);
  });

  it('offers a paid order with its service only details and Email', () => {
    expect(orderActions(adminOrder('active'))).toEqual(['details', 'status', 'email']);
    expect(orderActions(adminOrder('provisioning'))).toEqual(['details', 'email']);
  });

  it('offers a FAILED order Create Service again (a retry), though its service row exists', () => {
    const failed = adminOrder('failed');
    expect(failed.service).not.toBeNull();
    expect(orderActions(failed)).toEqual(['details', 'createService', 'email']);
    expect(isServiceRetry(failed)).toBe(true);
    expect(isServiceRetry(adminOrder('paid'))).toBe(false);
  });

  it('does not delete an unpaid order that has a service', () => {
    const odd = { ...adminOrder('unpaid'), service: withService };
    expect(orderActions(odd)).not.toContain('delete');
  });

  it('offers no Mark as Paid for a CANCELLED order (the server refuses to take its payment)', () => {
    expect(orderActions(adminOrder('cancelled'))).toEqual(['details', 'status', 'email', 'delete']);
  });

  it('offers no Create Service for a paid renewal (COMPLETED: it extended its service)', () => {
    const renewal = { ...adminOrder('paid'), status: 'COMPLETED' as const };
    expect(orderActions(renewal)).toEqual(['details', 'email']);
  });
});

describe('the status changes offered (what the server allows by hand)', () => {
  it('cancels an unpaid pending order, reopens a cancelled one, completes an active one', () => {
    expect(statusChangesOf(adminOrder('unpaid'))).toEqual(['CANCELLED']);
    expect(statusChangesOf(adminOrder('cancelled'))).toEqual(['PENDING']);
    expect(statusChangesOf(adminOrder('active'))).toEqual(['COMPLETED']);
  });

  it('offers none for a paid order being set up, or a FAILED one (Create Service retries it)', () => {
    expect(statusChangesOf(adminOrder('paid'))).toEqual([]);
    expect(statusChangesOf(adminOrder('provisioning'))).toEqual([]);
    expect(statusChangesOf(adminOrder('failed'))).toEqual([]);
  });
});
