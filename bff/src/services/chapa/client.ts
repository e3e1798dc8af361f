/**
 * Chapa's API v1 as the shop uses it (shared/design/payments.md): initialize a transaction and
 * verify one. Every call has a time-out and a size cap; a refusal or a failure to answer is a
 * ChapaCallError (the routes answer 502 and nothing changes). The secret key travels only in the
 * Authorization header and never appears in an error.
 */
import type { ChapaConfig } from './config.ts';

const TIMEOUT_MS = 15_000;
const MAX_ANSWER_BYTES = 256 * 1024;

export class ChapaCallError extends Error {
  constructor(
    message: string,
    /** Chapa's HTTP status; undefined when it did not answer. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChapaCallError';
  }
}

export interface InitializeRequest {
  amount: string;
  currency: 'ETB';
  tx_ref: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  callback_url: string;
  return_url: string;
  customization?: { title?: string; description?: string };
  meta?: Record<string, string>;
}

export interface VerifiedTransaction {
  /** data.status: 'success', 'pending', 'failed', ... as Chapa says it. */
  status: string;
  /** The paid amount in santim, or null when Chapa's amount is not a plain number. */
  amountSantim: number | null;
  /** As Chapa wrote it, for the admin. */
  amountText: string;
  currency: string;
  /** Chapa's own reference. */
  reference: string | null;
  payerName: string | null;
}

async function call(
  config: ChapaConfig,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> | undefined }> {
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ChapaCallError(`Chapa did not answer: ${(err as Error).name}`);
  }
  const text = await readCapped(res);
  let json: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      json = parsed as Record<string, unknown>;
    }
  } catch {
    json = undefined;
  }
  return { status: res.status, json };
}

async function readCapped(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new ChapaCallError('Chapa answered too much');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function messageOf(json: Record<string, unknown> | undefined): string {
  const message = json?.message;
  if (typeof message === 'string') return message.slice(0, 300);
  if (message && typeof message === 'object') return JSON.stringify(message).slice(0, 300);
  return 'no message';
}

/** Starts a transaction; answers Chapa's hosted checkout page. */
export async function initializeTransaction(
  config: ChapaConfig,
  request: InitializeRequest,
): Promise<string> {
  const { status, json } = await call(config, 'POST', '/transaction/initialize', request);
  const data = json?.data as Record<string, unknown> | null | undefined;
  const checkoutUrl = data?.checkout_url;
  if (status !== 200 || json?.status !== 'success' || typeof checkoutUrl !== 'string') {
    throw new ChapaCallError(`Chapa refused the payment (${status}): ${messageOf(json)}`, status);
  }
  if (!/^https?:\/\//.test(checkoutUrl))
    throw new ChapaCallError('Chapa answered no checkout address', status);
  return checkoutUrl;
}

/** Whole santim from Chapa's amount (a number or a decimal string), or null when it is not one. */
export function santimOf(amount: unknown): number | null {
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What Chapa says of a transaction; undefined when Chapa does not know the tx_ref (4xx). A
 * success of the call says nothing of the payment: read `status`, the amount and the currency.
 */
export async function verifyTransaction(
  config: ChapaConfig,
  txRef: string,
): Promise<VerifiedTransaction | undefined> {
  const { status, json } = await call(config, 'GET', `/transaction/verify/${encodeURIComponent(txRef)}`);
  if (status === 404 || (status >= 400 && status < 500 && status !== 401 && status !== 429)) return undefined;
  const data = json?.data as Record<string, unknown> | null | undefined;
  if (status !== 200 || !data || typeof data !== 'object') {
    throw new ChapaCallError(`Chapa could not verify (${status}): ${messageOf(json)}`, status);
  }
  const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const names = [str(data.first_name), str(data.last_name)].filter((n): n is string => n !== null);
  return {
    status: str(data.status)?.toLowerCase() ?? 'unknown',
    amountSantim: santimOf(data.amount),
    amountText: String(data.amount ?? ''),
    currency: str(data.currency) ?? '',
    reference: str(data.reference),
    payerName: names.length > 0 ? names.join(' ') : null,
  };
}

export interface RefundRequest {
  reason: string;
  /** The amount to give back, as initialize's amount (a string with two decimals). */
  amount: string;
  /** Unique within the business: a second refund with it is refused. */
  reference: string;
}

/**
 * Asks Chapa to give back a successful transaction's money (POST /v1/refund/{tx_ref}); answers
 * Chapa's reference of the refund (developer.chapa.co/refund: the answer's `data.ref_id`, the key
 * of GET /v1/refund/{ref_id}/verify), or null when the answer names none. A ChapaCallError with a
 * 4xx status is a refusal; without a status (no answer) or with a 5xx one, the refund may or may
 * not have been made.
 */
export async function refundTransaction(
  config: ChapaConfig,
  txRef: string,
  request: RefundRequest,
): Promise<{ refId: string | null }> {
  const { status, json } = await call(config, 'POST', `/refund/${encodeURIComponent(txRef)}`, request);
  if (status !== 200 || json?.status !== 'success') {
    throw new ChapaCallError(`Chapa refused the refund (${status}): ${messageOf(json)}`, status);
  }
  const data = json.data as Record<string, unknown> | null | undefined;
  const refId = data && typeof data === 'object' ? data.ref_id : undefined;
  return { refId: typeof refId === 'string' && refId.trim() !== '' ? refId.trim().slice(0, 100) : null };
}
