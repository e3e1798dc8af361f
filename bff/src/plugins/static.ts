import { stat } from 'node:fs/promises';
import path from 'node:path';
import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import Inert from '@hapi/inert';
import { isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from '@shop/domain';
import { preferredEncoding, STORED_ENCODINGS, type StoredEncoding } from './accept-encoding.ts';
import { API_PREFIX } from './contract.ts';

export interface StaticOptions {
  /** Absolute path of the built app (frontend/dist). */
  dir: string;
}

/**
 * Source maps (and any compressed twin of one): the build keeps them beside the bundle for stack
 * traces, but they hold the app's whole source and are never served.
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/**
 * The build's manifest (`.vite/manifest.json`): the build keeps it for the size check of the
 * landing page's JavaScript (scripts/initial-js-size.test.ts); it is nobody else's business.
 */
const BUILD_MANIFEST = /^\/\.vite(\/|$)/;

/** Vite puts content-hashed files under assets/: they never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const APP_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>
<body><h1>The app has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload this page.
The API is available under <code>/api</code> meanwhile.</p></body></html>
`;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file's pre-compressed twin (`<file>.br`, `<file>.gz`, written by the app's build) the client accepts. */
async function compressedTwin(
  request: Request,
  file: string,
): Promise<{ path: string; encoding: StoredEncoding } | undefined> {
  const header = request.headers['accept-encoding'] as string | undefined;
  if (!header) return undefined;
  const twins = await Promise.all(
    STORED_ENCODINGS.map(async (encoding) =>
      (await isFile(twinPath(file, encoding))) ? encoding : undefined,
    ),
  );
  const encoding = preferredEncoding(
    header,
    twins.filter((twin): twin is StoredEncoding => twin !== undefined),
  );
  return encoding && { path: twinPath(file, encoding), encoding };
}

function mimeType(request: Request, file: string): string {
  return (request.server.mime.path(file) as { type?: string }).type ?? 'application/octet-stream';
}

function twinPath(file: string, encoding: StoredEncoding): string {
  return `${file}${encoding === 'br' ? '.br' : '.gz'}`;
}

/** The visitor's language: the app's cookie, else what the browser asks for (as the app decides it). */
export function pageLocale(request: Request): Locale {
  const cookies = (request.headers.cookie as string | undefined) ?? '';
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return localeFromAcceptLanguage(request.headers['accept-language'] as string | undefined);
}

/**
 * The page the app's build prerendered for this path in this language
 * (frontend/build/prerender.ts: prerendered/<locale>/<path>.html, '/' as index.html, and `_.html`
 * for any last segment: /kvm-config/{id} shows prerendered/<locale>/kvm-config/_.html), or
 * undefined. Only for a path without a query: a page may read it, and the prerendered one does not.
 */
async function prerenderedPage(root: string, request: Request): Promise<string | undefined> {
  if (request.url.search) return undefined;
  const segments = request.path === '/' ? [] : request.path.split('/').slice(1);
  // Plain names only (no dots, no empty segment such as a trailing slash's).
  if (segments.some((segment) => !/^[\w-]+$/.test(segment))) return undefined;
  const candidates =
    segments.length === 0
      ? ['index.html']
      : [
          `${segments.join('/')}.html`,
          ...(segments.length > 1 ? [`${segments.slice(0, -1).join('/')}/_.html`] : []),
        ];
  const dir = path.join(root, 'prerendered', pageLocale(request));
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (await isFile(file)) return file;
  }
  return undefined;
}

/**
 * `file` as it is or, when the build left a compressed twin the client accepts, the twin with
 * Content-Encoding (hapi does not compress it again), the original's Content-Type, Vary:
 * Accept-Encoding and, when revalidated, an ETag of its own (`<size>-<mtime>-<encoding>`: hapi's
 * If-None-Match check knows no `-br` suffix, so the twin's tag is not left to it).
 */
async function sendFile(
  request: Request,
  h: ResponseToolkit,
  root: string,
  file: string,
  immutable: boolean,
) {
  const cacheControl = immutable ? IMMUTABLE : REVALIDATE;
  const twin = await compressedTwin(request, file);
  if (!twin) {
    return h
      .file(file, { confine: root, etagMethod: immutable ? false : 'simple' })
      .header('Cache-Control', cacheControl);
  }
  const response = h
    .file(twin.path, { confine: root, etagMethod: false })
    .type(mimeType(request, file))
    .compressed(twin.encoding)
    .vary('accept-encoding')
    .header('Cache-Control', cacheControl);
  if (!immutable) {
    const { size, mtime } = await stat(twin.path);
    response.etag(`${size.toString(16)}-${mtime.getTime().toString(16)}-${twin.encoding}`, {
      weak: false,
      vary: false,
    });
  }
  return response;
}

/**
 * Serves the built app: files of `dir` as they are or pre-compressed (hashed assets cached for a
 * year, everything else revalidated); for a page the build prerendered, that page's HTML in the
 * visitor's language (prerenderedPage); and index.html for every other GET path, since the app
 * routes on the client. Unknown /api paths stay a JSON 404, and so do any source map (`*.map`) and
 * the build's manifest (`.vite/`);
 * a missing build answers a small 503 page.
 */
export const staticPlugin: Plugin<StaticOptions> = {
  name: 'app-static',
  async register(server, { dir }) {
    await server.register(Inert);
    const root = path.resolve(dir);
    const indexFile = path.join(root, 'index.html');

    const handler = async (request: Request, h: ResponseToolkit) => {
      const requested = typeof request.params.path === 'string' ? request.params.path : '';
      if (request.path === API_PREFIX || request.path.startsWith(`${API_PREFIX}/`)) throw Boom.notFound();
      if (SOURCE_MAP.test(request.path) || BUILD_MANIFEST.test(request.path)) throw Boom.notFound();

      if (!(await isFile(indexFile))) {
        return h
          .response(APP_NOT_BUILT_PAGE)
          .code(503)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store');
      }

      const file = path.resolve(root, requested);
      const inside = file.startsWith(`${root}${path.sep}`);
      if (inside && file !== indexFile && (await isFile(file))) {
        return sendFile(request, h, root, file, requested.startsWith('assets/'));
      }
      // A missing hashed asset is a stale page asking for an old build: answering HTML would be wrong.
      if (requested.startsWith('assets/')) throw Boom.notFound();
      const page = await prerenderedPage(root, request);
      if (page) {
        // Which file answers depends on the language cookie and Accept-Language.
        const response = await sendFile(request, h, root, page, false);
        return response.vary('cookie').vary('accept-language');
      }
      return sendFile(request, h, root, indexFile, false);
    };

    server.route({
      method: 'GET',
      path: '/{path*}',
      options: { auth: false, handler },
    });
  },
};
