import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { bffTestCode, bffTestCodeZone, bffZones } from './eslint/bff-boundaries.js';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const src = './frontend/src';

/*
 * Import boundaries of the frontend (import-x/no-restricted-paths zones, proven by
 * scripts/eslint-boundaries.test.ts). The app (routes, layout, guards) sits on top and composes the
 * features; a feature imports no other feature and nothing of app/; below the features sit the
 * shared components, lib/, the store (its slices and typed hooks), the API client and i18n, none of
 * which imports a feature or app/. What two features share moves down, or the app's routes compose
 * it. The mock API is for tests, stories and dev:mock.
 */

/** Every folder of features/ is a feature (admin's sections are folders inside the admin feature). */
const features = readdirSync(new URL(`${src}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The shared layers below the features: they import neither a feature nor app/. */
const sharedLayers = [
  ['components', 'Shared components import neither features nor app: move the piece up, or pass it in.'],
  ['lib', 'lib/ imports neither features nor app: it serves them all, so it knows none of them.'],
  ['store', 'The store imports neither features nor app: slices the features share live here, below them.'],
];

const layerZones = [
  ...sharedLayers.map(([layer, message]) => ({
    target: `${src}/${layer}`,
    from: [`${src}/features`, `${src}/app`],
    message,
  })),
  {
    target: `${src}/api`,
    from: [`${src}/features`, `${src}/app`],
    message: 'The API client imports no feature: the store hands it what it needs (store/store.ts).',
  },
  {
    target: `${src}/features`,
    from: `${src}/app`,
    message:
      'A feature imports nothing of app/: typed hooks and shared state are in store/, the app composes the features.',
  },
  // One zone per feature: its own files only (admin's sections are folders of the one feature
  // admin). What two features share moves down to components/, lib/ or store/, or the app composes it.
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: `A feature imports no other feature: move what both use down (components/, lib/, store/) or compose them in app/routes.tsx.`,
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

/*
 * One clock in the BFF: the time is read from @shop/db's now() and nowMs() (db/src/rows.ts, the
 * clock every timestamp column is written from), which a test or a simulation moves with
 * setClock. new Date() and Date.now() would read the system's clock beside it; a date made from
 * a value, new Date(x), is no reading of the time and stays allowed. Tests (*.test.ts) may read
 * the system's clock. Proven by scripts/eslint-clock.test.ts.
 */
const CLOCK_MESSAGE =
  "Read the time from the BFF's one clock: now() or nowMs() from @shop/db (db/src/rows.ts), which tests move with setClock; new Date(value) is fine.";
const clockSyntax = [
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.name='Date']",
  "MemberExpression[object.name='Date'][property.name='now']",
].map((selector) => ({ selector, message: CLOCK_MESSAGE }));

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
    // One client address per request: clientAddress(request) (bff/src/plugins/client-address.ts).
    // Behind a reverse proxy the connection's address is the proxy's, the same for every visitor.
    // One clock (clockSyntax above): every other file of the BFF but its tests.
    files: ['bff/src/**/*.ts'],
    ignores: ['bff/src/plugins/client-address.ts', 'bff/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='info'][property.name='remoteAddress']",
          message:
            "Use clientAddress(request) from plugins/client-address.ts: behind a trusted proxy it is the visitor's address (TRUSTED_PROXIES).",
        },
        ...clockSyntax,
      ],
    },
  },
  {
    // client-address.ts reads the socket's address, and the one clock like the rest of the BFF.
    files: ['bff/src/plugins/client-address.ts'],
    rules: { 'no-restricted-syntax': ['error', ...clockSyntax] },
  },
  {
    // Every e2e spec runs under the failure guard of e2e/support/test.ts (a failed request, a 5xx
    // or an uncaught page error fails the test): a spec that took `test` from Playwright itself
    // would run without it. Types (Page, Locator, ...) may still come from @playwright/test.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@playwright/test', 'playwright/test'].map((name) => ({
            name,
            importNames: ['test', 'expect', 'default'],
            message:
              "Import test and expect from '../support/test': its failure guard must watch every spec.",
          })),
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
    // One validation style: the app's own inline messages, in the page's language. A form without
    // noValidate lets the browser stop its submit with its own bubble ("Please fill out this
    // field.", in the browser's language, not the page's).
    files: ['frontend/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='noValidate']))",
          message:
            "Give every <form> noValidate and say each field's problem inline (domain's account-fields, the app's texts): the browser's bubbles speak its language, not the page's.",
        },
      ],
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
              '^(Abay Cloud|telebirr|GB|TB|MB|GHz|IPv4|IPv6|SSD|vCPU|ETB|AM|PM)$',
              '^\\s+$',
            ],
          },
        },
      ],
    },
  },
  {
    // The BFF's layers (eslint/bff-boundaries.js); test code may reach anything.
    files: ['bff/src/**/*.ts'],
    ignores: bffTestCode,
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': boundaries([...bffZones, bffTestCodeZone]),
    },
  },
);
