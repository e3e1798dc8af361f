/**
 * The in-process cache of catalog answers. The catalog changes rarely (the seed at start, an
 * admin's edit) and is read on every page, so each answer is kept serialised with its strong ETag
 * (a hash of the body) and the catalog's Last-Modified: a warm hit touches neither the database
 * nor JSON.stringify.
 *
 * - Keys are an operation plus its parameters (`catalogKey('getKvmPackage', id)`).
 * - Only successful loads are kept: a 404 (or any failure) is answered once and forgotten, so
 *   unknown ids cannot fill the map and never come back as a 200.
 * - Concurrent cold misses for one key share one load (the promise is stored).
 * - `invalidate()` drops everything at once and moves Last-Modified on; a load that was in flight
 *   during an invalidation still answers its own callers but is not kept.
 * - Entries also expire after `ttlMs` (default 60 s, the answers' max-age), so a change made
 *   through another BFF instance is seen within a minute. An expired entry is still served while
 *   one background load refreshes it; a refresh that fails drops the entry.
 *
 * - Each entry also keeps its body compressed (brotli and gzip), made once per load, so that a
 *   request never compresses: routes/catalog.ts answers the encoding the client accepts.
 *
 * Each server holds one, as `server.app.catalogCache` (built in server.ts over that server's
 * database). After any change to the catalog (seed, admin edit of plans, OS images, games,
 * versions or packages), once the change is committed: `request.server.app.catalogCache.invalidate()`.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { nowMs } from '@shop/db';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface CatalogEntry {
  /** The serialised JSON body. */
  body: string;
  /** The strong entity tag without quotes (hapi adds them): base64url SHA-256 of the body. */
  etag: string;
  /** When the catalog last changed, to the second (HTTP dates have no milliseconds). */
  lastModified: Date;
  /** `lastModified` as an HTTP date, ready for the Last-Modified header. */
  modified: string;
  /** `body` compressed with brotli, when that is smaller. */
  br?: Buffer;
  /** `body` compressed with gzip, when that is smaller. */
  gzip?: Buffer;
}

/** `body` compressed with brotli and gzip, each kept only when smaller than the body. */
export async function compressedBodies(body: string): Promise<Pick<CatalogEntry, 'br' | 'gzip'>> {
  const raw = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: 9 }),
  ]);
  return {
    ...(br.length < raw.length ? { br } : {}),
    ...(gz.length < raw.length ? { gzip: gz } : {}),
  };
}

export interface CatalogCacheOptions {
  /** When the catalog's rows last changed according to the database (null when unknown). */
  loadUpdatedAt?: () => Promise<Date | null>;
  /** How long an entry answers without a reload; default 60 000 ms. `Infinity` keeps entries until invalidated. */
  ttlMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface CatalogCacheStats {
  hits: number;
  /** Requests answered by an expired entry while it was being refreshed. */
  staleHits: number;
  misses: number;
  /** Loads started (cold misses that did not join a pending load, plus refreshes). */
  loads: number;
  invalidations: number;
  /** Requests answered by path before routing (see `freshAt`). */
  pathHits: number;
}

interface Slot {
  entry?: CatalogEntry;
  expiresAt: number;
  pending?: Promise<CatalogEntry>;
}

export const DEFAULT_CATALOG_TTL_MS = 60_000;

/** A cache key: the operation and its parameters. */
export function catalogKey(operation: string, ...params: string[]): string {
  return [operation, ...params].join(' ');
}

export function etagOf(body: string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 32);
}

function toWholeSecond(ms: number): Date {
  return new Date(Math.floor(ms / 1000) * 1000);
}

export class CatalogCache {
  readonly #slots = new Map<string, Slot>();
  /** Request paths known to ask exactly a key (see `rememberPath`). */
  readonly #keyOfPath = new Map<string, string>();
  readonly #loadUpdatedAt: () => Promise<Date | null>;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #createdAt: number;
  #generation = 0;
  #invalidatedAt: number | undefined;
  #lastModified: { value: Promise<Date>; expiresAt: number } | undefined;
  readonly #stats: CatalogCacheStats = {
    hits: 0,
    staleHits: 0,
    misses: 0,
    loads: 0,
    invalidations: 0,
    pathHits: 0,
  };

  constructor(options: CatalogCacheOptions = {}) {
    this.#loadUpdatedAt = options.loadUpdatedAt ?? (async () => null);
    this.#ttlMs = options.ttlMs ?? DEFAULT_CATALOG_TTL_MS;
    this.#now = options.now ?? nowMs;
    this.#createdAt = this.#now();
  }

  /**
   * The entry for `key`, loading it with `load` (whose result is serialised as JSON) when absent.
   * A failing load rejects with its error (a Boom 404 stays a 404) and leaves nothing behind.
   */
  get(key: string, load: () => Promise<unknown>): Promise<CatalogEntry> {
    const slot = this.#slots.get(key);
    if (slot?.entry) {
      if (this.#now() < slot.expiresAt) {
        this.#stats.hits += 1;
        return Promise.resolve(slot.entry);
      }
      this.#stats.staleHits += 1;
      if (!slot.pending) this.#start(key, slot, load);
      return Promise.resolve(slot.entry);
    }
    this.#stats.misses += 1;
    if (slot?.pending) return slot.pending;
    const fresh: Slot = { expiresAt: 0 };
    this.#slots.set(key, fresh);
    return this.#start(key, fresh, load);
  }

  /**
   * Records that a request path (already validated by its route) asks exactly `key`, so that the
   * next request of that path can be answered by `freshAt` before routing. Only paths of entries
   * the cache holds are kept, and they are forgotten with them.
   */
  rememberPath(path: string, key: string): void {
    if (this.#slots.get(key)?.entry) this.#keyOfPath.set(path, key);
  }

  /** The fresh entry a remembered path asks for, counted as a hit; undefined when unknown, loading or expired. */
  freshAt(path: string): CatalogEntry | undefined {
    const key = this.#keyOfPath.get(path);
    if (key === undefined) return undefined;
    const slot = this.#slots.get(key);
    if (!slot?.entry || this.#now() >= slot.expiresAt) return undefined;
    this.#stats.hits += 1;
    this.#stats.pathHits += 1;
    return slot.entry;
  }

  /** Forgets every answer: the next request of each key loads from the database again. */
  invalidate(): void {
    this.#generation += 1;
    this.#slots.clear();
    this.#keyOfPath.clear();
    this.#lastModified = undefined;
    this.#invalidatedAt = this.#now();
    this.#stats.invalidations += 1;
  }

  /** Entries held (pending loads included). */
  get size(): number {
    return this.#slots.size;
  }

  get stats(): Readonly<CatalogCacheStats> {
    return { ...this.#stats };
  }

  #start(key: string, slot: Slot, load: () => Promise<unknown>): Promise<CatalogEntry> {
    this.#stats.loads += 1;
    const generation = this.#generation;
    const previous = slot.entry;
    const pending = (async (): Promise<CatalogEntry> => {
      const [value, stamp] = await Promise.all([load(), this.#catalogLastModified()]);
      const body = JSON.stringify(value);
      const etag = etagOf(body);
      if (previous?.etag === etag) return previous;
      // A refresh that found a different body (changed through another instance, in rows without
      // a timestamp) must not keep a Last-Modified that would make If-Modified-Since answer 304.
      const before = previous?.lastModified.getTime();
      const lastModified =
        before !== undefined && stamp.getTime() <= before
          ? toWholeSecond(Math.max(this.#now(), before + 1000))
          : stamp;
      return {
        body,
        etag,
        lastModified,
        modified: lastModified.toUTCString(),
        ...(await compressedBodies(body)),
      };
    })();
    slot.pending = pending;
    const current = () => generation === this.#generation && this.#slots.get(key) === slot;
    pending.then(
      (entry) => {
        if (!current()) return;
        slot.entry = entry;
        slot.expiresAt = this.#now() + this.#ttlMs;
        slot.pending = undefined;
      },
      () => {
        if (!current()) return;
        this.#slots.delete(key);
        for (const [path, pathKey] of this.#keyOfPath) if (pathKey === key) this.#keyOfPath.delete(path);
      },
    );
    return pending;
  }

  /**
   * The catalog's Last-Modified, shared by every entry of a generation: the later of the
   * database's latest change and the last invalidation (which covers changes to rows without a
   * timestamp); the cache's creation when neither is known.
   */
  #catalogLastModified(): Promise<Date> {
    const cached = this.#lastModified;
    if (cached && this.#now() < cached.expiresAt) return cached.value;
    const invalidatedAt = this.#invalidatedAt;
    const value = this.#loadUpdatedAt().then((updatedAt) => {
      const latest = Math.max(updatedAt?.getTime() ?? 0, invalidatedAt ?? 0);
      return toWholeSecond(latest > 0 ? latest : this.#createdAt);
    });
    const stamp = { value, expiresAt: this.#now() + this.#ttlMs };
    value.catch(() => {
      if (this.#lastModified === stamp) this.#lastModified = undefined;
    });
    this.#lastModified = stamp;
    return value;
  }
}
