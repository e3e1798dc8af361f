import type { ResponseToolkit } from '@hapi/hapi';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { orderDocumentPdf } from '../services/invoices/read.ts';
import type { InvoicePdf } from '../services/invoices/read.ts';
import { exportInvoiceMonth, listInvoiceMonth } from '../services/invoices/month.ts';
import type { InvoiceMonthQuery } from '../services/invoices/month.ts';
import { confirmChapaRefund, refundOrder } from '../services/admin/refund.ts';

type Seller = components['schemas']['Seller'];

/** A PDF download: its file name, and never kept by a cache (it is one customer's). */
function pdf(h: ResponseToolkit, { fileName, content }: InvoicePdf) {
  return h
    .response(content)
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`);
}

/** Invoices and credit notes: the customer's downloads, the console's, and the seller's details. */
export const invoiceHandlers: HandlerMap = {
  async getMyOrderInvoice(request, h) {
    const { id } = request.params as { id: string };
    return pdf(h, await orderDocumentPdf(request.server.app.knex, id, 'INVOICE', currentUser(request).id));
  },

  async getMyOrderCreditNote(request, h) {
    const { id } = request.params as { id: string };
    return pdf(
      h,
      await orderDocumentPdf(request.server.app.knex, id, 'CREDIT_NOTE', currentUser(request).id),
    );
  },

  async adminGetOrderInvoice(request, h) {
    const { id } = request.params as { id: string };
    return pdf(h, await orderDocumentPdf(request.server.app.knex, id, 'INVOICE'));
  },

  async adminGetOrderCreditNote(request, h) {
    const { id } = request.params as { id: string };
    return pdf(h, await orderDocumentPdf(request.server.app.knex, id, 'CREDIT_NOTE'));
  },

  adminRefundOrder(request) {
    const { id } = request.params as { id: string };
    const { reason } = request.payload as { reason: string };
    const { knex, config } = request.server.app;
    return refundOrder(knex, config.chapa, config.appUrl, currentUser(request).id, id, reason);
  },

  adminConfirmChapaRefund(request) {
    const { id } = request.params as { id: string };
    const { chapaRefundReference } = request.payload as { chapaRefundReference: string };
    const { knex, config } = request.server.app;
    return confirmChapaRefund(knex, config.appUrl, currentUser(request).id, id, chapaRefundReference);
  },

  adminListInvoices(request) {
    return listInvoiceMonth(request.server.app.knex, request.query as unknown as InvoiceMonthQuery);
  },

  async adminExportInvoices(request, h) {
    const { month } = request.query as { month: string };
    return h
      .response(await exportInvoiceMonth(request.server.app.knex, month))
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="invoices-${month}.csv"`);
  },

  getSeller(request) {
    const { seller } = request.server.app.config.invoices;
    const body: Seller = seller ? { registered: true, ...seller } : { registered: false };
    return body;
  },
};
