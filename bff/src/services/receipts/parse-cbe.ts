/**
 * Reading a CBE receipt (a PDF) as payments.md describes it: label and value pairs whose text
 * extraction may put them on one line or on two. Tolerant: a label's value is the rest of its
 * line, else the next line (unless that is a label itself); the first `Account` after `Payer` is
 * the payer's, after `Receiver` the receiver's. Not a receipt (an HTML page, a PDF without a
 * receiver and an amount): null.
 */
import { parseReceiptAmount, parseReceiptDate } from '@shop/domain';
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

function labelOf(line: string): { field: Field; rest: string } | undefined {
  const lower = line.toLowerCase();
  for (const [label, field] of LABELS) {
    if (!lower.startsWith(label)) continue;
    const after = line.slice(label.length);
    // A whole label only: `Payer` is not the start of `Payers`.
    if (after !== '' && !/^[\s:.]/.test(after)) continue;
    return { field, rest: after.replace(/^[\s:.]+/, '').trim() };
  }
  return undefined;
}

/** The receipt's fields from its extracted text; null when it does not look like a receipt. */
export function parseCbeReceiptText(text: string): ParsedReceipt | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '');
  const found: Partial<Record<Exclude<Field, 'account' | 'other'>, string>> & {
    payerAccount?: string;
    receiverAccount?: string;
  } = {};
  let lastParty: 'payer' | 'receiver' | undefined;
  for (let i = 0; i < lines.length; i++) {
    const label = labelOf(lines[i]!);
    if (!label) continue;
    let value = label.rest;
    if (value === '' && i + 1 < lines.length && !labelOf(lines[i + 1]!)) value = lines[++i]!;
    if (value === '') continue;
    if (label.field === 'other') continue;
    if (label.field === 'account') {
      if (lastParty === 'payer') found.payerAccount ??= value;
      else if (lastParty === 'receiver') found.receiverAccount ??= value;
      continue;
    }
    if (label.field === 'payer' || label.field === 'receiver') lastParty = label.field;
    found[label.field] ??= value;
  }
  if (found.receiver === undefined || found.amount === undefined) return null;
  return {
    payer: found.payer ?? null,
    payerAccount: found.payerAccount ?? null,
    receiver: found.receiver,
    receiverAccount: found.receiverAccount ?? null,
    amountSantim: parseReceiptAmount(found.amount),
    paidAt: parseReceiptDate(found.date),
    status: null,
    reference: found.reference?.split(/\s/)[0]?.toUpperCase() ?? null,
  };
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
