import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const src = './frontend/src';

/*
 * Import boundaries of the frontend (import-x/no-restricted-paths zones, proven by
 * scripts/eslint-boundaries.test.ts). Shared components sit below the features, the features below
 * the app; the API client knows no feature; a feature reaches another only through its index.ts;
 * the mock API is for tests, stories and dev:mock.
 */

/** Every folder of features/ is a feature (admin's sections are folders inside the admin feature). */
const features = readdirSync(new URL(`${src}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: `${src}/components`,
    from: [`${src}/features`, `${src}/app`],
    message: 'Shared components import neither features nor app: move the piece up, or pass it in.',
  },
  {
    target: `${src}/api`,
    from: `${src}/features`,
    message: 'The API client imports no feature: the store hands it what it needs (app/store.ts).',
  },
  // One zone per feature: its own files (admin's sections included), and of the other features
  // their index.ts only.
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: `Import another feature through its index.ts ('../<feature>'), never its inner files.`,
  })),
];

const mocksZone = {
  target: src,
  from: `${src}/mocks`,
  message: 'Only tests, stories and test helpers import the mock API.',
};

/** Files that may use the mock API: tests, stories, and the helpers and fixtures beside them. */
const testSupport = [
  'frontend/src/**/*.test.{ts,tsx}',
  'frontend/src/**/*.stories.tsx',
  'frontend/src/**/*test-helpers*',
  'frontend/src/**/test-render*',
  'frontend/src/**/*fixtures*',
  'frontend/src/test/**',
];

const boundaries = (zones) => ['error', { basePath: repoRoot, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/*.gen.ts',
      'frontend/public/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these two, import-x reads no TypeScript file's imports and no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
  },
  {
    // Cycles between files of one package; type-only imports do not count.
    files: ['{frontend,domain,bff,db}/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // An import the resolver cannot find would slip past the boundaries below unchecked.
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': boundaries(layerZones),
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/mocks/**', ...testSupport],
    rules: { 'import-x/no-restricted-paths': boundaries([...layerZones, mocksZone]) },
  },
  {
    // The one exception: in `vite --mode mock` (npm run dev:mock) main.tsx starts the MSW worker
    // before the first render, with a dynamic import so the production bundle never contains the
    // mocks. It may reach mocks/browser.ts and nothing else of mocks/, and never statically.
    files: ['frontend/src/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': boundaries([...layerZones, { ...mocksZone, except: ['./browser.ts'] }]),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./mocks', './mocks/*'],
              message: 'Load the mock worker with import() in mock mode only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.tsx', 'frontend/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The customer side speaks the visitor's language: every text a person reads comes from the
    // catalogue (frontend/src/i18n), never from a literal in JSX. The console (admin) stays in
    // English, as its specification writes it; stories and tests may write what they like.
    files: [
      'frontend/src/app/**/*.tsx',
      'frontend/src/components/**/*.tsx',
      'frontend/src/features/**/*.tsx',
    ],
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.tsx',
      'frontend/src/features/admin/**',
      'frontend/src/features/admin-test/**',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'title',
              'placeholder',
              'alt',
              'label',
              'hint',
              'description',
              'heading',
              'subtitle',
              'caption',
              'emptyText',
              'srContext',
              'text',
              'message',
            ],
          },
          words: {
            // Punctuation, numbers, codes in capitals, units and the names that read the same in
            // every language (the brand, the banks, the games and plans are catalogue data).
            exclude: [
              '[0-9!-/:-@[-`{-~·—–…×•]+',
              '[A-Z0-9_-]+',
              '^(Abay Cloud|Telebirr|GB|TB|MB|GHz|IPv4|IPv6|SSD|vCPU|ETB|AM|PM)$',
              '^\\s+$',
            ],
          },
        },
      ],
    },
  },
);
