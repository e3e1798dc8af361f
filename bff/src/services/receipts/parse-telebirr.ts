/**
 * Reading a Telebirr receipt (an HTML page) by its structure, as payments.md describes it:
 * bilingual labels in table cells (`የከፋይ ስም/Payer Name`, matched by their English part), each
 * with its value in the cell beside it in the same row; or a row of labels only (Receipt No.,
 * Payment date, Settled Amount) whose values are the next row's cells, column by column.
 *
 * Unambiguous or nothing (issue 34): a known label found twice (in the cells or in the page's
 * source: rows hidden in a comment or a script count too), a value cell holding markup (an
 * element or a comment, as a payer name printed unescaped would), a label without its value
 * beside it, or a value that is itself a label makes the receipt unreadable (`unreadable`, the
 * fields concerned null): RECEIPT_INCOMPLETE for the admin, never VERIFIED. A value is only ever
 * read for its own label, so payer-supplied text (payer name, reason) never fills a receiver,
 * amount or status. A page without a receiver and an amount is no receipt: null.
 */
import { parsedReceipt } from '@shop/domain';
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

/** The known labels' English parts (lower case, single spaces, no trailing colon). */
const LABELS: Readonly<Record<string, Field>> = {
  'payer name': 'payer',
  'payer telebirr no.': 'payerAccount',
  'payer telebirr no': 'payerAccount',
  'payer account type': 'other',
  'credited party name': 'receiver',
  'credited party account no': 'receiverAccount',
  'transaction status': 'status',
  'bank account number': 'other',
  'receipt no.': 'reference',
  'receipt no': 'reference',
  'invoice no.': 'reference',
  'invoice no': 'reference',
  'payment date': 'date',
  'settled amount': 'amount',
  'discount amount': 'other',
  'service fee': 'other',
  'service fee vat': 'other',
  '15% vat': 'other',
  vat: 'other',
  'total paid amount': 'other',
  'total amount paid': 'other',
  'total amount in word': 'other',
  'payment mode': 'other',
  'payment reason': 'other',
  'payment channel': 'other',
};

/** The labels that decide a payment, each allowed once in the page's whole source. */
const ONCE_IN_SOURCE = [
  /credited\s+party\s+name/gi,
  /credited\s+party\s+account\s+no/gi,
  /transaction\s+status/gi,
  /settled\s+amount/gi,
  /payment\s+date/gi,
  /(?:receipt|invoice)\s+no\b/gi,
];

function labelOf(text: string): Field | undefined {
  const english = text.includes('/') ? text.slice(text.lastIndexOf('/') + 1) : text;
  return LABELS[english.replace(/\s+/g, ' ').trim().replace(/:$/, '').toLowerCase()];
}

interface Cell {
  text: string;
  field: Field | undefined;
  /** Holds nothing but text. */
  plain: boolean;
}

export function parseTelebirrReceipt(html: string): ParsedReceipt | null {
  const $ = cheerio.load(html);
  const rows: Cell[][] = $('tr')
    .toArray()
    .map((tr) =>
      $(tr)
        .children('td, th')
        .toArray()
        .map((td) => {
          const text = $(td).text().replace(/\s+/g, ' ').trim();
          const plain = $(td)
            .contents()
            .toArray()
            .every((node) => node.type === 'text');
          return { text, field: labelOf(text), plain };
        }),
    );

  const problems: string[] = [];
  const values = new Map<Field, string | null>();
  const seen = new Set<Field>();
  const put = (field: Field, value: Cell | undefined, where: string) => {
    if (seen.has(field) && field !== 'other') {
      problems.push(`${field} appears twice`);
      values.set(field, null);
      return;
    }
    seen.add(field);
    if (!value || value.field !== undefined) {
      problems.push(`${where}: no value beside the ${field} label`);
      values.set(field, null);
    } else if (!value.plain) {
      problems.push(`${where}: the ${field} value holds markup`);
      values.set(field, null);
    } else {
      values.set(field, value.text === '' ? null : value.text);
    }
  };

  for (let r = 0; r < rows.length; r++) {
    const cells = rows[r]!;
    if (cells.length >= 2 && cells.every((c) => c.field !== undefined)) {
      // A header row: its values are the next row's cells, column by column.
      const next = rows[r + 1];
      if (!next || next.length !== cells.length)
        problems.push(`row ${r + 1}: labels without a row of values`);
      cells.forEach((c, i) => put(c.field!, next?.[i], `row ${r + 1}`));
      r += 1;
      continue;
    }
    for (let c = 0; c < cells.length; c++) {
      const field = cells[c]!.field;
      if (field === undefined) continue;
      put(field, cells[c + 1], `row ${r + 1}`);
      c += 1;
    }
  }
  for (const label of ONCE_IN_SOURCE) {
    if ((html.match(label) ?? []).length > 1)
      problems.push(`${label.source} appears more than once in the page`);
  }

  const value = (field: Field) => values.get(field) ?? null;
  if (!seen.has('receiver') || !seen.has('amount')) return null;
  // Whatever the page holds twice, it decides nothing (domain's parsedReceipt drops it).
  return parsedReceipt(
    {
      payer: value('payer'),
      payerAccount: value('payerAccount'),
      receiver: value('receiver'),
      receiverAccount: value('receiverAccount'),
      amount: value('amount'),
      date: value('date'),
      status: value('status'),
      reference: value('reference'),
    },
    problems,
  );
}
