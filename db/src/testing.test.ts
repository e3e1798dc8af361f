import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDb } from './connection';
import { createTestDb, insertTestUser, mysqlTestUrl, resetDb, testEngines } from './testing';

describe('engine selection', () => {
  it('reads TEST_DATABASE_URL and TEST_DB', () => {
    expect(mysqlTestUrl({})).toBeUndefined();
    expect(mysqlTestUrl({ TEST_DATABASE_URL: 'mysql://u@h:1/d' })).toBe('mysql://u@h:1/d');
    expect(mysqlTestUrl({ TEST_DB: 'mysql' })).toBe('mysql://root@127.0.0.1:3306/test');
    expect(testEngines({}).map((e) => [e.client, e.enabled])).toEqual([
      ['sqlite', true],
      ['mysql', false],
    ]);
    expect(testEngines({})[1]!.label).toMatch(/SKIPPED/);
    expect(testEngines({ TEST_DB: 'mysql' })[1]!.enabled).toBe(true);
  });

  it('refuses loudly when MySQL is demanded but unreachable', async () => {
    const saved = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = 'mysql://root@127.0.0.1:1/test';
    try {
      await expect(createTestDb()).rejects.toThrow(/unreachable/);
    } finally {
      if (saved === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = saved;
    }
  });
});

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`createTestDb on ${engine.label}`, () => {
    it('gives every call its own database, and destroy() removes it', async () => {
      const [a, b] = await Promise.all([
        createTestDb({ engine: engine.client }),
        createTestDb({ engine: engine.client }),
      ]);
      expect(a!.url).not.toBe(b!.url);
      await insertTestUser(a!.knex, { username: 'only_in_a', email: 'a@example.et' });
      expect(await b!.knex('users').where({ username: 'only_in_a' })).toEqual([]);
      expect(await a!.knex('kvm_packages').count({ n: '*' })).toEqual(
        await b!.knex('kvm_packages').count({ n: '*' }),
      );

      await Promise.all([a!.destroy(), b!.destroy()]);
      if (engine.client === 'sqlite') {
        expect(existsSync(a!.url.replace(/^sqlite:/, ''))).toBe(false);
      } else {
        const server = createDb({ url: mysqlTestUrl() });
        try {
          const name = new URL(a!.url).pathname.slice(1);
          const [rows] = (await server.raw('show databases like ?', [name])) as [unknown[]];
          expect(rows).toEqual([]);
        } finally {
          await server.destroy();
        }
      }
    });

    it('resetDb empties customer data and keeps the catalog', async () => {
      const db = await createTestDb({ engine: engine.client });
      try {
        await insertTestUser(db.knex);
        const packages = await db.knex('kvm_packages').count({ n: '*' });
        await resetDb(db.knex);
        expect(await db.knex('users')).toEqual([]);
        expect(await db.knex('kvm_packages').count({ n: '*' })).toEqual(packages);
      } finally {
        await db.destroy();
      }
    });
  });
}
