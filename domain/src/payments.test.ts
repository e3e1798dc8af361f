import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages';
import {
  normalizePaymentReference,
  PAYMENT_REFERENCE_MAX_LENGTH,
  paymentReferenceKey,
  paymentReferenceRefusal,
  paymentReportRefusal,
  reportedAccountSuffix,
} from './payments';

describe('payment references', () => {
  it('are stored trimmed and upper-cased', () => {
    expect(normalizePaymentReference('  ft24abc  ')).toBe('FT24ABC');
  });

  it('compare ignoring case and surrounding spaces', () => {
    expect(paymentReferenceKey(' ft24abc')).toBe(paymentReferenceKey('FT24ABC '));
    expect(paymentReferenceKey('FT24ABC')).not.toBe(paymentReferenceKey('FT24ABD'));
  });

  it.each([
    ['a zero-width space', 'FT24\u200BABC'],
    ['a byte-order mark', '\uFEFFFT24ABC'],
    ['a soft hyphen', 'FT24\u00ADABC'],
    ['full-width letters and digits', 'ＦＴ２４ＡＢＣ'],
    ['inner and no-break spaces', 'FT 24\u00A0ABC\u3000'],
    ['a word joiner', 'FT24\u2060ABC'],
  ])('fold %s into the plain number', (_name, lookAlike) => {
    expect(paymentReferenceKey(lookAlike)).toBe('FT24ABC');
  });

  it('are refused when nothing is left, or when folding made them longer than the schema stores', () => {
    expect(paymentReferenceRefusal(normalizePaymentReference('\u200B\u200B'))).toBe(
      SERVER_MESSAGES.paymentReferenceEmpty,
    );
    // U+3392 (a "MHz" square) folds to three letters: 30 of them become 90 characters.
    expect(paymentReferenceRefusal(normalizePaymentReference('\u3392'.repeat(30)))).toBe(
      SERVER_MESSAGES.paymentReferenceTooLong,
    );
    expect(paymentReferenceRefusal('X'.repeat(PAYMENT_REFERENCE_MAX_LENGTH))).toBeNull();
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
