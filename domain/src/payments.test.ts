import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages';
import {
  normalizePaymentReference,
  paymentReferenceKey,
  paymentReportRefusal,
  reportedAccountSuffix,
} from './payments';

describe('payment references', () => {
  it('are stored trimmed', () => {
    expect(normalizePaymentReference('  FT24ABC  ')).toBe('FT24ABC');
  });

  it('compare ignoring case and surrounding spaces', () => {
    expect(paymentReferenceKey(' ft24abc')).toBe(paymentReferenceKey('FT24ABC '));
    expect(paymentReferenceKey('FT24ABC')).not.toBe(paymentReferenceKey('FT24ABD'));
  });
});

describe('paymentReportRefusal', () => {
  it('lets a customer report a payment for an unpaid PENDING order', () => {
    expect(paymentReportRefusal({ paid: false, status: 'PENDING' })).toBeNull();
  });

  it('refuses a paid order, then any order that is no longer PENDING', () => {
    expect(paymentReportRefusal({ paid: true, status: 'ACTIVE' })).toBe(SERVER_MESSAGES.orderAlreadyPaid);
    expect(paymentReportRefusal({ paid: true, status: 'PENDING' })).toBe(SERVER_MESSAGES.orderAlreadyPaid);
    expect(paymentReportRefusal({ paid: false, status: 'CANCELLED' })).toBe(SERVER_MESSAGES.orderNotPayable);
  });
});

describe('reportedAccountSuffix', () => {
  it('keeps a CBE suffix only', () => {
    expect(reportedAccountSuffix('CBE', '1234')).toBe('1234');
    expect(reportedAccountSuffix('CBE', '')).toBeNull();
    expect(reportedAccountSuffix('TELEBIRR', '1234')).toBeNull();
  });
});
