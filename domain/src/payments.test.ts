import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages';
import {
  checkPaymentReference,
  checkPaymentReport,
  PAYMENT_REFERENCE_FORMATS,
  paymentReportRefusal,
  reportedAccountSuffix,
} from './payments';

describe('checkPaymentReference: transaction numbers as the banks write them', () => {
  it('trims surrounding whitespace and upper-cases', () => {
    expect(checkPaymentReference('CBE', ' \t ft24237clnmy \n')).toEqual({ reference: 'FT24237CLNMY' });
    expect(checkPaymentReference('TELEBIRR', 'chq0fj403o ')).toEqual({ reference: 'CHQ0FJ403O' });
  });

  it.each([
    ['a Cyrillic Te', 'F\u0422' + '24237CLNMY'],
    ['a Cyrillic Ghe with stroke', '\u0492T24237CLNMY'],
    ['an Arabic-Indic digit', 'FT\u0662' + '4237CLNMY'],
    ['a trailing dot', 'FT24237CLNMY.'],
    ['a space inside', 'FT24237 CLNMY'],
    ['a no-break space inside', 'FT24237\u00A0CLNMY'],
    ['a zero-width space inside', 'FT24237\u200BCLNMY'],
    ['full-width letters', '\uFF26\uFF34' + '24237CLNMY'],
    ['a hyphen', 'FT-24237CLNMY'],
  ])('refuses %s (never folds it into the plain number)', (_name, lookAlike) => {
    expect(checkPaymentReference('CBE', lookAlike)).toEqual({
      refusal: SERVER_MESSAGES.paymentReferenceCharacters,
    });
    expect(checkPaymentReference('TELEBIRR', lookAlike)).toEqual({
      refusal: SERVER_MESSAGES.paymentReferenceCharacters,
    });
  });

  it('refuses a number of spaces only as empty', () => {
    expect(checkPaymentReference('CBE', '   ')).toEqual({ refusal: SERVER_MESSAGES.paymentReferenceEmpty });
  });

  it.each(['FT24237CLNM', 'FT24237CLNMYZ', 'XY24237CLNMY', '24237CLNMY'])(
    "refuses %s as CBE's format, with an example",
    (reference) => {
      expect(checkPaymentReference('CBE', reference)).toEqual({
        refusal: SERVER_MESSAGES.paymentReferenceCbeFormat,
      });
      expect(SERVER_MESSAGES.paymentReferenceCbeFormat).toContain(PAYMENT_REFERENCE_FORMATS.CBE.example);
    },
  );

  it.each(['CHQ0FJ403', 'CHQ0FJ403OX', 'FT24237CLNMY'])(
    "refuses %s as telebirr's format, with an example",
    (reference) => {
      expect(checkPaymentReference('TELEBIRR', reference)).toEqual({
        refusal: SERVER_MESSAGES.paymentReferenceTelebirrFormat,
      });
      expect(SERVER_MESSAGES.paymentReferenceTelebirrFormat).toContain(
        PAYMENT_REFERENCE_FORMATS.TELEBIRR.example,
      );
    },
  );

  it("accepts each format's own example", () => {
    for (const method of ['CBE', 'TELEBIRR'] as const) {
      const { example } = PAYMENT_REFERENCE_FORMATS[method];
      expect(checkPaymentReference(method, example)).toEqual({ reference: example });
    }
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

  it('refuses a renewal of a service that has ended, cancelled or still pending, with its own message', () => {
    const ended = { terminated: true };
    expect(paymentReportRefusal({ paid: false, status: 'PENDING' }, ended)).toBe(
      SERVER_MESSAGES.orderServiceEnded,
    );
    expect(paymentReportRefusal({ paid: false, status: 'CANCELLED' }, ended)).toBe(
      SERVER_MESSAGES.orderServiceEnded,
    );
    expect(paymentReportRefusal({ paid: false, status: 'PENDING' }, { terminated: false })).toBeNull();
  });
});

describe('reportedAccountSuffix', () => {
  it('keeps a CBE suffix only', () => {
    expect(reportedAccountSuffix('CBE', '1234')).toBe('1234');
    expect(reportedAccountSuffix('CBE', '')).toBeNull();
    expect(reportedAccountSuffix('TELEBIRR', '1234')).toBeNull();
  });
});

describe('checkPaymentReport: the payer and the transaction number of a report or a confirmation', () => {
  it('answers the payer trimmed and the number as stored', () => {
    expect(
      checkPaymentReport({ paymentMethod: 'CBE', paymentReference: ' ft24237clnmy ', paidBy: '  Abebe ' }),
    ).toEqual({ paidBy: 'Abebe', reference: 'FT24237CLNMY' });
  });

  it('refuses an empty payer first, then a number checkPaymentReference refuses', () => {
    expect(checkPaymentReport({ paymentMethod: 'CBE', paymentReference: 'nonsense', paidBy: ' ' })).toEqual({
      refusal: SERVER_MESSAGES.paidByEmpty,
    });
    expect(
      checkPaymentReport({ paymentMethod: 'TELEBIRR', paymentReference: 'FT1', paidBy: 'Abebe' }),
    ).toEqual({
      refusal: checkPaymentReference('TELEBIRR', 'FT1').refusal,
    });
  });
});
