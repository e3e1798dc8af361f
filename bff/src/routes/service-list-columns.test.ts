import { insertTestOrder, insertTestService } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';

/**
 * The service lists read only the columns their answers are made of: never the encrypted
 * credentials nor the provider's JSON (which would be transferred and parsed for every row).
 */
let app: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  customer = await app.signUp();
  admin = await app.signUpAdmin();
  for (let i = 0; i < 3; i += 1) {
    const order = await insertTestOrder(app.knex, customer.user.id, { status: 'ACTIVE', paid: true });
    await insertTestService(app.knex, order, {
      provider_data: { vmid: 100 + i, node: 'pve-1' },
      connection_encrypted: 'v1:not-read-by-lists',
    });
  }
});
afterAll(async () => {
  await app?.close();
});

/** The SQL of the reads of `services` (read from, or joined) made while answering `url`. */
async function serviceReads(url: string, user: TestUser) {
  const sql: string[] = [];
  const onQuery = (query: { sql: string }) => {
    if (/^select/i.test(query.sql) && /(from|join) [`"]services[`"]/i.test(query.sql)) sql.push(query.sql);
  };
  app.knex.on('query', onQuery);
  try {
    const res = await app.inject<unknown[]>({ method: 'GET', url, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
  } finally {
    app.knex.off('query', onQuery);
  }
  return sql;
}

describe('service lists read only the columns they answer with', () => {
  for (const [name, url, as] of [
    ['My Services', '/api/services/list', () => customer],
    ['the console’s services', '/api/admin/services', () => admin],
    ['the console’s services, searched', '/api/admin/services?search=sim-', () => admin],
    ['the console’s orders (their services)', '/api/admin/orders', () => admin],
  ] as const) {
    it(name, async () => {
      const reads = await serviceReads(url, as());
      expect(reads.length).toBeGreaterThan(0);
      for (const sql of reads) {
        expect(sql).not.toMatch(/select \*|[`"]services[`"]\.\*/i);
        expect(sql).not.toMatch(/connection_encrypted|provider_data/);
      }
    });
  }
});
