import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages';
import { orderProgress } from './order-progress';
import { orderStatusChangeRefusal } from './admin-orders';
import { refundRefusal } from './invoices';
import {
  checkRejectionReason,
  isInPaymentQueue,
  isPaymentReported,
  isRefundDue,
  paymentRejectionRefusal,
  reportedOrderDeleteRefusal,
} from './payment-queue';
import { canDeleteOrder } from './status';

describe('isPaymentReported', () => {
  it('is an unpaid PENDING order with an open report, nothing else', () => {
    expect(isPaymentReported({ status: 'PENDING', paid: false, paymentReported: true })).toBe(true);
    expect(isPaymentReported({ status: 'PENDING', paid: false, paymentReported: false })).toBe(false);
    expect(isPaymentReported({ status: 'PENDING', paid: true, paymentReported: true })).toBe(false);
    expect(isPaymentReported({ status: 'CANCELLED', paid: false, paymentReported: true })).toBe(false);
  });
});

describe('checkRejectionReason', () => {
  it('trims the reason and refuses a blank one', () => {
    expect(checkRejectionReason('  Wrong amount ')).toEqual({ reason: 'Wrong amount' });
    expect(checkRejectionReason(' \n ')).toEqual({ refusal: SERVER_MESSAGES.rejectionReasonEmpty });
  });
});

describe('paymentRejectionRefusal', () => {
  it('allows an unpaid order with an open report only', () => {
    expect(paymentRejectionRefusal({ paid: false }, true)).toBeNull();
    expect(paymentRejectionRefusal({ paid: false }, false)).toBe(SERVER_MESSAGES.noPaymentReport);
    expect(paymentRejectionRefusal({ paid: true }, true)).toBe(SERVER_MESSAGES.paymentReportSettled);
  });
});

describe('deleting a reported order', () => {
  it('is refused while a report is open', () => {
    expect(reportedOrderDeleteRefusal(true)).toBe(SERVER_MESSAGES.reportedOrderNotDeletable);
    expect(reportedOrderDeleteRefusal(false)).toBeNull();
    expect(canDeleteOrder({ paid: false, hasService: false, paymentReported: true })).toBe(false);
    expect(canDeleteOrder({ paid: false, hasService: false, paymentReported: false })).toBe(true);
  });
});

describe('orderProgress after a rejection', () => {
  const base = { status: 'PENDING', paid: false, renewal: false, service: null };
  it('is PAYMENT_REJECTED until the customer reports again', () => {
    expect(orderProgress({ ...base, paymentReported: false, paymentRejected: true })).toEqual({
      stage: 'PAYMENT_REJECTED',
      final: false,
      stepsDone: 0,
    });
    expect(orderProgress({ ...base, paymentReported: true, paymentRejected: true }).stage).toBe(
      'PAYMENT_REPORTED',
    );
  });
});

describe('money paid after cancellation (issue 34)', () => {
  const cancelled = { status: 'CANCELLED', paid: false, paymentReported: false };

  it('is owed back while refundDue holds an amount, and is in the payments queue with the reported ones', () => {
    expect(isRefundDue({ refundDue: 17.25 })).toBe(true);
    expect(isRefundDue({ refundDue: null })).toBe(false);
    expect(isInPaymentQueue({ ...cancelled, refundDue: 17.25 })).toBe(true);
    expect(isInPaymentQueue({ ...cancelled, refundDue: null })).toBe(false);
    expect(isInPaymentQueue({ status: 'PENDING', paid: false, paymentReported: true, refundDue: null })).toBe(
      true,
    );
  });

  it('can be refunded while owed, though the order was never paid; nothing else unpaid can', () => {
    expect(refundRefusal({ ...cancelled, refundDue: 17.25 })).toBeNull();
    expect(refundRefusal({ ...cancelled, refundDue: null })).toBe('orderNotRefundable');
    expect(refundRefusal(cancelled)).toBe('orderNotRefundable');
  });

  it('keeps its order: no reopening and no delete until it is refunded', () => {
    expect(orderStatusChangeRefusal({ ...cancelled, refundDue: 17.25 }, 'PENDING')).toBe(
      SERVER_MESSAGES.refundDueOrderLocked,
    );
    expect(orderStatusChangeRefusal({ ...cancelled, refundDue: null }, 'PENDING')).toBeNull();
    expect(canDeleteOrder({ paid: false, hasService: false, refundDue: 17.25 })).toBe(false);
    expect(canDeleteOrder({ paid: false, hasService: false, refundDue: null })).toBe(true);
  });
});
