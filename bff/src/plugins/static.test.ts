import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

const MAP = JSON.stringify({ version: 3, sources: ['src/app.tsx'], sourcesContent: ['secret source'] });

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
    // The build keeps its source maps beside the bundle (vite's sourcemap: 'hidden').
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), MAP);
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map.gz'), gzipSync(MAP));
    // And its manifest, for the size check of the landing page's JavaScript.
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"src/boot.ts":{"file":"secret source"}}');
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

  it('never serves a source map, kept beside the bundle: 404 over a real socket too', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/INDEX-ABC123.JS.MAP',
      '/assets/index-abc123.js.map.gz',
      '/assets/index-abc123.js.map?x=1',
      '/assets/missing.css.map',
      '/somewhere/else.js.map',
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.payload, url).not.toContain('secret source');
    }
    await app.server.start();
    try {
      const base = `http://127.0.0.1:${String(app.server.info.port)}`;
      const map = await fetch(`${base}/assets/index-abc123.js.map`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('secret source');
      expect((await fetch(`${base}/assets/index-abc123.js`)).status).toBe(200);
    } finally {
      await app.server.stop();
    }
  });

  it("never serves the build's manifest, kept beside the bundle", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/.vite', '/.vite/manifest.json?x=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.payload, url).not.toContain('secret source');
    }
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

describe('the built app, pre-compressed by the build', () => {
  const SCRIPT = `export const app = "${'storefront '.repeat(200)}";`;
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bff-static-compressed-'));
    mkdirSync(path.join(dir, 'assets'));
    const files = { 'index.html': INDEX, 'assets/index-abc123.js': SCRIPT };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
    }
    // Only a gzip twin: a client that prefers brotli gets gzip.
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n'.repeat(100));
    writeFileSync(path.join(dir, 'robots.txt.gz'), gzipSync('User-agent: *\n'.repeat(100)));
    app = await buildTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the .br twin to a client that accepts brotli, as JavaScript, still immutable', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the .gz twin to a client that accepts gzip only (or refuses brotli)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    }
    const robots = await app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br, gzip' } });
    expect(robots.headers['content-encoding']).toBe('gzip');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers the file as it is to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await app.inject({ url: '/assets/index-abc123.js', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.payload).toBe(SCRIPT);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("answers index.html's twin for client-side routes, revalidated, with a 304 for the same version", async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const res = await app.inject({ url: '/servers', headers });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);

    const etag = String(res.headers.etag);
    const again = await app.inject({ url: '/', headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the built app with prerendered pages', () => {
  const page = (name: string) => `<!doctype html><html><body><div id="root">${name}</div></body></html>`;
  const FILES: Record<string, string> = {
    'index.html': INDEX,
    'prerendered/en/index.html': page('landing en'),
    'prerendered/am/index.html': page('landing am'),
    'prerendered/en/servers.html': page('servers en'),
    'prerendered/am/servers.html': page('servers am'),
    'prerendered/en/kvm-config/_.html': page('kvm-config en'),
    'prerendered/am/kvm-config/_.html': page('kvm-config am'),
  };
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bff-static-prerendered-'));
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    writeFileSync(path.join(dir, 'prerendered/en/servers.html.br'), brotliCompressSync(page('servers en')));
    app = await buildTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/', {}, 'landing en'],
    ['/', { 'accept-language': 'am-ET,am;q=0.9,en;q=0.8' }, 'landing am'],
    ['/', { cookie: 'locale=am' }, 'landing am'],
    ['/', { cookie: 'theme=dark; locale=en', 'accept-language': 'am' }, 'landing en'],
    ['/', { cookie: 'locale=fr', 'accept-language': 'am' }, 'landing am'],
    ['/servers', { cookie: 'locale=am' }, 'servers am'],
    ['/kvm-config/0b0c0d0e-0000-4000-8000-000000000000', {}, 'kvm-config en'],
    ['/kvm-config/pkg-1', { cookie: 'locale=am' }, 'kvm-config am'],
  ])('answers %s with its page prerendered in the language of %j', async (url, headers, body) => {
    const res = await app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.payload).toBe(page(body));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it("answers a prerendered page's compressed twin", async () => {
    const res = await app.inject({ url: '/servers', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page('servers en'));
  });

  it.each(['/servers?line=ryzengen2', '/kvm-config', '/kvm-config/a/b', '/my-orders', '/admin'])(
    'answers index.html for %s, which has no prerendered page (or a query it does not show)',
    async (url) => {
      const res = await app.inject({ url, headers: { cookie: 'locale=am' } });
      expect(res.statusCode).toBe(200);
      expect(res.payload).toBe(INDEX);
    },
  );
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
