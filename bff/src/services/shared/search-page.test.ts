import { insertTestOrder, insertTestUser } from '@shop/db/testing';
import type { OrderRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp } from '../../../test/app/index.ts';
import { whereContains } from './list-query.ts';
import { readSearchPage } from './search-page.ts';
import type { PendingPart, SearchPart } from './search-page.ts';

let app: TestApp;
const tag = `q${Math.random().toString(36).slice(2, 10)}`;
const orders: OrderRow[] = [];
let buyerId: string;

const BASE = Date.parse('2026-02-01T00:00:00.000Z');
const minute = (n: number) => new Date(BASE + n * 60_000);

beforeAll(async () => {
  app = await buildTestApp();
  const buyer = await insertTestUser(app.knex, {
    username: `buyer_${tag}`,
    email: `buyer.${tag}@example.et`,
  });
  const other = await insertTestUser(app.knex, {
    username: `other_${tag}`,
    email: `other.${tag}@example.et`,
  });
  buyerId = buyer.id;
  // 9 orders: by name (every third), by customer (the even ones), some in both; 6 and 8 share a minute
  for (let i = 0; i < 9; i++) {
    orders.push(
      await insertTestOrder(app.knex, i % 2 === 0 ? buyer.id : other.id, {
        service_name: i % 3 === 0 ? `Plan ${tag}` : `Other ${tag}`,
        paid: i % 4 === 0,
        created_at: minute(i === 8 ? 6 : i),
      }),
    );
  }
});
afterAll(async () => {
  await app?.close();
});

const byName: SearchPart = (q) => {
  q.where((w) => whereContains(w, 'service_name', `plan ${tag}`));
};
const byCustomer: SearchPart = (q) => {
  q.where('user_id', buyerId);
};

/** The orders the two parts find, newest first (ties by the larger id). */
function expected(keep: (o: OrderRow) => boolean = () => true): string[] {
  return orders
    .filter((o, i) => (i % 3 === 0 || i % 2 === 0) && keep(o))
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1))
    .map((o) => o.id);
}

async function page(
  smallPart: number,
  query: { page?: number; limit?: number },
  paid?: boolean,
  parts: PendingPart[] = [byName, byCustomer],
) {
  const result = await readSearchPage(app.knex, {
    table: 'orders',
    filtered: () => app.knex('orders').modify((q) => (paid === undefined ? q : q.where('paid', paid))),
    parts,
    query,
    smallPart,
  });
  return { ids: result.rows.map((row) => row.id as string), total: result.total };
}

describe('readSearchPage', () => {
  // 1: every part is larger than a "small" part (counted and paged in SQL); 1000: read whole
  it.each([1, 1000])(
    'lists each match once, newest first, paged, with the total (small part: %i)',
    async (small) => {
      const all = expected();
      expect(all).toHaveLength(6);
      expect(await page(small, {})).toEqual({ ids: all, total: 6 });
      const pages = [];
      for (let n = 1; n <= 4; n++) pages.push(await page(small, { page: n, limit: 2 }));
      expect(pages.map((p) => p.ids)).toEqual([all.slice(0, 2), all.slice(2, 4), all.slice(4, 6), []]);
      expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6]);
    },
  );

  it.each([1, 1000])('keeps the filters in every part (small part: %i)', async (small) => {
    const paid = expected((o) => o.paid);
    expect(await page(small, { limit: 1, page: 2 }, true)).toEqual({
      ids: paid.slice(1, 2),
      total: paid.length,
    });
  });

  it.each([
    [{}, 0, 6],
    [{ page: 2, limit: 4 }, 4, 6],
  ])(
    'reads a search with a wide part as one OR, with the same page and total (%o)',
    async (query, from, to) => {
      const wideCustomer: SearchPart = (q) => byCustomer(q);
      wideCustomer.wide = true;
      expect(await page(1000, query, undefined, [byName, wideCustomer])).toEqual({
        ids: expected().slice(from, to),
        total: 6,
      });
    },
  );

  it('waits for parts still being looked up, and skips a part that can find nothing', async () => {
    const later = new Promise<SearchPart>((resolve) => setTimeout(() => resolve(byCustomer), 20));
    expect(await page(1000, {}, undefined, [Promise.resolve(byName), null, later])).toEqual({
      ids: expected(),
      total: 6,
    });
  });
});
