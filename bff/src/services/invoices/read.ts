/**
 * Reading issued documents: a customer's invoice or credit note of one of their orders (another
 * customer's order is not found, like an unknown one), an admin's of any order, and the mail's
 * attachment. A paid order from before invoices existed gets its invoice on its first download.
 */
import Boom from '@hapi/boom';
import { isUniqueViolation, lockForUpdate, normalizeRow } from '@shop/db';
import type { InvoiceRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import type { InvoiceKind } from '@shop/domain';
import type { Knex } from 'knex';
import type { MailAttachment } from '../../mail/index.ts';
import { documentOf, issueInvoice } from './issue.ts';
import { invoiceFileName, renderInvoicePdf } from './pdf.ts';

export interface InvoicePdf {
  fileName: string;
  content: Buffer;
}

async function findDocument(knex: Knex, orderId: string, kind: InvoiceKind): Promise<InvoiceRow | undefined> {
  return normalizeRow('invoices', await knex('invoices').where({ order_id: orderId, kind }).first());
}

/** The invoice of a paid order that has none (paid before invoices were issued): issued now, once. */
async function issueLate(knex: Knex, orderId: string): Promise<InvoiceRow> {
  try {
    return await knex.transaction(async (trx) => {
      const query = trx('orders').where({ id: orderId }).first();
      lockForUpdate(query);
      const order = normalizeRow('orders', await query)!;
      return issueInvoice(trx, order);
    });
  } catch (err) {
    // A concurrent download issued it first.
    if (!isUniqueViolation(err)) throw err;
    return (await findDocument(knex, orderId, 'INVOICE'))!;
  }
}

/**
 * The document of an order as a PDF: 404 when the order is unknown or (with `ownerId`) someone
 * else's; 409 when an invoice is asked of an unpaid order or a credit note of one not refunded.
 */
export async function orderDocumentPdf(
  knex: Knex,
  orderId: string,
  kind: InvoiceKind,
  ownerId?: string,
): Promise<InvoicePdf> {
  const order = normalizeRow(
    'orders',
    await knex('orders').where({ id: orderId }).first('id', 'user_id', 'paid'),
  );
  if (!order || (ownerId !== undefined && order.user_id !== ownerId))
    throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
  let row = await findDocument(knex, orderId, kind);
  if (!row && kind === 'INVOICE') {
    if (!order.paid) throw Boom.conflict(SERVER_MESSAGES.invoiceNotIssued);
    row = await issueLate(knex, orderId);
  }
  if (!row) throw Boom.conflict(SERVER_MESSAGES.creditNoteNotIssued);
  const document = documentOf(row);
  return { fileName: invoiceFileName(document), content: await renderInvoicePdf(document) };
}

/** The PDF a mail attaches; undefined when the invoice does not exist. */
export async function invoiceAttachment(knex: Knex, invoiceId: string): Promise<MailAttachment | undefined> {
  const row = normalizeRow('invoices', await knex('invoices').where({ id: invoiceId }).first());
  if (!row) return undefined;
  const document = documentOf(row);
  return {
    filename: invoiceFileName(document),
    content: await renderInvoicePdf(document),
    contentType: 'application/pdf',
  };
}
