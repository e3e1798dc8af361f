/**
 * The client address over real sockets, through a real proxy hop: a forwarding HTTP server in front
 * of the BFF (started with server.start()), adding X-Forwarded-For and X-Forwarded-Proto as nginx
 * does (`$proxy_add_x_forwarded_for`, `$scheme` of a TLS-terminating proxy). Visitors are told apart
 * by the loopback address they connect from (127.0.0.2, 127.0.0.3, ...; Linux routes 127.0.0.0/8
 * to the loopback interface); the proxy reaches the BFF from 127.0.0.1.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { LOGIN_THROTTLE, PASSWORD_RESET_RATE_LIMIT, REGISTRATION_RATE_LIMIT } from '@shop/domain/rate-limits';
import { INQUIRY_RATE_LIMIT } from '@shop/domain/contact';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUPON_LOOKUP_LIMIT } from '../services/coupons.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Call {
  method?: string;
  path: string;
  body?: unknown;
  /** The visitor's own address (a loopback address); 127.0.0.1 is the proxy's. */
  from: string;
  headers?: Record<string, string>;
}

/** One request on a connection of its own from `call.from` to 127.0.0.1:`port`. */
function send(port: number, call: Call): Promise<Answer> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: call.from,
        agent: false,
        method: call.method ?? (payload ? 'POST' : 'GET'),
        path: call.path,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...call.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A reverse proxy as nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
 * proxy_set_header X-Forwarded-Proto $scheme;` behind TLS: it appends the address it sees to the
 * X-Forwarded-For it got and sets X-Forwarded-Proto, then forwards from 127.0.0.1.
 */
async function startProxy(upstreamPort: number): Promise<{ port: number; server: HttpServer }> {
  const server = createServer((req, res) => {
    const seen = req.socket.remoteAddress!;
    const prior = req.headers['x-forwarded-for'];
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        localAddress: '127.0.0.1',
        agent: false,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': prior ? `${prior}, ${seen}` : seen,
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

interface RequestLine {
  msg: string;
  req?: { url: string; remoteAddress: string; protocol?: string };
  res?: { statusCode?: number };
}

/** A BFF listening on a port of its own, its request lines collected, with a proxy in front. */
async function startShop(env: Record<string, string>) {
  const lines: RequestLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as RequestLine);
      done();
    },
  });
  const app = await buildTestApp({
    // '::' as in a container: IPv4 connections arrive as ::ffff:127.0.0.1.
    env: { HOST: '::', PORT: '0', ...env },
    // Production's allowances throughout.
    registrationLimit: REGISTRATION_RATE_LIMIT,
    loginThrottle: LOGIN_THROTTLE,
    log: { level: 'info', stream },
  });
  await app.server.start();
  const port = app.server.info.port as number;
  const proxy = await startProxy(port);
  const requestLines = (url: string) =>
    lines.filter((line) => line.msg === 'request completed' && line.req?.url === url);
  return { app, port, proxy, requestLines };
}

type Shop = Awaited<ReturnType<typeof startShop>>;

let trusted: Shop;
let untrusted: Shop;
beforeAll(async () => {
  trusted = await startShop({ TRUSTED_PROXIES: '127.0.0.1' });
  untrusted = await startShop({});
});
afterAll(async () => {
  for (const shop of [trusted, untrusted]) {
    if (!shop) continue;
    await new Promise((resolve) => shop.proxy.server.close(resolve));
    await shop.app.close();
  }
});

let visitors = 1;
/** A loopback address no other test has used: a visitor of its own. */
const newVisitor = () => {
  visitors += 1;
  return `127.0.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

const viaProxy = (shop: Shop, call: Call) => send(shop.proxy.port, call);
const direct = (shop: Shop, call: Call) => send(shop.port, call);
const signUp = (app: TestApp) => ({ path: '/api/auth/register', body: app.newAccount() });

/**
 * Uses up `from`'s sign-up allowance in calls with the given headers (the i-th call's): one account,
 * 201 then 409 'already exists', which counts as well.
 */
async function useUpSignUps(
  shop: Shop,
  route: (shop: Shop, call: Call) => Promise<Answer>,
  from: (i: number) => string,
  headers: (i: number) => Record<string, string> = () => ({}),
) {
  const again = signUp(shop.app);
  for (let i = 0; i < REGISTRATION_RATE_LIMIT.attempts; i += 1) {
    const answer = await route(shop, { ...again, from: from(i), headers: headers(i) });
    expect(answer.status).toBe(i === 0 ? 201 : 409);
  }
}

describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  it('gives every forwarded visitor their own sign-up allowance, and holds each to it', async () => {
    const { app } = trusted;
    const crowd = Array.from({ length: REGISTRATION_RATE_LIMIT.attempts + 1 }, newVisitor);
    for (const from of crowd) expect((await viaProxy(trusted, { ...signUp(app), from })).status).toBe(201);

    // The first visitor's other nine calls (the same account again: 409, which counts too), then refused.
    const [first] = crowd;
    const again = signUp(app);
    expect((await viaProxy(trusted, { ...again, from: first! })).status).toBe(201);
    for (let i = 2; i < REGISTRATION_RATE_LIMIT.attempts; i += 1)
      expect((await viaProxy(trusted, { ...again, from: first! })).status).toBe(409);
    const refused = await viaProxy(trusted, { ...signUp(app), from: first! });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect((await viaProxy(trusted, { ...signUp(app), from: newVisitor() })).status).toBe(201);
  });

  it("logs the forwarded visitor's address and scheme, not the proxy's", async () => {
    const from = newVisitor();
    await viaProxy(trusted, { path: '/api/payment-accounts?visitor=1', from });
    await vi.waitFor(() => expect(trusted.requestLines('/api/payment-accounts?visitor=1')).toHaveLength(1));
    expect(trusted.requestLines('/api/payment-accounts?visitor=1')[0]!.req).toMatchObject({
      remoteAddress: from,
      protocol: 'https',
    });
  });

  it('keeps the real visitor when the visitor sends an X-Forwarded-For of its own through the proxy', async () => {
    const { app } = trusted;
    const from = newVisitor();
    await useUpSignUps(
      trusted,
      viaProxy,
      () => from,
      (i) => ({
        'x-forwarded-for': `198.51.100.${i + 1}`,
        'x-forwarded-proto': 'http',
      }),
    );
    const forged = { 'x-forwarded-for': '203.0.113.99, 198.51.100.200' };
    expect((await viaProxy(trusted, { ...signUp(app), from, headers: forged })).status).toBe(429);

    await viaProxy(trusted, { path: '/api/payment-accounts?visitor=2', from, headers: forged });
    await vi.waitFor(() => expect(trusted.requestLines('/api/payment-accounts?visitor=2')).toHaveLength(1));
    expect(trusted.requestLines('/api/payment-accounts?visitor=2')[0]!.req).toMatchObject({
      remoteAddress: from,
      protocol: 'https',
    });
  });

  it('ignores the forwarded headers of a connection that is not the trusted proxy', async () => {
    const { app } = trusted;
    const from = newVisitor();
    await useUpSignUps(
      trusted,
      direct,
      () => from,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }),
    );
    const forged = { 'x-forwarded-for': '198.51.100.77', 'x-forwarded-proto': 'https' };
    expect((await direct(trusted, { ...signUp(app), from, headers: forged })).status).toBe(429);

    await direct(trusted, { path: '/api/payment-accounts?visitor=3', from, headers: forged });
    await vi.waitFor(() => expect(trusted.requestLines('/api/payment-accounts?visitor=3')).toHaveLength(1));
    expect(trusted.requestLines('/api/payment-accounts?visitor=3')[0]!.req).toMatchObject({
      remoteAddress: from,
      protocol: 'http',
    });
  });

  it('counts the sign-in throttle per account and forwarded visitor', async () => {
    const { app } = trusted;
    const owner = app.newAccount();
    expect(
      (await viaProxy(trusted, { path: '/api/auth/register', body: owner, from: newVisitor() })).status,
    ).toBe(201);
    const attacker = newVisitor();
    const wrong = { path: '/api/auth/login', body: { email: owner.email, password: 'not-the-password' } };
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1)
      expect((await viaProxy(trusted, { ...wrong, from: attacker })).status).toBe(401);
    expect((await viaProxy(trusted, { ...wrong, from: attacker })).status).toBe(429);
    // The owner, through the same proxy from elsewhere.
    const right = { path: '/api/auth/login', body: { email: owner.email, password: owner.password } };
    expect((await viaProxy(trusted, { ...right, from: newVisitor() })).status).toBe(200);
  });

  it('counts coupon look-ups, password reset requests and contact messages per forwarded visitor', async () => {
    const limits: { call: () => Call; allowed: number; answer: number }[] = [
      {
        call: () => ({ path: '/api/discount-codes/ET2018', from: '' }),
        allowed: COUPON_LOOKUP_LIMIT.points,
        answer: 200,
      },
      {
        call: () => ({ path: '/api/auth/password-reset', body: { email: 'nobody@example.et' }, from: '' }),
        allowed: PASSWORD_RESET_RATE_LIMIT.addressRequests,
        answer: 202,
      },
      {
        call: () => ({
          path: '/api/inquiry',
          body: {
            name: 'Abebe',
            email: 'abebe@example.et',
            subject: 'Port 22',
            message: 'It does not answer.',
          },
          from: '',
        }),
        allowed: INQUIRY_RATE_LIMIT.messages,
        answer: 201,
      },
    ];
    for (const { call, allowed, answer } of limits) {
      const from = newVisitor();
      for (let i = 0; i < allowed; i += 1)
        expect((await viaProxy(trusted, { ...call(), from })).status, call().path).toBe(answer);
      expect((await viaProxy(trusted, { ...call(), from })).status, call().path).toBe(429);
      expect((await viaProxy(trusted, { ...call(), from: newVisitor() })).status, call().path).toBe(answer);
    }
  });
});

describe('without TRUSTED_PROXIES', () => {
  it('counts every visitor of a proxy as the proxy: X-Forwarded-For changes nothing', async () => {
    const { app } = untrusted;
    await useUpSignUps(untrusted, viaProxy, newVisitor);
    expect((await viaProxy(untrusted, { ...signUp(app), from: newVisitor() })).status).toBe(429);

    await viaProxy(untrusted, { path: '/api/payment-accounts?visitor=4', from: newVisitor() });
    await vi.waitFor(() => expect(untrusted.requestLines('/api/payment-accounts?visitor=4')).toHaveLength(1));
    // The proxy's connection, its IPv4-mapped spelling read as IPv4.
    expect(untrusted.requestLines('/api/payment-accounts?visitor=4')[0]!.req).toMatchObject({
      remoteAddress: '127.0.0.1',
      protocol: 'http',
    });
  });

  it('lets no client choose its address with a forged X-Forwarded-For', async () => {
    const { app } = untrusted;
    const from = newVisitor();
    await useUpSignUps(
      untrusted,
      direct,
      () => from,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }),
    );
    const forged = { 'x-forwarded-for': '198.51.100.99' };
    expect((await direct(untrusted, { ...signUp(app), from, headers: forged })).status).toBe(429);
  });
});
