/**
 * The bench's load generator counts a wrong answer as an error: over a real socket, against small
 * servers that answer right, and wrong in the ways issue 21 found (a gzip header over a plain body,
 * a coding the client did not ask for).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptedCodings, percentile, runLoad, wrongAnswer } from './checked-load.ts';

const PLAIN = Buffer.from(
  JSON.stringify([
    { id: 'a', price: 1234.5 },
    { id: 'b', price: 99 },
  ]),
);
const expected = { status: 200, body: PLAIN };
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serve(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(answer);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const load = (origin: string, headers: Record<string, string>) =>
  runLoad({ origin, path: '/', headers, connections: 4, seconds: 0.3, expected });

describe('runLoad over a real socket', () => {
  it('counts right answers in every coding as right', async () => {
    const origin = await serve((req, res) => {
      const accepts = req.headers['accept-encoding'] ?? '';
      if (accepts.includes('br'))
        res.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(PLAIN));
      else if (accepts.includes('gzip'))
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(PLAIN));
      else res.writeHead(200).end(PLAIN);
    });
    for (const headers of [{}, { 'accept-encoding': 'gzip' }, BROWSER]) {
      const result = await load(origin, headers);
      expect(result.answers).toBeGreaterThan(0);
      expect([...result.wrong]).toEqual([]);
    }
  });

  it('counts a gzip header over a plain body as wrong, not as a 200', async () => {
    const origin = await serve((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(PLAIN));
    const result = await load(origin, BROWSER);
    expect(result.answers).toBeGreaterThan(0);
    expect(Object.fromEntries(result.wrong)).toEqual({
      'a body that is not gzip as its Content-Encoding says': result.answers,
    });
  });

  it('counts a compressed answer to a client that asked for none as wrong', async () => {
    const origin = await serve((_req, res) =>
      res.writeHead(200, { 'content-encoding': 'deflate' }).end(deflateSync(PLAIN)),
    );
    const result = await load(origin, {});
    expect(Object.fromEntries(result.wrong)).toEqual({
      'Content-Encoding deflate that the request did not accept': result.answers,
    });
  });

  it('counts another status and a failed connection as wrong', async () => {
    let n = 0;
    const origin = await serve((req, res) => {
      n += 1;
      if (n % 2 === 0) req.socket.destroy();
      else res.writeHead(503).end(PLAIN);
    });
    const result = await load(origin, {});
    expect(result.wrong.get('status 503 instead of 200')).toBeGreaterThan(0);
    expect([...result.wrong.keys()].some((reason) => reason.startsWith('request failed'))).toBe(true);
  });
});

describe('wrongAnswer', () => {
  it('accepts a correctly encoded body and refuses one that decodes to something else', () => {
    expect(wrongAnswer(expected, BROWSER, 200, { 'content-encoding': 'gzip' }, gzipSync(PLAIN))).toBeNull();
    expect(wrongAnswer(expected, BROWSER, 200, { 'content-encoding': 'gzip' }, gzipSync('[]'))).toBe(
      'a decoded body that differs from the plain answer',
    );
  });

  it('cannot decode zstd on this node and says so instead of counting the answer', () => {
    expect(wrongAnswer(expected, BROWSER, 200, { 'content-encoding': 'zstd' }, PLAIN)).toBe(
      'Content-Encoding zstd that this checker cannot decode',
    );
  });

  it('honours q=0 and identity', () => {
    expect([...acceptedCodings('gzip;q=0, br')]).toEqual(['identity', 'br']);
    expect(acceptedCodings('identity;q=0').has('identity')).toBe(false);
    expect([...acceptedCodings(undefined)]).toEqual(['identity']);
  });

  it('takes percentiles of sorted latencies', () => {
    const sorted = Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 99)).toBe(10);
    expect(percentile(new Float64Array(), 50)).toBeNaN();
  });
});
