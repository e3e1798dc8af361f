import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbClient } from './connection';
import { analyzeDatabase, optimizeDatabase } from './statistics';
import { createTestDb, type TestDb } from './testing';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.destroy();
});

describe('planner statistics', () => {
  it('on SQLite, ANALYZE leaves statistics for the indexes of the busy tables; MySQL keeps its own', async () => {
    await analyzeDatabase(db.knex);
    await optimizeDatabase(db.knex);
    if (dbClient(db.knex) !== 'sqlite') return; // InnoDB: nothing to do, and nothing failed
    const rows = (await db.knex.raw('SELECT DISTINCT tbl FROM sqlite_stat1 WHERE idx IS NOT NULL')) as {
      tbl: string;
    }[];
    const tables = rows.map((r) => r.tbl);
    // The catalog seed gives these tables rows; ANALYZE records stat lines for their indexes.
    expect(tables).toEqual(expect.arrayContaining(['kvm_packages', 'games', 'game_packages']));
  });
});
