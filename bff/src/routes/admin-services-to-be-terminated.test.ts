import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { provisionedService } from '../../test/helpers/fulfilment.ts';
import type { AdminService } from '../services/admin/service-views.ts';

const DAY = 86_400_000;

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
/** Alice's expired services, by how many days ago each ended. */
const endedDaysAgo = new Map<string, number>();
let startedLast = '';

beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  alice = await app.signUp();
  // Started in this order; ended 2, 9 and 5 days ago: the one started last is not the first to go.
  for (const days of [2, 9, 5]) {
    const service = await provisionedService(app, admin, alice);
    await app
      .knex('services')
      .where({ id: service.id })
      .update({ status: 'EXPIRED', end_date: new Date(Date.now() - days * DAY) });
    endedDaysAgo.set(service.id, days);
    startedLast = service.id;
  }
});
afterAll(async () => {
  await app?.close();
});

async function list(query: string): Promise<AdminService[]> {
  const res = await app.inject<AdminService[]>({
    url: `/api/admin/services?${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json;
}

const endedDays = (rows: AdminService[]) => rows.map((row) => endedDaysAgo.get(row.id));

describe('the services to be terminated', () => {
  it('are listed the first to be terminated first: the earliest end date at the top', async () => {
    expect(endedDays(await list('lifecycle=to-be-terminated'))).toEqual([9, 5, 2]);
  });

  it('keep that order through a search and across pages', async () => {
    expect(endedDays(await list(`lifecycle=to-be-terminated&search=${alice.username}`))).toEqual([9, 5, 2]);
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...(await list(`lifecycle=to-be-terminated&limit=1&page=${page}`)));
    expect(endedDays(pages)).toEqual([9, 5, 2]);
  });

  it('while every other list stays most recently started first', async () => {
    const [first] = await list('status=EXPIRED');
    expect(first!.id).toBe(startedLast);
    expect(endedDays(await list('lifecycle=suspended'))).toEqual([5, 9, 2]);
  });
});
