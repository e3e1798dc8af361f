import type { components } from '@shop/domain/generated/api-types.gen';
import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { orderDocumentPdf } from '../services/invoices/read.ts';
import { pdf } from './pdf-download.ts';

type Seller = components['schemas']['Seller'];

/** The customer's invoice and credit note downloads, and the seller's details. */
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

  getSeller(request) {
    const { seller } = request.server.app.config.invoices;
    const body: Seller = seller ? { registered: true, ...seller } : { registered: false };
    return body;
  },
};
