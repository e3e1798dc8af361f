/**
 * The console's searches are split into parts, each read from its own index (the id's start, the
 * service names, the customers, the row's own columns): a row found by several parts is listed
 * and counted once, pages cut across the parts in the list's order, and the filters hold in
 * every part.
 */
import { randomBytes } from 'node:crypto';
import { insertTestService } from '@shop/db/testing';
import type { OrderRow, ServiceRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../services/admin/payments.ts';
import type { AdminOrder } from '../services/admin/order-views.ts';
import type { AdminService } from '../services/admin/service-views.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import {
  adminGet,
  at,
  idsOf,
  newestFirst,
  newTag,
  order,
  payment,
  user,
} from '../../test/helpers/admin-orders.ts';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
});
afterAll(async () => {
  await app?.close();
});

/** 8 characters that can start an id, with letters (so its upper case differs): 'ab' + 6 hex. */
function newTerm(): string {
  return `ab${randomBytes(3).toString('hex')}`;
}

/** An id that starts with `term` (an id is any text up to 36 characters). */
function idStartingWith(term: string, n: number): string {
  return `${term}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

type Query = Record<string, string | number | boolean>;

/** Every page of a search, `limit` rows at a time, with each page's total. */
async function allPages<T extends { id: string }>(path: string, query: Query, limit: number) {
  const pages: { ids: string[]; total: string | undefined }[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await adminGet<T[]>(app, admin, path, { ...query, page, limit });
    expect(res.statusCode, res.payload).toBe(200);
    pages.push({ ids: idsOf(res.json), total: res.headers['x-total-count'] as string | undefined });
    if (res.json.length === 0) break;
  }
  return pages;
}

describe('GET /api/admin/orders: a search in parts', () => {
  let term: string;
  let found: OrderRow[];
  let paidFound: OrderRow[];

  beforeAll(async () => {
    term = newTerm();
    const buyer = await user(app, term, 'buyer');
    const other = await user(app, newTag(), 'other');
    const plan = `Plan ${term}`;
    // by id, customer and name at once
    const all3 = await order(app, buyer, {
      id: idStartingWith(term, 1),
      service_name: plan,
      paid: true,
      created_at: at(1),
    });
    const byCustomer = await order(app, buyer, { service_name: 'Package Small', created_at: at(2) });
    const byName = await order(app, other, { service_name: plan, paid: true, created_at: at(3) });
    // an id kept in upper case is found by the term in lower case
    const byIdUpper = await order(app, other, {
      id: idStartingWith(term.toUpperCase(), 4),
      service_name: 'Package Small',
      created_at: at(4),
    });
    await order(app, other, { service_name: 'Package Small', created_at: at(5) });
    // the same name in other letters' case is found too (MySQL names one spelling of the two)
    const byNameOtherCase = await order(app, other, { service_name: plan.toUpperCase(), created_at: at(6) });
    const byIdAndCustomer = await order(app, buyer, {
      id: idStartingWith(term, 7),
      service_name: 'Package XL',
      paid: true,
      created_at: at(7),
    });
    // two in the same millisecond, from two parts: the larger id first
    const tieByName = await order(app, other, { service_name: plan, created_at: at(8) });
    const tieByCustomer = await order(app, buyer, { service_name: 'Package XL', created_at: at(8) });
    found = [all3, byCustomer, byName, byIdUpper, byNameOtherCase, byIdAndCustomer, tieByName, tieByCustomer];
    paidFound = [all3, byName, byIdAndCustomer];
  });

  it('finds the id, name and customer matches, each once, newest first, in any case', async () => {
    for (const search of [term, term.toUpperCase()]) {
      const res = await adminGet<AdminOrder[]>(app, admin, 'admin/orders', { search });
      expect(res.statusCode, res.payload).toBe(200);
      expect(idsOf(res.json)).toEqual(newestFirst(found));
      expect(res.headers['x-total-count']).toBe(String(found.length));
    }
  });

  it('pages across the parts in one order; every page says the total of all', async () => {
    const pages = await allPages<AdminOrder>('admin/orders', { search: term }, 3);
    expect(pages.flatMap((p) => p.ids)).toEqual(newestFirst(found));
    expect(pages.map((p) => p.ids.length)).toEqual([3, 3, 2, 0]);
    expect(new Set(pages.map((p) => p.total))).toEqual(new Set([String(found.length)]));
  });

  it('keeps the filters in every part', async () => {
    const res = await adminGet<AdminOrder[]>(app, admin, 'admin/orders', { search: term, paid: true });
    expect(idsOf(res.json)).toEqual(newestFirst(paidFound));
    expect(res.headers['x-total-count']).toBe('3');
    const second = await adminGet<AdminOrder[]>(app, admin, 'admin/orders', {
      search: term,
      paid: true,
      page: 2,
      limit: 2,
    });
    expect(idsOf(second.json)).toEqual(newestFirst(paidFound).slice(2));
    expect(second.headers['x-total-count']).toBe('3');
  });

  it('takes the id from its start only: the middle of an id finds no order by id', async () => {
    const res = await adminGet<AdminOrder[]>(app, admin, 'admin/orders', { search: '0000-4000-8000' });
    expect(idsOf(res.json)).not.toContain(found[0]!.id);
  });
});

describe('GET /api/admin/payments: a search in parts', () => {
  let term: string;
  let found: Awaited<ReturnType<typeof payment>>[];

  beforeAll(async () => {
    term = newTerm();
    const buyer = await user(app, term, 'payer');
    const other = await user(app, newTag(), 'other');
    const buyerOrder = await order(app, buyer, { paid: true });
    const otherOrder = await order(app, other);
    const orderById = await order(app, other, { id: idStartingWith(term, 1) });
    const ref = (n: number) => `FT${term}${n}`.toUpperCase();
    // the reference and the customer at once
    const both = await payment(app, buyerOrder, { status: 'FAILED', reference: ref(1), created_at: at(1) });
    const byCustomer = await payment(app, buyerOrder, {
      status: 'SUCCESS',
      reference: `FTX${newTag()}`,
      paid_by: 'Abebe Kebede',
      created_at: at(2),
    });
    const byPayer = await payment(app, otherOrder, {
      status: 'FAILED',
      reference: `FTY${newTag()}`,
      paid_by: `Almaz ${term}`,
      created_at: at(3),
    });
    const byId = await payment(app, otherOrder, {
      id: idStartingWith(term, 2),
      status: 'FAILED',
      reference: `FTZ${newTag()}`,
      created_at: at(4),
    });
    const byOrderId = await payment(app, orderById, {
      status: 'FAILED',
      reference: `FTW${newTag()}`,
      created_at: at(5),
    });
    await payment(app, otherOrder, { status: 'FAILED', reference: `FTV${newTag()}`, created_at: at(6) });
    found = [both, byCustomer, byPayer, byId, byOrderId];
  });

  it('finds the reference, payer, ids and customer matches, each once, and pages across them', async () => {
    const res = await adminGet<Payment[]>(app, admin, 'admin/payments', { search: term.toUpperCase() });
    expect(idsOf(res.json)).toEqual(newestFirst(found));
    expect(res.headers['x-total-count']).toBe('5');
    const pages = await allPages<Payment>('admin/payments', { search: term }, 2);
    expect(pages.flatMap((p) => p.ids)).toEqual(newestFirst(found));
    expect(new Set(pages.map((p) => p.total))).toEqual(new Set(['5']));
  });

  it('keeps the filters in every part', async () => {
    const res = await adminGet<Payment[]>(app, admin, 'admin/payments', { search: term, status: 'SUCCESS' });
    expect(idsOf(res.json)).toEqual([found[1]!.id]);
    expect(res.headers['x-total-count']).toBe('1');
  });
});

describe('GET /api/admin/services: a search in parts', () => {
  const DAY = 86_400_000;
  let term: string;
  let found: ServiceRow[];

  const startedAt = (n: number) => {
    const start = new Date(Date.UTC(2026, 0, 1) + n * DAY);
    return { start_date: start, end_date: new Date(start.getTime() + 30 * DAY) };
  };

  beforeAll(async () => {
    term = newTerm();
    const buyer = await user(app, term, 'owner');
    const other = await user(app, newTag(), 'other');
    const service = async (owner: typeof buyer, fields: Partial<ServiceRow>) =>
      insertTestService(app.knex, await order(app, owner, { paid: true }), fields);
    // the provider id and the customer at once
    const both = await service(buyer, { provider_ref: `vm-${term}`, ...startedAt(1) });
    const byCustomer = await service(buyer, {
      provider_ref: `vm-${newTag()}`,
      status: 'INACTIVE',
      ...startedAt(2),
    });
    const byName = await service(other, { service_name: `Plan ${term}`, ...startedAt(3) });
    // the id holds the term in its middle
    const byId = await service(other, { id: `svc-${term}-${newTag()}`, ...startedAt(4) });
    await service(other, { provider_ref: `vm-${newTag()}`, ...startedAt(5) });
    found = [both, byCustomer, byName, byId];
  });

  const latestFirst = (rows: ServiceRow[]) =>
    [...rows].sort((a, b) => b.start_date.getTime() - a.start_date.getTime()).map((s) => s.id);

  it('finds the name, id, provider id and customer matches, each once, and pages across them', async () => {
    const res = await adminGet<AdminService[]>(app, admin, 'admin/services', { search: term.toUpperCase() });
    expect(idsOf(res.json)).toEqual(latestFirst(found));
    expect(res.headers['x-total-count']).toBe('4');
    const pages = await allPages<AdminService>('admin/services', { search: term }, 3);
    expect(pages.flatMap((p) => p.ids)).toEqual(latestFirst(found));
    expect(new Set(pages.map((p) => p.total))).toEqual(new Set(['4']));
  });

  it('keeps the status filter in every part', async () => {
    const res = await adminGet<AdminService[]>(app, admin, 'admin/services', {
      search: term,
      status: 'ACTIVE',
    });
    expect(idsOf(res.json)).toEqual(latestFirst(found.filter((s) => s.status === 'ACTIVE')));
    expect(res.headers['x-total-count']).toBe('3');
  });
});
