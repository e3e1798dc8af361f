import type { Request } from '@hapi/hapi';
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
import { catalogKey } from '../services/catalog-cache.ts';

/** Shared caches may keep an answer a minute and serve it stale for five more while they revalidate. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

interface CatalogRead {
  /** The cache key's parameters (already validated by the contract). */
  params(request: Request): string[];
  load(knex: Knex, ...params: string[]): Promise<unknown>;
}

/** Ids are stored lower-case; the contract accepts either case. */
const idParam = (request: Request): string[] => [String(request.params.id).toLowerCase()];

/**
 * A catalog operation answered from the catalog cache: the serialised body with its ETag,
 * Last-Modified and Cache-Control, or a bodiless 304 when the client's copy is current. Failures
 * (404s) are thrown as they come and never cached.
 */
function cachedRead(operation: string, read: CatalogRead): OperationHandler {
  return async (request, h) => {
    const params = read.params(request);
    const { catalogCache, knex } = request.server.app;
    const entry = await catalogCache.get(catalogKey(operation, ...params), () => read.load(knex, ...params));
    const notModified = h.entity({ etag: entry.etag, modified: entry.modified }) as
      ReturnType<typeof h.response> | undefined;
    if (notModified) return notModified.header('Cache-Control', CATALOG_CACHE_CONTROL);
    return h.response(entry.body).type('application/json').header('Cache-Control', CATALOG_CACHE_CONTROL);
  };
}

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
