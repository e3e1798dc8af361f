/**
 * The mock backend's invoices and credit notes, issued as the BFF issues them (bff/src/services/
 * invoices): a number from the series of the prefix INV, the kind and the year of Addis Ababa, no
 * gap, never twice; the buyer and the amounts frozen. The PDF itself is a small static document:
 * the screens only link to it.
 */
import {
  DEFAULT_INVOICE_PREFIX,
  etbToSantim,
  formatInvoiceNumber,
  invoiceSeries,
  invoiceYear,
  type InvoiceKind,
} from '@shop/domain';
import type { MockInvoice, MockOrder } from './db';
import { db, newId } from './state';

function nextNumber(kind: InvoiceKind, at: Date): string {
  const year = invoiceYear(at);
  const series = `${invoiceSeries(DEFAULT_INVOICE_PREFIX, kind, year)}-`;
  const taken = db.invoices.filter((i) => i.number.startsWith(series)).length;
  return formatInvoiceNumber(DEFAULT_INVOICE_PREFIX, kind, year, taken + 1);
}

export function mockInvoiceOf(orderId: string, kind: InvoiceKind): MockInvoice | undefined {
  return db.invoices.find((i) => i.orderId === orderId && i.kind === kind);
}

/** The invoice of an order that has just become paid (or an old paid one, at its first download). */
export function issueMockInvoice(order: MockOrder): MockInvoice {
  const existing = mockInvoiceOf(order.id, 'INVOICE');
  if (existing) return existing;
  const user = db.users.find((u) => u.id === order.userId);
  const at = new Date();
  const gross = etbToSantim(order.pricing.totalPrice);
  const vat = etbToSantim(order.pricing.vat);
  const invoice: MockInvoice = {
    id: newId('invoice'),
    number: nextNumber('INVOICE', at),
    kind: 'INVOICE',
    orderId: order.id,
    userId: order.userId,
    issuedAt: at.toISOString(),
    buyerName: user?.companyName ?? user?.username ?? '',
    buyerTin: user?.tin ?? null,
    netSantim: gross - vat,
    vatSantim: vat,
    grossSantim: gross,
  };
  db.invoices.push(invoice);
  return invoice;
}

/** The credit note of a refunded order: the invoice's figures, in the credit notes' series. */
export function issueMockCreditNote(invoice: MockInvoice): MockInvoice {
  const at = new Date();
  const note: MockInvoice = {
    ...invoice,
    id: newId('invoice'),
    kind: 'CREDIT_NOTE',
    number: nextNumber('CREDIT_NOTE', at),
    issuedAt: at.toISOString(),
  };
  db.invoices.push(note);
  return note;
}

/** A one-page PDF that says which document it stands for (the mocks do not typeset invoices). */
export function mockInvoicePdf(number: string): Uint8Array {
  const text = `(${number} - mock document) Tj`;
  const stream = `BT /F1 18 Tf 72 760 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
