import { createDb, normalizeRow } from '@shop/db';
import { createTestDb, insertTestOrder, insertTestUser } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { invoiceYear } from '@shop/domain';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_AUTOMATIC_SERVICE } from '../fulfilment/auto-provision.ts';
import { confirmOrderPayment } from '../payments/confirm.ts';
import { useInvoiceConfig } from './config.ts';
import { issueCreditNote } from './issue.ts';

let db: TestDb;
let knex: Knex;
beforeAll(async () => {
  db = await createTestDb();
  knex = db.knex;
});
afterAll(async () => {
  await db?.destroy();
});

let prefixCounter = 0;
/** A prefix of its own per test, so each test's series starts empty. */
function freshPrefix(): string {
  prefixCounter += 1;
  const prefix = `T${prefixCounter}X`;
  useInvoiceConfig({ prefix, seller: undefined });
  return prefix;
}

/** Numbering alone: no service is created. */
const NO_PROVISIONING = NO_AUTOMATIC_SERVICE;

async function unpaidOrders(count: number): Promise<string[]> {
  const user = await insertTestUser(knex);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await insertTestOrder(knex, user.id)).id);
  return ids;
}

function confirm(pool: Knex, orderId: string, reference: string) {
  return pool.transaction((trx) =>
    confirmOrderPayment(
      trx,
      orderId,
      {
        method: 'CBE',
        reference,
        paidBy: 'Abebe',
        confirmedBy: null,
        auditAction: 'order.marked_paid',
      },
      NO_PROVISIONING,
    ),
  );
}

const sequenceOf = (number: string) => Number(number.slice(-6));

describe(`invoice numbers (${process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  beforeEach(() => {
    freshPrefix();
  });

  for (const existing of [false, true])
    it(`numbers 20 payments confirmed at once on two instances 1 to 20, no gap and none twice (${existing ? 'a series already counting' : "a series' first numbers"})`, async () => {
      // On MySQL/MariaDB two connection pools on one database are two instances; SQLite is the
      // single-instance embedded default, one writer, so there both share the one knex.
      const second = db.client === 'mysql' ? createDb({ url: db.url }) : knex;
      try {
        const prefix = freshPrefix();
        if (existing)
          await knex('invoice_counters').insert({
            series: `${prefix}-${invoiceYear(new Date())}`,
            next_number: 1,
          });
        const ids = await unpaidOrders(20);
        const results = await Promise.allSettled(
          ids.map((id, i) =>
            confirm(i % 2 === 0 ? knex : second, id, `FT${prefix}${String(i).padStart(6, '0')}`),
          ),
        );
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
        const invoices = await knex('invoices').whereIn('order_id', ids).select('number', 'order_id');
        expect(invoices).toHaveLength(20);
        const year = invoiceYear(new Date());
        expect(invoices.every((row) => row.number.startsWith(`${prefix}-${year}-`))).toBe(true);
        expect(invoices.map((row) => sequenceOf(row.number)).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        expect(new Set(invoices.map((row) => row.order_id)).size).toBe(20);
      } finally {
        if (second !== knex) await second.destroy();
      }
    });

  it('gives a rolled-back payment’s number to the next payment', async () => {
    const [rolledBack, next] = await unpaidOrders(2);
    await expect(
      knex.transaction(async (trx) => {
        await confirmOrderPayment(
          trx,
          rolledBack!,
          {
            method: 'CBE',
            reference: 'FTROLLBACK01',
            paidBy: 'Abebe',
            confirmedBy: null,
            auditAction: 'order.marked_paid',
          },
          NO_PROVISIONING,
        );
        throw new Error('the caller failed after the confirmation');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await knex('invoices').where({ order_id: rolledBack })).toHaveLength(0);
    await confirm(knex, next!, 'FTROLLBACK02');
    const invoice = await knex('invoices').where({ order_id: next }).first();
    expect(sequenceOf(invoice.number)).toBe(1);
  });

  it('issues a credit note in its own series for the invoice’s amounts, naming the invoice', async () => {
    const prefix = freshPrefix();
    const [orderId] = await unpaidOrders(1);
    const order = await confirm(knex, orderId!, `FT${prefix}CN0001`);
    const creditNote = await knex.transaction((trx) => issueCreditNote(trx, order, 'Customer asked'));
    const invoice = normalizeRow(
      'invoices',
      await knex('invoices').where({ order_id: orderId, kind: 'INVOICE' }).first(),
    )!;
    expect(creditNote.number).toBe(`${prefix}-CN-${invoiceYear(new Date())}-000001`);
    expect(creditNote.credits_invoice_id).toBe(invoice.id);
    expect([creditNote.net_santim, creditNote.vat_santim, creditNote.gross_santim]).toEqual([
      invoice.net_santim,
      invoice.vat_santim,
      invoice.gross_santim,
    ]);
    expect(creditNote.document).toMatchObject({
      credits: { invoiceNumber: invoice.number, reason: 'Customer asked' },
    });
  });
});
