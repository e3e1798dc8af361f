import type { BrowserContext, Page, Request, Response, WebError } from '@playwright/test';

/**
 * Watches browser contexts for what must never happen while a test runs: a request that fails
 * (`requestfailed`: a network error, a body the browser cannot decode, a connection reset), an
 * answer with a status of 500 or more, and an uncaught error in a page. A screen can look right
 * while one of its calls failed (a list still cached, an error swallowed), so the test's own
 * assertions cannot be trusted to notice; `support/test.ts` runs one guard per test and fails the
 * test with what the guard saw.
 *
 * One exception is built in, `net::ERR_ABORTED` caused by a document navigation: when a page loads
 * a new document (page.goto, page.reload, a link that is not the router's, browser back across a
 * document), Chromium cancels what the old document still had in flight and reports each such
 * request as failed with `net::ERR_ABORTED`. Nobody was waiting for those answers any more: the
 * document that asked is gone. Closing a page or a context reports nothing (checked). The decision
 * rests on the whole suite's first run under this guard: every ERR_ABORTED it saw came from a
 * test's own page.goto while the page before was still loading (the lazy chunks and favicon of
 * /my-services when foundation.spec.ts and prerender.spec.ts go on to /admin or /, the order's
 * GET /api/orders/{id} when amharic.spec.ts goes to another /payment-confirm page); none came from
 * the app, which loads no document of its own (react-router moves between screens without one).
 * So the first exception is exactly that (see `isAbortedByNavigation`).
 *
 * The second is a request the page cancelled itself through its fetch's abort signal: the app
 * rightly cancels reads nobody waits for any more (signing out resets RTK Query's state, which
 * aborts every query and mutation in flight; a query left unused is aborted when its cache entry
 * is dropped). Chromium reports those as `net::ERR_ABORTED` too, and nothing else tells them
 * apart, so every watched page runs a small script first (`markAbortsOfThePage`) that wraps
 * `fetch` and, when a request's signal aborts, writes a console line naming its method and URL;
 * an ERR_ABORTED of that page, method and URL is excused once per such line
 * (`isAbortedByThePage`). Any other ERR_ABORTED (a request neither a navigation nor the page's
 * own signal cancelled) is reported like every other failure. Each excused abort is still listed
 * beside the test in the report ('aborted by a navigation', 'aborted by the page'). Every other
 * failure a test causes on purpose must be declared with `allow...()`, narrowly (method, URL,
 * exact error or status) and with its reason.
 */

interface RequestMatch {
  /** The request's method: 'GET', 'POST', ... */
  method: string;
  /** A path ('/api/orders': the URL's pathname, query ignored), or a RegExp tried on the whole URL. */
  url: string | RegExp;
}

interface Allowance {
  /** Why this test causes it: shown beside the failure in the report. */
  reason: string;
  /** A race the test cannot control may or may not happen; without this, an allowance never used fails the test. */
  optional?: true;
}

export interface AllowedRequestFailure extends RequestMatch, Allowance {
  /** Chromium's error text, exactly: 'net::ERR_ABORTED', 'net::ERR_FAILED', ... */
  failure: string;
}

export interface AllowedServerError extends RequestMatch, Allowance {
  /** The exact status: 500, 503, ... */
  status: number;
}

export interface AllowedPageError extends Allowance {
  /** The error's message, exactly (a string) or matched (a RegExp). */
  message: string | RegExp;
}

type Incident =
  | { kind: 'request failed'; request: Request; failure: string; at: number; pageUrl: string | null }
  | { kind: 'server error'; response: Response; pageUrl: string | null }
  | { kind: 'page error'; error: Error; pageUrl: string | null };

type Rule =
  | ({ kind: 'request failed' } & AllowedRequestFailure)
  | ({ kind: 'server error' } & AllowedServerError)
  | ({ kind: 'page error' } & AllowedPageError);

export interface GuardNote {
  type: string;
  description: string;
}

const ABORTED = 'net::ERR_ABORTED';

/** The console line a watched page writes when its own abort signal cancels one of its fetches. */
const PAGE_ABORT_MARK = '[e2e failure guard] the page aborted:';

/**
 * Runs in every watched page before its own scripts: wraps `fetch` so that a request whose abort
 * signal fires while it is under way is named on the console (`PAGE_ABORT_MARK method url`).
 * The request itself goes to the original fetch unchanged.
 */
function markAbortsOfThePage(mark: string): void {
  const original = window.fetch;
  window.fetch = function fetchMarkingAborts(input: RequestInfo | URL, init?: RequestInit) {
    const request = input instanceof Request ? input : null;
    const signal = init?.signal ?? request?.signal;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = new URL(request ? request.url : String(input), window.location.href).href;
    if (signal && !signal.aborted)
      signal.addEventListener('abort', () => console.debug(mark, method, url), { once: true });
    return original.call(this, input, init);
  };
}

export class FailureGuard {
  private readonly watched = new WeakSet<BrowserContext>();
  private readonly incidents: Incident[] = [];
  private readonly rules: Rule[] = [];
  /** Order of events across every watched context: when each request started. */
  private readonly started = new WeakMap<Request, number>();
  /** Every document navigation's request, with when it started and when its answer came (if yet). */
  private readonly navigations: { request: Request; at: number; answeredAt?: number }[] = [];
  /** Fetches a page cancelled through their own abort signal, as its console named them. */
  private readonly pageAborts: { page: Page | null; method: string; url: string }[] = [];
  private clock = 0;
  /** Requests sent and not yet finished or failed, with when they were sent (ms since the epoch). */
  private readonly underWay = new Map<Request, number>();
  /** The API's answers of 400 to 499, which a test may expect and the guard lets through. */
  private readonly clientErrors: string[] = [];

  /** Watches every page of `context`, those opened later included. Watching twice changes nothing. */
  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    // Pages the context opens from now on name their own aborts (the script runs before theirs).
    void context.addInitScript(markAbortsOfThePage, PAGE_ABORT_MARK).catch(() => {});
    context.on('console', (message) => {
      const text = message.text();
      if (!text.startsWith(PAGE_ABORT_MARK)) return;
      const [method = '', url = ''] = text.slice(PAGE_ABORT_MARK.length).trim().split(' ');
      this.pageAborts.push({ page: message.page(), method, url });
    });
    context.on('request', (request) => {
      const at = ++this.clock;
      this.started.set(request, at);
      this.underWay.set(request, Date.now());
      if (request.isNavigationRequest()) this.navigations.push({ request, at });
    });
    context.on('requestfinished', (request) => this.underWay.delete(request));
    context.on('requestfailed', (request) => {
      this.underWay.delete(request);
      const failure = request.failure()?.errorText ?? 'failed without an error text';
      const at = ++this.clock;
      this.incidents.push({ kind: 'request failed', request, failure, at, pageUrl: pageUrlOf(request) });
    });
    context.on('response', (response) => {
      const navigation = this.navigations.find((candidate) => candidate.request === response.request());
      if (navigation) navigation.answeredAt = ++this.clock;
      const status = response.status();
      if (status >= 400 && status < 500 && new URL(response.url()).pathname.startsWith('/api/'))
        this.clientErrors.push(`${response.request().method()} ${response.url()} answered ${status}`);
      if (status < 500) return;
      this.incidents.push({ kind: 'server error', response, pageUrl: pageUrlOf(response.request()) });
    });
    context.on('weberror', (webError: WebError) => {
      const pageUrl = webError.page()?.url() ?? null;
      this.incidents.push({ kind: 'page error', error: webError.error(), pageUrl });
    });
  }

  /** Declares a request this test makes fail on purpose. */
  allowRequestFailure(allowed: AllowedRequestFailure): void {
    this.rules.push({ kind: 'request failed', ...allowed });
  }

  /** Declares a 5xx answer this test provokes on purpose. */
  allowServerError(allowed: AllowedServerError): void {
    this.rules.push({ kind: 'server error', ...allowed });
  }

  /** Declares an uncaught page error this test provokes on purpose. */
  allowPageError(allowed: AllowedPageError): void {
    this.rules.push({ kind: 'page error', ...allowed });
  }

  /** What went wrong and was neither allowed nor aborted by a navigation, one line each. */
  unexpected(): string[] {
    return this.review().unexpected;
  }

  /** What the report should show beside the test: the allowed failures and the navigation aborts. */
  notes(): GuardNote[] {
    return this.review().notes;
  }

  /**
   * What the pages were waiting for when the test ended, and the API's 4xx answers: printed beside
   * a failed test (support/error-context-reporter.ts), where CI keeps no trace to open.
   */
  traffic(now = Date.now()): string[] {
    const waiting = [...this.underWay].map(
      ([request, sentAt]) =>
        `still under way: ${request.method()} ${request.url()} (sent ${((now - sentAt) / 1000).toFixed(1)} s before)`,
    );
    return [...waiting, ...this.clientErrors];
  }

  /** Throws when anything unexpected happened, naming each failure. */
  assertNothingUnexpected(): void {
    const lines = this.unexpected();
    if (lines.length === 0) return;
    throw new Error(
      [
        `${lines.length} failure(s) while the test ran (e2e/support/failure-guard.ts; a failure the test causes ` +
          'on purpose is declared with failureGuard.allow...(), with its reason):',
        ...lines.map((line) => `  - ${line}`),
      ].join('\n'),
    );
  }

  private review(): { unexpected: string[]; notes: GuardNote[] } {
    const unexpected: string[] = [];
    const notes: GuardNote[] = [];
    const used = new Set<Rule>();
    const pageAborts = [...this.pageAborts];
    for (const incident of this.incidents) {
      if (this.isAbortedByNavigation(incident)) {
        notes.push({ type: 'aborted by a navigation', description: describe(incident) });
        continue;
      }
      if (isAbortedByThePage(incident, pageAborts)) {
        notes.push({ type: 'aborted by the page', description: describe(incident) });
        continue;
      }
      const rule = this.rules.find((candidate) => matches(candidate, incident));
      if (!rule) {
        unexpected.push(describe(incident));
        continue;
      }
      used.add(rule);
      notes.push({ type: 'allowed failure', description: `${describe(incident)}: ${rule.reason}` });
    }
    for (const rule of this.rules) {
      if (!used.has(rule) && !rule.optional)
        unexpected.push(`allowed but never happened: ${describeRule(rule)}`);
    }
    return { unexpected, notes };
  }

  /**
   * A request that failed with net::ERR_ABORTED after a document navigation of its own page had
   * started, and that the old document had made: it started before the new document's answer came
   * (a document cannot make requests before it has arrived). The browser cancelled it because the
   * document that asked for it was being replaced. The old document lives on until the new one
   * commits, so a request it makes just after the navigation started is cancelled the same way:
   * under load, the app's calls for the page just shown start after a test's page.goto has begun.
   * (The navigation's 'request' event comes before the aborts it causes; the aborts come once the
   * new document commits, after its answer.)
   */
  private isAbortedByNavigation(incident: Incident): boolean {
    if (incident.kind !== 'request failed' || incident.failure !== ABORTED) return false;
    const page = pageOf(incident.request);
    const started = this.started.get(incident.request);
    if (!page || started === undefined) return false;
    return this.navigations.some(
      (navigation) =>
        navigation.request !== incident.request &&
        navigation.at < incident.at &&
        started < (navigation.answeredAt ?? incident.at) &&
        pageOf(navigation.request) === page,
    );
  }
}

/**
 * A request that failed with net::ERR_ABORTED and that its page had cancelled through the fetch's
 * own abort signal (its console named the same method and URL). Each named abort excuses one
 * failure: it is taken out of `pageAborts`.
 */
function isAbortedByThePage(
  incident: Incident,
  pageAborts: { page: Page | null; method: string; url: string }[],
): boolean {
  if (incident.kind !== 'request failed' || incident.failure !== ABORTED) return false;
  const { request } = incident;
  const page = pageOf(request);
  const index = pageAborts.findIndex(
    (abort) => abort.page === page && abort.method === request.method() && abort.url === request.url(),
  );
  if (index < 0) return false;
  pageAborts.splice(index, 1);
  return true;
}

/** The page a request belongs to; none for a service worker's own requests. */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

function urlMatches(pattern: string | RegExp, url: string): boolean {
  return typeof pattern === 'string' ? new URL(url).pathname === pattern : pattern.test(url);
}

function matches(rule: Rule, incident: Incident): boolean {
  if (rule.kind !== incident.kind) return false;
  switch (incident.kind) {
    case 'request failed': {
      const r = rule as AllowedRequestFailure;
      const { request } = incident;
      return (
        request.method() === r.method && urlMatches(r.url, request.url()) && incident.failure === r.failure
      );
    }
    case 'server error': {
      const r = rule as AllowedServerError;
      const request = incident.response.request();
      return (
        request.method() === r.method &&
        urlMatches(r.url, request.url()) &&
        incident.response.status() === r.status
      );
    }
    case 'page error': {
      const r = rule as AllowedPageError;
      const { message } = incident.error;
      return typeof r.message === 'string' ? message === r.message : r.message.test(message);
    }
  }
}

/** The address of the page that made the request, when it was made or failed. */
function pageUrlOf(request: Request): string | null {
  return pageOf(request)?.url() ?? null;
}

function onPage(pageUrl: string | null): string {
  return pageUrl ? ` (page ${pageUrl})` : '';
}

function describe(incident: Incident): string {
  switch (incident.kind) {
    case 'request failed': {
      const { request, failure, pageUrl } = incident;
      return `request failed: ${request.method()} ${request.url()}: ${failure}${onPage(pageUrl)}`;
    }
    case 'server error': {
      const { response, pageUrl } = incident;
      const { method, url } = { method: response.request().method(), url: response.url() };
      return `server error: ${method} ${url} answered ${response.status()} ${response.statusText()}${onPage(pageUrl)}`;
    }
    case 'page error': {
      const { error, pageUrl } = incident;
      return `uncaught page error${onPage(pageUrl)}: ${error.stack ?? `${error.name}: ${error.message}`}`;
    }
  }
}

function describeRule(rule: Rule): string {
  switch (rule.kind) {
    case 'request failed':
      return `request failure ${rule.method} ${String(rule.url)} ${rule.failure} (${rule.reason})`;
    case 'server error':
      return `server error ${rule.method} ${String(rule.url)} ${rule.status} (${rule.reason})`;
    case 'page error':
      return `page error ${String(rule.message)} (${rule.reason})`;
  }
}
