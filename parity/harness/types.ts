import type { MockDb, MockSettings } from '../../frontend/src/mocks/db';

/**
 * The parity suite's vocabulary: who calls, what they send, what must come back. One table of
 * scenarios (../scenarios) runs against the BFF and against the MSW mock handlers.
 */

/** Customer A is the demo customer, customer B another customer (see the mock fixtures' users). */
export type Caller = 'anonymous' | 'customerA' | 'customerB' | 'admin' | 'unknownUser';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method: Method;
  /** The path under /api, with `{name}` for a value saved by an earlier step. */
  path: string;
  /**
   * A JSON body (strings may hold `{name}` placeholders too, and `{totp:name}` / `{totpNext:name}`:
   * the authenticator code of the saved secret `name` now / in the next 30-second step).
   */
  body?: unknown;
  /** A body sent as it is (for malformed JSON). */
  rawBody?: string;
  /** The Content-Type of a body; application/json unless given. */
  contentType?: string;
  /** The Accept-Language the caller sends (the app always sends its language). */
  lang?: string;
  /** Other request headers, e.g. `{ 'Idempotency-Key': '…' }` or a webhook's signature. */
  headers?: Record<string, string>;
}

/** An answer's body: JSON parsed, text (a CSV) as it is, a PDF's bytes left out (the mocks answer a static one). */
export function bodyOf(text: string, contentType: string): unknown {
  if (!text) return undefined;
  if (contentType.startsWith('application/pdf')) return undefined;
  // As fetch's text() reads it: a leading byte order mark is dropped.
  if (contentType.startsWith('text/')) return text.replace(/^\uFEFF/, '');
  return JSON.parse(text) as unknown;
}

export interface ApiAnswer {
  status: number;
  /** JSON parsed; text (CSV) as it is; undefined for none and for a PDF. */
  body: unknown;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
}

/** A request made before the one under test; it must succeed on both sides (or answer `status`). */
export interface Step {
  as: Caller;
  request: ApiRequest;
  /** The status the step must answer, when it is not a success. */
  status?: number;
  /**
   * Values of the answer to keep for later paths and bodies: `{ orderId: 'id' }`; `path?name` keeps
   * a query parameter of the URL at the path (`{ token: 'url?start' }`).
   */
  save?: Record<string, string>;
}

export interface Scenario {
  /** Says what happens, e.g. 'another customer's order is not found'. */
  name: string;
  /** The server's configuration for this scenario (the BFF's environment, the mocks' settings). */
  settings?: MockSettings;
  /**
   * Changes to the fixtures for this scenario alone, made before both sides load them: for a state
   * no request can make here (a receipt check's outcome, which the BFF's job records, and no job
   * runs in this suite). Every other scenario starts from the fixtures as they are.
   */
  fixtures?: (db: MockDb) => void;
  before?: Step[];
  as: Caller;
  request: ApiRequest;
  expect: {
    status: number;
    /** The error's or the success answer's `message`. */
    message?: string;
    /** Values at dot paths of the answer ('pricing.totalPrice', '0.status', 'length'). */
    fields?: Record<string, unknown>;
    /** Response headers (names in lower case), e.g. `{ 'x-total-count': '3' }`. */
    headers?: Record<string, string>;
  };
  /**
   * Dot paths whose values must be equal in the two answers ('' for the whole body): the key fields
   * whose exact value the table does not spell out (prices, specifications, whole catalog lists).
   */
  same?: string[];
}

/** One implementation of the contract: the BFF on a test database, or the mock handlers. */
export interface Target {
  readonly name: 'bff' | 'mocks';
  /** A fresh store holding exactly these fixtures, fresh per-server state, configured so. */
  reset(fixtures: MockDb, settings?: MockSettings): Promise<void>;
  send(as: Caller, request: ApiRequest): Promise<ApiAnswer>;
  close(): Promise<void>;
}
