import { normalizeRow } from '@shop/db';
import type { AuditLogRow } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeAudit } from './audit.ts';

const ACTOR = '11111111-1111-4111-8111-111111111111';
const ORDER = '22222222-2222-4222-8222-222222222222';

describe('writeAudit', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    await db.knex('audit_log').delete();
  });

  async function rows(): Promise<AuditLogRow[]> {
    const found = await db.knex('audit_log').select();
    return found.map((row: Record<string, unknown>) => normalizeRow('audit_log', row));
  }

  it('writes who did what to which row, with what it carried', async () => {
    const before = Date.now();
    await writeAudit(db.knex, {
      actorUserId: ACTOR,
      action: 'order.created',
      entity: 'order',
      entityId: ORDER,
      data: { totalSantim: 172500, discountCode: null, lines: ['kvm', 2] },
    });

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      actor_user_id: ACTOR,
      action: 'order.created',
      entity: 'order',
      entity_id: ORDER,
      data: { totalSantim: 172500, discountCode: null, lines: ['kvm', 2] },
    });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.created_at).toBeInstanceOf(Date);
    // Stored to the second on some engines.
    expect(row!.created_at.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(row!.created_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('keeps a change as before and after, and a system action without actor, row or data', async () => {
    await writeAudit(db.knex, {
      actorUserId: ACTOR,
      action: 'order.status-changed',
      entity: 'order',
      entityId: ORDER,
      data: { before: { status: 'PENDING' }, after: { status: 'CANCELLED' } },
    });
    await writeAudit(db.knex, {
      actorUserId: null,
      action: 'catalog.seeded',
      entity: 'catalog',
      entityId: null,
    });

    const byAction = Object.fromEntries((await rows()).map((row) => [row.action, row]));
    expect(byAction['order.status-changed']!.data).toEqual({
      before: { status: 'PENDING' },
      after: { status: 'CANCELLED' },
    });
    expect(byAction['catalog.seeded']).toMatchObject({ actor_user_id: null, entity_id: null, data: null });
  });

  it("belongs to the caller's transaction: rolled back with the change it records", async () => {
    const failure = new Error('the change failed after its audit entry');
    await expect(
      db.knex.transaction(async (trx) => {
        await writeAudit(trx, {
          actorUserId: ACTOR,
          action: 'order.created',
          entity: 'order',
          entityId: ORDER,
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await rows()).toEqual([]);

    await db.knex.transaction(async (trx) => {
      await writeAudit(trx, {
        actorUserId: ACTOR,
        action: 'order.created',
        entity: 'order',
        entityId: ORDER,
      });
    });
    expect((await rows()).map((row) => row.action)).toEqual(['order.created']);
  });
});
