import { describe, expect, it } from 'vitest';
import { parseCbeReceiptText } from './parse-cbe.ts';
import { parseTelebirrReceipt } from './parse-telebirr.ts';

describe('reading a CBE receipt’s text', () => {
  it('takes the shorter labels too, and tells the two accounts apart by the party before them', () => {
    const text = [
      'Commercial Bank of Ethiopia',
      'Payer: ABEBE KEBEDE',
      'Account 1****1000',
      'Receiver',
      'ABAY CLOUD',
      'Account',
      '1****6789',
      'Payment Date 11/27/2026, 9:15:00 AM',
      'Reference No FT26331ABCDE',
      'Reason hosting',
      'Transferred Amount 800.00 ETB',
      'Total amount debited from customers account 805.00 ETB',
    ].join('\n');
    expect(parseCbeReceiptText(text)).toEqual({
      payer: 'ABEBE KEBEDE',
      payerAccount: '1****1000',
      receiver: 'ABAY CLOUD',
      receiverAccount: '1****6789',
      amountSantim: 80_000,
      paidAt: '2026-11-27T06:15:00.000Z',
      status: null,
      reference: 'FT26331ABCDE',
    });
  });

  it('a text without a receiver and an amount is no receipt', () => {
    expect(parseCbeReceiptText('Invalid request or the receipt was not found.')).toBeNull();
  });
});

describe('reading a Telebirr receipt page', () => {
  it('finds a value in the same column of the next row when the labels form a header row', () => {
    const html = `<table>
      <tr><td>የገንዘብ ተቀባይ ስም/Credited Party name</td><td>Abay Cloud</td></tr>
      <tr><td>የክፍያው ሁኔታ/transaction status</td><td>Completed</td></tr>
      <tr><td>የክፍያ ቁጥር/Receipt No.</td><td>የክፍያ ቀን/Payment date</td><td>የተከፈለው መጠን/Settled Amount</td></tr>
      <tr><td>CHQ0FJ403O</td><td>27-11-2026 14:05:09</td><td>100.00 Birr</td></tr>
    </table>`;
    expect(parseTelebirrReceipt(html)).toMatchObject({
      receiver: 'Abay Cloud',
      status: 'Completed',
      reference: 'CHQ0FJ403O',
      paidAt: '2026-11-27T11:05:09.000Z',
      amountSantim: 10_000,
    });
  });

  it('a page without the fields is no receipt', () => {
    expect(parseTelebirrReceipt('<html><body><p>No data found</p></body></html>')).toBeNull();
  });
});
