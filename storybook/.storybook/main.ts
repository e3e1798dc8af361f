import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

const require = createRequire(import.meta.url);
/**
 * npm hoists storybook and the addons to the root but keeps @storybook/react-vite in
 * storybook/node_modules, where the root's storybook cannot see it: name the framework by its
 * absolute path (Storybook's advice for monorepos).
 */
const absolute = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`));

const frontendDir = fileURLToPath(new URL('../../frontend/', import.meta.url));
const domainSources = fileURLToPath(new URL('../../domain/src', import.meta.url));

/** Loads a Vite plugin the way the frontend's own config does (its packages live in frontend's tree). */
async function frontendPlugin(name: '@tailwindcss/vite' | '@vitejs/plugin-react'): Promise<PluginOption> {
  const resolved = createRequire(`${frontendDir}package.json`).resolve(name);
  const mod = (await import(pathToFileURL(resolved).href)) as { default: () => PluginOption };
  return mod.default();
}

const config: StorybookConfig = {
  framework: { name: absolute('@storybook/react-vite'), options: {} },
  stories: ['../../frontend/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  // MSW's worker (frontend/public/mockServiceWorker.js) is served from here, with the app's other static files.
  staticDirs: ['../../frontend/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // What frontend/vite.config.ts gives the app: React, Tailwind, and @shop/domain read from its sources.
    return mergeConfig(viteConfig, {
      plugins: [await frontendPlugin('@vitejs/plugin-react'), await frontendPlugin('@tailwindcss/vite')],
      resolve: { alias: [{ find: /^@shop\/domain(\/.*)?$/, replacement: `${domainSources}$1` }] },
      server: { fs: { allow: ['..'] } },
      // Storybook's own preview bundle (axe, MSW, the test runtime) is large by nature.
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;
