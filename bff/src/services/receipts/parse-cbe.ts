/**
 * Reading a CBE receipt (a PDF) by its structure, as payments.md describes it: label and value
 * pairs whose text extraction puts them on one line (`Receiver ABAY CLOUD`) or on two (the label,
 * then its value); the `Account` after `Payer` is the payer's, after `Receiver` the receiver's.
 *
 * Unambiguous or nothing (issue 34): a label found twice (a third `Account`), an `Account` that
 * follows no party, or a label whose value is missing or is itself a label makes the receipt
 * unreadable (`unreadable`, its deciding fields null): RECEIPT_INCOMPLETE for the admin, never
 * VERIFIED. A value is only ever read for its own label, so payer-supplied text (payer name,
 * reason) never fills a receiver, amount or date. Not a receipt (an HTML page, a PDF without a
 * receiver and an amount): null.
 */
import { parsedReceipt } from '@shop/domain';
import type { ParsedReceipt } from '@shop/domain';
import { extractText } from 'unpdf';

type Field = 'payer' | 'account' | 'receiver' | 'date' | 'reference' | 'reason' | 'amount' | 'other';

/** Longest first, so `Payment Date & Time` wins over `Payment Date` and `Payer`. */
const LABELS: readonly [string, Field][] = [
  ['total amount debited from customers account', 'other'],
  ["total amount debited from customer's account", 'other'],
  ['reference no. (vat invoice no)', 'reference'],
  ['commission or service charge', 'other'],
  ['reason / type of service', 'reason'],
  ['15% vat on commission', 'other'],
  ['payment date & time', 'date'],
  ['transferred amount', 'amount'],
  ['payment date', 'date'],
  ['reference no', 'reference'],
  ['receiver', 'receiver'],
  ['account', 'account'],
  ['reason', 'reason'],
  ['payer', 'payer'],
];

function labelOf(line: string): { field: Field; label: string; rest: string } | undefined {
  const lower = line.toLowerCase();
  for (const [label, field] of LABELS) {
    if (!lower.startsWith(label)) continue;
    const after = line.slice(label.length);
    // A whole label only: `Payer` is not the start of `Payers`.
    if (after !== '' && !/^[\s:.]/.test(after)) continue;
    return { field, label, rest: after.replace(/^[\s:.]+/, '').trim() };
  }
  return undefined;
}

/** The receipt's fields from its extracted text; null when it does not look like a receipt. */
export function parseCbeReceiptText(text: string): ParsedReceipt | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '');
  type Key = Exclude<Field, 'account'> | 'payerAccount' | 'receiverAccount';
  const found = new Map<Key, string>();
  const seen = new Set<string>();
  const problems: string[] = [];
  let lastParty: 'payer' | 'receiver' | undefined;
  for (let i = 0; i < lines.length; i++) {
    const label = labelOf(lines[i]!);
    if (!label) continue;
    let value = label.rest;
    if (value === '') {
      const next = lines[i + 1];
      if (next !== undefined && !labelOf(next)) {
        value = next;
        i += 1;
      }
    }
    let key: Key;
    if (label.field === 'account') {
      if (!lastParty) {
        problems.push(`line ${i + 1}: an account that follows no party`);
        continue;
      }
      key = lastParty === 'payer' ? 'payerAccount' : 'receiverAccount';
      lastParty = undefined;
    } else {
      key = label.field === 'other' ? 'other' : label.field;
      lastParty = label.field === 'payer' || label.field === 'receiver' ? label.field : undefined;
    }
    const name = key === 'other' ? label.label : key;
    if (seen.has(name)) {
      problems.push(`${name} appears twice`);
      continue;
    }
    seen.add(name);
    if (value === '') {
      problems.push(`line ${i + 1}: no value beside ${label.label}`);
      continue;
    }
    if (key !== 'other') found.set(key, value);
  }
  if (!seen.has('receiver') || !seen.has('amount')) return null;
  const value = (key: Key) => found.get(key) ?? null;
  // Whatever the receipt holds twice, it decides nothing (domain's parsedReceipt drops it).
  return parsedReceipt(
    {
      payer: value('payer'),
      payerAccount: value('payerAccount'),
      receiver: value('receiver'),
      receiverAccount: value('receiverAccount'),
      amount: value('amount'),
      date: value('date'),
      status: null,
      reference: value('reference')?.split(/\s/)[0] ?? null,
    },
    problems,
  );
}

/** The receipt in a CBE answer's bytes; null for anything that is not a PDF receipt. */
export async function parseCbeReceipt(body: Uint8Array): Promise<ParsedReceipt | null> {
  if (Buffer.from(body.subarray(0, 5)).toString('latin1') !== '%PDF-') return null;
  let text: string;
  try {
    ({ text } = await extractText(new Uint8Array(body), { mergePages: true }));
  } catch {
    return null;
  }
  return parseCbeReceiptText(text);
}
