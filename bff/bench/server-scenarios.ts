/**
 * What `npm run bench` asks the BFF, how it checks the plain answer's key fields, and the goals of
 * issue 21 (bff/bench/server.ts measures them, server-goals.ts judges them).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { HELLO_TEXT } from './server-baselines.ts';
import { BENCH_CUSTOMER, ORDER_COUNT } from './server-seed.ts';
import type { SeededShop } from './server-seed.ts';

/** The Accept-Encoding a measurement sends: none, gzip alone, or what Chromium sends. */
export type Encoding = 'none' | 'gzip' | 'browser';
export const ACCEPT: Record<Encoding, string | undefined> = {
  none: undefined,
  gzip: 'gzip',
  browser: 'gzip, deflate, br, zstd',
};

export type Baseline = 'hello-world' | 'PK read';

export type Goal =
  /** req/s (and server CPU per request) at least this many times the baseline's. */
  | { kind: 'ratio'; against: Baseline; atLeast: number }
  /** At most this much server CPU time per request, in microseconds. */
  | { kind: 'cpu'; atMostMicros: number };

export interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  encodings: Encoding[];
  /** This scenario is that baseline (always measured, whatever BENCH_ONLY says). */
  baselineOf?: Baseline;
  /** The baseline its ratio is printed against. */
  against?: Baseline;
  goal?: Goal;
  /** Throws unless the plain answer has the fields a client relies on. */
  check(body: Buffer, headers: IncomingHttpHeaders): void;
}

export const CATALOG = '/api/catalog/kvm/2025sale';

/** The body as a JSON array of objects of at least `min` (exactly `length`) items, or an error naming `what`. */
export function jsonArray(body: Buffer, what: string, size: { min?: number; length?: number }) {
  const value = JSON.parse(body.toString()) as unknown;
  if (!Array.isArray(value)) throw new Error(`${what}: not a JSON array`);
  if (size.length !== undefined && value.length !== size.length)
    throw new Error(`${what}: ${value.length} items instead of ${size.length}`);
  if (value.length < (size.min ?? 0)) throw new Error(`${what}: only ${value.length} items`);
  for (const item of value as Array<{ id?: unknown }>)
    if (typeof item?.id !== 'string') throw new Error(`${what}: an item without an id`);
  return value as Array<Record<string, unknown>>;
}

function fail(message: string): never {
  throw new Error(message);
}

/** The baselines, each served by its own bare hapi process (server-baselines.ts). */
export const HELLO_WORLD: Scenario = {
  name: 'hello-world (bare hapi)',
  path: '/',
  baselineOf: 'hello-world',
  encodings: ['none', 'browser'],
  check: (body) => {
    if (body.toString() !== HELLO_TEXT) fail(`hello-world answered ${body.toString()}`);
  },
};

export const PK_READ: Scenario = {
  name: 'PK read (bare hapi + knex, SQLite)',
  path: '/items/500',
  baselineOf: 'PK read',
  encodings: ['none', 'browser'],
  check: (body) => {
    if ((JSON.parse(body.toString()) as { id?: unknown }).id !== 500)
      fail(`the PK read answered ${body.toString()}`);
  },
};

export function bffScenarios({ customerToken, adminToken }: SeededShop): Scenario[] {
  const asCustomer = { authorization: `Bearer ${customerToken}` };
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  return [
    {
      name: `catalog GET ${CATALOG}`,
      path: CATALOG,
      encodings: ['none', 'gzip', 'browser'],
      against: 'hello-world',
      goal: { kind: 'ratio', against: 'hello-world', atLeast: 0.6 },
      check: (body) => {
        for (const plan of jsonArray(body, 'the catalog', { min: 1 }))
          if (typeof plan.price !== 'number') fail(`the catalog's ${String(plan.id)} has no price`);
      },
    },
    {
      name: 'game list GET /api/catalog/games/aggregated',
      path: '/api/catalog/games/aggregated',
      encodings: ['none', 'browser'],
      against: 'hello-world',
      check: (body) => void jsonArray(body, 'the game list', { min: 1 }),
    },
    {
      name: `My Orders GET /api/orders (${ORDER_COUNT} orders)`,
      path: '/api/orders',
      headers: asCustomer,
      encodings: ['none', 'gzip', 'browser'],
      against: 'PK read',
      goal: { kind: 'ratio', against: 'PK read', atLeast: 0.5 },
      check: (body, headers) => {
        const orders = jsonArray(body, 'My Orders', { length: ORDER_COUNT });
        if (orders.some((order) => typeof order.status !== 'string'))
          fail('My Orders: an order without status');
        if (headers['x-total-count'] !== String(ORDER_COUNT)) fail('My Orders: wrong X-Total-Count');
      },
    },
    {
      name: 'admin order list GET /api/admin/orders?limit=20',
      path: '/api/admin/orders?limit=20',
      headers: asAdmin,
      encodings: ['none', 'browser'],
      against: 'PK read',
      goal: { kind: 'cpu', atMostMicros: 300 },
      check: (body, headers) => {
        const orders = jsonArray(body, 'the admin order list', { length: 20 });
        for (const order of orders)
          if ((order.user as { email?: unknown } | undefined)?.email !== BENCH_CUSTOMER.email)
            fail("the admin order list: an order without its customer's e-mail");
        if (headers['x-total-count'] !== String(ORDER_COUNT))
          fail('the admin order list: wrong X-Total-Count');
      },
    },
  ];
}
