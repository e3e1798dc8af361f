import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The languages a page is prerendered in (domain's SUPPORTED_LOCALES). */
export const PRERENDER_LOCALES = ['en', 'am'] as const;

/**
 * The signed-in pages customers and admins open most (My Services, My Orders, the console's
 * dashboard), prerendered in their loading state, which the browser paints before the app's
 * JavaScript has arrived. Who is signed in is known only there, so the app never hydrates these
 * (a signed-out visitor's app sends them to /signin, a signed-in one's differs in the header): it
 * renders over them, and their #root says so (data-hydrate="no"; src/app/first-render.ts,
 * src/components/prerendering.ts).
 */
export const RENDERED_OVER_PAGES = ['/my-services', '/my-orders', '/admin'] as const;

/**
 * The pages prerendered, by URL: the public pages a visitor may open first, and the signed-in
 * ones above. A parameter's page (a plan's configuration) is rendered once for `_`, its loading
 * state, which every value of the parameter starts from. Pages built around a form (sign-in,
 * sign-up, password reset, contact) are not: a form filled in and sent before the app has started
 * would be submitted by the browser itself. Every other path gets the plain index.html (the app
 * renders on its own).
 */
export const PRERENDERED_PAGES = [
  '/',
  '/servers',
  '/games',
  '/tos',
  '/privacy',
  '/kvm-config/_',
  '/game-config/_',
  ...RENDERED_OVER_PAGES,
] as const;

/** Where a page's file lies under the build: prerendered/<locale>/<path>.html, '/' as index.html. */
export function prerenderedFile(url: string, locale: string): string {
  return path.posix.join('prerendered', locale, `${url === '/' ? 'index' : url.slice(1)}.html`);
}

interface PrerenderEntry {
  renderPage(url: string, locale: string): Promise<string>;
  ethiopicFontFace(): string;
  ethiopicFontPreload(): string;
}

/** index.html with a page's markup in #root, its language on <html> and the Ethiopic font in <head>. */
export function pageHtml(
  template: string,
  url: string,
  locale: string,
  markup: string,
  entry: PrerenderEntry,
) {
  const head = [
    `<style data-font="ethiopic">${entry.ethiopicFontFace()}</style>`,
    ...(locale === 'am' ? [entry.ethiopicFontPreload()] : []),
  ].join('');
  const hydrate = (RENDERED_OVER_PAGES as readonly string[]).includes(url) ? ' data-hydrate="no"' : '';
  const root = `<div id="root" data-prerendered="${url}" data-locale="${locale}"${hydrate}>${markup}</div>`;
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', root);
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  // The BFF's Content-Security-Policy blocks inline scripts (React's for boundaries it left open).
  if (/<script(?![^>]*\ssrc=)/.test(html))
    throw new Error(`the prerendered ${url} (${locale}) has an inline script`);
  return html;
}

/**
 * After the app's build: builds src/prerender.tsx for node (a temp dir, with the same config, so
 * asset URLs are the build's), renders every page of PRERENDERED_PAGES in every language, and
 * writes them beside index.html (prerendered/<locale>/…). The BFF sends them for those paths
 * (bff/src/plugins/static.ts); the precompress plugin compresses them afterwards (closeBundle).
 */
export function prerender(mode: string): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let skip = false;
  return {
    name: 'abay:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      // The node build below loads this config again: no prerender inside it, nor in `vite build --ssr`.
      skip = Boolean(config.build.ssr) || mode === 'mock';
    },
    async writeBundle() {
      if (skip) return;
      const { build } = await import('vite');
      // Inside node_modules, so that node finds the packages the node build leaves external.
      mkdirSync(path.join(root, 'node_modules'), { recursive: true });
      const serverDir = mkdtempSync(path.join(root, 'node_modules', '.abay-prerender-'));
      try {
        await build({
          root,
          configFile,
          mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const entry = (await import(
          pathToFileURL(path.join(serverDir, 'prerender.mjs')).href
        )) as PrerenderEntry;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const locale of PRERENDER_LOCALES) {
          for (const url of PRERENDERED_PAGES) {
            const markup = await entry.renderPage(url, locale);
            const file = path.join(outDir, prerenderedFile(url, locale));
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, pageHtml(template, url, locale, markup, entry));
          }
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
