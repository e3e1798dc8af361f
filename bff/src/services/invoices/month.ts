/**
 * A month's invoices and credit notes for the VAT return: the console's list with its totals, and
 * the CSV export of the same month whose columns sum to the same totals (both from domain's
 * monthTotals and invoiceCsv over the same rows).
 */
import { normalizeRow } from '@shop/db';
import type { InvoiceRow } from '@shop/db';
import { invoiceCsv, invoiceMonthRange, monthTotals, santimToEtb, signedSantim } from '@shop/domain';
import type { InvoiceKind, MonthDocument } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { searchTerm, whereContains } from '../shared/list-query.ts';

export type InvoiceMonth = components['schemas']['InvoiceMonth'];
export type InvoiceSummary = components['schemas']['InvoiceSummary'];

export interface InvoiceMonthQuery {
  month: string;
  kind?: InvoiceKind;
  search?: string;
}

const COLUMNS = [
  'id',
  'number',
  'kind',
  'order_id',
  'issued_at',
  'buyer_name',
  'buyer_tin',
  'net_santim',
  'vat_santim',
  'gross_santim',
];

async function monthRows(knex: Knex, query: InvoiceMonthQuery): Promise<InvoiceRow[]> {
  const { from, to } = invoiceMonthRange(query.month);
  const q = knex('invoices').select(COLUMNS).where('issued_at', '>=', from).andWhere('issued_at', '<', to);
  if (query.kind) q.andWhere({ kind: query.kind });
  const term = searchTerm(query);
  if (term !== null)
    q.andWhere((w) => {
      for (const column of ['number', 'buyer_name', 'buyer_tin', 'order_id']) whereContains(w, column, term);
    });
  // Invoices then credit notes, each series in its order.
  const rows = await q.orderBy([{ column: 'kind', order: 'desc' }, { column: 'number' }]);
  return rows.map((row: Record<string, unknown>) => normalizeRow('invoices', row) as InvoiceRow);
}

function monthDocument(row: InvoiceRow): MonthDocument {
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: row.issued_at,
    buyerName: row.buyer_name,
    buyerTin: row.buyer_tin,
    netSantim: row.net_santim,
    vatSantim: row.vat_santim,
    grossSantim: row.gross_santim,
  };
}

export async function listInvoiceMonth(knex: Knex, query: InvoiceMonthQuery): Promise<InvoiceMonth> {
  const rows = await monthRows(knex, query);
  const totals = monthTotals(rows.map(monthDocument));
  return {
    month: query.month,
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      orderId: row.order_id,
      issuedAt: row.issued_at.toISOString(),
      buyerName: row.buyer_name,
      ...(row.buyer_tin ? { buyerTin: row.buyer_tin } : {}),
      netPrice: santimToEtb(signedSantim(row.kind, row.net_santim)),
      vatPrice: santimToEtb(signedSantim(row.kind, row.vat_santim)),
      grossPrice: santimToEtb(signedSantim(row.kind, row.gross_santim)),
    })),
    totals: {
      count: totals.count,
      netPrice: santimToEtb(totals.netSantim),
      vatPrice: santimToEtb(totals.vatSantim),
      grossPrice: santimToEtb(totals.grossSantim),
    },
  };
}

export async function exportInvoiceMonth(knex: Knex, month: string): Promise<string> {
  return invoiceCsv((await monthRows(knex, { month })).map(monthDocument));
}
