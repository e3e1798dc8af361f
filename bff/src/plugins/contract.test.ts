import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@shop/domain/generated/validation.gen';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';
import { API_PREFIX, contractOperations } from './contract.ts';

let app: TestApp;
beforeAll(async () => {
  // No handlers at all: every operation answers 501, whatever has landed since.
  app = await buildTestApp({ handlers: {} });
});
afterAll(async () => {
  await app?.close();
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the contract as hapi routes', () => {
  it('registers every operation of openapi.yaml under /api, and no /api route that is not in it', () => {
    const contract = Object.values(operations).map((op) => key(op.method, `${API_PREFIX}${op.path}`));
    const apiRoutes = app.server
      .table()
      .filter((r) => r.path === API_PREFIX || r.path.startsWith(`${API_PREFIX}/`))
      .map((r) => key(r.method, r.path));
    expect(contract.length).toBeGreaterThan(40);
    expect([...apiRoutes].sort()).toEqual([...contract].sort());
  });

  it('gives each route its operationId and the admin check of admin operations', () => {
    for (const [id, op] of Object.entries(operations)) {
      const route = app.server.lookup(id);
      expect(route, id).not.toBeNull();
      expect(route!.path).toBe(`${API_PREFIX}${op.path}`);
      // The admin check, and the reading of an upload's files, run after authentication.
      expect(Boolean(route!.settings.ext?.onPostAuth), `${id} admin check`).toBe(op.admin || op.multipart);
    }
  });

  it('asks for a token exactly on the operations the contract secures', async () => {
    const sample: Record<string, string> = {
      id: '0b0c0d0e-0000-4000-8000-000000000000',
      category: '2025sale',
      code: 'SAVE10',
    };
    for (const [id, op] of Object.entries(contractOperations)) {
      const url = `${API_PREFIX}${op.path.replace(/\{(\w+)\}/g, (_m, name: string) => sample[name] ?? 'x')}`;
      const res = await app.inject({
        method: op.method.toUpperCase(),
        url,
        payload: op.payload ? {} : undefined,
      });
      if (op.auth) expect(res.statusCode, `${id} without a token`).toBe(401);
      else expect(res.statusCode, `${id} without a token`).not.toBe(401);
    }
  });

  it('answers 501 in the error shape for an operation without a handler', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/catalog/games/aggregated' });
    expect(res.statusCode).toBe(501);
    expect(res.json).toEqual({
      statusCode: 501,
      error: 'Not Implemented',
      message: 'This operation is not available yet.',
    });
  });

  it('validates before answering 501: params, query and payload', async () => {
    const params = await app.inject({ method: 'GET', url: '/api/catalog/kvm/nope' });
    expect(params.statusCode).toBe(400);
    expect(params.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: '"category" must be one of [2025sale, ipv6onlygen1, intelxeon, ryzengen2]',
    });

    const uuid = await app.inject({ method: 'GET', url: '/api/catalog/kvm/packet/123' });
    expect(uuid.json).toMatchObject({ statusCode: 400, message: '"id" must be a valid GUID' });

    const query = await app.inject({
      method: 'GET',
      url: `/api/discount-codes/SAVE10?serviceName=${'x'.repeat(101)}`,
    });
    expect(query.json).toMatchObject({ statusCode: 400, message: expect.stringContaining('"serviceName"') });

    const payload = await app.inject({ method: 'POST', url: '/api/inquiry', payload: {} });
    expect(payload.statusCode).toBe(400);
    expect(payload.json).toMatchObject({ message: expect.stringMatching(/^"\w+" is required$/) });
  });

  it('answers 401 before anything else on a protected operation without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/orders' });
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Missing authentication' });
  });

  it('answers 404 JSON for an unknown /api path, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.inject({ method, url: '/api/nope' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    }
    expect((await app.inject({ method: 'GET', url: '/api' })).statusCode).toBe(404);
  });

  it('answers 415 in the error shape to a body that is not JSON, on every operation that takes one', async () => {
    for (const [id, op] of Object.entries(contractOperations)) {
      if (!op.payload) continue;
      const url = `${API_PREFIX}${op.path.replace(/\{(\w+)\}/g, 'x')}`;
      const res = await app.inject({
        method: op.method.toUpperCase(),
        url,
        payload: 'a=1&b=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer x' },
      });
      // A protected operation refuses the bad token first; the rest refuse the body.
      if (op.auth) expect(res.statusCode, id).toBe(401);
      else {
        expect(res.statusCode, id).toBe(415);
        expect(res.json, id).toEqual({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Unsupported Media Type: send the request body as application/json',
        });
      }
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":"a@b.et","password":"x"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('refuses a lone surrogate or a control character in any string by naming the field', async () => {
    const surrogate = await app.inject({
      method: 'POST',
      url: '/api/inquiry',
      payload: '{"name":"Abebe\\ud800","email":"a@b.et","subject":"s","message":"m"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json).toMatchObject({ message: '"name" contains characters that are not allowed' });
    const nul = await app.inject({ method: 'GET', url: '/api/discount-codes/SAVE10?serviceName=Mega%00' });
    expect(nul.json).toMatchObject({
      statusCode: 400,
      message: '"serviceName" contains characters that are not allowed',
    });
    const newline = await app.inject({
      method: 'POST',
      url: '/api/inquiry',
      payload: { name: 'Abebe', email: 'a@b.et', subject: 's', message: 'line 1\nline 2\t👍' },
    });
    // Multi-line text and emoji pass (501: no handler in this app).
    expect(newline.statusCode).toBe(501);
  });

  it('marks every API answer no-store, failures included', async () => {
    const failure = await app.inject({ method: 'GET', url: '/api/orders' });
    expect(failure.headers['cache-control']).toBe('no-store');
    const notImplemented = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.et', password: 'x' },
    });
    expect(notImplemented.statusCode).toBe(501);
    expect(notImplemented.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 for a malformed JSON body, in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request payload JSON format',
    });
  });
});

describe('handler map', () => {
  it('refuses a handler for an operation the contract does not know', async () => {
    await expect(buildTestApp({ handlers: { notAnOperation: () => 'x' } as never })).rejects.toThrow(
      'Handler "notAnOperation" matches no operation of openapi.yaml',
    );
  });

  it('answers 500 with a generic message when a handler throws, in the error shape', async () => {
    const failing = await buildTestApp({
      handlers: {
        listGames: () => {
          throw new Error('secret detail: table games is on fire');
        },
      },
    });
    try {
      const res = await failing.inject({ method: 'GET', url: '/api/catalog/games/aggregated' });
      expect(res.statusCode).toBe(500);
      expect(res.json).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'An internal server error occurred',
      });
      expect(res.payload).not.toContain('secret detail');
    } finally {
      await failing.close();
    }
  });
});
