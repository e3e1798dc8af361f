// The rate limits with REDIS_URL set and Redis away: a port where nothing listens, and a Redis that
// stops answering on an open connection (a proxy that holds the traffic). Over a real socket,
// as a load balancer and a browser reach the server.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD } from '../../../test/app/index.ts';
import type { TestApp } from '../../../test/app/index.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const OUTAGE =
  "Redis is unreachable: the rate limits are counted in this instance's memory until it answers again";
const BACK = 'Redis answers again: the rate limits are counted in Redis';
/**
 * The most a request may take here. On an idle machine these requests take 50 to 150 ms (a
 * password hash is the most of it); before the fallback they answered 500 after 2 to 4 s. The
 * bound is loose because a shared test machine can be slow, not because the requests wait.
 */
const QUICK_MS = 2000;

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis outage tests with a real Redis: SKIPPED, no Redis answers at ${REDIS_URL}`);

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The log lines a server writes, parsed. */
function logSink() {
  const lines: { msg?: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  return { stream, count: (msg: string) => lines.filter((l) => l.msg === msg).length };
}

/** A test app listening on 127.0.0.1 with REDIS_URL, logging into `log`. */
async function listeningApp(
  redisUrl: string,
  log: ReturnType<typeof logSink>,
): Promise<{ app: TestApp; base: string }> {
  const app = await buildTestApp({
    env: { REDIS_URL: redisUrl, PORT: '0', HOST: '127.0.0.1' },
    rateLimitStore: { namespace: `outage-${randomBytes(6).toString('hex')}` },
    registrationLimit: { attempts: 3, windowSeconds: 3600 },
    log: { level: 'info', stream: log.stream },
  });
  await app.server.start();
  return { app, base: app.server.info.uri };
}

/** A request over the socket: status, parsed body and how long it took. */
async function call(base: string, method: string, path: string, body?: object) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, json, ms: performance.now() - started };
}

const signIn = (base: string, email: string, password = TEST_PASSWORD) =>
  call(base, 'POST', '/api/auth/login', { email, password });

describe('rate limits with Redis unreachable (REDIS_URL on a port where nothing listens)', () => {
  let app: TestApp;
  let base: string;
  const log = logSink();

  beforeAll(async () => {
    ({ app, base } = await listeningApp(`redis://127.0.0.1:${await closedPort()}/0`, log));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs in, out of the box and quickly, and health says Redis is down', async () => {
    const account = await app.signUp();
    const ok = await signIn(base, account.email);
    expect(ok.status).toBe(200);
    expect(ok.json.token).toEqual(expect.any(String));
    expect(ok.ms).toBeLessThan(QUICK_MS);
    const wrong = await signIn(base, account.email, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.ms).toBeLessThan(QUICK_MS);

    const health = await call(base, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    expect(health.ms).toBeLessThan(QUICK_MS);
  });

  it('answers sign-up, coupon look-up, contact and password reset as usual', async () => {
    const signUp = await call(base, 'POST', '/api/auth/register', app.newAccount());
    expect(signUp.status).toBe(201);
    const coupon = await call(base, 'GET', '/api/discount-codes/ET2018');
    expect(coupon.status).toBe(200);
    const contact = await call(base, 'POST', '/api/inquiry', {
      name: 'Abebe Kebede',
      email: 'abebe@example.et',
      subject: 'Redis is away',
      message: 'Does the contact form still work while Redis is away?',
    });
    expect(contact.status).toBe(201);
    const reset = await call(base, 'POST', '/api/auth/password-reset', { email: 'nobody@example.et' });
    expect(reset.status).toBe(202);
    for (const res of [signUp, coupon, contact, reset]) expect(res.ms).toBeLessThan(QUICK_MS);
  });

  it('still holds the limits, in this instance’s memory', async () => {
    // Three sign-ups per address per hour here: the two earlier tests took two.
    expect((await call(base, 'POST', '/api/auth/register', app.newAccount())).status).toBe(201);
    const refused = await call(base, 'POST', '/api/auth/register', app.newAccount());
    expect(refused.status).toBe(429);
  });

  it('logs the outage once, not once per request', () => {
    expect(log.count(OUTAGE)).toBe(1);
  });
});

/**
 * A TCP proxy to Redis that can hold the traffic in both directions (a Redis that hangs with its
 * connections open) and let it through again.
 */
async function holdingProxy(target: URL) {
  let holding = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (holding) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const write of held.splice(0)) write();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!redisUp)(
  redisUp
    ? 'rate limits with a Redis that stops answering'
    : `rate limits with a Redis that stops answering (SKIPPED: no Redis at ${REDIS_URL})`,
  () => {
    let app: TestApp;
    let base: string;
    let proxy: Awaited<ReturnType<typeof holdingProxy>>;
    const log = logSink();

    beforeAll(async () => {
      proxy = await holdingProxy(new URL(REDIS_URL));
      ({ app, base } = await listeningApp(proxy.url, log));
    });
    afterAll(async () => {
      proxy?.release();
      await app?.close();
      await proxy?.close();
    });

    it('is healthy while Redis answers, and counts the limits in Redis', async () => {
      const health = await call(base, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ status: 'ok', redis: 'up' });
      expect(app.server.app.rateLimits.kind).toBe('redis');
      expect(log.count(OUTAGE)).toBe(0);
    });

    it('signs in quickly once Redis hangs, health says Redis is down, and both recover when it is back', async () => {
      const account = await app.signUp();
      proxy.hold();

      // Its first Redis commands wait REDIS_COMMAND_TIMEOUT_MS, then the limits go to memory...
      const ok = await signIn(base, account.email);
      expect(ok.status).toBe(200);
      expect(ok.ms).toBeLessThan(QUICK_MS);
      // ... and the connection that hung is dropped, so the next commands wait for nothing.
      expect(app.server.app.rateLimits.redis?.ready).toBe(false);
      const again = await signIn(base, account.email);
      expect(again.status).toBe(200);
      expect(again.ms).toBeLessThan(QUICK_MS);

      const down = await call(base, 'GET', '/api/health');
      expect(down.status).toBe(200);
      expect(down.json).toMatchObject({ status: 'degraded', redis: 'down' });
      expect(log.count(OUTAGE)).toBe(1);

      proxy.release();
      const deadline = Date.now() + 10_000;
      let health = await call(base, 'GET', '/api/health');
      while (health.json.redis !== 'up' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        health = await call(base, 'GET', '/api/health');
      }
      expect(health.json).toMatchObject({ status: 'ok', redis: 'up' });
      expect(log.count(BACK)).toBe(1);
      expect(log.count(OUTAGE)).toBe(1);
    });
  },
);

describe.skipIf(!redisUp)(
  redisUp ? 'health with Redis up' : `health with Redis up (SKIPPED: no Redis at ${REDIS_URL})`,
  () => {
    it('answers 200 ok with redis up', async () => {
      const app = await buildTestApp({ env: { REDIS_URL } });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(200);
        expect(res.json).toMatchObject({ status: 'ok', database: 'up', redis: 'up', jobs: { status: 'ok' } });
      } finally {
        await app.close();
      }
    });
  },
);
