import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/index.ts';
import type { TestApp } from '../testing/index.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

describe('the built app', () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bff-static-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(path.dirname(dir), 'outside-static.txt'), 'secret');
    app = await buildTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(path.join(path.dirname(dir), 'outside-static.txt'), { force: true });
  });

  it.each(['/', '/servers', '/service-details/0b0c0d0e-0000-4000-8000-000000000000', '/admin/orders'])(
    'answers index.html for the client-side route %s, revalidated on every visit',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.payload).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.payload).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files, revalidated', async () => {
    const res = await app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing hashed asset rather than HTML', async () => {
    expect((await app.inject('/assets/index-old.js')).statusCode).toBe(404);
  });

  it('never serves a file outside the directory', async () => {
    for (const url of [
      '/../outside-static.txt',
      '/%2e%2e/outside-static.txt',
      '/assets/..%2f..%2foutside-static.txt',
    ]) {
      const res = await app.inject(url);
      expect(res.payload, url).not.toContain('secret');
    }
  });

  it('keeps unknown /api paths a JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
});

describe('without a build', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { STATIC_DIR: path.join(tmpdir(), 'bff-static-missing-build') } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a small 503 page that says to run npm run build', async () => {
    const res = await app.inject('/servers');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.payload).toContain('npm run build');
  });

  it('still serves the API', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});
