/**
 * HTTP to the panel: the right key per API, JSON both ways, and one mapping of failures to
 * ProviderError (retriable or not). Messages carry the method, the path and the panel's own
 * `errors[0].detail`; both keys are scrubbed from every message, whatever produced it.
 */
import type { Json } from '@shop/db';
import { ProviderError } from '../types.ts';
import type { PterodactylConfig } from './config.ts';

export type PanelApi = 'application' | 'client';
export type PanelMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface PanelAnswer {
  status: number;
  /** The parsed JSON body; null for an empty body (204). */
  body: unknown;
}

export interface PanelClient {
  /**
   * Sends one request. Answers 2xx and the statuses listed in `expect` (e.g. 404 where absence is
   * an answer); throws ProviderError for everything else.
   */
  request(
    api: PanelApi,
    method: PanelMethod,
    path: string,
    options?: { body?: Json; expect?: number[] },
  ): Promise<PanelAnswer>;
}

/** A panel answer outside 2xx and `expect`: the status and parsed body ride along for callers that recover. */
export class PanelHttpError extends ProviderError {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message, { retriable: retriableStatus(status), status });
  }
}

/** A request that hangs is a failed attempt the job runner retries, not a stuck job. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** The panel's JSON error shape: `{ errors: [{ code, status, detail, meta? }] }`. */
export function panelErrorDetail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const first = errors[0] as { detail?: unknown };
  return typeof first.detail === 'string' && first.detail.trim() ? first.detail.trim() : null;
}

/** The field a 422 validation error is about (`errors[].meta.source_field`), for every error. */
export function panelErrorFields(body: unknown): { field: string; rule: string | null }[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error) => {
    const meta = (error as { meta?: { source_field?: unknown; rule?: unknown } } | null)?.meta;
    if (typeof meta?.source_field !== 'string') return [];
    return [{ field: meta.source_field, rule: typeof meta.rule === 'string' ? meta.rule : null }];
  });
}

/**
 * Statuses worth another attempt: the panel or Wings down (5xx), the API's rate limit (429), and a
 * state conflict (409: the server installing, transferring or restoring a backup).
 */
function retriableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 409;
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createPanelClient(options: {
  config: Pick<PterodactylConfig, 'url' | 'appKey' | 'clientKey'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PanelClient {
  const { config } = options;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const secrets = [config.appKey, config.clientKey].filter((key) => key.length > 0);

  const scrub = (text: string): string =>
    secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
  /** The body rides on the error (and into logs): no key in it either. */
  const scrubDeep = (value: unknown): unknown => {
    if (typeof value === 'string') return scrub(value);
    if (Array.isArray(value)) return value.map(scrubDeep);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubDeep(inner)]));
    }
    return value;
  };

  const fail = (message: string, retriable: boolean, status?: number): ProviderError =>
    new ProviderError(scrub(message), { retriable, status });

  return {
    async request(api, method, path, { body, expect = [] } = {}) {
      const label = `Pterodactyl ${method} ${path}`;
      const headers: Record<string, string> = {
        Authorization: `Bearer ${api === 'application' ? config.appKey : config.clientKey}`,
        Accept: 'application/json',
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';

      let response: Response;
      let text: string;
      try {
        response = await doFetch(`${config.url}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'manual',
        });
        text = await response.text();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The cause stays off the error: a fetch error's cause may carry the request it failed on.
        throw fail(`${label} failed: ${reason}`, true);
      }

      const parsed = parseBody(text);
      const ok = response.status >= 200 && response.status < 300;
      if (ok || expect.includes(response.status)) {
        if (parsed === undefined) {
          throw fail(
            `${label} answered ${response.status} with a body that is not JSON`,
            false,
            response.status,
          );
        }
        return { status: response.status, body: parsed };
      }
      const detail = panelErrorDetail(parsed) ?? (response.statusText || 'no detail');
      throw new PanelHttpError(
        scrub(`${label} answered ${response.status}: ${detail}`),
        response.status,
        scrubDeep(parsed ?? null),
      );
    },
  };
}
