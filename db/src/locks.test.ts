import knexFactory from 'knex';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lockForUpdate } from './locks';

// Knex instances that only build SQL: neither ever opens a connection.
const mysql = knexFactory({ client: 'mysql2' });
const sqlite = knexFactory({ client: 'better-sqlite3', useNullAsDefault: true });
afterAll(async () => {
  await mysql.destroy();
  await sqlite.destroy();
});

const orderQuery = (db: typeof mysql) => db('orders').where({ id: 'o1' }).first();

describe('lockForUpdate', () => {
  it('adds FOR UPDATE on MySQL/MariaDB, and answers the same query', () => {
    const query = orderQuery(mysql);
    expect(lockForUpdate(query)).toBe(query);
    expect(query.toSQL().sql).toBe('select * from `orders` where `id` = ? limit ? for update');
  });

  it('adds SKIP LOCKED when asked, on MySQL/MariaDB', () => {
    const query = lockForUpdate(mysql('jobs').select('id').where('status', 'QUEUED').limit(5), {
      skipLocked: true,
    });
    expect(query.toSQL().sql).toBe(
      'select `id` from `jobs` where `status` = ? limit ? for update skip locked',
    );
  });

  it('leaves the query alone on SQLite (no row locks there; knex would only warn)', () => {
    const query = orderQuery(sqlite);
    const before = query.toSQL().sql;
    const forUpdate = vi.spyOn(query, 'forUpdate');
    expect(lockForUpdate(query, { skipLocked: true })).toBe(query);
    expect(forUpdate).not.toHaveBeenCalled();
    expect(query.toSQL().sql).toBe(before);
    expect(before).not.toMatch(/for update|skip locked/i);
  });

  it('runs in a SQLite transaction as the plain query would', async () => {
    const db = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
    try {
      await db.schema.createTable('orders', (t) => t.string('id').primary());
      await db('orders').insert({ id: 'o1' });
      const row = await db.transaction((trx) => lockForUpdate(orderQuery(trx)));
      expect(row).toEqual({ id: 'o1' });
    } finally {
      await db.destroy();
    }
  });
});
