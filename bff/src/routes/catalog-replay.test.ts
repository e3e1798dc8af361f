import { KVM_PACKAGES } from '@shop/db';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpGet, withoutDate } from '../testing/http.ts';
import { buildTestApp } from '../testing/index.ts';
import type { TestApp } from '../testing/index.ts';

/**
 * The catalog answered in front of hapi (catalog-replay.ts), over a real socket: `server.inject`
 * never reaches the HTTP server's 'request' event.
 */
const SALE = '/api/catalog/kvm/2025sale';
const small = KVM_PACKAGES.find((p) => p.line === '2025sale' && p.displayname === 'Package Small')!;
const PLAN = `/api/catalog/kvm/packet/${small.id}`;

let app: TestApp;
let clock = Date.parse('2026-11-25T08:00:00.000Z');
let port = 0;

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  httpGet(port, path, headers, method);

/** Requests that reached hapi (its onRequest) since the test began. */
let hapiRequests = 0;

interface LogLine {
  msg: string;
  req: { id: string };
}
const logLines: LogLine[] = [];

beforeAll(async () => {
  app = await buildTestApp({
    env: { HOST: '127.0.0.1', PORT: '0' },
    log: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const text of chunk.toString().split('\n').filter(Boolean))
            logLines.push(JSON.parse(text) as LogLine);
          done();
        },
      }),
    },
    catalogCache: { ttlMs: 60_000, now: () => clock },
  });
  app.server.ext(
    'onRequest',
    (_request, h) => {
      hapiRequests += 1;
      return h.continue;
    },
    { before: ['app-catalog-shortcut'] },
  );
  await app.server.start();
  port = app.server.info.port as number;
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  app.server.app.catalogCache.invalidate();
  hapiRequests = 0;
});

describe('catalog answers replayed in front of hapi', () => {
  it('answers a repeated GET without hapi, with the same status, headers in the same order, and bytes', async () => {
    for (const path of [SALE, PLAN, '/api/catalog/games/aggregated']) {
      for (const encoding of [undefined, 'gzip', 'br', 'gzip, deflate, br']) {
        app.server.app.catalogCache.invalidate();
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const routed = await get(path, headers);
        const before = hapiRequests;
        const replay = await get(path, headers);
        expect(hapiRequests, `${path} ${encoding}`).toBe(before);
        expect(withoutDate(replay)).toEqual(withoutDate(routed));
        expect(replay.status).toBe(200);
        expect(replay.headers.date).toBeDefined();
      }
    }
  });

  it('answers each encoding only once hapi has answered it: another encoding goes to hapi first', async () => {
    await get(SALE);
    let before = hapiRequests;
    const br = await get(SALE, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(hapiRequests).toBe(before + 1);
    before = hapiRequests;
    await get(SALE, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    await get(SALE);
    expect(hapiRequests).toBe(before);
  });

  it('counts its answers as the cache hits they are', async () => {
    await get(SALE);
    const hits = app.server.app.catalogCache.stats.pathHits;
    await get(SALE);
    await get(SALE);
    expect(app.server.app.catalogCache.stats.pathHits).toBe(hits + 2);
  });

  it('leaves to hapi conditional and ranged requests, HEAD, a query string and another spelling', async () => {
    const first = await get(SALE);
    const before = hapiRequests;
    const notModified = await get(SALE, { 'if-none-match': first.headers.etag as string });
    expect(notModified.status).toBe(304);
    const since = await get(SALE, { 'if-modified-since': first.headers['last-modified'] as string });
    expect(since.status).toBe(304);
    await get(SALE, { 'if-match': '"something-else"' });
    const ranged = await get(SALE, { range: 'bytes=0-9' });
    expect(ranged.status).toBe(206);
    const head = await get(SALE, {}, 'HEAD');
    expect(head.status).toBe(200);
    await get(`${SALE}?x=1`);
    await get(SALE.toUpperCase());
    expect(hapiRequests).toBe(before + 7);
  });

  it('stops answering when the entry expires or the catalog is invalidated, and records afresh', async () => {
    await get(PLAN);
    let before = hapiRequests;
    await get(PLAN);
    expect(hapiRequests).toBe(before);

    clock += 60_000;
    before = hapiRequests;
    const expired = await get(PLAN);
    expect(expired.status).toBe(200);
    expect(hapiRequests).toBe(before + 1);

    app.server.app.catalogCache.invalidate();
    before = hapiRequests;
    await get(PLAN);
    await get(PLAN);
    expect(hapiRequests).toBe(before + 1);
  });

  it('writes a request line for each answer it makes', async () => {
    await get(SALE);
    logLines.length = 0;
    await get(SALE, { 'user-agent': 'replay-test' });
    expect(hapiRequests).toBe(1);
    const lines = logLines.filter((line) => line.msg === 'request completed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      req: { method: 'GET', url: SALE, remoteAddress: '127.0.0.1', userAgent: 'replay-test' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines[0]!.req.id).toMatch(/^\d+:.+:f\d+$/);
  });
});
