import type { HandlerMap } from '../plugins/contract.ts';
import { exportInvoiceMonth, listInvoiceMonth } from '../services/invoices/month.ts';
import type { InvoiceMonthQuery } from '../services/invoices/month.ts';
import { orderDocumentPdf } from '../services/invoices/read.ts';
import { pdf } from './pdf-download.ts';

/** The console's Invoices: a month's invoices and credit notes, their export, and an order's documents. */
export const adminInvoiceHandlers: HandlerMap = {
  async adminGetOrderInvoice(request, h) {
    const { id } = request.params as { id: string };
    return pdf(h, await orderDocumentPdf(request.server.app.knex, id, 'INVOICE'));
  },

  async adminGetOrderCreditNote(request, h) {
    const { id } = request.params as { id: string };
    return pdf(h, await orderDocumentPdf(request.server.app.knex, id, 'CREDIT_NOTE'));
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
};
