import { createTestDb, insertTestOrder, insertTestPayment, insertTestUser } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/domain';
import { paymentConflict } from './conflict.ts';

const driverError = (code: string, message: string) => Object.assign(new Error(message), { code });

async function caught(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected the insert to fail');
}

describe('paymentConflict', () => {
  it.each([
    [
      'MySQL: the reference key',
      driverError(
        'ER_DUP_ENTRY',
        "Duplicate entry 'FT24237CLNMY-0' for key 'payments_reference_legacy_duplicate_unique'",
      ),
      SERVER_MESSAGES.paymentReferenceUsed,
    ],
    [
      'MySQL 8: the pending-order key, prefixed by its table',
      driverError('ER_DUP_ENTRY', "Duplicate entry 'x' for key 'payments.payments_pending_order_id_unique'"),
      SERVER_MESSAGES.paymentAlreadyReported,
    ],
    [
      'SQLite: the reference columns',
      driverError(
        'SQLITE_CONSTRAINT_UNIQUE',
        'UNIQUE constraint failed: payments.reference, payments.legacy_duplicate',
      ),
      SERVER_MESSAGES.paymentReferenceUsed,
    ],
    [
      'SQLite: the pending-order column',
      driverError('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: payments.pending_order_id'),
      SERVER_MESSAGES.paymentAlreadyReported,
    ],
  ])('maps %s to its 409', (_name, err, message) => {
    const conflict = paymentConflict(err);
    expect(conflict?.output.statusCode).toBe(409);
    expect(conflict?.message).toBe(message);
  });

  it.each([
    ['another unique key', driverError('ER_DUP_ENTRY', "Duplicate entry 'a' for key 'users_email_unique'")],
    ['a primary key', driverError('SQLITE_CONSTRAINT_PRIMARYKEY', 'UNIQUE constraint failed: payments.id')],
    ['a foreign key', driverError('ER_NO_REFERENCED_ROW_2', 'Cannot add or update a child row')],
    ['anything else', new Error('connection lost')],
  ])('leaves %s alone', (_name, err) => {
    expect(paymentConflict(err)).toBeUndefined();
  });

  describe('with the errors of the database under test', () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb();
    });
    afterAll(async () => {
      await db?.destroy();
    });

    it('recognises a reused transaction number and a second pending report', async () => {
      const user = await insertTestUser(db.knex);
      const order = await insertTestOrder(db.knex, user.id);
      const other = await insertTestOrder(db.knex, user.id);
      await insertTestPayment(db.knex, order, { method: 'CBE', reference: 'FT24237CLNMY' });

      const reused = await caught(() =>
        insertTestPayment(db.knex, other, { method: 'CBE', reference: 'ft24237clnmy' }),
      );
      expect(paymentConflict(reused)?.message).toBe(SERVER_MESSAGES.paymentReferenceUsed);
      const otherMethod = await caught(() =>
        insertTestPayment(db.knex, other, { method: 'TELEBIRR', reference: 'FT24237CLNMY' }),
      );
      expect(paymentConflict(otherMethod)?.message).toBe(SERVER_MESSAGES.paymentReferenceUsed);

      const second = await caught(() => insertTestPayment(db.knex, order, { reference: 'TB200' }));
      expect(paymentConflict(second)?.message).toBe(SERVER_MESSAGES.paymentAlreadyReported);
    });
  });
});
