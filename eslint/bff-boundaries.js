/*
 * Import boundaries of the BFF (import-x/no-restricted-paths zones, proven by
 * scripts/eslint-bff-boundaries.test.ts). The layers run one way:
 *
 *   routes -> services -> providers / jobs / mail -> db and domain
 *
 * plugins (hapi's cross-cutting steps) import no route, and of the services only a top-level
 * module or a folder's index.ts; nothing that ships imports test code (the test doubles and
 * helpers under bff/test/, any *.test.ts).
 *
 * Inside services/, the folders are layers too (SERVICE_LAYERS, lowest first): each imports only
 * the folders below it, never one above, so no two folders import each other. Code two layers
 * need lives in the lower one; code that needs a higher layer moves up to it.
 */
const src = './bff/src';

/** Test code: tests, the test app and its helpers, the panels' fakes. */
export const bffTestCode = ['bff/src/**/*.test.ts', 'bff/test/**'];

/** The modules at the top of services/ (accounts, sessions, catalog, coupons, inquiry, upkeep). */
export const SERVICE_MODULES = '*.ts';

/**
 * The service layers, lowest first (bff/README.md and docs/development.md tell the same order):
 * shared query helpers and the audit log; the rate limits; the settings; notifications (delivery,
 * the customer's settings, the customer notices); support tickets; the modules at services/*.ts; the SSH keys of an account and the access a
 * machine is built with; an affiliate's
 * codes; discount codes; invoices (issue, PDF, month); fulfilment (provisioning, provider
 * operations, a customer's services); getting into one's server (the root password reset); the
 * server's console (its tickets and socket sessions);
 * payments (the report and the once-only confirmation);
 * Chapa; the receipt check; orders (placing, free orders, Extend, reading); the lifecycle (renewal
 * orders, reminders, suspension, termination); the console (admin).
 */
export const SERVICE_LAYERS = [
  'shared',
  'rate-limits',
  'settings',
  'notifications',
  'tickets',
  SERVICE_MODULES,
  'ssh-keys',
  'affiliate',
  'discounts',
  'invoices',
  'fulfilment',
  'access',
  'console',
  'payments',
  'chapa',
  'receipts',
  'orders',
  'lifecycle',
  'admin',
];

const layerPath = (layer) => `${src}/services/${layer}`;
const layerName = (layer) => (layer === SERVICE_MODULES ? 'services/*.ts' : `services/${layer}/`);

/** One zone per pair of layers: the lower imports nothing of the higher. */
function serviceLayerZones() {
  return SERVICE_LAYERS.flatMap((layer, index) =>
    SERVICE_LAYERS.slice(index + 1).map((higher) => ({
      target: layerPath(layer),
      from: layerPath(higher),
      message: `${layerName(layer)} sits below ${layerName(higher)} (SERVICE_LAYERS in eslint/bff-boundaries.js): move the code to the layer where it belongs.`,
    })),
  );
}

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
  ...serviceLayerZones(),
];

/** Nothing that ships imports test code. */
export const bffTestCodeZone = {
  target: src,
  from: './bff/test',
  message: 'Only tests import test code (bff/test/).',
};
