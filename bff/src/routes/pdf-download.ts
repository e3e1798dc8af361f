import type { ResponseToolkit } from '@hapi/hapi';
import type { InvoicePdf } from '../services/invoices/read.ts';

/** A PDF download: its file name, and never kept by a cache (it is one customer's). */
export function pdf(h: ResponseToolkit, { fileName, content }: InvoicePdf) {
  return h
    .response(content)
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`);
}
