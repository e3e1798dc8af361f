import { normalizeRow } from '@shop/db';
import type { JobRow } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob, MAX_ATTEMPTS_UNSET } from './queue.ts';

describe('enqueueJob', () => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    await db.knex('jobs').delete();
    await db.knex('audit_log').delete();
  });

  async function jobs(): Promise<JobRow[]> {
    const rows = await db.knex('jobs').select().orderBy('created_at');
    return rows.map((row: Record<string, unknown>) => normalizeRow('jobs', row));
  }

  it('adds a QUEUED job due now, with its payload and no lease', async () => {
    const before = Date.now();
    const id = await enqueueJob(db.knex, 'provision', { serviceId: 's-1', steps: [1, 'two'], ok: true });

    const [row, ...others] = await jobs();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id,
      name: 'provision',
      payload: { serviceId: 's-1', steps: [1, 'two'], ok: true },
      status: 'QUEUED',
      unique_key: null,
      attempts: 0,
      max_attempts: MAX_ATTEMPTS_UNSET,
      locked_by: null,
      locked_until: null,
      last_error: null,
      finished_at: null,
    });
    expect(row!.run_at.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.run_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('keeps runAt, maxAttempts and a null payload', async () => {
    const runAt = new Date('2030-01-02T03:04:05.678Z');
    await enqueueJob(db.knex, 'later', null, { runAt, maxAttempts: 3 });

    expect(await jobs()).toMatchObject([{ payload: null, run_at: runAt, max_attempts: 3 }]);
  });

  it('refuses a limit that is not a positive whole number', async () => {
    await expect(enqueueJob(db.knex, 'x', {}, { maxAttempts: 0 })).rejects.toThrow(RangeError);
    await expect(enqueueJob(db.knex, 'x', {}, { maxAttempts: 1.5 })).rejects.toThrow(RangeError);
    expect(await jobs()).toEqual([]);
  });

  it('enqueues a unique key once: the second enqueue answers null and adds nothing', async () => {
    const first = await enqueueJob(
      db.knex,
      'expiry-sweep',
      { n: 1 },
      { uniqueKey: 'expiry-sweep:2026-11-22T16:05' },
    );
    const second = await enqueueJob(
      db.knex,
      'expiry-sweep',
      { n: 2 },
      { uniqueKey: 'expiry-sweep:2026-11-22T16:05' },
    );
    const other = await enqueueJob(
      db.knex,
      'expiry-sweep',
      { n: 3 },
      { uniqueKey: 'expiry-sweep:2026-11-22T16:10' },
    );

    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect((await jobs()).map((job) => job.payload)).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('leaves the caller transaction usable after a duplicate key: its other writes commit', async () => {
    await enqueueJob(db.knex, 'sweep', {}, { uniqueKey: 'sweep:1' });

    await db.knex.transaction(async (trx) => {
      expect(await enqueueJob(trx, 'sweep', {}, { uniqueKey: 'sweep:1' })).toBeNull();
      await trx('audit_log').insert({
        id: '33333333-3333-4333-8333-333333333333',
        actor_user_id: null,
        action: 'test.after-duplicate',
        entity: 'job',
        entity_id: null,
        data: null,
        created_at: new Date(),
      });
      await enqueueJob(trx, 'sweep', {}, { uniqueKey: 'sweep:2' });
    });

    expect((await jobs()).map((job) => job.unique_key)).toEqual(['sweep:1', 'sweep:2']);
    expect(await db.knex('audit_log').pluck('action')).toEqual(['test.after-duplicate']);
  });

  it('rethrows any error but a duplicate unique key, such as a duplicate primary key', async () => {
    const duplicateId = Object.assign(new Error("Duplicate entry 'x' for key 'PRIMARY'"), {
      code: 'ER_DUP_ENTRY',
    });
    const failing = (() => ({ insert: () => Promise.reject(duplicateId) })) as unknown as Knex;

    await expect(enqueueJob(failing, 'sweep', {}, { uniqueKey: 'sweep:1' })).rejects.toBe(duplicateId);
  });

  it('writes nothing when the caller transaction rolls back', async () => {
    await expect(
      db.knex.transaction(async (trx) => {
        await enqueueJob(trx, 'provision', { serviceId: 's-1' });
        await enqueueJob(trx, 'sweep', {}, { uniqueKey: 'sweep:rolled-back' });
        throw new Error('the order update failed');
      }),
    ).rejects.toThrow('the order update failed');

    expect(await jobs()).toEqual([]);
    // The key is free again.
    expect(await enqueueJob(db.knex, 'sweep', {}, { uniqueKey: 'sweep:rolled-back' })).toEqual(
      expect.any(String),
    );
  });
});
