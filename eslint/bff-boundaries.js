/*
 * Import boundaries of the BFF (import-x/no-restricted-paths zones, proven by
 * scripts/eslint-bff-boundaries.test.ts). The layers run one way:
 *
 *   routes -> services -> providers / jobs / mail -> db and domain
 *
 * plugins (hapi's cross-cutting steps) import no route, and of the services only a top-level
 * module or a folder's index.ts; nothing that ships imports test code (the test doubles and
 * helpers under bff/test/, the test app of bff/src/testing/, any *.test.ts).
 */
const src = './bff/src';

/** Test code: tests, the test app and its helpers, the panels' fakes. */
export const bffTestCode = ['bff/src/**/*.test.ts', 'bff/src/testing/**', 'bff/test/**'];

const lower = [`${src}/providers`, `${src}/jobs`, `${src}/mail`];

export const bffZones = [
  {
    target: `${src}/services`,
    from: [`${src}/routes`, `${src}/plugins`],
    message: 'Services sit below routes and plugins: pass what the service needs as an argument.',
  },
  ...lower.map((target) => ({
    target,
    from: [`${src}/routes`, `${src}/services`, `${src}/plugins`],
    message: 'Providers, jobs and mail sit below the services: they import only each other, db and domain.',
  })),
  {
    target: `${src}/plugins`,
    from: `${src}/routes`,
    message: 'Plugins import no route: a route imports the plugin.',
  },
  {
    target: `${src}/plugins`,
    // Globs: the exception is matched against the imported file's absolute path.
    from: `${src}/services/*/**`,
    except: ['**/bff/src/services/*/index.ts'],
    message: "A plugin may import a service's module or its folder's index.ts, never its inner files.",
  },
  {
    target: `${src}/routes`,
    from: [`${src}/providers`, `${src}/jobs`, `${src}/mail`],
    message: 'Routes reach providers, jobs and mail through a service.',
  },
];

/** Nothing that ships imports test code. */
export const bffTestCodeZone = {
  target: src,
  from: ['./bff/test', `${src}/testing`],
  message: 'Only tests import test code (bff/test/, bff/src/testing/).',
};
