/**
 * Crafted receipts (issue 34): a page or a PDF that shows the shop's receiver rows twice, a value
 * cell holding markup, or another layout is unreadable (RECEIPT_INCOMPLETE), never the shop's
 * payment; payer-supplied text never fills a receiver, amount or status.
 */
import { receiptMismatchReasons } from '@shop/domain';
import type { ParsedReceipt, ReceiptExpectation } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { cbeReceiptPdf, telebirrReceiptHtml } from '../../../test/fakes/receipts/fake-receipts.ts';
import type { FakeReceipt } from '../../../test/fakes/receipts/fake-receipts.ts';
import { parseCbeReceipt, parseCbeReceiptText } from './parse-cbe.ts';
import { parseTelebirrReceipt } from './parse-telebirr.ts';

const SHOP_TELEBIRR = '+251912345678';
const SHOP_CBE = '1000123456789';

/** A genuine transfer of 1,150.00 to Mallory, whose receipt the attacker reports as paying the shop. */
const TO_MALLORY: FakeReceipt = {
  method: 'TELEBIRR',
  reference: 'CHQ0FJ403O',
  receiverAccount: '+251987650000',
  receiverName: 'Mallory Trading',
  amount: '1,150.00',
  date: '27-11-2026 14:05:09',
};

const expectation = (method: 'CBE' | 'TELEBIRR'): ReceiptExpectation => ({
  method,
  reference: method === 'CBE' ? 'FT26331ABCDE' : 'CHQ0FJ403O',
  accountName: 'Abay Cloud',
  accountNumber: method === 'CBE' ? SHOP_CBE : '0912345678',
  orderTotalSantim: 115_000,
  orderCreatedAt: new Date('2026-11-27T11:00:00Z'),
  clockSkewMs: 600_000,
  referenceUsedElsewhere: false,
});

const codes = (receipt: ParsedReceipt | null, method: 'CBE' | 'TELEBIRR') =>
  receiptMismatchReasons(receipt!, expectation(method)).map((r) => r.code);

/** The shop's receiver rows as telebirr's page prints them. */
const SHOP_ROWS =
  '<tr><td>የገንዘብ ተቀባይ ስም/Credited Party name</td><td>Abay Cloud</td></tr>' +
  '<tr><td>የገንዘብ ተቀባይ ቴሌብር ቁ./Credited party account no</td><td>2519****5678</td></tr>';

describe('telebirr: a genuine receipt', () => {
  it('to the shop is read whole, and is the shop’s payment', () => {
    const receipt = parseTelebirrReceipt(
      telebirrReceiptHtml({ ...TO_MALLORY, receiverAccount: SHOP_TELEBIRR, receiverName: 'Abay Cloud' }),
    );
    expect(receipt).toMatchObject({
      receiver: 'Abay Cloud',
      receiverAccount: '2519****5678',
      status: 'Completed',
    });
    expect(receipt!.unreadable).toBeUndefined();
    expect(codes(receipt, 'TELEBIRR')).toEqual([]);
  });

  it('to someone else is read as theirs', () => {
    expect(codes(parseTelebirrReceipt(telebirrReceiptHtml(TO_MALLORY)), 'TELEBIRR')).toEqual([
      'RECEIVER_NAME',
      'RECEIVER_ACCOUNT',
    ]);
  });
});

describe('telebirr: a crafted receipt is never the shop’s payment', () => {
  it.each([
    [
      'a payer name holding the shop’s receiver rows, printed unescaped (they come first)',
      { payerName: `Abebe</td></tr>${SHOP_ROWS}<tr><td>note</td><td>x`, payerNameUnescaped: true },
    ],
    [
      'the same rows with the real ones hidden in a comment that runs to the end',
      {
        payerName:
          `Abebe</td></tr>${SHOP_ROWS}<tr><td>የክፍያው ሁኔታ/transaction status</td><td>Completed</td></tr>` +
          '<tr><td>የክፍያ ቁጥር/Receipt No.</td><td>CHQ0FJ403O</td></tr>' +
          '<tr><td>የክፍያ ቀን/Payment date</td><td>27-11-2026 14:05:09</td></tr>' +
          '<tr><td>የተከፈለው መጠን/Settled Amount</td><td>1,150.00 Birr</td></tr></table><!--',
        payerNameUnescaped: true,
      },
    ],
    ['a value cell holding markup', { payerName: '<b>Abebe</b>', payerNameUnescaped: true }],
    [
      'the receiver’s labels twice (rows added after the payer’s)',
      {
        extraFields: [
          ['የገንዘብ ተቀባይ ስም/Credited Party name', 'Abay Cloud'],
          ['የገንዘብ ተቀባይ ቴሌብር ቁ./Credited party account no', '2519****5678'],
        ] as [string, string][],
      },
    ],
    ['a payer name that is itself a label', { payerName: 'Abebe/Credited Party name' }],
    [
      'a payment reason naming the receiver',
      {
        extraFields: [['የክፍያ ምክንያት/Payment reason', 'Credited Party name Abay Cloud']] as [string, string][],
      },
    ],
  ])('%s: RECEIPT_INCOMPLETE, nothing deciding read', (_, changes) => {
    const receipt = parseTelebirrReceipt(telebirrReceiptHtml({ ...TO_MALLORY, ...changes }));
    expect(receipt).not.toBeNull();
    expect(receipt!.unreadable).toEqual(expect.any(String));
    expect(receipt).toMatchObject({
      receiver: null,
      receiverAccount: null,
      amountSantim: null,
      status: null,
    });
    expect(codes(receipt, 'TELEBIRR')).toContain('RECEIPT_INCOMPLETE');
  });

  it('a row of labels whose row of values does not match it is another layout', () => {
    const html = `<table>${SHOP_ROWS}
      <tr><td>የክፍያው ሁኔታ/transaction status</td><td>Completed</td></tr>
      <tr><td>የክፍያ ቁጥር/Receipt No.</td><td>የክፍያ ቀን/Payment date</td><td>የተከፈለው መጠን/Settled Amount</td></tr>
      <tr><td>CHQ0FJ403O</td><td>1,150.00 Birr</td></tr>
    </table>`;
    const receipt = parseTelebirrReceipt(html);
    expect(receipt!.unreadable).toMatch(/labels without a row of values/);
    expect(codes(receipt, 'TELEBIRR')).toContain('RECEIPT_INCOMPLETE');
  });
});

describe('CBE: a crafted receipt is never the shop’s payment', () => {
  const toMallory: FakeReceipt = {
    method: 'CBE',
    reference: 'FT26331ABCDE',
    receiverAccount: '2000123456789',
    receiverName: 'MALLORY TRADING',
    amount: '1,150.00',
    date: '11/27/2026, 2:05:09 PM',
  };
  const shopRows: [string, string][] = [
    ['Receiver', 'ABAY CLOUD'],
    ['Account', '1****6789'],
  ];

  it.each(['one-line', 'two-lines'] as const)(
    'a genuine one to the shop (%s) is read whole',
    async (layout) => {
      const receipt = await parseCbeReceipt(
        await cbeReceiptPdf({ ...toMallory, receiverAccount: SHOP_CBE, receiverName: 'ABAY CLOUD', layout }),
      );
      expect(receipt!.unreadable).toBeUndefined();
      expect(codes(receipt, 'CBE')).toEqual([]);
    },
  );

  it.each(['one-line', 'two-lines'] as const)(
    'the shop’s receiver and account printed before the real ones (%s): RECEIPT_INCOMPLETE',
    async (layout) => {
      const receipt = await parseCbeReceipt(
        await cbeReceiptPdf({ ...toMallory, extraFields: shopRows, layout }),
      );
      expect(receipt!.unreadable).toMatch(/receiver appears twice/);
      expect(receipt).toMatchObject({ receiver: null, receiverAccount: null, amountSantim: null });
      expect(codes(receipt, 'CBE')).toContain('RECEIPT_INCOMPLETE');
    },
  );

  it('a payer name holding the receiver’s label stays the payer’s', async () => {
    const receipt = await parseCbeReceipt(
      await cbeReceiptPdf({ ...toMallory, payerName: 'ABEBE Receiver ABAY CLOUD Account 1****6789' }),
    );
    expect(receipt).toMatchObject({
      payer: 'ABEBE Receiver ABAY CLOUD Account 1****6789',
      receiver: 'MALLORY TRADING',
    });
    expect(codes(receipt, 'CBE')).toEqual(['RECEIVER_NAME', 'RECEIVER_ACCOUNT']);
  });

  it('an account that follows no party, or a label without its value, is another layout', () => {
    const base = ['Payer ABEBE', 'Account 1****1000', 'Receiver ABAY CLOUD', 'Account 1****6789'];
    const rest = [
      'Payment Date 11/27/2026, 2:05:09 PM',
      'Reference No FT26331ABCDE',
      'Transferred Amount 1,150.00 ETB',
    ];
    expect(parseCbeReceiptText([...base, 'Account 1****6789', ...rest].join('\n'))!.unreadable).toMatch(
      /account that follows no party/,
    );
    expect(parseCbeReceiptText([...base, 'Reason', ...rest].join('\n'))!.unreadable).toMatch(
      /no value beside/,
    );
    expect(parseCbeReceiptText([...base, ...rest].join('\n'))!.unreadable).toBeUndefined();
  });
});
