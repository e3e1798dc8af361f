/**
 * An in-process Chapa API (v1) for tests: a real HTTP server on 127.0.0.1 (port 0) that answers
 * as ../../../../../shared/design/payments.md says Chapa does, and refuses what it refuses:
 *
 * - only `Authorization: Bearer <secret key>` (else 401 "Invalid API Key or User doesn't exist");
 * - POST bodies only as `application/json` (else 400 "Incorrect header settings...");
 * - `POST /v1/transaction/initialize`: amount (a string with at most two decimals, above 0),
 *   currency ETB, tx_ref, e-mail or phone, callback_url and return_url are required (field errors
 *   as `message: { field: [...] }`), a phone is 10 digits `09…`/`07…`, a customization title at
 *   most 16 characters; a tx_ref is refused once used, for ever ("Transaction reference has been
 *   used before"); answers `{ message: 'Hosted Link', status: 'success', data: { checkout_url } }`;
 * - `GET /v1/transaction/verify/{tx_ref}`: the transaction in the documented shape, `data.status`
 *   `pending` until it is paid (`pay()` or the checkout page), 404 for an unknown tx_ref;
 * - the hosted checkout page `GET /checkout/{tx_ref}` with a Pay button: paying calls the
 *   callback_url (GET ?trx_ref=&ref_id=&status=), sends the webhook when `webhookUrl` is set and
 *   sends the browser to return_url;
 * - `POST /v1/refund/{tx_ref}` (developer.chapa.co/refund): optional `reason`, `amount` (a string,
 *   at most what was paid; the whole payment when absent), `meta` and `reference` (unique within
 *   the business); only a successful transaction, and only while something is left to refund;
 *   answers `{ message: 'Refund initiated successfully', status: 'success', data: { ref_id, ... } }`;
 * - webhooks: a flat JSON body, `x-chapa-signature` = hex HMAC-SHA256 of the raw body with the
 *   webhook secret, and the worthless legacy `Chapa-Signature` (the secret's HMAC of itself).
 *
 * Errors are `{ message, status: 'failed', data: null }`. Every request is recorded.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChapaOptions {
  /** Default a random CHASECK_TEST- key. */
  secretKey?: string;
  /** Default a random one. */
  webhookSecret?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** Where the checkout page's payment sends its webhook; see FakeChapa.webhookUrl. */
  webhookUrl?: string;
}

/** `cancelled`: the customer left Chapa's page without paying. */
export type FakeTransactionStatus = 'pending' | 'success' | 'failed' | 'cancelled';

export interface FakeTransaction {
  txRef: string;
  /** As sent by the shop (a string with at most two decimals). */
  amount: string;
  currency: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  callbackUrl: string;
  returnUrl: string;
  customization: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
  status: FakeTransactionStatus;
  /** Chapa's own reference, set when paid. */
  reference: string | null;
  /** What verify says was paid (the amount unless a test changed it). */
  paidAmount: string;
  paidCurrency: string;
  createdAt: string;
  updatedAt: string;
  /** Santim refunded so far. */
  refundedSantim: number;
}

export interface FakeRefund {
  txRef: string;
  amount: string;
  reason: string | null;
  reference: string | null;
  /** Chapa's reference of the refund (data.ref_id of its answer). */
  refId: string;
}

export interface RecordedChapaRequest {
  method: string;
  path: string;
  authorized: boolean;
  contentType: string | null;
  body: unknown;
  status: number;
}

export type WebhookSignature = 'valid' | 'forged' | 'missing' | 'legacy-only';

export interface FakeChapa {
  /** Scheme, host and port (CHAPA_BASE_URL). */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** CHAPA_* pointing at this fake; overrides on top. */
  env(overrides?: Record<string, string | undefined>): Record<string, string | undefined>;
  requests: RecordedChapaRequest[];
  transactions: Map<string, FakeTransaction>;
  /** The refunds made, in order. */
  refunds: FakeRefund[];
  /** Where the checkout page's payment sends its webhook (the shop's webhook URL); unset sends none. */
  webhookUrl: string | undefined;
  /**
   * The customer pays (or fails to): verify answers this from now on. `amount`/`currency` change
   * what verify reports as paid, to test mismatches.
   */
  pay(
    txRef: string,
    outcome?: { status?: FakeTransactionStatus; amount?: string; currency?: string },
  ): FakeTransaction;
  /** The flat webhook body Chapa would send for the transaction now, as raw text. */
  webhookBody(txRef: string, event?: string): string;
  /** The headers of a webhook for `body`, signed as asked. */
  webhookHeaders(body: string, signature?: WebhookSignature): Record<string, string>;
  /** POSTs a webhook for the transaction to `target` (default webhookUrl). */
  sendWebhook(
    txRef: string,
    options?: { target?: string; event?: string; signature?: WebhookSignature; body?: string },
  ): Promise<{ status: number; text: string }>;
  /** The next request whose path matches answers `status` with `message`. */
  failNextRequest(path: RegExp, status: number, message: string): void;
  close(): Promise<void>;
}

class ChapaError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : 'Chapa error');
  }
}

const failed = (status: number, message: unknown) =>
  new ChapaError(status, { message, status: 'failed', data: null });

const AMOUNT_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
const PHONE_PATTERN = /^0[79]\d{8}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function hmacHex(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export async function startFakeChapa(options: FakeChapaOptions = {}): Promise<FakeChapa> {
  const secretKey = options.secretKey ?? `CHASECK_TEST-${randomBytes(16).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec-${randomBytes(16).toString('hex')}`;
  const requests: RecordedChapaRequest[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];

  function refund(txRef: string, body: Record<string, unknown>) {
    const tx = transactions.get(txRef);
    if (!tx) throw failed(404, 'Invalid transaction or Transaction not found');
    if (tx.status !== 'success') throw failed(400, 'Only successful transactions can be refunded');
    const paid = Math.round(Number(tx.paidAmount) * 100);
    const amountText = body.amount === undefined ? undefined : text(body.amount);
    if (amountText !== undefined && (amountText === null || !AMOUNT_PATTERN.test(amountText)))
      throw failed(400, { amount: ['The amount must be a number with at most two decimals.'] });
    const santim = amountText === undefined ? paid - tx.refundedSantim : Math.round(Number(amountText) * 100);
    if (santim <= 0 || tx.refundedSantim + santim > paid)
      throw failed(400, 'The refund amount exceeds the refundable amount of the transaction');
    const reference = text(body.reference);
    if (reference !== null && refunds.some((r) => r.reference === reference))
      throw failed(400, 'Refund reference has been used before');
    tx.refundedSantim += santim;
    const made: FakeRefund = {
      txRef,
      amount: (santim / 100).toFixed(2),
      reason: text(body.reason),
      reference,
      refId: `RF${randomBytes(5).toString('hex').toUpperCase()}`,
    };
    refunds.push(made);
    return {
      message: 'Refund initiated successfully',
      status: 'success',
      // developer.chapa.co/refund: "the response includes a ref_id" (Chapa's reference of the refund).
      data: {
        ref_id: made.refId,
        tx_ref: txRef,
        amount: made.amount,
        currency: tx.currency,
        reference,
        status: 'pending',
      },
    };
  }
  /** Every tx_ref ever used, even one whose initialize was refused afterwards. */
  const usedRefs = new Set<string>();
  const injected: { path: RegExp; status: number; message: string }[] = [];
  let url = '';

  function initialize(body: Record<string, unknown>): unknown {
    const errors: Record<string, string[]> = {};
    const required = (field: string) => {
      if (text(body[field]) === null) errors[field] = [`The ${field.replace('_', ' ')} field is required.`];
    };
    for (const field of ['amount', 'currency', 'tx_ref', 'callback_url', 'return_url']) required(field);
    const amount = body.amount;
    if (
      amount !== undefined &&
      (typeof amount !== 'string' || !AMOUNT_PATTERN.test(amount) || Number(amount) <= 0)
    ) {
      errors.amount = ['The amount must be a number with at most two decimals.'];
    }
    const email = text(body.email);
    const phone = text(body.phone_number);
    if (email === null && phone === null)
      errors.email = ['The email field is required when phone number is not present.'];
    if (email !== null && !EMAIL_PATTERN.test(email))
      errors.email = ['The email must be a valid email address.'];
    if (phone !== null && !PHONE_PATTERN.test(phone)) {
      errors.phone_number = ['The phone number must be 10 digits starting with 09 or 07.'];
    }
    for (const field of ['callback_url', 'return_url']) {
      const value = text(body[field]);
      if (value !== null && !/^https?:\/\/\S+$/.test(value))
        errors[field] = [`The ${field.replace('_', ' ')} format is invalid.`];
    }
    const customization = body.customization;
    if (customization !== undefined && (typeof customization !== 'object' || customization === null)) {
      errors.customization = ['The customization must be an object.'];
    } else if (customization && typeof (customization as Record<string, unknown>).title === 'string') {
      if (((customization as Record<string, unknown>).title as string).length > 16) {
        errors['customization.title'] = ['The customization.title may not be greater than 16 characters.'];
      }
    }
    if (Object.keys(errors).length > 0) throw failed(400, errors);
    if (body.currency !== 'ETB') throw failed(400, 'Invalid currency, currency is not supported');
    const txRef = body.tx_ref as string;
    if (usedRefs.has(txRef)) throw failed(400, 'Transaction reference has been used before');
    usedRefs.add(txRef);
    const at = new Date().toISOString();
    transactions.set(txRef, {
      txRef,
      amount: amount as string,
      currency: 'ETB',
      email,
      firstName: text(body.first_name),
      lastName: text(body.last_name),
      phoneNumber: phone,
      callbackUrl: body.callback_url as string,
      returnUrl: body.return_url as string,
      customization: (customization as Record<string, unknown> | undefined) ?? null,
      meta: (body.meta as Record<string, unknown> | undefined) ?? null,
      status: 'pending',
      reference: null,
      paidAmount: amount as string,
      refundedSantim: 0,
      paidCurrency: 'ETB',
      createdAt: at,
      updatedAt: at,
    });
    return {
      message: 'Hosted Link',
      status: 'success',
      data: { checkout_url: `${url}/checkout/${encodeURIComponent(txRef)}` },
    };
  }

  function verifyAnswer(tx: FakeTransaction): unknown {
    return {
      message: 'Payment details',
      status: 'success',
      data: {
        first_name: tx.firstName,
        last_name: tx.lastName,
        email: tx.email,
        currency: tx.paidCurrency,
        // Chapa answers the amount as a number.
        amount: Number(tx.paidAmount),
        charge: Math.round(Number(tx.paidAmount) * 3.5) / 100,
        mode: 'test',
        method: tx.status === 'pending' ? null : 'telebirr',
        type: 'API',
        status: tx.status,
        reference: tx.reference,
        tx_ref: tx.txRef,
        customization: tx.customization,
        meta: tx.meta,
        created_at: tx.createdAt,
        updated_at: tx.updatedAt,
      },
    };
  }

  function pay(
    txRef: string,
    outcome: { status?: FakeTransactionStatus; amount?: string; currency?: string } = {},
  ): FakeTransaction {
    const tx = transactions.get(txRef);
    if (!tx) throw new Error(`fake Chapa: no transaction ${txRef}`);
    tx.status = outcome.status ?? 'success';
    tx.reference ??= `AP${randomBytes(5).toString('hex').toUpperCase()}`;
    if (outcome.amount !== undefined) tx.paidAmount = outcome.amount;
    if (outcome.currency !== undefined) tx.paidCurrency = outcome.currency;
    tx.updatedAt = new Date().toISOString();
    return tx;
  }

  function webhookBody(txRef: string, event?: string): string {
    const tx = transactions.get(txRef);
    if (!tx) throw new Error(`fake Chapa: no transaction ${txRef}`);
    return JSON.stringify({
      event:
        event ??
        (tx.status === 'success'
          ? 'charge.success'
          : tx.status === 'cancelled'
            ? 'charge.cancelled'
            : 'charge.failed'),
      first_name: tx.firstName,
      last_name: tx.lastName,
      email: tx.email,
      mobile: tx.phoneNumber,
      currency: tx.paidCurrency,
      amount: tx.paidAmount,
      charge: '0.00',
      status: tx.status,
      mode: 'test',
      reference: tx.reference,
      created_at: tx.createdAt,
      updated_at: tx.updatedAt,
      type: 'API',
      tx_ref: tx.txRef,
      payment_method: 'telebirr',
      customization: tx.customization,
      meta: tx.meta,
    });
  }

  function webhookHeaders(body: string, signature: WebhookSignature = 'valid'): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    // The legacy header: the secret's HMAC of itself, the same on every call.
    headers['chapa-signature'] = hmacHex(webhookSecret, webhookSecret);
    if (signature === 'valid') headers['x-chapa-signature'] = hmacHex(webhookSecret, body);
    if (signature === 'forged') headers['x-chapa-signature'] = hmacHex('not-the-secret', body);
    return headers;
  }

  const fake: FakeChapa = {
    url: '',
    secretKey,
    webhookSecret,
    env: (overrides = {}) => ({
      CHAPA_SECRET_KEY: secretKey,
      CHAPA_WEBHOOK_SECRET: webhookSecret,
      CHAPA_BASE_URL: url,
      ...overrides,
    }),
    requests,
    transactions,
    refunds,
    webhookUrl: options.webhookUrl,
    pay,
    webhookBody,
    webhookHeaders,
    async sendWebhook(txRef, options = {}) {
      const target = options.target ?? fake.webhookUrl;
      if (!target) throw new Error('fake Chapa: no webhook URL');
      const body = options.body ?? webhookBody(txRef, options.event);
      const res = await fetch(target, {
        method: 'POST',
        headers: webhookHeaders(body, options.signature),
        body,
      });
      return { status: res.status, text: await res.text() };
    },
    failNextRequest: (path, status, message) => injected.push({ path, status, message }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  async function checkoutPage(req: IncomingMessage, res: ServerResponse, txRef: string) {
    const tx = transactions.get(txRef);
    if (!tx) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Invalid checkout link</h1>');
      return;
    }
    if (req.method === 'GET') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html><head><title>Chapa checkout</title></head><body>` +
            `<h1>Pay ${escapeHtml(tx.amount)} ${escapeHtml(tx.currency)}</h1>` +
            `<form method="post"><button type="submit" name="outcome" value="success">Pay now</button>` +
            `<button type="submit" name="outcome" value="failed">Cancel payment</button></form></body></html>`,
        );
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const paid = pay(txRef, { status: form.get('outcome') === 'failed' ? 'failed' : 'success' });
    const callback = new URL(paid.callbackUrl);
    callback.searchParams.set('trx_ref', paid.txRef);
    callback.searchParams.set('ref_id', paid.reference ?? '');
    callback.searchParams.set('status', paid.status);
    // Chapa calls both in the background; their answers do not change the payment.
    await fetch(callback).catch(() => undefined);
    if (fake.webhookUrl) await fake.sendWebhook(txRef).catch(() => undefined);
    res.writeHead(302, { location: paid.returnUrl }).end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const checkout = /^\/checkout\/([^/]+)$/.exec(path);
    if (checkout) {
      await checkoutPage(req, res, decodeURIComponent(checkout[1]!));
      return;
    }
    const raw = await readBody(req);
    const contentType = req.headers['content-type'] ?? null;
    const authorized = req.headers.authorization === `Bearer ${secretKey}`;
    let body: unknown = raw;
    let status = 200;
    let answer: unknown;
    try {
      const fault = injected.findIndex((f) => f.path.test(path));
      if (fault >= 0) {
        const [f] = injected.splice(fault, 1);
        throw failed(f!.status, f!.message);
      }
      if (!authorized) throw failed(401, "Invalid API Key or User doesn't exist");
      const verify = /^\/v1\/transaction\/verify\/([^/]+)$/.exec(path);
      const refundPath = /^\/v1\/refund\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && path === '/v1/transaction/initialize') {
        if (!/^application\/json(;|$)/i.test(contentType ?? '')) {
          throw failed(
            400,
            'Incorrect header settings, please make sure you set the content type to application/json',
          );
        }
        try {
          body = JSON.parse(raw) as unknown;
        } catch {
          throw failed(400, 'Invalid JSON body');
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw failed(400, 'Invalid JSON body');
        answer = initialize(body as Record<string, unknown>);
      } else if (req.method === 'POST' && refundPath) {
        let parsed: unknown = {};
        try {
          parsed = raw === '' ? {} : (JSON.parse(raw) as unknown);
        } catch {
          throw failed(400, 'Invalid JSON body');
        }
        body = parsed;
        answer = refund(decodeURIComponent(refundPath[1]!), (parsed ?? {}) as Record<string, unknown>);
      } else if (req.method === 'GET' && verify) {
        const tx = transactions.get(decodeURIComponent(verify[1]!));
        if (!tx) throw failed(404, 'Invalid transaction or Transaction not found');
        answer = verifyAnswer(tx);
      } else {
        throw failed(404, 'Not found');
      }
    } catch (err) {
      if (!(err instanceof ChapaError)) throw err;
      status = err.status;
      answer = err.body;
    }
    requests.push({ method: req.method ?? '', path, authorized, contentType, body, status });
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  return fake;
}
