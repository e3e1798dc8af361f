import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './connection';
import { cachePreparedStatements } from './statement-cache';

describe('cachePreparedStatements', () => {
  const open: Database.Database[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
  });
  function memory(size?: number) {
    const db = new Database(':memory:');
    open.push(db);
    cachePreparedStatements(db, size);
    return db;
  }

  it('hands back the same statement for the same SQL text, and a new one for another', () => {
    const db = memory();
    const first = db.prepare('select 1 as one');
    expect(db.prepare('select 1 as one')).toBe(first);
    expect(db.prepare('select 2 as two')).not.toBe(first);
    expect(first.get()).toEqual({ one: 1 });
  });

  it('keeps only the most recently used statements', () => {
    const db = memory(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // a is now the most recent
    db.prepare('select 3'); // b, the least recent, goes
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('answers with the current schema after a migration changes a table under a kept statement', () => {
    const db = memory();
    db.exec('create table t (a integer)');
    db.prepare('insert into t (a) values (?)').run(1);
    const read = db.prepare('select * from t');
    expect(read.all()).toEqual([{ a: 1 }]);
    db.exec('alter table t add column b text');
    db.prepare('update t set b = ?').run('x');
    expect(db.prepare('select * from t')).toBe(read);
    expect(read.all()).toEqual([{ a: 1, b: 'x' }]);
  });

  it("is installed on the connections of createDb's SQLite pool", async () => {
    const knex = createDb({ filename: ':memory:' });
    try {
      await knex.raw('select ? as n', [1]);
      const connection = (await knex.client.acquireConnection()) as Database.Database;
      try {
        expect(connection.prepare('select ? as n')).toBe(connection.prepare('select ? as n'));
      } finally {
        await knex.client.releaseConnection(connection);
      }
    } finally {
      await knex.destroy();
    }
  });
});
