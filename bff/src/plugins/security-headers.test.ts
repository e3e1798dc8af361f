import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const EXPECTED = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  it.each([
    ['a public success', 'GET', '/api/health', 200],
    ['a validation failure', 'POST', '/api/auth/login', 400],
    ['a 401', 'GET', '/api/auth/me', 401],
    ['an unknown /api path', 'GET', '/api/nope', 404],
    ['an unknown method and path', 'PATCH', '/whatever', 404],
    ['the app page (not built: 503)', 'GET', '/servers', 503],
  ])('are on %s', async (_name, method, url, status) => {
    const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers['permissions-policy']).toContain('camera=()');

    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
  });
});
