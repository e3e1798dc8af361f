import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, insertTestUser } from '@shop/db/testing';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp } from '../../../test/app/index.ts';
import type { SearchPart } from '../shared/search-page.ts';
import { caseInsensitivePrefixRanges, customersContaining, serviceNamesContaining } from './search-parts.ts';

describe('caseInsensitivePrefixRanges', () => {
  it('spells the start up to the second letter in every case, the rest from upper to lower case', () => {
    expect(caseInsensitivePrefixRanges('5b1f2')).toEqual([
      { from: '5B1F2', before: '5B1F3' },
      { from: '5B1f2', before: '5B1f3' },
      { from: '5b1F2', before: '5b1F3' },
      { from: '5b1f2', before: '5b1f3' },
    ]);
    expect(caseInsensitivePrefixRanges('ab-cd')).toEqual([
      { from: 'AB-CD', before: 'AB-ce' },
      { from: 'Ab-CD', before: 'Ab-ce' },
      { from: 'aB-CD', before: 'aB-ce' },
      { from: 'ab-CD', before: 'ab-ce' },
    ]);
    expect(caseInsensitivePrefixRanges('12-3')).toEqual([{ from: '12-3', before: '12-4' }]);
    // only ASCII letters have two cases here (SQLite's LIKE folds no other)
    expect(caseInsensitivePrefixRanges('éz')).toEqual([
      { from: 'éZ', before: 'é[' },
      { from: 'éz', before: 'é{' },
    ]);
  });

  it('holds every text that starts with the term in any ASCII case (LIKE then keeps those)', () => {
    const ranges = caseInsensitivePrefixRanges('aB3xy')!;
    const within = (text: string) => ranges.some(({ from, before }) => text >= from && text < before);
    for (const text of ['ab3xy', 'AB3XY', 'Ab3Xy-rest', 'aB3xY', 'ab3xyzzz', 'AB3XY\u{10ffff}'])
      expect(within(text)).toBe(true);
    for (const text of ['ab3xz', 'AB3XX', 'AB3', 'b', 'ab4xy', '9', 'ac', 'a'])
      expect(within(text)).toBe(false);
  });

  it('gives no ranges when the last character cannot be counted up simply', () => {
    expect(caseInsensitivePrefixRanges('a\u{1f600}')).toBeNull();
  });
});

describe('search parts on the database', () => {
  let app: TestApp;
  const tag = `p${Math.random().toString(36).slice(2, 10)}`;
  const userIds: string[] = [];
  const orderIds: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    for (const name of ['first', 'second', 'third']) {
      const u = await insertTestUser(app.knex, {
        username: `${name}_${tag}`,
        email: `${name}.${tag}@example.et`,
      });
      userIds.push(u.id);
      orderIds.push((await insertTestOrder(app.knex, u.id, { service_name: `Plan ${name} ${tag}` })).id);
    }
    await insertTestOrder(app.knex, userIds[0]!, { service_name: `PLAN FIRST ${tag.toUpperCase()}` });
  });
  afterAll(async () => {
    await app?.close();
  });

  const orderIdsOf = async (part: SearchPart) =>
    (
      (await app
        .knex('orders')
        .select('id')
        .where((q) => part(q))) as Array<{ id: string }>
    )
      .map((r) => r.id)
      .sort();

  it('finds the same customers whether it names them or asks users in a sub-query', async () => {
    const listed = await customersContaining(app.knex, tag.toUpperCase());
    const subQuery = await customersContaining(app.knex, tag.toUpperCase(), 2);
    const queries: string[] = [];
    const log = (q: { sql: string }) => queries.push(q.sql);
    app.knex.on('query', log);
    const [byList, bySubQuery] = [await orderIdsOf(listed!), await orderIdsOf(subQuery!)];
    app.knex.off('query', log);
    expect(byList).toHaveLength(4);
    expect(bySubQuery).toEqual(byList);
    // more customers than may be named: the search is read as one OR (search-page.ts)
    expect([listed!.wide, subQuery!.wide]).toEqual([undefined, true]);
    // the second one really asked users (three customers match, two may be named)
    expect(queries[1]).toMatch(/from `users`|from "users"/);
    expect(queries[0]).not.toMatch(/from `users`|from "users"/);
  });

  it('has no customer part when nobody matches', async () => {
    expect(await customersContaining(app.knex, `${tag}-nobody`)).toBeNull();
  });

  it('finds every spelling of a matching service name, and none when no name matches', async () => {
    const byName = await serviceNamesContaining(app.knex, 'orders', `first ${tag}`);
    const ids = await orderIdsOf(byName!);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(orderIds[0]);
    expect(await serviceNamesContaining(app.knex, 'orders', `${tag}-none`)).toBeNull();
  });
});
