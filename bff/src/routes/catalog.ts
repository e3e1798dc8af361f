import type { Plugin, Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import type { KvmLine } from '@shop/db';
import type { Knex } from 'knex';
import type { HandlerMap, OperationHandler } from '../plugins/contract.ts';
import {
  getKvmPackage,
  listGamePackages,
  listGames,
  listGameVersions,
  listKvmPackageOs,
  listKvmPackages,
} from '../services/catalog.ts';
import { preferredEncoding, STORED_ENCODINGS } from '../plugins/accept-encoding.ts';
import { catalogKey, type CatalogEntry } from '../services/catalog-cache.ts';

/** Shared caches may keep an answer a minute and serve it stale for five more while they revalidate. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The Cache-Control of catalog answers: CATALOG_CACHE_CONTROL, or a shorter max-age when the
 * server's own cache is kept shorter (CATALOG_CACHE_TTL_SECONDS), so that browsers see a catalog
 * change no later than another instance does.
 */
export function catalogCacheControl(ttlSeconds: number): string {
  return ttlSeconds >= 60
    ? CATALOG_CACHE_CONTROL
    : CATALOG_CACHE_CONTROL.replace('max-age=60', `max-age=${ttlSeconds}`);
}

const cacheControlOf = (request: Request) =>
  catalogCacheControl(request.server.app.config.catalogCache.ttlSeconds);

interface CatalogRead {
  /** The cache key's parameters (already validated by the contract). */
  params(request: Request): string[];
  load(knex: Knex, ...params: string[]): Promise<unknown>;
}

/** Ids are stored lower-case; the contract accepts either case. */
const idParam = (request: Request): string[] => [String(request.params.id).toLowerCase()];

/** Whether If-None-Match names the body `etag` in any of its encodings (`"<etag>"`, `"<etag>-br"`, weak or not). */
function clientHolds(request: Request, etag: string): boolean {
  const header = request.headers['if-none-match'] as string | undefined;
  if (!header) return false;
  return header
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .some((tag) => tag === '*' || tag.replace(/-(br|gzip|deflate)$/, '') === etag);
}

/**
 * The entry in the encoding the client accepts, from the bodies the cache compressed once: a
 * stored body is sent as it is (hapi does not compress it again), its ETag the body's tag with the
 * encoding appended (`"<etag>-br"`, `"<etag>-gzip"`), as hapi would name it. Otherwise the plain
 * body, which hapi may still compress (deflate, or a body too small to have been stored
 * compressed stays plain). Every answer says `Vary: Accept-Encoding`, since any of them could
 * have been another encoding for another client.
 */
function encodedAnswer(request: Request, h: ResponseToolkit, entry: CatalogEntry): ResponseObject {
  const stored = STORED_ENCODINGS.filter((encoding) => entry[encoding]);
  const encoding = preferredEncoding(request.headers['accept-encoding'] as string | undefined, stored);
  const etag = encoding ? `${entry.etag}-${encoding}` : entry.etag;
  if (clientHolds(request, entry.etag)) {
    return h
      .response()
      .code(304)
      .etag(etag, { weak: false, vary: false })
      .header('Last-Modified', entry.modified)
      .vary('accept-encoding');
  }
  const notModified = h.entity({ etag, modified: entry.modified, vary: false }) as ResponseObject | undefined;
  if (notModified) return notModified.vary('accept-encoding');
  const body = encoding && entry[encoding];
  if (!body)
    return h
      .response(entry.body)
      .type('application/json')
      .vary('accept-encoding')
      .etag(etag, { weak: false, vary: true });
  return h
    .response(body)
    .type('application/json')
    .compressed(encoding)
    .vary('accept-encoding')
    .etag(etag, { weak: false, vary: false });
}

/**
 * A catalog operation answered from the catalog cache: the serialised body (compressed once, at
 * load) with its ETag, Last-Modified and Cache-Control, or a bodiless 304 when the client's copy is
 * current. Failures (404s) are thrown as they come and never cached.
 */
function cachedRead(operation: string, read: CatalogRead): OperationHandler {
  return async (request, h) => {
    const params = read.params(request);
    const { catalogCache, knex } = request.server.app;
    const key = catalogKey(operation, ...params);
    const entry = await catalogCache.get(key, () => read.load(knex, ...params));
    // The path as sent, without a query and in the canonical (lower) case, asks exactly this key:
    // catalogShortcut may answer it before routing next time.
    const sent = request.raw.req.url;
    if (sent === request.path && sent === sent.toLowerCase()) catalogCache.rememberPath(sent, key);
    return encodedAnswer(request, h, entry).header('Cache-Control', cacheControlOf(request));
  };
}

/**
 * The catalog's hot path: once routed, a GET of a catalog path a catalog route has answered
 * before, whose entry is still fresh, is answered from the cache before authentication,
 * validation and the handler (which would find the same entry). Everything else (a first request,
 * an expired entry, a query string, another spelling of the path) goes the whole way through its
 * route. It is one of hapi's own steps (onPreAuth): the request was received, logged and routed
 * like any other, and the answer is the route's own (encodedAnswer) with every response
 * extension (security headers, errors, logging) applied.
 */
export const catalogShortcut: Plugin<void> = {
  name: 'app-catalog-shortcut',
  register(server) {
    const operations = new Set(Object.keys(catalogHandlers));
    server.ext('onPreAuth', (request, h) => {
      if (request.method !== 'get' || !operations.has(request.route.settings.id ?? '')) return h.continue;
      const sent = request.raw.req.url;
      const entry = sent === undefined ? undefined : request.server.app.catalogCache.freshAt(sent);
      if (!entry) return h.continue;
      return encodedAnswer(request, h, entry).header('Cache-Control', cacheControlOf(request)).takeover();
    });
  },
};

export const catalogHandlers: HandlerMap = {
  listGames: cachedRead('listGames', { params: () => [], load: (knex) => listGames(knex) }),
  listGameVersions: cachedRead('listGameVersions', { params: idParam, load: listGameVersions }),
  listGamePackages: cachedRead('listGamePackages', { params: idParam, load: listGamePackages }),
  listKvmPackages: cachedRead('listKvmPackages', {
    params: (request) => [String(request.params.category)],
    load: (knex, line) => listKvmPackages(knex, line as KvmLine),
  }),
  getKvmPackage: cachedRead('getKvmPackage', { params: idParam, load: getKvmPackage }),
  listKvmPackageOs: cachedRead('listKvmPackageOs', { params: idParam, load: listKvmPackageOs }),
};
