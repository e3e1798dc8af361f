/**
 * The Proxmox VE API over HTTP: `${PROXMOX_URL}/api2/json`, authenticated with an API token
 * (`Authorization: PVEAPIToken=USER@REALM!TOKENID=SECRET`; tokens need no CSRF token).
 *
 * POST/PUT parameters go as application/x-www-form-urlencoded (pveproxy's own format when it
 * forwards a request to another node); GET/DELETE parameters go in the query string, since
 * pveproxy refuses a body on them.
 *
 * Errors become ProviderErrors (ProxmoxApiError): network failures, timeouts, 5xx answers and the
 * lock error `can't lock file ...` are retriable, except a 500 saying something 'does not exist'
 * or 'already exists' (retrying changes nothing); 4xx answers are not retriable. Each carries
 * Proxmox's message (and its per-parameter `errors`); none ever contains the token.
 */
import { Agent, fetch as undiciFetch } from 'undici';
import { ProviderError } from '../types.ts';
import type { ProxmoxConfig } from './config.ts';

/** What the client needs of a fetch implementation (global fetch and undici's both fit). */
type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    signal: AbortSignal;
    dispatcher?: Agent;
  },
) => Promise<{ status: number; statusText: string; text(): Promise<string> }>;

export class ProxmoxApiError extends ProviderError {
  constructor(
    message: string,
    options: { retriable: boolean; status?: number; cause?: unknown },
    /** Proxmox's own message (for recognising 'already exists', 'does not exist', ...). */
    readonly proxmoxMessage: string,
  ) {
    super(message, options);
    this.name = 'ProxmoxApiError';
  }
}

export const LOCK_ERROR = /can't lock file/;

export function isLockError(text: string): boolean {
  return LOCK_ERROR.test(text);
}

export type QueryParams = Record<string, string | number>;

export interface ProxmoxClient {
  get<T = unknown>(path: string, query?: QueryParams): Promise<T>;
  post<T = unknown>(path: string, params?: QueryParams): Promise<T>;
  put<T = unknown>(path: string, params?: QueryParams): Promise<T>;
  delete<T = unknown>(path: string, query?: QueryParams): Promise<T>;
}

export interface ProxmoxClientOptions {
  config: ProxmoxConfig;
  /** For tests; default undici's fetch (with a certificate-trusting Agent when tlsInsecure). */
  fetch?: typeof fetch;
  /** Per request; default 30 s. */
  timeoutMs?: number;
}

/** Joins path segments, each percent-encoded (a UPID's ':' '@' '!' included). */
export function apiPath(...segments: (string | number)[]): string {
  return segments.map((s) => `/${encodeURIComponent(String(s))}`).join('');
}

function queryString(params: QueryParams | undefined): string {
  if (!params || Object.keys(params).length === 0) return '';
  return `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;
}

function describeErrors(errors: unknown): string {
  if (typeof errors !== 'object' || errors === null) return '';
  const parts = Object.entries(errors).map(([key, text]) => `${key}: ${String(text).trim()}`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

function causeText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'no answer in time';
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`;
}

export function createProxmoxClient(options: ProxmoxClientOptions): ProxmoxClient {
  const { config } = options;
  const base = `${config.url}/api2/json`;
  const authorization = `PVEAPIToken=${config.tokenId}=${config.tokenSecret}`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const dispatcher = config.tlsInsecure ? new Agent({ connect: { rejectUnauthorized: false } }) : undefined;
  const fetchImpl = (options.fetch ?? undiciFetch) as unknown as FetchLike;

  /** Never let the secret out, whatever a server or a library put in a text. */
  const redact = (text: string) => (config.tokenSecret ? text.split(config.tokenSecret).join('***') : text);

  async function request<T>(method: string, path: string, params?: QueryParams): Promise<T> {
    const hasBody = method === 'POST' || method === 'PUT';
    const url = `${base}${path}${hasBody ? '' : queryString(params)}`;
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    let body: string | undefined;
    if (hasBody && params && Object.keys(params).length > 0) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = queryString(params).slice(1);
    }
    const what = `Proxmox ${method} ${path}`;

    let status: number;
    let statusText: string;
    let text: string;
    try {
      const res = await fetchImpl(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        ...(dispatcher ? { dispatcher } : {}),
      });
      status = res.status;
      statusText = res.statusText;
      text = await res.text();
    } catch (err) {
      throw new ProxmoxApiError(redact(`${what} failed: ${causeText(err)}`), { retriable: true }, '');
    }

    let parsed: { data?: unknown; message?: unknown; errors?: unknown } | undefined;
    try {
      parsed = text ? (JSON.parse(text) as typeof parsed) : undefined;
    } catch {
      parsed = undefined;
    }
    if (status >= 200 && status < 300) {
      if (parsed === undefined) {
        throw new ProxmoxApiError(
          redact(`${what} answered ${status} without JSON`),
          { retriable: true, status },
          '',
        );
      }
      return parsed.data as T;
    }

    const proxmoxMessage = redact(
      (typeof parsed?.message === 'string' && parsed.message.trim()) || statusText || `HTTP ${status}`,
    );
    // qemu-server answers 500 for everything it dies on; a missing or duplicate VM (or storage)
    // will not change by retrying, a lock or an unreachable node will.
    const permanent = /does not exist|already exists/.test(proxmoxMessage) && !isLockError(proxmoxMessage);
    const retriable = (status >= 500 && !permanent) || isLockError(proxmoxMessage);
    throw new ProxmoxApiError(
      redact(`${what} answered ${status}: ${proxmoxMessage}${describeErrors(parsed?.errors)}`),
      { retriable, status },
      proxmoxMessage,
    );
  }

  return {
    get: (path, query) => request('GET', path, query),
    post: (path, params) => request('POST', path, params),
    put: (path, params) => request('PUT', path, params),
    delete: (path, query) => request('DELETE', path, query),
  };
}
