import { describe, expect, it } from 'vitest';
import {
  cbeReceiptId,
  chapaMismatchReasons,
  maskedAccountMatches,
  parsedReceipt,
  parseReceiptAmount,
  parseReceiptDate,
  receiptMismatchReasons,
  receiptVerificationStatus,
  sameAccountName,
  VERIFICATION_REASON_CODES,
  verificationReasonText,
} from './receipts';
import type { ParsedReceipt, ReceiptExpectation } from './receipts';

const CBE: ReceiptExpectation = {
  method: 'CBE',
  reference: 'FT24237CLNMY',
  accountName: 'Abay Cloud',
  accountNumber: '1000123456789',
  orderTotalSantim: 115_000,
  orderCreatedAt: new Date('2026-11-27T08:00:00Z'),
  clockSkewMs: 0,
  referenceUsedElsewhere: false,
};

const CBE_RECEIPT: ParsedReceipt = {
  payer: 'ABEBE KEBEDE',
  payerAccount: '1****1000',
  receiver: 'ABAY  CLOUD',
  receiverAccount: '1****6789',
  amountSantim: 115_000,
  paidAt: '2026-11-27T09:00:00.000Z',
  status: null,
  reference: 'FT24237CLNMY',
};

const TELEBIRR: ReceiptExpectation = {
  ...CBE,
  method: 'TELEBIRR',
  reference: 'CHQ0FJ403O',
  accountNumber: '+251911234567',
};
const TELEBIRR_RECEIPT: ParsedReceipt = {
  ...CBE_RECEIPT,
  receiverAccount: '2519****4567',
  status: 'Completed',
  reference: 'CHQ0FJ403O',
};

const codes = (receipt: ParsedReceipt, expected: ReceiptExpectation) =>
  receiptMismatchReasons(receipt, expected).map((r) => r.code);

describe('receiptMismatchReasons: what makes a transfer the shop’s', () => {
  it('a matching CBE and telebirr receipt has no reason (VERIFIED)', () => {
    expect(receiptMismatchReasons(CBE_RECEIPT, CBE)).toEqual([]);
    expect(receiptMismatchReasons(TELEBIRR_RECEIPT, TELEBIRR)).toEqual([]);
    expect(receiptVerificationStatus([])).toBe('VERIFIED');
  });

  it('an amount below the total: AMOUNT_SHORT with both amounts; more than the total is fine', () => {
    expect(receiptMismatchReasons({ ...CBE_RECEIPT, amountSantim: 57_500 }, CBE)).toEqual([
      { code: 'AMOUNT_SHORT', paidSantim: 57_500, dueSantim: 115_000 },
    ]);
    expect(codes({ ...CBE_RECEIPT, amountSantim: 120_000 }, CBE)).toEqual([]);
    expect(receiptVerificationStatus([{ code: 'AMOUNT_SHORT' }])).toBe('MISMATCH');
  });

  it('another receiver name: RECEIVER_NAME', () => {
    expect(codes({ ...CBE_RECEIPT, receiver: 'Someone Else' }, CBE)).toEqual(['RECEIVER_NAME']);
  });

  it('other visible digits: RECEIVER_ACCOUNT', () => {
    expect(codes({ ...CBE_RECEIPT, receiverAccount: '1****9999' }, CBE)).toEqual(['RECEIVER_ACCOUNT']);
    expect(codes({ ...TELEBIRR_RECEIPT, receiverAccount: '2519****0000' }, TELEBIRR)).toEqual([
      'RECEIVER_ACCOUNT',
    ]);
  });

  it('paid before the order was created: PAID_BEFORE_ORDER', () => {
    expect(codes({ ...CBE_RECEIPT, paidAt: '2026-11-27T07:59:59.000Z' }, CBE)).toEqual(['PAID_BEFORE_ORDER']);
  });

  it('the clocks may differ by the allowed skew: a receipt up to 10 minutes older than the order pays it', () => {
    const order = new Date('2026-11-27T08:00:00.734Z');
    const expected = { ...CBE, orderCreatedAt: order, clockSkewMs: 10 * 60_000 };
    // The same second as the order (receipts have whole seconds), and the skew's last second.
    expect(codes({ ...CBE_RECEIPT, paidAt: '2026-11-27T08:00:00.000Z' }, expected)).toEqual([]);
    expect(codes({ ...CBE_RECEIPT, paidAt: '2026-11-27T07:50:01.000Z' }, expected)).toEqual([]);
    // Older: still a mismatch, the reason naming both times in Addis Ababa time.
    const [reason] = receiptMismatchReasons({ ...CBE_RECEIPT, paidAt: '2026-11-27T07:50:00.000Z' }, expected);
    expect(reason).toEqual({
      code: 'PAID_BEFORE_ORDER',
      paidAt: '2026-11-27T07:50:00.000Z',
      orderAt: '2026-11-27T08:00:00.734Z',
    });
    expect(verificationReasonText(reason!)).toBe(
      'Paid at 2026-11-27 10:50:00, before the order was placed at 2026-11-27 11:00:00 (Addis Ababa time)',
    );
    expect(verificationReasonText(reason!, 'am')).toBe(
      'ክፍያው በ2026-11-27 10:50:00 ተፈጽሟል፤ ትዕዛዙ የተሰጠው በ2026-11-27 11:00:00 ነው (የአዲስ አበባ ሰዓት)',
    );
    // A reason stored before the times were kept reads as it did.
    expect(verificationReasonText({ code: 'PAID_BEFORE_ORDER' })).toBe('Paid before the order was placed');
  });

  it('a telebirr transfer not completed: NOT_COMPLETED', () => {
    expect(codes({ ...TELEBIRR_RECEIPT, status: 'Failed' }, TELEBIRR)).toEqual(['NOT_COMPLETED']);
  });

  it('a transaction number used for another payment: REFERENCE_USED', () => {
    expect(codes(CBE_RECEIPT, { ...CBE, referenceUsedElsewhere: true })).toEqual(['REFERENCE_USED']);
  });

  it('a receipt of another number: REFERENCE_DIFFERENT', () => {
    expect(codes({ ...CBE_RECEIPT, reference: 'FT99999AAAAA' }, CBE)).toEqual(['REFERENCE_DIFFERENT']);
  });

  it('a receipt missing what must be checked: RECEIPT_INCOMPLETE', () => {
    expect(codes({ ...CBE_RECEIPT, amountSantim: null }, CBE)).toEqual(['RECEIPT_INCOMPLETE']);
    expect(codes({ ...CBE_RECEIPT, receiverAccount: null }, CBE)).toEqual(['RECEIPT_INCOMPLETE']);
    expect(codes({ ...TELEBIRR_RECEIPT, status: null }, TELEBIRR)).toEqual(['RECEIPT_INCOMPLETE']);
  });
});

describe('the pieces of a receipt', () => {
  it('names compare case- and space-insensitively', () => {
    expect(sameAccountName(' abay   CLOUD ', 'Abay Cloud')).toBe(true);
    expect(sameAccountName('Abay Clouds', 'Abay Cloud')).toBe(false);
    expect(sameAccountName('', '')).toBe(false);
  });

  it('a masked account matches by its visible digits only, and needs some', () => {
    expect(maskedAccountMatches('1****6789', '1000123456789')).toBe(true);
    expect(maskedAccountMatches('1****6788', '1000123456789')).toBe(false);
    expect(maskedAccountMatches('****', '1000123456789')).toBe(false);
    expect(maskedAccountMatches('09****4567', '+251911234567')).toBe(true);
    expect(maskedAccountMatches('1000123456789', '1000123456789')).toBe(true);
  });

  it('CBE’s receipt id is the reference and the account’s last 8 digits', () => {
    expect(cbeReceiptId('FT24237CLNMY', '1000123456789')).toBe('FT24237CLNMY23456789');
  });

  it('amounts and dates as the receipts write them', () => {
    expect(parseReceiptAmount('1,150.00 ETB')).toBe(115_000);
    expect(parseReceiptAmount('100.5 Birr')).toBe(10_050);
    expect(parseReceiptAmount('no amount')).toBeNull();
    expect(parseReceiptDate('27-11-2026 12:05:09')).toBe('2026-11-27T09:05:09.000Z');
    expect(parseReceiptDate('11/27/2026, 2:05:09 PM')).toBe('2026-11-27T11:05:09.000Z');
    expect(parseReceiptDate('2026-11-27 14:05:09')).toBe('2026-11-27T11:05:09.000Z');
    expect(parseReceiptDate('yesterday')).toBeNull();
  });
});

describe('reasons in the admin’s words', () => {
  it('says what was paid and what is due', () => {
    expect(verificationReasonText({ code: 'AMOUNT_SHORT', paidSantim: 57_500, dueSantim: 115_000 })).toBe(
      'Paid 575.00 ETB, 1,150.00 ETB due',
    );
    expect(verificationReasonText({ code: 'RECEIVER_NAME' })).toBe('Paid to another account');
  });

  it('has English and Amharic words for every code', () => {
    for (const code of VERIFICATION_REASON_CODES) {
      const en = verificationReasonText({ code, paidSantim: 1, dueSantim: 2 }, 'en');
      const am = verificationReasonText({ code, paidSantim: 1, dueSantim: 2 }, 'am');
      expect(en).not.toBe('');
      expect(am).not.toBe(en);
    }
  });

  it('maps a Chapa attempt’s recorded mismatch to reasons', () => {
    expect(chapaMismatchReasons(['amount', 'currency'], 57_500, 115_000)).toEqual([
      { code: 'CHAPA_AMOUNT', paidSantim: 57_500, dueSantim: 115_000 },
      { code: 'CHAPA_CURRENCY' },
    ]);
    expect(chapaMismatchReasons(['order-already-paid'], null, 1)).toEqual([{ code: 'ORDER_ALREADY_PAID' }]);
  });
});

describe('parsedReceipt: one receipt from what a parser read', () => {
  const read = {
    payer: 'Abebe Kebede',
    payerAccount: '1****1234',
    receiver: 'ABAY CLOUD',
    receiverAccount: '1****6789',
    amount: '1,150.00 ETB',
    date: '27-11-2026 14:05:09',
    status: 'Completed',
    reference: 'chq0fj403o',
  };

  it('parses the amount and the date and upper-cases the reference', () => {
    expect(parsedReceipt(read, [])).toEqual({
      payer: 'Abebe Kebede',
      payerAccount: '1****1234',
      receiver: 'ABAY CLOUD',
      receiverAccount: '1****6789',
      amountSantim: 115_000,
      paidAt: '2026-11-27T11:05:09.000Z',
      status: 'Completed',
      reference: 'CHQ0FJ403O',
    });
  });

  it('with a problem, drops every deciding field and says why, keeping the payer', () => {
    expect(parsedReceipt(read, ['receiver appears twice', 'amount appears twice'])).toEqual({
      payer: 'Abebe Kebede',
      payerAccount: '1****1234',
      receiver: null,
      receiverAccount: null,
      amountSantim: null,
      paidAt: null,
      status: null,
      reference: null,
      unreadable: 'receiver appears twice; amount appears twice',
    });
  });
});
