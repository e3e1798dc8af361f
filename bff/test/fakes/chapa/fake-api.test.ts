import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChapa } from './fake-api.ts';
import type { FakeChapa } from './fake-api.ts';

let chapa: FakeChapa;
beforeAll(async () => {
  chapa = await startFakeChapa();
});
afterAll(() => chapa.close());

let counter = 0;
const newRef = () => `test-${Date.now()}-${++counter}`;
const good = (txRef: string) => ({
  amount: '1150.00',
  currency: 'ETB',
  email: 'abebe@example.com',
  first_name: 'Abebe',
  last_name: 'Kebede',
  phone_number: '0911223344',
  tx_ref: txRef,
  callback_url: 'http://shop.test/api/payments/chapa/callback',
  return_url: 'http://shop.test/orders/1',
  customization: { title: 'Abay Cloud' },
});

async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${chapa.secretKey}`);
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const res = await fetch(`${chapa.url}${path}`, { ...init, headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const initialize = (json: unknown, headers?: Record<string, string>) =>
  call('/v1/transaction/initialize', { method: 'POST', json, headers });

describe('fake Chapa', () => {
  it('answers a hosted link for a good initialize, and verify says pending until paid', async () => {
    const txRef = newRef();
    const res = await initialize(good(txRef));
    expect(res).toEqual({
      status: 200,
      body: {
        message: 'Hosted Link',
        status: 'success',
        data: { checkout_url: `${chapa.url}/checkout/${txRef}` },
      },
    });
    const pending = await call(`/v1/transaction/verify/${txRef}`);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ status: 'success', data: { status: 'pending', tx_ref: txRef } });
    const tx = chapa.pay(txRef);
    const paid = await call(`/v1/transaction/verify/${txRef}`);
    expect(paid.body.data).toMatchObject({
      status: 'success',
      amount: 1150,
      currency: 'ETB',
      reference: tx.reference,
      tx_ref: txRef,
      email: 'abebe@example.com',
    });
    expect(Object.keys(paid.body.data as object).sort()).toEqual(
      [
        'first_name',
        'last_name',
        'email',
        'currency',
        'amount',
        'charge',
        'mode',
        'method',
        'type',
        'status',
        'reference',
        'tx_ref',
        'customization',
        'meta',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('refuses a wrong or missing key with 401', async () => {
    expect((await initialize(good(newRef()), { authorization: 'Bearer CHASECK_TEST-wrong' })).status).toBe(
      401,
    );
    const res = await call(`/v1/transaction/verify/x`, { headers: { authorization: '' } });
    expect(res).toEqual({
      status: 401,
      body: { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null },
    });
  });

  it('refuses a body that is not sent as JSON', async () => {
    const res = await call('/v1/transaction/initialize', {
      method: 'POST',
      body: new URLSearchParams({ amount: '1', currency: 'ETB' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Incorrect header settings/);
  });

  it.each([
    ['amount', { amount: undefined }],
    ['amount', { amount: 10 }],
    ['amount', { amount: '10.005' }],
    ['currency', { currency: undefined }],
    ['tx_ref', { tx_ref: undefined }],
    ['callback_url', { callback_url: undefined }],
    ['return_url', { return_url: undefined }],
    ['email', { email: undefined, phone_number: undefined }],
    ['email', { email: 'not-an-address' }],
    ['phone_number', { phone_number: '+251911223344' }],
    ['customization.title', { customization: { title: 'Abay Cloud hosting order' } }],
  ])('names the field %s when it is missing or malformed', async (field, change) => {
    const res = await initialize({ ...good(newRef()), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'failed', data: null });
    expect(Object.keys(res.body.message as object)).toContain(field);
  });

  it('refuses another currency', async () => {
    const res = await initialize({ ...good(newRef()), currency: 'USD' });
    expect(res).toEqual({
      status: 400,
      body: { message: 'Invalid currency, currency is not supported', status: 'failed', data: null },
    });
  });

  it('refuses a tx_ref used before, for ever, even after the payment', async () => {
    const txRef = newRef();
    expect((await initialize(good(txRef))).status).toBe(200);
    const again = await initialize(good(txRef));
    expect(again).toEqual({
      status: 400,
      body: { message: 'Transaction reference has been used before', status: 'failed', data: null },
    });
    chapa.pay(txRef);
    expect((await initialize({ ...good(txRef), amount: '5' })).status).toBe(400);
  });

  it('answers 404 for an unknown tx_ref', async () => {
    const res = await call('/v1/transaction/verify/never-seen');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'failed', data: null });
  });

  it('signs a webhook over the raw body with the webhook secret, beside the worthless legacy header', async () => {
    const txRef = newRef();
    await initialize(good(txRef));
    chapa.pay(txRef);
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const shop = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/hook`;
    try {
      await chapa.sendWebhook(txRef, { target });
      await chapa.sendWebhook(txRef, { target, signature: 'legacy-only' });
    } finally {
      shop.close();
    }
    const [signed, legacy] = received;
    const expected = createHmac('sha256', chapa.webhookSecret).update(signed!.body).digest('hex');
    expect(signed!.headers['x-chapa-signature']).toBe(expected);
    expect(JSON.parse(signed!.body)).toMatchObject({
      event: 'charge.success',
      tx_ref: txRef,
      status: 'success',
    });
    expect(legacy!.headers['x-chapa-signature']).toBeUndefined();
    expect(legacy!.headers['chapa-signature']).toBe(signed!.headers['chapa-signature']);
  });

  it('serves a checkout page whose payment calls back and returns the browser', async () => {
    const txRef = newRef();
    const calls: string[] = [];
    const shop = http.createServer((req, res) => {
      calls.push(req.url ?? '');
      res.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    try {
      await initialize({ ...good(txRef), callback_url: `${base}/cb`, return_url: `${base}/orders/1` });
      const page = await fetch(`${chapa.url}/checkout/${txRef}`);
      expect(await page.text()).toContain('Pay now');
      const paid = await fetch(`${chapa.url}/checkout/${txRef}`, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'success' }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(302);
      expect(paid.headers.get('location')).toBe(`${base}/orders/1`);
    } finally {
      shop.close();
    }
    const tx = chapa.transactions.get(txRef)!;
    expect(tx.status).toBe('success');
    expect(calls).toEqual([`/cb?trx_ref=${txRef}&ref_id=${tx.reference}&status=success`]);
  });
});
