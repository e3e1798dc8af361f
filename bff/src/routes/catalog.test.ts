import { GAMES, KVM_PACKAGES, now } from '@shop/db';
import type { Knex } from 'knex';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogKey } from '../services/catalog-cache.ts';
import type { Game, GamePackage, GameVersion, KvmPackage, OsOption } from '../services/catalog.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';
import { CATALOG_CACHE_CONTROL, catalogCacheControl } from './catalog.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SALE = '/api/catalog/kvm/2025sale';

const small = KVM_PACKAGES.find((p) => p.line === '2025sale' && p.displayname === 'Package Small')!;
const minecraft = GAMES.find((g) => g.slug === 'minecraft')!;

/** The keys the contract requires, and nothing else. */
const KEYS = {
  Game: ['displayname', 'fromPrice', 'id', 'maxvalue', 'minprice', 'minvalue', 'type'],
  GameVersion: ['id', 'version'],
  GamePackage: ['id', 'memory', 'priceperunit', 'slots'],
  KvmPackage: [
    'cores',
    'cputype',
    'disk',
    'displayname',
    'ghzbase',
    'ghzturbo',
    'id',
    'ipv4',
    'line',
    'memory',
    'price',
    'traffic',
  ],
  OsOption: ['displayname', 'id', 'sort', 'type', 'version'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectKeys(items: readonly object[], keys: string[]): void {
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(Object.keys(item).sort()).toEqual(keys);
}

/** At most two decimals, never negative: the contract's Money. */
function expectMoney(value: unknown): void {
  expect(typeof value).toBe('number');
  expect(value as number).toBeGreaterThanOrEqual(0);
  expect(Math.round((value as number) * 100) / 100).toBe(value);
}

/** Counts the queries knex sends while `work` runs. */
async function countQueries(knex: Knex, work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const listener = () => {
    count += 1;
  };
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.removeListener('query', listener);
  }
  return count;
}

describe('catalog routes: shapes and values', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET /catalog/games/aggregated lists the active games in order, minprice their cheapest package', async () => {
    const res = await app.inject<Game[]>('/api/catalog/games/aggregated');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expectKeys(res.json, KEYS.Game);
    expect(res.json.map((g) => g.displayname)).toEqual(GAMES.map((g) => g.displayname));
    for (const game of res.json) {
      expect(game.id).toMatch(UUID);
      expect(['slots', 'memory']).toContain(game.type);
      expect(game.minvalue).toBeLessThanOrEqual(game.maxvalue);
      const packages = await app.inject<GamePackage[]>(`/api/catalog/games/${game.id}/packages`);
      expect(packages.statusCode).toBe(200);
      expect(game.minprice).toBe(Math.min(...packages.json.map((p) => p.priceperunit)));
      expectMoney(game.minprice);
    }
    expect(res.json.find((g) => g.id === minecraft.id)).toEqual({
      id: minecraft.id,
      displayname: 'Minecraft',
      type: 'memory',
      minprice: 383,
      fromPrice: 900,
      minvalue: 2048,
      maxvalue: 16384,
    });
  });

  it('GET /catalog/games/{id}/versions answers the versions newest first', async () => {
    const res = await app.inject<GameVersion[]>(`/api/catalog/games/${minecraft.id}/versions`);
    expect(res.statusCode).toBe(200);
    expectKeys(res.json, KEYS.GameVersion);
    expect(res.json.map((v) => v.version)).toEqual([
      '1.21.4',
      '1.20.6',
      '1.20.1',
      '1.19.4',
      '1.16.5',
      '1.12.2',
    ]);
    const rust = GAMES.find((g) => g.slug === 'rust')!;
    const rustVersions = await app.inject<GameVersion[]>(`/api/catalog/games/${rust.id}/versions`);
    expect(rustVersions.json.map((v) => v.version)).toEqual([
      '2025.01 Vanilla',
      '2025.01 Oxide',
      '2024.12 Vanilla',
    ]);
  });

  it('GET /catalog/games/{id}/packages answers the packages ascending by slots or memory', async () => {
    for (const game of GAMES) {
      const res = await app.inject<GamePackage[]>(`/api/catalog/games/${game.id}/packages`);
      expect(res.statusCode).toBe(200);
      expectKeys(res.json, KEYS.GamePackage);
      const key = game.type === 'slots' ? 'slots' : 'memory';
      const values = res.json.map((p) => p[key]);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      res.json.forEach((p) => expectMoney(p.priceperunit));
    }
    const minecraftPackages = await app.inject<GamePackage[]>(`/api/catalog/games/${minecraft.id}/packages`);
    expect(minecraftPackages.json[0]).toEqual({
      id: minecraft.packages[0]!.id,
      slots: 0,
      memory: 2048,
      priceperunit: 450,
    });
  });

  it('GET /catalog/kvm/{category} answers the active plans of the line, cheapest (sale) plan 1500 ETB', async () => {
    const res = await app.inject<KvmPackage[]>(SALE);
    expect(res.statusCode).toBe(200);
    expectKeys(res.json, KEYS.KvmPackage);
    expect(res.json).toHaveLength(6);
    expect(res.json[0]).toEqual({
      id: small.id,
      displayname: 'Package Small',
      line: '2025sale',
      cores: 2,
      memory: 2048,
      disk: 40960,
      traffic: 4,
      price: 1500,
      ipv4: 1,
      cputype: 'Intel Xeon Gold 6148',
      ghzbase: 2.4,
      ghzturbo: 3.7,
    });
    expect(Math.min(...res.json.map((p) => p.price))).toBe(1500);

    for (const line of ['2025sale', 'ipv6onlygen1', 'intelxeon', 'ryzengen2'] as const) {
      const plans = await app.inject<KvmPackage[]>(`/api/catalog/kvm/${line}`);
      const seeded = KVM_PACKAGES.filter((p) => p.line === line);
      expect(plans.json.map((p) => p.id)).toEqual(seeded.map((p) => p.id));
      for (const plan of plans.json) {
        const row = seeded.find((p) => p.id === plan.id)!;
        expect(plan).toMatchObject({
          line,
          price: row.priceSantim / 100,
          memory: row.memoryMb,
          disk: row.diskMb,
          traffic: row.trafficTb,
          ipv4: row.ipv4Included,
        });
        expect(typeof plan.ghzbase).toBe('number');
        expect(typeof plan.ghzturbo).toBe('number');
        expectMoney(plan.price);
      }
    }
  });

  it('GET /catalog/kvm/packet/{id} answers one plan, and its /os the OS options by sort', async () => {
    const plan = await app.inject<KvmPackage>(`/api/catalog/kvm/packet/${small.id}`);
    expect(plan.statusCode).toBe(200);
    expectKeys([plan.json], KEYS.KvmPackage);
    const list = await app.inject<KvmPackage[]>(SALE);
    expect(plan.json).toEqual(list.json[0]);

    const os = await app.inject<OsOption[]>(`/api/catalog/kvm/packet/${small.id}/os`);
    expect(os.statusCode).toBe(200);
    expectKeys(os.json, KEYS.OsOption);
    const sorts = os.json.map((o) => o.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(os.json.map((o) => o.displayname)).toEqual(
      [...small.osOptions].sort((a, b) => a.sort - b.sort).map((o) => o.displayname),
    );
    expect(os.json.every((o) => o.type === 'linux' || o.type === 'windows')).toBe(true);
  });

  it('accepts an upper-case id like its lower-case form', async () => {
    const res = await app.inject<KvmPackage>(`/api/catalog/kvm/packet/${small.id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json.id).toBe(small.id);
  });

  it('answers 404 in the error shape for unknown games and plans, and does not cache them', async () => {
    for (const url of [
      `/api/catalog/games/${UNKNOWN_ID}/versions`,
      `/api/catalog/games/${UNKNOWN_ID}/packages`,
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json).toEqual({ statusCode: 404, error: 'Not Found', message: 'Game not found' });
      expect(res.headers.etag).toBeUndefined();
      expect(String(res.headers['cache-control'] ?? '')).not.toContain('public');
    }
    for (const url of [`/api/catalog/kvm/packet/${UNKNOWN_ID}`, `/api/catalog/kvm/packet/${UNKNOWN_ID}/os`]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json).toEqual({ statusCode: 404, error: 'Not Found', message: 'Server package not found' });
      expect(String(res.headers['cache-control'] ?? '')).not.toContain('public');
    }
    // Asked again, the 404 comes from the database again: nothing was kept.
    const queries = await countQueries(app.knex, () => app.inject(`/api/catalog/kvm/packet/${UNKNOWN_ID}`));
    expect(queries).toBeGreaterThan(0);
  });

  it('answers 400 in the error shape for a malformed id or an unknown line (contract validation)', async () => {
    const badId = await app.inject('/api/catalog/kvm/packet/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const badLine = await app.inject('/api/catalog/kvm/2024sale');
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('catalog routes: bodies compressed once, at load', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    app.server.app.catalogCache.invalidate();
  });

  /** The cached entry of the sale line (loaded by a first request). */
  async function saleEntry() {
    await app.inject(SALE);
    return app.server.app.catalogCache.get(catalogKey('listKvmPackages', '2025sale'), () => {
      throw new Error('the entry should be cached');
    });
  }

  it('answers brotli, gzip or identity as accepted, each the same JSON, the stored bytes sent as they are', async () => {
    const entry = await saleEntry();
    expect(entry.br).toBeDefined();
    expect(entry.gzip).toBeDefined();
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync, stored: entry.br },
      { accept: 'br;q=0.5, gzip', encoding: 'gzip', decode: gunzipSync, stored: entry.gzip },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync, stored: entry.gzip },
    ];
    for (const { accept, encoding, decode, stored } of cases) {
      const res = await app.server.inject({ url: SALE, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
      expect(res.headers.etag).toBe(`"${entry.etag}-${encoding}"`);
      expect(res.rawPayload.equals(stored!), accept).toBe(true);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(JSON.parse(entry.body));
    }
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const res = await app.server.inject({ url: SALE, headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toBe(`"${entry.etag}"`);
      expect(res.payload).toBe(entry.body);
    }
  });

  it('answers 304 to the ETag of any encoding of the current body, 200 once the catalog changed', async () => {
    const entry = await saleEntry();
    for (const accept of ['gzip, deflate, br', 'gzip', '']) {
      for (const tag of [`"${entry.etag}"`, `"${entry.etag}-br"`, `W/"${entry.etag}-gzip"`]) {
        const res = await app.server.inject({
          url: SALE,
          headers: { 'accept-encoding': accept, 'if-none-match': tag },
        });
        expect(res.statusCode, `${accept} ${tag}`).toBe(304);
        expect(res.payload).toBe('');
        expect(res.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
      }
    }
    const br = await app.server.inject({
      url: SALE,
      headers: { 'accept-encoding': 'br', 'if-none-match': '"stale-br"' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');

    const since = await app.server.inject({
      url: SALE,
      headers: { 'accept-encoding': 'br', 'if-modified-since': entry.modified },
    });
    expect(since.statusCode).toBe(304);
  });
});

describe('catalog routes: HTTP caching', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    app.server.app.catalogCache.invalidate();
  });

  it('answers with a strong ETag, Last-Modified and Cache-Control', async () => {
    const res = await app.inject(SALE);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(res.headers['last-modified']).toMatch(/GMT$/);
    expect(Number.isNaN(Date.parse(String(res.headers['last-modified'])))).toBe(false);
    expect(res.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    expect(CATALOG_CACHE_CONTROL).toBe('public, max-age=60, stale-while-revalidate=300');
    // The same answer twice: the same validators.
    const again = await app.inject(SALE);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.headers['last-modified']).toBe(res.headers['last-modified']);
    expect(again.payload).toBe(res.payload);
  });

  it('serves a warm GET /api/catalog/kvm/2025sale without a single database query', async () => {
    const cold = await countQueries(app.knex, () => app.inject(SALE));
    expect(cold).toBeGreaterThan(0);
    const warm = await countQueries(app.knex, async () => {
      for (let i = 0; i < 20; i += 1) {
        const res = await app.inject(SALE);
        expect(res.statusCode).toBe(200);
      }
    });
    expect(warm).toBe(0);
  });

  it('shares one load between concurrent cold requests', async () => {
    const single = await countQueries(app.knex, () => app.inject(SALE));
    app.server.app.catalogCache.invalidate();
    const loadsBefore = app.server.app.catalogCache.stats.loads;
    let bodies: string[] = [];
    const concurrent = await countQueries(app.knex, async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(SALE)));
      bodies = answers.map((r) => r.payload);
    });
    expect(concurrent).toBe(single);
    expect(new Set(bodies).size).toBe(1);
    expect(app.server.app.catalogCache.stats.loads - loadsBefore).toBe(1);
  });

  it('answers 304 with no body to a matching If-None-Match, 200 to another', async () => {
    const first = await app.inject(SALE);
    const etag = String(first.headers.etag);
    const notModified = await countQueries(app.knex, async () => {
      const res = await app.inject({ method: 'GET', url: SALE, headers: { 'if-none-match': etag } });
      expect(res.statusCode).toBe(304);
      expect(res.payload).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    });
    expect(notModified).toBe(0);

    const listed = await app.inject({
      method: 'GET',
      url: SALE,
      headers: { 'if-none-match': `"something-else", ${etag}` },
    });
    expect(listed.statusCode).toBe(304);

    const other = await app.inject({ method: 'GET', url: SALE, headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
    expect(other.payload).toBe(first.payload);
  });

  it('answers 304 to an If-Modified-Since not older than Last-Modified, 200 to an older one', async () => {
    const first = await app.inject('/api/catalog/games/aggregated');
    const lastModified = Date.parse(String(first.headers['last-modified']));
    const same = await app.inject({
      method: 'GET',
      url: '/api/catalog/games/aggregated',
      headers: { 'if-modified-since': new Date(lastModified).toUTCString() },
    });
    expect(same.statusCode).toBe(304);
    expect(same.payload).toBe('');
    const older = await app.inject({
      method: 'GET',
      url: '/api/catalog/games/aggregated',
      headers: { 'if-modified-since': new Date(lastModified - 1000).toUTCString() },
    });
    expect(older.statusCode).toBe(200);
    expect(older.json).toEqual(first.json);
  });

  it('serves the cached answer until the catalog is invalidated, then a fresh one with a new ETag', async () => {
    const before = await app.inject<KvmPackage[]>(SALE);
    const etag = String(before.headers.etag);
    try {
      await app
        .knex('kvm_packages')
        .where({ id: small.id })
        .update({ price_santim: 140_000, updated_at: now() });

      const cached = await app.inject<KvmPackage[]>(SALE);
      expect(cached.json[0]!.price).toBe(1500);
      expect(cached.headers.etag).toBe(etag);

      app.server.app.catalogCache.invalidate();
      const fresh = await app.inject<KvmPackage[]>({
        method: 'GET',
        url: SALE,
        headers: { 'if-none-match': etag },
      });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json[0]!.price).toBe(1400);
      expect(fresh.headers.etag).not.toBe(etag);
      expect(Date.parse(String(fresh.headers['last-modified']))).toBeGreaterThanOrEqual(
        Date.parse(String(before.headers['last-modified'])),
      );
      const plan = await app.inject<KvmPackage>(`/api/catalog/kvm/packet/${small.id}`);
      expect(plan.json.price).toBe(1400);
    } finally {
      await app
        .knex('kvm_packages')
        .where({ id: small.id })
        .update({ price_santim: 150_000, updated_at: now() });
      app.server.app.catalogCache.invalidate();
    }
    const restored = await app.inject(SALE);
    expect(restored.headers.etag).toBe(etag);
  });

  it('answers 404 for a plan retired after it was cached, once the catalog is invalidated', async () => {
    expect((await app.inject(`/api/catalog/kvm/packet/${small.id}`)).statusCode).toBe(200);
    try {
      await app.knex('kvm_packages').where({ id: small.id }).update({ is_active: false, updated_at: now() });
      app.server.app.catalogCache.invalidate();
      const gone = await app.inject(`/api/catalog/kvm/packet/${small.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json).toEqual({ statusCode: 404, error: 'Not Found', message: 'Server package not found' });
      const os = await app.inject(`/api/catalog/kvm/packet/${small.id}/os`);
      expect(os.statusCode).toBe(404);
      const list = await app.inject<KvmPackage[]>(SALE);
      expect(list.json.map((p) => p.id)).not.toContain(small.id);
      expect(list.json[0]!.price).toBe(2400);
    } finally {
      await app.knex('kvm_packages').where({ id: small.id }).update({ is_active: true, updated_at: now() });
      app.server.app.catalogCache.invalidate();
    }
    expect((await app.inject(`/api/catalog/kvm/packet/${small.id}`)).statusCode).toBe(200);
  });

  it('hides a deactivated game from the list and answers 404 for it after invalidation', async () => {
    const before = await app.inject<Game[]>('/api/catalog/games/aggregated');
    expect(before.json.map((g) => g.id)).toContain(minecraft.id);
    try {
      await app.knex('games').where({ id: minecraft.id }).update({ is_active: false, updated_at: now() });
      app.server.app.catalogCache.invalidate();
      const after = await app.inject<Game[]>('/api/catalog/games/aggregated');
      expect(after.json.map((g) => g.id)).not.toContain(minecraft.id);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const versions = await app.inject(`/api/catalog/games/${minecraft.id}/versions`);
      expect(versions.statusCode).toBe(404);
      expect(versions.json).toMatchObject({ message: 'Game not found' });
    } finally {
      await app.knex('games').where({ id: minecraft.id }).update({ is_active: true, updated_at: now() });
      app.server.app.catalogCache.invalidate();
    }
  });
});

describe('catalog routes: a repeated GET answered before routing', () => {
  let app: TestApp;
  let clock = Date.parse('2026-03-01T08:00:00.000Z');
  beforeAll(async () => {
    app = await buildTestApp({ catalogCache: { ttlMs: 60_000, now: () => clock } });
  });
  afterAll(async () => {
    await app?.close();
  });
  let hitsBefore = 0;
  beforeEach(() => {
    app.server.app.catalogCache.invalidate();
    hitsBefore = app.server.app.catalogCache.stats.pathHits;
  });
  /** Answers before routing since the test began. */
  const pathHits = () => app.server.app.catalogCache.stats.pathHits - hitsBefore;
  const withoutDate = (headers: Record<string, unknown>) => {
    const { date: _date, ...rest } = headers;
    return rest;
  };

  it("answers with the route's own answer: the same status, headers and bytes", async () => {
    for (const url of [SALE, `/api/catalog/kvm/packet/${small.id}`, '/api/catalog/games/aggregated']) {
      for (const encoding of [undefined, 'gzip', 'br']) {
        app.server.app.catalogCache.invalidate();
        const headers = encoding ? { 'accept-encoding': encoding } : {};
        const routed = await app.server.inject({ method: 'GET', url, headers });
        const hits = pathHits();
        const early = await app.server.inject({ method: 'GET', url, headers });
        expect(pathHits()).toBe(hits + 1);
        expect(early.statusCode).toBe(200);
        expect(withoutDate(early.headers)).toEqual(withoutDate(routed.headers));
        expect(early.rawPayload.equals(routed.rawPayload)).toBe(true);
      }
    }
  });

  it('answers 304 to the current ETag, as the route does', async () => {
    const first = await app.inject(SALE);
    const res = await app.inject({
      method: 'GET',
      url: SALE,
      headers: { 'if-none-match': first.headers.etag },
    });
    expect([res.statusCode, res.payload, res.headers.etag]).toEqual([304, '', first.headers.etag]);
    expect(pathHits()).toBe(1);
  });

  it('leaves to the route a query string, another spelling, a first request and an expired entry', async () => {
    const plan = `/api/catalog/kvm/packet/${small.id}`;
    await app.inject(plan);
    await app.inject(`${plan}?x=1`);
    await app.inject(plan.toUpperCase().replace('/API/CATALOG/KVM/PACKET/', '/api/catalog/kvm/packet/'));
    await app.inject({ method: 'HEAD', url: plan });
    expect(pathHits()).toBe(0);

    await app.inject(plan);
    expect(pathHits()).toBe(1);
    clock += 60_000;
    const expired = await app.inject(plan);
    expect(expired.statusCode).toBe(200);
    expect(pathHits()).toBe(1);
  });

  it('answers a changed catalog once it is invalidated (an admin change), never the old entry', async () => {
    await app.inject(SALE);
    try {
      await app
        .knex('kvm_packages')
        .where({ id: small.id })
        .update({ price_santim: 140_000, updated_at: now() });
      app.server.app.catalogCache.invalidate();
      const fresh = await app.inject<KvmPackage[]>(SALE);
      expect(fresh.json[0]!.price).toBe(1400);
      expect(pathHits()).toBe(0);
    } finally {
      await app
        .knex('kvm_packages')
        .where({ id: small.id })
        .update({ price_santim: 150_000, updated_at: now() });
      app.server.app.catalogCache.invalidate();
    }
  });
});

describe('catalog routes with a server cache shorter than a minute', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { CATALOG_CACHE_TTL_SECONDS: '15' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tell browsers to keep an answer no longer than the server does, on every path of the answer', async () => {
    const expected = 'public, max-age=15, stale-while-revalidate=300';
    const routed = await app.inject(SALE);
    const early = await app.inject(SALE);
    const notModified = await app.inject({
      url: SALE,
      headers: { 'if-none-match': String(routed.headers.etag) },
    });
    expect([routed, early, notModified].map((res) => [res.statusCode, res.headers['cache-control']])).toEqual(
      [
        [200, expected],
        [200, expected],
        [304, expected],
      ],
    );
    expect(catalogCacheControl(60)).toBe(CATALOG_CACHE_CONTROL);
    expect(catalogCacheControl(3600)).toBe(CATALOG_CACHE_CONTROL);
  });
});
