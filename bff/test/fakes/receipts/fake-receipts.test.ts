import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { cbeIdOf, startFakeReceipts } from './fake-receipts.ts';
import type { FakeReceipt, FakeReceipts } from './fake-receipts.ts';

const RECEIPT: FakeReceipt = {
  method: 'CBE',
  reference: 'FT26331ABCDE',
  receiverAccount: '1000123456789',
  receiverName: 'ABAY CLOUD',
  amount: '1,150.00',
  date: '11/27/2026, 2:05:09 PM',
};

let fake: FakeReceipts;
beforeAll(async () => {
  fake = await startFakeReceipts();
  fake.add(RECEIPT);
  fake.add({ ...RECEIPT, reference: 'FT26331TWOLN', layout: 'two-lines' });
  fake.add({
    ...RECEIPT,
    method: 'TELEBIRR',
    reference: 'CHQ0FJ403O',
    receiverAccount: '+251911234567',
    date: '27-11-2026 14:05:09',
  });
});
afterAll(() => fake.close());

async function pdfText(id: string): Promise<string> {
  const response = await fetch(`${fake.cbeUrl}/?id=${id}`);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  return text;
}

describe('the fake receipt pages (payments.md)', () => {
  it('CBE: a PDF whose text gives label and value on one line', async () => {
    const text = await pdfText(cbeIdOf(RECEIPT));
    expect(text).toMatch(/^Transferred Amount 1,150\.00 ETB$/m);
    expect(text).toMatch(/^Receiver ABAY CLOUD$/m);
  });

  it('CBE: or on two lines', async () => {
    const text = await pdfText(cbeIdOf({ ...RECEIPT, reference: 'FT26331TWOLN' }));
    expect(text).toMatch(/^Transferred Amount\n1,150\.00 ETB$/m);
  });

  it('CBE: an unknown or malformed id answers an HTML page without a receipt', async () => {
    for (const id of ['FT26331ZZZZZ23456789', 'FT26331ABCDE', 'nonsense']) {
      const response = await fetch(`${fake.cbeUrl}/?id=${id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).not.toMatch(/Transferred Amount/);
    }
  });

  it('Telebirr: an HTML table with bilingual labels, the value in the next cell', async () => {
    const html = await (await fetch(`${fake.telebirrUrl}/receipt/CHQ0FJ403O`)).text();
    expect(html).toContain('<td class="label">የተከፈለው መጠን/Settled Amount</td><td>1,150.00 Birr</td>');
    expect(html).toContain('<td>Completed</td>');
  });

  it('Telebirr: an unknown number answers a page without a receipt', async () => {
    const response = await fetch(`${fake.telebirrUrl}/receipt/ZZZ0FJ403O`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toMatch(/Settled Amount/);
  });

  it('down: 503 for everything', async () => {
    fake.down = true;
    expect((await fetch(`${fake.telebirrUrl}/receipt/CHQ0FJ403O`)).status).toBe(503);
    fake.down = false;
  });
});
