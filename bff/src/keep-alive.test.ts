import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app/index.ts';
import type { TestApp } from '../test/app/index.ts';
import { KEEP_ALIVE_TIMEOUT_MS } from './server.ts';

/**
 * Keep-alive over a real socket, as Node's own agent (and Playwright's, and most API clients) uses
 * it: the server announces how long it keeps an idle connection, and clients let go before that
 * (Node's agent by that hint). With Node's default 5 s, a client coming back after about 5 s raced
 * the server's close and had its request reset (ECONNRESET).
 */

interface Sent {
  status: number;
  keepAlive: string | string[] | undefined;
}

function get(port: number, agent: Agent): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          keepAlive: res.headers['keep-alive'],
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('an idle keep-alive connection', () => {
  let app: TestApp;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    app = await buildTestApp();
    await app.server.start();
    port = app.server.info.port as number;
  });

  afterAll(async () => {
    agent.destroy();
    await app.server.stop();
    await app.close();
  });

  it('is announced for 65 s, longer than the proxies and clients in front wait', async () => {
    const first = await get(port, agent);
    expect(first.status).toBe(200);
    expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });
});
