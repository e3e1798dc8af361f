/**
 * A month's invoices and credit notes for the VAT return: the console's list with its totals, and
 * the CSV export of the same month whose columns sum to the same totals (both from domain's
 * monthTotals and invoiceCsv over the same rows).
 */
import { normalizeRow } from '@shop/db';
import type { InvoiceRow } from '@shop/db';
import { invoiceCsv, invoiceMonthList, invoiceMonthRange, monthOrder } from '@shop/domain';
import type { InvoiceKind, MonthListDocument } from '@shop/domain';
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
  const rows = await q;
  // Invoices then credit notes, each series in its order (domain's monthOrder, as the mocks).
  return monthOrder(rows.map((row: Record<string, unknown>) => normalizeRow('invoices', row) as InvoiceRow));
}

function monthDocument(row: InvoiceRow): MonthListDocument {
  return {
    id: row.id,
    orderId: row.order_id,
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
  return invoiceMonthList(query.month, (await monthRows(knex, query)).map(monthDocument));
}

export async function exportInvoiceMonth(knex: Knex, month: string): Promise<string> {
  return invoiceCsv((await monthRows(knex, { month })).map(monthDocument));
}
