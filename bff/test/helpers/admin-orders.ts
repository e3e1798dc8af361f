/** Rows with chosen times and owners for the console's list tests, and the GETs they call. */
import { randomBytes } from 'node:crypto';
import { insertTestOrder, insertTestPayment, insertTestService, insertTestUser } from '@shop/db/testing';
import type { OrderRow, PaymentRow, ServiceRow, UserRow } from '@shop/db';
import type { TestApp, TestUser } from '../app/index.ts';

/** A tag unique to one test's rows, so a search for it finds those rows only. */
export function newTag(): string {
  return `t${randomBytes(4).toString('hex')}`;
}

const BASE = Date.parse('2026-01-01T00:00:00.000Z');

/** A fixed time `minutes` after the tests' base time (later is newer). */
export function at(minutes: number): Date {
  return new Date(BASE + minutes * 60_000);
}

export function user(app: TestApp, tag: string, name: string, overrides: Partial<UserRow> = {}) {
  return insertTestUser(app.knex, {
    username: `${name}_${tag}`,
    email: `${name}.${tag}@example.et`,
    ...overrides,
  });
}

export function order(app: TestApp, owner: UserRow, overrides: Partial<OrderRow> = {}): Promise<OrderRow> {
  return insertTestOrder(app.knex, owner.id, overrides);
}

export function payment(app: TestApp, o: OrderRow, overrides: Partial<PaymentRow> = {}) {
  return insertTestPayment(app.knex, o, overrides);
}

export function service(app: TestApp, o: OrderRow, overrides: Partial<ServiceRow> = {}) {
  return insertTestService(app.knex, o, overrides);
}

/** GET with the admin's token; `query` is added as a query string. */
export function adminGet<T>(
  app: TestApp,
  admin: TestUser,
  path: string,
  query: Record<string, string | number | boolean> = {},
) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return app.inject<T>({ url: `/api/${path}${qs ? `?${qs}` : ''}`, headers: admin.headers });
}

/** The ids of a list answer, in its order. */
export function idsOf(rows: ReadonlyArray<{ id: string }>): string[] {
  return rows.map((r) => r.id);
}

/** Ids newest first as the console lists them: later time first, the larger id first on a tie. */
export function newestFirst<T extends { id: string; created_at: Date }>(rows: readonly T[]): string[] {
  return [...rows]
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1))
    .map((r) => r.id);
}
