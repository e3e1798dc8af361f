/**
 * Issuing invoices and credit notes (issue 26), inside the transaction that makes an order paid
 * (or refunds it): the next number of the series, then the document, frozen as it is issued.
 *
 * Numbers: one `invoice_counters` row per series and year, and the row `#lock` (made by migration
 * 0040), which the issuing transaction locks first and holds until it ends: concurrent payments on
 * any number of instances queue on it, so no number is used twice, and a payment that rolls back
 * rolls its number back, so there are no gaps. Behind that lock a series' first row (a new year,
 * a new prefix) is inserted without racing anyone (two transactions inserting the same new row
 * would deadlock on MySQL).
 */
import { newId, normalizeRow, now, toDbJson } from '@shop/db';
import type { InvoiceRow, Json, OrderRow } from '@shop/db';
import { formatInvoiceNumber, invoiceFigures, invoiceSeries, invoiceYear } from '@shop/domain';
import type { InvoiceKind, InvoiceLine } from '@shop/domain';
import type { Locale } from '@shop/domain/locale';
import type { Knex } from 'knex';
import { invoiceConfig, SHOP_BRAND } from './config.ts';
import type { SellerDetails } from './config.ts';

export type DocumentPaymentMethod = 'TELEBIRR' | 'CBE' | 'CHAPA' | 'FREE';

/** What an issued document says, as frozen in `invoices.document`. */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** ISO time of issue. */
  issuedAt: string;
  locale: Locale;
  brand: string;
  /** null: the shop is not VAT-registered here, the document is a receipt. */
  seller: SellerDetails | null;
  buyer: {
    name: string;
    email: string;
    phone: string | null;
    companyName: string | null;
    tin: string | null;
  };
  order: {
    id: string;
    serviceName: string;
    type: string;
    days: number;
    renewal: boolean;
    coupon: string | null;
  };
  lines: InvoiceLine[];
  netSantim: number;
  vatSantim: number;
  grossSantim: number;
  payment: { method: DocumentPaymentMethod; reference: string | null; paidAt: string };
  /** A credit note's invoice and the refund's reason. */
  credits?: { invoiceNumber: string; reason: string };
}

/** The counter row every issuing transaction locks first (migration 0040 makes it). */
const LOCK_ROW = '#lock';

/**
 * Takes the next number of a series, holding the lock row until the caller's transaction ends.
 * (SQLite has one writer: its transactions are already one at a time.)
 */
async function takeNumber(trx: Knex, series: string): Promise<number> {
  const lock = () => trx('invoice_counters').where({ series: LOCK_ROW }).increment('next_number', 1);
  if ((await lock()) !== 1) {
    // Only a database emptied by hand (a test's reset) lacks it: made again, then locked.
    await trx('invoice_counters').insert({ series: LOCK_ROW, next_number: 0 }).onConflict('series').ignore();
    await lock();
  }
  const taken = await trx('invoice_counters').where({ series }).increment('next_number', 1);
  if (taken === 1) {
    const row = await trx('invoice_counters').where({ series }).first('next_number');
    return Number(row.next_number) - 1;
  }
  await trx('invoice_counters').insert({ series, next_number: 2 });
  return 1;
}

async function nextNumber(trx: Knex, kind: InvoiceKind, at: Date): Promise<string> {
  const { prefix } = invoiceConfig();
  const year = invoiceYear(at);
  const sequence = await takeNumber(trx, invoiceSeries(prefix, kind, year));
  return formatInvoiceNumber(prefix, kind, year, sequence);
}

async function insertDocument(
  trx: Knex,
  order: OrderRow,
  document: InvoiceDocument,
  creditsId: string | null,
) {
  const id = newId();
  await trx('invoices').insert({
    id,
    number: document.number,
    kind: document.kind,
    order_id: order.id,
    user_id: order.user_id,
    credits_invoice_id: creditsId,
    locale: document.locale,
    net_santim: document.netSantim,
    vat_santim: document.vatSantim,
    gross_santim: document.grossSantim,
    buyer_name: document.buyer.name,
    buyer_tin: document.buyer.tin,
    document: toDbJson(document),
    issued_at: new Date(document.issuedAt),
  });
  return id;
}

/**
 * Issues the invoice of an order that has just become paid, in the caller's transaction: the
 * buyer as their account reads now, the order's stored amounts, its payment. An order that has
 * one already keeps it (the unique order + kind would refuse a second anyway).
 */
export async function issueInvoice(trx: Knex, order: OrderRow): Promise<InvoiceRow> {
  const existing = normalizeRow(
    'invoices',
    await trx('invoices').where({ order_id: order.id, kind: 'INVOICE' }).first(),
  );
  if (existing) return existing;
  const user = normalizeRow('users', await trx('users').where({ id: order.user_id }).first());
  if (!user) throw new Error(`order ${order.id} has no customer`);
  const payment = await trx('payments').where({ success_order_id: order.id }).first('method', 'reference');
  const at = now();
  const figures = invoiceFigures({
    basePriceSantim: order.base_price_santim,
    extrasSantim: order.extras_santim,
    durationDiscountSantim: order.duration_discount_santim,
    subtotalSantim: order.subtotal_santim,
    couponDiscountSantim: order.coupon_discount_santim,
    vatSantim: order.vat_santim,
    totalSantim: order.total_santim,
  });
  const { seller } = invoiceConfig();
  const document: InvoiceDocument = {
    kind: 'INVOICE',
    number: await nextNumber(trx, 'INVOICE', at),
    issuedAt: at.toISOString(),
    locale: user.locale,
    brand: SHOP_BRAND,
    seller: seller ?? null,
    buyer: {
      name: user.company_name ?? user.username,
      email: user.email,
      phone: user.phone,
      companyName: user.company_name,
      tin: user.tin,
    },
    order: {
      id: order.id,
      serviceName: order.service_name,
      type: order.type,
      days: order.duration_days,
      renewal: order.renewal_of_service_id !== null,
      coupon: order.discount_code,
    },
    ...figures,
    payment: {
      method: payment ? (payment.method as DocumentPaymentMethod) : 'FREE',
      reference: payment ? String(payment.reference) : null,
      paidAt: (order.paid_at ?? at).toISOString(),
    },
  };
  const id = await insertDocument(trx, order, document, null);
  return normalizeRow('invoices', await trx('invoices').where({ id }).first())!;
}

/**
 * Issues the credit note of a refunded order in the caller's transaction: the invoice's own
 * figures and parties, in the credit notes' series, naming the invoice and the reason.
 */
export async function issueCreditNote(trx: Knex, order: OrderRow, reason: string): Promise<InvoiceRow> {
  // An order paid before invoices existed gets its invoice first.
  const invoice = await issueInvoice(trx, order);
  const original = documentOf(invoice);
  const at = now();
  const document: InvoiceDocument = {
    ...original,
    kind: 'CREDIT_NOTE',
    number: await nextNumber(trx, 'CREDIT_NOTE', at),
    issuedAt: at.toISOString(),
    credits: { invoiceNumber: invoice.number, reason },
  };
  const id = await insertDocument(trx, order, document, invoice.id);
  return normalizeRow('invoices', await trx('invoices').where({ id }).first())!;
}

export function documentOf(row: InvoiceRow): InvoiceDocument {
  return row.document as unknown as InvoiceDocument;
}

/** For the JSON column's type. */
export type FrozenDocument = Record<string, Json>;
