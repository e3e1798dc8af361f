import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';

const domainSources = fileURLToPath(new URL('../domain/src', import.meta.url));
/** Source folders whose modules have no side effects on import (see build.rollupOptions.treeshake). */
const PURE_MODULES = /\/(frontend\/src\/components\/(ui|layout)|domain\/src)\/.*\.tsx?$/;

/** MSW's worker (public/mockServiceWorker.js) is for dev:mock and Storybook, never for a production build. */
function dropMockWorker(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'abay:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mode !== 'mock') rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * noVNC 1.7 probes H.264 decoding with a top-level await (core/util/browser.js). One module that
 * waits at its top level makes the bundler split the app's first chunk into some forty pieces
 * (about 5 KiB more gzipped for the landing page, scripts/initial-js-size.test.ts), although noVNC
 * itself loads only with a console's screen. The probe's answer is read when a connection
 * negotiates its encodings, later: it is set when it resolves instead of being waited for.
 */
function novncWithoutTopLevelAwait(): Plugin {
  const probe = 'supportsWebCodecsH264Decode = await _checkWebCodecsH264DecodeSupport();';
  return {
    name: 'abay:novnc-without-top-level-await',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').includes('/@novnc/novnc/core/util/browser.js')) return null;
      if (!code.includes(probe))
        throw new Error('noVNC changed its H.264 probe: review novncWithoutTopLevelAwait in vite.config.ts');
      return code.replace(
        probe,
        'void _checkWebCodecsH264DecodeSupport().then((supported) => { supportsWebCodecsH264Decode = supported; });',
      );
    },
  };
}

/**
 * `vite` serves the app and proxies /api to the BFF; `vite --mode mock` (npm run dev:mock) starts the
 * MSW worker before rendering, so no backend is needed; `vite build` writes frontend/dist, which the
 * BFF serves. index.html carries no inline script: the BFF's Content-Security-Policy forbids them.
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    novncWithoutTopLevelAwait(),
    dropMockWorker(mode),
    prerender(mode),
    precompress(),
  ],
  resolve: {
    // The domain workspace ships TypeScript sources; read them directly (no build step, HMR works).
    alias: [{ find: /^@shop\/domain(\/.*)?$/, replacement: `${domainSources}$1` }],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
    fs: { allow: ['..'] },
  },
  preview: { port: 4173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Maps are written for debugging but not referenced from the bundles the BFF serves.
    sourcemap: 'hidden',
    // .vite/manifest.json, for the size check of the landing page's JavaScript
    // (scripts/initial-js-size.test.ts) on the one build npm test makes; the BFF never serves it.
    manifest: true,
    rollupOptions: {
      // Modules that only declare things (components, pure rules): an export nobody uses is
      // dropped with its imports (forwardRef(...) and friends look like side effects otherwise),
      // so a page that takes a Button from the ui barrel does not pull the slider along.
      treeshake: { moduleSideEffects: (id: string) => !PURE_MODULES.test(id) },
    },
  },
}));
