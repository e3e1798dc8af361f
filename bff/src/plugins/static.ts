import { stat } from 'node:fs/promises';
import path from 'node:path';
import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import Inert from '@hapi/inert';
import { API_PREFIX } from './contract.ts';

export interface StaticOptions {
  /** Absolute path of the built app (frontend/dist). */
  dir: string;
}

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

/**
 * Serves the built app: files of `dir` as they are (hashed assets cached for a year, everything
 * else revalidated), and index.html for every other GET path, since the app routes on the client.
 * Unknown /api paths stay a JSON 404; a missing build answers a small 503 page.
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
        const immutable = requested.startsWith('assets/');
        return h
          .file(file, { confine: root, etagMethod: immutable ? false : 'simple' })
          .header('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
      }
      // A missing hashed asset is a stale page asking for an old build: answering HTML would be wrong.
      if (requested.startsWith('assets/')) throw Boom.notFound();
      return h.file(indexFile, { confine: root }).header('Cache-Control', REVALIDATE);
    };

    server.route({
      method: 'GET',
      path: '/{path*}',
      options: { auth: false, handler },
    });
  },
};
