import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReceipts } from '../../../test/fakes/receipts/fake-receipts.ts';
import type { FakeReceipts } from '../../../test/fakes/receipts/fake-receipts.ts';
import type { ReceiptConfig } from './config.ts';
import { fetchReceipt, receiptUrl } from './fetch-receipt.ts';

const ACCOUNT = '1000123456789';
let fake: FakeReceipts;
let config: ReceiptConfig;
beforeAll(async () => {
  fake = await startFakeReceipts();
  config = {
    enabled: true,
    autoConfirm: true,
    cbeBaseUrl: fake.cbeUrl,
    telebirrBaseUrl: fake.telebirrUrl,
    clockSkewMs: 0,
  };
  const cbe = {
    method: 'CBE' as const,
    receiverAccount: ACCOUNT,
    receiverName: 'ABAY CLOUD',
    amount: '1,150.00',
    date: '11/27/2026, 2:05:09 PM',
  };
  fake.add({ ...cbe, reference: 'FT26331ONELN' });
  fake.add({ ...cbe, reference: 'FT26331TWOLN', layout: 'two-lines' });
  fake.add({
    method: 'TELEBIRR',
    reference: 'CHQ0FJ403O',
    receiverAccount: '+251911234567',
    receiverName: 'Abay Cloud',
    payerName: 'Abebe Kebede',
    amount: '575.00',
    date: '27-11-2026 14:05:09',
  });
});
afterAll(() => fake.close());

const EXPECTED_CBE = {
  payer: 'ABEBE KEBEDE',
  payerAccount: '1****1000',
  receiver: 'ABAY CLOUD',
  receiverAccount: '1****6789',
  amountSantim: 115_000,
  paidAt: '2026-11-27T11:05:09.000Z',
  status: null,
};

describe('fetching and reading a receipt', () => {
  it('CBE: the PDF read whether label and value come on one line or two', async () => {
    for (const reference of ['FT26331ONELN', 'FT26331TWOLN']) {
      expect(await fetchReceipt(config, { method: 'CBE', reference }, ACCOUNT)).toEqual({
        kind: 'found',
        receipt: { ...EXPECTED_CBE, reference },
      });
    }
    expect(fake.requests.at(-1)?.url).toBe('/cbe/?id=FT26331TWOLN23456789');
  });

  it('Telebirr: the HTML table read by its bilingual labels', async () => {
    expect(await fetchReceipt(config, { method: 'TELEBIRR', reference: 'CHQ0FJ403O' }, ACCOUNT)).toEqual({
      kind: 'found',
      receipt: {
        payer: 'Abebe Kebede',
        payerAccount: '2519****1111',
        receiver: 'Abay Cloud',
        receiverAccount: '2519****4567',
        amountSantim: 57_500,
        paidAt: '2026-11-27T11:05:09.000Z',
        status: 'Completed',
        reference: 'CHQ0FJ403O',
      },
    });
  });

  it('an unknown reference: a page without a receipt is NOT FOUND', async () => {
    expect(await fetchReceipt(config, { method: 'CBE', reference: 'FT26331ZZZZZ' }, ACCOUNT)).toEqual({
      kind: 'not-found',
    });
    expect(await fetchReceipt(config, { method: 'TELEBIRR', reference: 'ZZZ0FJ403O' }, ACCOUNT)).toEqual({
      kind: 'not-found',
    });
  });

  it('a reference not of its format is never fetched', async () => {
    const before = fake.requests.length;
    expect(receiptUrl(config, 'TELEBIRR', '../admin', ACCOUNT)).toBeUndefined();
    expect(await fetchReceipt(config, { method: 'TELEBIRR', reference: '../../x?y' }, ACCOUNT)).toEqual({
      kind: 'not-found',
    });
    expect(await fetchReceipt(config, { method: 'CBE', reference: 'FT1' }, ACCOUNT)).toEqual({
      kind: 'not-found',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('the bank down, slow or sending too much is UNREACHABLE', async () => {
    fake.down = true;
    expect((await fetchReceipt(config, { method: 'CBE', reference: 'FT26331ONELN' }, ACCOUNT)).kind).toBe(
      'unreachable',
    );
    fake.down = false;
    fake.slowMs = 300;
    expect(
      await fetchReceipt(config, { method: 'CBE', reference: 'FT26331ONELN' }, ACCOUNT, { timeoutMs: 50 }),
    ).toEqual({
      kind: 'unreachable',
      error: 'timed out',
    });
    fake.slowMs = 0;
    expect(
      (await fetchReceipt(config, { method: 'CBE', reference: 'FT26331ONELN' }, ACCOUNT, { maxBytes: 100 }))
        .kind,
    ).toBe('unreachable');
  });

  it('a redirect to another host is not followed', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(302, { location: `${fake.telebirrUrl}/receipt/CHQ0FJ403O` });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const elsewhere = { ...config, telebirrBaseUrl: `http://localhost:${port}` };
      expect(await fetchReceipt(elsewhere, { method: 'TELEBIRR', reference: 'CHQ0FJ403O' }, ACCOUNT)).toEqual(
        {
          kind: 'unreachable',
          error: 'redirected to another host',
        },
      );
    } finally {
      server.close();
    }
  });
});
