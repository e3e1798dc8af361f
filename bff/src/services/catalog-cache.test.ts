import Boom from '@hapi/boom';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { CatalogCache, catalogKey, etagOf } from './catalog-cache.ts';

/** A promise with its resolve/reject handles, to hold a load in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0, 250);
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

function clock(start = T0) {
  let at = start;
  return {
    now: () => at,
    advance(ms: number) {
      at += ms;
    },
  };
}

describe('CatalogCache', () => {
  it('loads once, then answers the serialised body with a strong ETag without loading', async () => {
    const cache = new CatalogCache({ now: clock().now });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [{ id: 'a', price: 1500 }];
    };
    const first = await cache.get('k', load);
    const second = await cache.get('k', load);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(first.body).toBe('[{"id":"a","price":1500}]');
    expect(first.etag).toBe(etagOf(first.body));
    expect(first.etag).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, loads: 1 });
  });

  it('keeps keys apart', async () => {
    const cache = new CatalogCache();
    const a = await cache.get(catalogKey('getKvmPackage', 'a'), async () => 'a');
    const b = await cache.get(catalogKey('getKvmPackage', 'b'), async () => 'b');
    expect([a.body, b.body]).toEqual(['"a"', '"b"']);
    expect(a.etag).not.toBe(b.etag);
    expect(cache.size).toBe(2);
  });

  it('shares one load between concurrent cold misses of a key', async () => {
    const cache = new CatalogCache();
    const gate = deferred<string[]>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const waiting = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    gate.resolve(['x']);
    const entries = await Promise.all(waiting);
    expect(loads).toBe(1);
    expect(new Set(entries).size).toBe(1);
    expect(cache.stats).toMatchObject({ misses: 3, loads: 1 });
  });

  it('keeps no failure: a 404 reaches every waiting caller and the next call loads again', async () => {
    const cache = new CatalogCache();
    let loads = 0;
    const missing = async () => {
      loads += 1;
      throw Boom.notFound('Game not found');
    };
    const results = await Promise.allSettled([cache.get('k', missing), cache.get('k', missing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.output.statusCode).toBe(404);
    expect(loads).toBe(1);
    expect(cache.size).toBe(0);
    await expect(cache.get('k', missing)).rejects.toThrow('Game not found');
    expect(loads).toBe(2);
  });

  it('invalidate() drops every entry, and a load in flight during it is answered but not kept', async () => {
    const cache = new CatalogCache();
    await cache.get('a', async () => 1);
    const gate = deferred<number>();
    const inFlight = cache.get('b', () => gate.promise);
    cache.invalidate();
    expect(cache.size).toBe(0);
    gate.resolve(2);
    expect((await inFlight).body).toBe('2');
    await tick();
    expect(cache.size).toBe(0);
    expect((await cache.get('b', async () => 3)).body).toBe('3');
    expect((await cache.get('a', async () => 4)).body).toBe('4');
    expect(cache.stats.invalidations).toBe(1);
  });

  it("takes Last-Modified from the catalog's latest change, to the second, shared by every key", async () => {
    const updatedAt = new Date(T0 - 3_600_000 + 400);
    let stampLoads = 0;
    const cache = new CatalogCache({
      now: clock().now,
      loadUpdatedAt: async () => {
        stampLoads += 1;
        return updatedAt;
      },
    });
    const a = await cache.get('a', async () => 1);
    const b = await cache.get('b', async () => 2);
    expect(a.lastModified.getTime()).toBe(wholeSecond(T0 - 3_600_000));
    expect(a.modified).toBe('Sun, 22 Nov 2026 11:00:00 GMT');
    expect(b.lastModified).toEqual(a.lastModified);
    expect(stampLoads).toBe(1);
  });

  it('moves Last-Modified on to the invalidation when the database shows no later change', async () => {
    const time = clock();
    const updatedAt = new Date(T0 - 3_600_000);
    const cache = new CatalogCache({ now: time.now, loadUpdatedAt: async () => updatedAt });
    const before = await cache.get('k', async () => 'old');
    time.advance(5_000);
    cache.invalidate();
    const after = await cache.get('k', async () => 'new');
    expect(before.lastModified.getTime()).toBe(wholeSecond(updatedAt.getTime()));
    expect(after.lastModified.getTime()).toBe(wholeSecond(T0 + 5_000));
    expect(after.etag).not.toBe(before.etag);
  });

  it('uses its own creation time when the catalog has no timestamp at all', async () => {
    const cache = new CatalogCache({ now: clock().now });
    expect((await cache.get('k', async () => [])).lastModified.getTime()).toBe(wholeSecond(T0));
  });

  it('serves an expired entry while one background load refreshes it', async () => {
    const time = clock();
    const cache = new CatalogCache({ now: time.now, ttlMs: 1_000 });
    const first = await cache.get('k', async () => 'v1');
    time.advance(1_001);

    const gate = deferred<string>();
    let refreshes = 0;
    const refresh = () => {
      refreshes += 1;
      return gate.promise;
    };
    expect(await cache.get('k', refresh)).toBe(first);
    expect(await cache.get('k', refresh)).toBe(first);
    expect(refreshes).toBe(1);

    gate.resolve('v2');
    // The refresh ends once its bodies are compressed (in zlib's thread pool): stale until then.
    const second = await vi.waitFor(async () => {
      const entry = await cache.get('k', refresh);
      expect(entry.body).toBe('"v2"');
      return entry;
    });
    expect(second.lastModified.getTime()).toBeGreaterThan(first.lastModified.getTime());
    expect(refreshes).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, loads: 2 });
    expect(cache.stats.staleHits).toBeGreaterThanOrEqual(2);
  });

  it('keeps the body compressed with brotli and gzip, each only when smaller', async () => {
    const cache = new CatalogCache();
    const plans = Array.from({ length: 20 }, (_, i) => ({
      id: `plan-${i}`,
      name: 'Package Small',
      price: 150_000,
    }));
    const entry = await cache.get('big', async () => plans);
    expect(entry.br!.length).toBeLessThan(entry.body.length);
    expect(entry.gzip!.length).toBeLessThan(entry.body.length);
    expect(brotliDecompressSync(entry.br!).toString()).toBe(entry.body);
    expect(gunzipSync(entry.gzip!).toString()).toBe(entry.body);
    // The same entry on a hit: nothing is compressed again.
    expect(await cache.get('big', async () => plans)).toBe(entry);

    const tiny = await cache.get('tiny', async () => 'v1');
    expect(tiny.br).toBeUndefined();
    expect(tiny.gzip).toBeUndefined();
  });

  it('keeps the same entry (and ETag) when a refresh finds the same body', async () => {
    const time = clock();
    const cache = new CatalogCache({ now: time.now, ttlMs: 1_000 });
    const first = await cache.get('k', async () => 'same');
    time.advance(1_001);
    await cache.get('k', async () => 'same');
    await tick();
    expect(await cache.get('k', async () => 'other')).toBe(first);
  });

  it('drops an expired entry whose refresh fails, so the next call sees the failure', async () => {
    const time = clock();
    const cache = new CatalogCache({ now: time.now, ttlMs: 1_000 });
    await cache.get('k', async () => 'v1');
    time.advance(1_001);
    const gone = async () => {
      throw Boom.notFound('Server package not found');
    };
    expect((await cache.get('k', gone)).body).toBe('"v1"');
    await tick();
    expect(cache.size).toBe(0);
    await expect(cache.get('k', gone)).rejects.toThrow('Server package not found');
  });
});
