/**
 * Fetching a reported transfer's public receipt safely (payments.md): the address is built only
 * from configuration and a reference that matched its method's format (domain's
 * checkPaymentReference; anything else is never fetched), each request has a time-out, at most
 * MAX_RECEIPT_BYTES are read, and a redirect is followed only within the same origin (a few hops).
 * The answer is a receipt, no receipt (the page answered without one), or unreachable (time-out,
 * refused, 5xx, too large, a redirect elsewhere): retried later, never held against the customer.
 */
import { cbeReceiptId, checkPaymentReference } from '@shop/domain';
import type { ManualPaymentMethod, ParsedReceipt } from '@shop/domain';
import type { ReceiptConfig } from './config.ts';
import { parseCbeReceipt } from './parse-cbe.ts';
import { parseTelebirrReceipt } from './parse-telebirr.ts';

export const RECEIPT_TIMEOUT_MS = 15_000;
/** Receipts are a few kilobytes to a few hundred; anything bigger is not one. */
export const MAX_RECEIPT_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export type ReceiptFetch =
  { kind: 'found'; receipt: ParsedReceipt } | { kind: 'not-found' } | { kind: 'unreachable'; error: string };

export interface ReceiptFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

/** The receipt page's address for a reported payment; undefined when the reference is not of its format. */
export function receiptUrl(
  config: ReceiptConfig,
  method: ManualPaymentMethod,
  rawReference: string,
  cbeAccount: string,
): URL | undefined {
  const { reference } = checkPaymentReference(method, rawReference);
  if (reference === undefined) return undefined;
  if (method === 'CBE') {
    const url = new URL(`${config.cbeBaseUrl}/`);
    url.searchParams.set('id', cbeReceiptId(reference, cbeAccount));
    return url;
  }
  return new URL(`${config.telebirrBaseUrl}/receipt/${encodeURIComponent(reference)}`);
}

class Unreachable extends Error {}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new Unreachable(`answer larger than ${maxBytes} bytes`);
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Unreachable(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** GET with a time-out, a size cap and same-origin redirects only. */
async function getCapped(
  start: URL,
  options: Required<ReceiptFetchOptions>,
): Promise<{ status: number; body: Uint8Array }> {
  let url = start;
  const signal = AbortSignal.timeout(options.timeoutMs);
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual', signal, headers: { accept: '*/*' } });
    } catch (err) {
      throw new Unreachable((err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next = location ? new URL(location, url) : undefined;
      if (!next || next.origin !== start.origin) throw new Unreachable('redirected to another host');
      if (hop >= MAX_REDIRECTS) throw new Unreachable('too many redirects');
      url = next;
      continue;
    }
    try {
      return { status: response.status, body: await readCapped(response, options.maxBytes) };
    } catch (err) {
      if (err instanceof Unreachable) throw err;
      throw new Unreachable((err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message);
    }
  }
}

/** Fetches and reads the receipt of a reported payment. */
export async function fetchReceipt(
  config: ReceiptConfig,
  payment: { method: ManualPaymentMethod; reference: string },
  cbeAccount: string,
  options: ReceiptFetchOptions = {},
): Promise<ReceiptFetch> {
  const url = receiptUrl(config, payment.method, payment.reference, cbeAccount);
  // Never fetched: a report's reference was checked when it was stored, so this is a bad row.
  if (!url) return { kind: 'not-found' };
  let answer: { status: number; body: Uint8Array };
  try {
    answer = await getCapped(url, {
      timeoutMs: options.timeoutMs ?? RECEIPT_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? MAX_RECEIPT_BYTES,
    });
  } catch (err) {
    if (err instanceof Unreachable) return { kind: 'unreachable', error: err.message };
    throw err;
  }
  if (answer.status >= 500 || answer.status === 429) {
    return { kind: 'unreachable', error: `answered ${answer.status}` };
  }
  if (answer.status !== 200) return { kind: 'not-found' };
  const receipt =
    payment.method === 'CBE'
      ? await parseCbeReceipt(answer.body)
      : parseTelebirrReceipt(Buffer.from(answer.body).toString('utf8'));
  return receipt ? { kind: 'found', receipt } : { kind: 'not-found' };
}
