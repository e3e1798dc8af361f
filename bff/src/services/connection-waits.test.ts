import { createDb } from '@shop/db';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { warnOnConnectionWaits } from './connection-waits.ts';

function memoryLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('warnOnConnectionWaits', () => {
  it('logs a query that waited for the connection a transaction held, with the statement before', async () => {
    const { log, lines } = memoryLog();
    const knex = createDb({ filename: ':memory:' });
    warnOnConnectionWaits(knex, log, 100);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = knex.transaction(async (trx) => {
      await trx.raw('select 42 as held_here');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const waiting = knex.raw('select 1');
    setTimeout(release, 250);
    await Promise.all([transaction, waiting]);
    await knex.destroy();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'a query waited for a database connection', level: 40 });
    expect(lines[0]!.waitedMs as number).toBeGreaterThanOrEqual(200);
    expect(lines[0]!.recentStatements).toEqual(['select 42 as held_here']);
  });

  it('says nothing of queries that found the connection free', async () => {
    const { log, lines } = memoryLog();
    const other = createDb({ filename: ':memory:' });
    warnOnConnectionWaits(other, log, 100);
    for (let i = 0; i < 5; i++) await other.raw('select 1');
    await other.destroy();
    expect(lines).toEqual([]);
  });
});
