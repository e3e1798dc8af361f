/**
 * Reading a Telebirr receipt (an HTML page) as payments.md describes it: bilingual labels in
 * table cells (`የከፋይ ስም/Payer Name`), the value in the next cell, or, when the next cell is a
 * label too (a header row), in the same column of the next row. Labels are matched by their
 * English part. A page without a receiver and an amount is no receipt: null.
 */
import { parseReceiptAmount, parseReceiptDate } from '@shop/domain';
import type { ParsedReceipt } from '@shop/domain';
import * as cheerio from 'cheerio';

type Field =
  | 'payer'
  | 'payerAccount'
  | 'receiver'
  | 'receiverAccount'
  | 'status'
  | 'reference'
  | 'date'
  | 'amount'
  | 'other';

const LABELS: Readonly<Record<string, Field>> = {
  'payer name': 'payer',
  'payer telebirr no.': 'payerAccount',
  'payer telebirr no': 'payerAccount',
  'credited party name': 'receiver',
  'credited party account no': 'receiverAccount',
  'transaction status': 'status',
  'receipt no.': 'reference',
  'receipt no': 'reference',
  'payment date': 'date',
  'settled amount': 'amount',
  'service fee': 'other',
  'service fee vat': 'other',
  'total paid amount': 'other',
};

function labelOf(cell: string): Field | undefined {
  const english = cell.includes('/') ? cell.slice(cell.lastIndexOf('/') + 1) : cell;
  return LABELS[english.replace(/\s+/g, ' ').trim().replace(/:$/, '').toLowerCase()];
}

export function parseTelebirrReceipt(html: string): ParsedReceipt | null {
  const $ = cheerio.load(html);
  const rows = $('tr')
    .toArray()
    .map((tr) =>
      $(tr)
        .children('td, th')
        .toArray()
        .map((td) => $(td).text().replace(/\s+/g, ' ').trim()),
    );
  const found: Partial<Record<Field, string>> = {};
  rows.forEach((cells, r) => {
    cells.forEach((cell, c) => {
      const field = labelOf(cell);
      if (!field || field === 'other' || found[field] !== undefined) return;
      const next = cells[c + 1];
      const value = next !== undefined && !labelOf(next) ? next : rows[r + 1]?.[c];
      if (value !== undefined && value !== '' && !labelOf(value)) found[field] = value;
    });
  });
  if (found.receiver === undefined || found.amount === undefined) return null;
  return {
    payer: found.payer ?? null,
    payerAccount: found.payerAccount ?? null,
    receiver: found.receiver,
    receiverAccount: found.receiverAccount ?? null,
    amountSantim: parseReceiptAmount(found.amount),
    paidAt: parseReceiptDate(found.date),
    status: found.status ?? null,
    reference: found.reference?.toUpperCase() ?? null,
  };
}
