import { request as undiciRequest } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { API_PREFIX, contractOperations, MAX_BODY_BYTES } from './contract.ts';

/**
 * Depth and size caps on every request body, with or without a schema: a body nested deeper
 * than 64 levels answers 400 in the error shape (it answered 500, a stack overflow in the text
 * check, on operations without a body schema), one longer than MAX_BODY_BYTES 413.
 *
 * Where the cap sits in hapi's lifecycle: the token is checked before the body is read, so an
 * operation that needs a token is sent one (an admin's for admin operations): without it the
 * answer is the usual 401 and the body is never read; the admin check (403) runs before the depth
 * check too, so who may not call an operation is told so first. GET (and HEAD) bodies are never
 * read by hapi at all: a GET with a deep body answers as it does without one.
 */
const DEEP = 20_000;
const BODIES: Record<string, string> = {
  '[ nesting': `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  '{"a": nesting': `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
};
const tooDeep = { statusCode: 400, error: 'Bad Request', message: SERVER_MESSAGES.bodyTooDeep };

let app: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp({
    env: { CHAPA_SECRET_KEY: 'CHASECK_TEST-depthcheck', CHAPA_WEBHOOK_SECRET: 'depth-check-secret' },
  });
  customer = await app.signUp();
  admin = await app.signUpAdmin();
});
afterAll(async () => {
  await app?.close();
});

const SAMPLE_PARAMS: Record<string, string> = {
  id: '0b0c0d0e-0000-4000-8000-000000000000',
  category: '2025sale',
  code: 'SAVE10',
};
const operations = Object.entries(contractOperations).map(([id, op]) => ({
  id,
  op,
  method: op.method.toUpperCase(),
  url: `${API_PREFIX}${op.path.replace(/\{(\w+)\}/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? 'x')}`,
}));

function send(method: string, url: string, payload: string | undefined, authorization?: string) {
  return app.inject({
    method,
    url,
    payload,
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
  });
}

describe.each(Object.entries(BODIES))('a body of %s 20,000 deep', (_name, body) => {
  // Uploads (multipart/form-data) have no JSON to nest: a JSON body answers 415 there, while hapi
  // reads it, before the token's rights are looked at (contract.test.ts covers their 415).
  const read = operations.filter(({ method, op }) => method !== 'GET' && method !== 'HEAD' && !op.multipart);
  it(`answers 400 in the error shape on every operation whose body hapi reads (${read.length} of them)`, async () => {
    expect(read.length).toBeGreaterThan(40);
    for (const { id, op, method, url } of read) {
      const token = op.admin
        ? admin.headers.authorization
        : op.auth
          ? customer.headers.authorization
          : undefined;
      const res = await send(method, url, body, token);
      expect([res.statusCode, res.json], id).toEqual([400, tooDeep]);
    }
  }, 300_000);

  it('answers every GET as it does without a body (hapi does not read it)', async () => {
    for (const { id, op, method, url } of operations.filter((one) => one.method === 'GET')) {
      const token = op.admin
        ? admin.headers.authorization
        : op.auth
          ? customer.headers.authorization
          : undefined;
      const withBody = await send(method, url, body, token);
      const without = await send(method, url, undefined, token);
      expect(withBody.statusCode, id).toBe(without.statusCode);
      expect(withBody.statusCode, id).toBeLessThan(500);
    }
  }, 300_000);

  it('answers the usual 401 without a token, before the body is read', async () => {
    const res = await send('POST', '/api/auth/logout-all', body);
    expect(res.statusCode).toBe(401);
  });

  it('answers a customer the usual 403 on every admin operation, before the body matters', async () => {
    const admins = read.filter(({ op }) => op.admin);
    expect(admins.length).toBeGreaterThan(10);
    for (const { id, method, url } of admins) {
      const res = await send(method, url, body, customer.headers.authorization);
      expect(res.statusCode, id).toBe(403);
    }
  }, 300_000);
});

describe('the depth cap’s edge', () => {
  it(`takes ${MAX_BODY_DEPTH} levels and refuses ${MAX_BODY_DEPTH + 1}, in the request’s language`, async () => {
    const nest = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const session = await app.signUp();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      payload: nest(MAX_BODY_DEPTH + 1),
      headers: { ...session.headers, 'content-type': 'application/json', 'accept-language': 'am' },
    });
    expect([refused.statusCode, refused.json]).toEqual([
      400,
      { statusCode: 400, error: 'Bad Request', message: SERVER_MESSAGES_AM.bodyTooDeep },
    ]);
    const taken = await send(
      'POST',
      '/api/auth/logout-all',
      nest(MAX_BODY_DEPTH),
      session.headers.authorization,
    );
    expect(taken.statusCode).toBe(204);
  });
});

describe('over a real socket', () => {
  let origin = '';
  let wire: TestApp;
  let wireUser: TestUser;
  beforeAll(async () => {
    wire = await buildTestApp({ env: { HOST: '127.0.0.1', PORT: '0' } });
    await wire.server.start();
    origin = `http://127.0.0.1:${wire.server.info.port as number}`;
    wireUser = await wire.signUp();
  });
  afterAll(async () => {
    await wire?.close();
  });

  const post = async (path: string, body: string) => {
    const res = await undiciRequest(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: wireUser.headers.authorization },
      body,
    });
    return { status: res.statusCode, json: (await res.body.json()) as unknown };
  };

  it('answers 400 to a 20,000-deep body, and the server answers on', async () => {
    for (const body of Object.values(BODIES))
      expect(await post('/api/notifications/telegram/link', body)).toEqual({ status: 400, json: tooDeep });
    const me = await undiciRequest(`${origin}/api/auth/me`, { headers: wireUser.headers });
    expect(me.statusCode).toBe(200);
    await me.body.dump();
  });

  it(`answers 413 in the error shape to a body longer than ${MAX_BODY_BYTES} bytes`, async () => {
    const long = JSON.stringify({ email: 'a@b.et', password: 'x'.repeat(MAX_BODY_BYTES) });
    expect(await post('/api/auth/login', long)).toEqual({
      status: 413,
      json: { statusCode: 413, error: 'Request Entity Too Large', message: SERVER_MESSAGES.bodyTooLarge },
    });
    expect(await post('/api/auth/logout-all', long)).toEqual({
      status: 413,
      json: { statusCode: 413, error: 'Request Entity Too Large', message: SERVER_MESSAGES.bodyTooLarge },
    });
  });
});
