import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test as guarded } from '../support/test';

/**
 * The failure guard every spec runs under (support/test.ts, support/failure-guard.ts), tried on a
 * small site of its own served by node:http on a real socket: a body that lies about its encoding
 * (the browser cannot decode it), a 500, a request that never answers, and uncaught errors. The
 * guard must name each in the words a reader needs, let through only what a test declares, and
 * fail the test it watches.
 */

/** What the site answers: the page, a JSON answer, and the failures. */
/** Documents of /later not yet sent. */
const waiting = new Set<ServerResponse>();

function answer(path: string, response: ServerResponse, held: Set<ServerResponse>): void {
  switch (path) {
    case '/':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>guarded</title><p>A page the guard watches</p>');
      return;
    case '/ok':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
      return;
    case '/gzip-lie':
      // The header says gzip, the body is plain JSON: Chromium fails with ERR_CONTENT_DECODING_FAILED.
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end('{"ok":true}');
      return;
    case '/500':
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        '{"statusCode":500,"error":"Internal Server Error","message":"An internal server error occurred"}',
      );
      return;
    case '/slow':
      held.add(response); // answered never: the request stays in flight until it is cancelled
      return;
    case '/drop':
      // The connection closes with no answer at all: Chromium fails with ERR_EMPTY_RESPONSE.
      response.socket?.destroy();
      return;
    case '/later':
      // A document that arrives when the test says so (GET /release), so the page before stays.
      waiting.add(response);
      return;
    case '/later-asked':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ asked: waiting.size > 0 }));
      return;
    case '/release':
      for (const page of waiting)
        page.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>later</p>');
      waiting.clear();
      response.writeHead(204).end();
      return;
    default:
      response.writeHead(404).end();
  }
}

const test = guarded.extend<object, { site: string }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const held = new Set<ServerResponse>();
      const server = createServer((request, response) =>
        answer(new URL(request.url ?? '/', 'http://site').pathname, response, held),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
});

/** Starts a request from the page and lets the page carry on without waiting for it. */
async function startFetch(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => void fetch(p).catch(() => {}), path);
}

/**
 * Starts a request to /slow (never answered) that the page cancels through its own abort signal
 * when `cancelFetch` is called: handed to fetch as a Request carrying the signal (as RTK Query
 * does) or as an option. With `alsoUnsignalled`, a second request to /slow without a signal.
 */
async function startCancellableFetch(
  page: Page,
  how: { asRequest?: boolean; alsoUnsignalled?: boolean } = {},
): Promise<void> {
  await page.evaluate(({ asRequest, alsoUnsignalled }) => {
    const controller = new AbortController();
    (window as unknown as { cancel: () => void }).cancel = () => controller.abort();
    const started = asRequest
      ? fetch(new Request('/slow', { signal: controller.signal }))
      : fetch('/slow', { signal: controller.signal });
    void started.catch(() => {});
    if (alsoUnsignalled) void fetch('/slow').catch(() => {});
  }, how);
}

/** Cancels the request startCancellableFetch started, and waits for the browser to report it failed. */
async function cancelFetch(page: Page) {
  const failed = page.waitForEvent('requestfailed');
  await page.evaluate(() => (window as unknown as { cancel: () => void }).cancel());
  return failed;
}

test.describe('the failure guard', () => {
  test('names a request the browser could not decode, with its method, URL and error', async ({
    page,
    site,
    failureGuard,
  }) => {
    await page.goto(`${site}/`);
    await startFetch(page, '/ok');
    await startFetch(page, '/gzip-lie');
    const line = `request failed: GET ${site}/gzip-lie: net::ERR_CONTENT_DECODING_FAILED (page ${site}/)`;
    await expect.poll(() => failureGuard.unexpected()).toEqual([line]);
    expect(() => failureGuard.assertNothingUnexpected()).toThrow(line);

    // Declared, it is let through and noted beside the test with its reason.
    failureGuard.allowRequestFailure({
      method: 'GET',
      url: '/gzip-lie',
      failure: 'net::ERR_CONTENT_DECODING_FAILED',
      reason: 'this site lies about its encoding on purpose',
    });
    expect(failureGuard.unexpected()).toEqual([]);
    expect(failureGuard.notes()).toEqual([
      { type: 'allowed failure', description: `${line}: this site lies about its encoding on purpose` },
    ]);
  });

  test('names an answer of 500 or more', async ({ page, site, failureGuard }) => {
    await page.goto(`${site}/`);
    await startFetch(page, '/500');
    await expect
      .poll(() => failureGuard.unexpected())
      .toEqual([`server error: GET ${site}/500 answered 500 Internal Server Error (page ${site}/)`]);
    failureGuard.allowServerError({
      method: 'GET',
      url: '/500',
      status: 500,
      reason: 'the site fails on purpose',
    });
    expect(failureGuard.unexpected()).toEqual([]);
  });

  test('names an uncaught error of the page', async ({ page, site, failureGuard }) => {
    await page.goto(`${site}/`);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('thrown on purpose');
      });
    });
    await expect.poll(() => failureGuard.unexpected()).toHaveLength(1);
    expect(failureGuard.unexpected()[0]).toContain(
      `uncaught page error (page ${site}/): TypeError: thrown on purpose`,
    );
    failureGuard.allowPageError({ message: 'thrown on purpose', reason: 'the page throws on purpose' });
    expect(failureGuard.unexpected()).toEqual([]);
  });

  test('watches a page opened later and a context the test makes itself', async ({
    page,
    browser,
    site,
    failureGuard,
  }) => {
    await page.goto(`${site}/`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => window.open('/'))]);
    await popup.waitForLoadState();
    await startFetch(popup, '/gzip-lie');

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`${site}/`);
    await startFetch(otherPage, '/500');

    await expect
      .poll(() => failureGuard.unexpected().sort())
      .toEqual([
        `request failed: GET ${site}/gzip-lie: net::ERR_CONTENT_DECODING_FAILED (page ${site}/)`,
        `server error: GET ${site}/500 answered 500 Internal Server Error (page ${site}/)`,
      ]);
    await other.close();
    failureGuard.allowRequestFailure({
      method: 'GET',
      url: '/gzip-lie',
      failure: 'net::ERR_CONTENT_DECODING_FAILED',
      reason: 'the popup asks for the lying answer on purpose',
    });
    failureGuard.allowServerError({
      method: 'GET',
      url: '/500',
      status: 500,
      reason: 'the other context asks for it',
    });
    expect(failureGuard.unexpected()).toEqual([]);
  });

  test('lets through what a new document cancels: ERR_ABORTED of the old one, after a reload', async ({
    page,
    site,
    failureGuard,
  }) => {
    await page.goto(`${site}/`);
    const requested = page.waitForRequest(`${site}/slow`);
    await startFetch(page, '/slow');
    await requested;
    const aborted = page.waitForEvent('requestfailed');
    await page.reload();
    expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
    expect(failureGuard.unexpected()).toEqual([]);
    expect(failureGuard.notes()).toEqual([
      {
        type: 'aborted by a navigation',
        description: `request failed: GET ${site}/slow: net::ERR_ABORTED (page ${site}/)`,
      },
    ]);
  });

  test('lets through what a new document cancels that the old one asked for after the navigation began', async ({
    page,
    site,
    failureGuard,
  }) => {
    await page.goto(`${site}/`);
    const requested = page.waitForRequest(`${site}/slow`);
    // The page goes to /later and, once the site has been asked for it (the navigation is under
    // way), the old document, still shown, asks for /slow: the request the new document cancels.
    await page.evaluate(() => {
      window.location.href = '/later';
      void (async () => {
        const asked = async () => ((await (await fetch('/later-asked')).json()) as { asked: boolean }).asked;
        while (!(await asked())) await new Promise((resolve) => setTimeout(resolve, 20));
        void fetch('/slow').catch(() => {});
      })();
    });
    await requested;
    const aborted = page.waitForEvent('requestfailed');
    await fetch(`${site}/release`);
    expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
    await expect(page.getByText('later')).toBeVisible();
    expect(failureGuard.unexpected()).toEqual([]);
    expect(failureGuard.notes()).toEqual([
      {
        type: 'aborted by a navigation',
        description: `request failed: GET ${site}/slow: net::ERR_ABORTED (page ${site}/)`,
      },
    ]);
  });

  test('lets through a request the page cancelled with its own abort signal, as the app does at sign-out', async ({
    page,
    site,
    failureGuard,
  }) => {
    await page.goto(`${site}/`);
    const requested = page.waitForRequest(`${site}/slow`);
    await startCancellableFetch(page, { asRequest: true });
    await requested;
    expect((await cancelFetch(page)).failure()?.errorText).toBe('net::ERR_ABORTED');
    const line = `request failed: GET ${site}/slow: net::ERR_ABORTED (page ${site}/)`;
    await expect
      .poll(() => failureGuard.notes())
      .toEqual([{ type: 'aborted by the page', description: line }]);
    expect(failureGuard.unexpected()).toEqual([]);
  });

  test("lets through a page's own abort in a context the test makes itself", async ({
    browser,
    site,
    failureGuard,
  }) => {
    const other = await browser.newContext();
    const page = await other.newPage();
    await page.goto(`${site}/`);
    const requested = page.waitForRequest(`${site}/slow`);
    await startCancellableFetch(page);
    await requested;
    await cancelFetch(page);
    await expect.poll(() => failureGuard.notes().map((note) => note.type)).toEqual(['aborted by the page']);
    expect(failureGuard.unexpected()).toEqual([]);
    await other.close();
  });

  test("reports ERR_ABORTED that neither a navigation nor the page's own signal caused", async ({
    page,
    site,
    failureGuard,
  }) => {
    await page.goto(`${site}/`);
    // Two requests to the same address: the page aborts the first with its signal (excused); the
    // second, without a signal, is cancelled by window.stop() (reported): one excuse per abort.
    const requested = page.waitForRequest(`${site}/slow`);
    await startCancellableFetch(page, { alsoUnsignalled: true });
    await requested;
    await expect.poll(() => failureGuard.traffic().length).toBe(2);
    await cancelFetch(page);
    const stopped = page.waitForEvent('requestfailed');
    await page.evaluate(() => window.stop());
    expect((await stopped).failure()?.errorText).toBe('net::ERR_ABORTED');
    const line = `request failed: GET ${site}/slow: net::ERR_ABORTED (page ${site}/)`;
    await expect.poll(() => failureGuard.unexpected()).toEqual([line]);
    failureGuard.allowRequestFailure({
      method: 'GET',
      url: '/slow',
      failure: 'net::ERR_ABORTED',
      reason: 'the page stops its own loading on purpose',
    });
    expect(failureGuard.unexpected()).toEqual([]);
  });

  test('names a request that failed on the network: a connection closed with no answer', async ({
    page,
    site,
    failureGuard,
  }) => {
    await page.goto(`${site}/`);
    await startFetch(page, '/drop');
    const line = `request failed: GET ${site}/drop: net::ERR_EMPTY_RESPONSE (page ${site}/)`;
    await expect.poll(() => failureGuard.unexpected()).toEqual([line]);
    failureGuard.allowRequestFailure({
      method: 'GET',
      url: '/drop',
      failure: 'net::ERR_EMPTY_RESPONSE',
      reason: 'the site drops the connection on purpose',
    });
    expect(failureGuard.unexpected()).toEqual([]);
  });

  test('lets through only what matches an allowance in method, URL and status', async ({
    page,
    site,
    failureGuard,
  }) => {
    await page.goto(`${site}/`);
    await startFetch(page, '/500');
    const line = `server error: GET ${site}/500 answered 500 Internal Server Error (page ${site}/)`;
    await expect.poll(() => failureGuard.unexpected()).toEqual([line]);
    const reason = 'a near miss';
    failureGuard.allowServerError({ method: 'POST', url: '/500', status: 500, reason, optional: true });
    failureGuard.allowServerError({ method: 'GET', url: '/other', status: 500, reason, optional: true });
    failureGuard.allowServerError({ method: 'GET', url: /\/other$/, status: 500, reason, optional: true });
    failureGuard.allowServerError({ method: 'GET', url: '/500', status: 503, reason, optional: true });
    expect(failureGuard.unexpected()).toEqual([line]);
    failureGuard.allowServerError({ method: 'GET', url: /\/500$/, status: 500, reason: 'the exact one' });
    expect(failureGuard.unexpected()).toEqual([]);
  });

  test('reports an allowance that never came to pass, unless it is optional', async ({
    page,
    site,
    failureGuard,
  }) => {
    failureGuard.allowServerError({ method: 'GET', url: '/500', status: 500, reason: 'expected soon' });
    failureGuard.allowPageError({ message: /never thrown/, reason: 'a race', optional: true });
    expect(failureGuard.unexpected()).toEqual([
      'allowed but never happened: server error GET /500 500 (expected soon)',
    ]);
    await page.goto(`${site}/`);
    await startFetch(page, '/500');
    await expect.poll(() => failureGuard.unexpected()).toEqual([]);
  });
});

// The guard's verdict reaches the test: each of these fails after its body has passed. Their bodies
// wait for the browser's own events, not the guard's record, so that only the guard can fail them.
test.describe('a test under the guard fails on', () => {
  test('a request the browser could not decode', async ({ page, site }) => {
    test.fail();
    await page.goto(`${site}/`);
    const failed = page.waitForEvent('requestfailed');
    await startFetch(page, '/gzip-lie');
    await failed;
  });

  test('an answer of 500', async ({ page, site }) => {
    test.fail();
    await page.goto(`${site}/`);
    const answered = page.waitForResponse(`${site}/500`);
    await startFetch(page, '/500');
    await answered;
  });

  test('a request that failed on the network', async ({ page, site }) => {
    test.fail();
    await page.goto(`${site}/`);
    const failed = page.waitForEvent('requestfailed');
    await startFetch(page, '/drop');
    await failed;
  });

  test('an uncaught page error', async ({ page, site }) => {
    test.fail();
    await page.goto(`${site}/`);
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown on purpose');
      });
    });
    await thrown;
  });

  test('an allowance that never came to pass', async ({ failureGuard }) => {
    test.fail();
    failureGuard.allowServerError({
      method: 'GET',
      url: '/500',
      status: 500,
      reason: 'expected, never seen',
    });
  });
});
