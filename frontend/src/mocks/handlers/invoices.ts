import {
  invoiceCsv,
  invoiceMatches,
  invoiceMonthList,
  invoiceMonthRange,
  monthOrder,
  isUnpaidOrder,
  REFUND_ATTEMPT_LEASE_MS,
  refundRefusal,
  SERVER_MESSAGES,
  type InvoiceKind,
  type MonthListDocument,
} from '@shop/domain';
import { HttpResponse } from 'msw';
import type { MockInvoice, MockOrder, MockPayment, MockUser } from '../db';
import { apiError, authenticate, authenticateAdmin, http } from '../http';
import { issueMockCreditNote, issueMockInvoice, mockInvoiceOf, mockInvoicePdf } from '../invoices';
import { db, mockSettings } from '../state';
import { toAdminOrder } from '../views';

/**
 * The shop's part of a refund, as the BFF's finishRefund: cancelled (stored CANCELLED and paid by
 * the BFF, which answers it REFUNDED: domain's apiOrderStatus), its open renewals cancelled, its
 * service terminated (its driver destroys it), a credit note.
 */
function finishMockRefund(order: MockOrder): Response {
  const refusal = refundRefusal({ ...order, refundDue: null });
  if (refusal) return apiError(409, SERVER_MESSAGES[refusal]);
  order.status = 'REFUNDED';
  order.updatedAt = new Date().toISOString();
  const service = db.services.find((s) => s.orderId === order.id);
  if (service)
    for (const renewal of db.orders)
      if (renewal.renewalOfServiceId === service.id && isUnpaidOrder(renewal)) {
        renewal.status = 'CANCELLED';
        renewal.updatedAt = order.updatedAt;
        // A transfer reported on it is owed back: "Paid after cancellation: refund due".
        const report = openReportOf(renewal);
        if (report) renewal.refundDue = report.amount;
      }
  if (service && !service.terminatedAt) {
    service.status = 'EXPIRED';
    service.terminatedAt = order.updatedAt;
    service.currentStatus = 'terminated';
  }
  const note = issueMockCreditNote(issueMockInvoice(order));
  return HttpResponse.json({
    message: SERVER_MESSAGES.orderRefunded,
    order: toAdminOrder(order),
    creditNoteNumber: note.number,
  });
}

function openReportOf(order: MockOrder): MockPayment | undefined {
  return db.payments.find((p) => p.orderId === order.id && p.status === 'PENDING');
}

/**
 * As the BFF's refundLatePayment: money paid after the cancellation goes back (Chapa's, or a
 * transfer by hand, its report closed with the reason); the order stays cancelled, no credit note.
 */
function finishMockLateRefund(order: MockOrder, reason: string): Response {
  order.refundDue = null;
  order.updatedAt = new Date().toISOString();
  const report = openReportOf(order);
  if (report) {
    report.status = 'FAILED';
    report.rejection = { reason, rejectedAt: order.updatedAt };
  }
  return HttpResponse.json({
    message: SERVER_MESSAGES.latePaymentRefunded,
    order: toAdminOrder(order),
    creditNoteNumber: null,
  });
}

/** As the BFF's orderDocumentPdf: 404 unknown or someone else's, 409 unpaid or not refunded. */
function documentAnswer(orderId: string, kind: InvoiceKind, owner?: MockUser): Response {
  const order = db.orders.find((o) => o.id === orderId && (owner === undefined || o.userId === owner.id));
  if (!order) return apiError(404, SERVER_MESSAGES.orderNotFound);
  let document = mockInvoiceOf(order.id, kind);
  if (!document && kind === 'INVOICE') {
    if (!order.paid) return apiError(409, SERVER_MESSAGES.invoiceNotIssued);
    document = issueMockInvoice(order);
  }
  if (!document) return apiError(409, SERVER_MESSAGES.creditNoteNotIssued);
  return new HttpResponse(mockInvoicePdf(document.number), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.number}.pdf"`,
    },
  });
}

/** The month's documents in the BFF's order (domain's monthOrder): invoices, then credit notes. */
function monthDocuments(month: string): MockInvoice[] {
  const { from, to } = invoiceMonthRange(month);
  return monthOrder(db.invoices.filter((i) => new Date(i.issuedAt) >= from && new Date(i.issuedAt) < to));
}

function toMonthDocument(d: MockInvoice): MonthListDocument {
  return { ...d, issuedAt: new Date(d.issuedAt) };
}

/** Invoices and credit notes: downloads (a small static PDF each) and the seller's details. */
export const invoiceHandlers = [
  http.get('/orders/{id}/invoice', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response.untyped(documentAnswer(params.id, 'INVOICE', user));
  }),

  http.get('/orders/{id}/credit-note', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response.untyped(documentAnswer(params.id, 'CREDIT_NOTE', user));
  }),

  http.get('/admin/orders/{id}/invoice', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    return response.untyped(documentAnswer(params.id, 'INVOICE'));
  }),

  http.get('/admin/orders/{id}/credit-note', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    return response.untyped(documentAnswer(params.id, 'CREDIT_NOTE'));
  }),

  http.post('/admin/orders/{id}/refund', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const reason = (await request.json()).reason.trim();
    if (reason === '') return response.untyped(apiError(400, SERVER_MESSAGES.refundReasonEmpty));
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    if (order.refundDue != null) return response.untyped(finishMockLateRefund(order, reason));
    return response.untyped(finishMockRefund(order));
  }),

  // "Chapa refunded it: finish here", as the BFF's confirmChapaRefund.
  http.post('/admin/orders/{id}/refund/confirm', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const reference = (await request.json()).chapaRefundReference.trim();
    const order = db.orders.find((o) => o.id === params.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const refund = db.refundRequests.find((r) => r.orderId === order.id);
    if (refund?.status === 'REQUESTED') {
      const underWay =
        refund.attemptStartedAt !== null &&
        Date.now() - Date.parse(refund.attemptStartedAt) < REFUND_ATTEMPT_LEASE_MS;
      if (underWay) return response.untyped(apiError(409, SERVER_MESSAGES.refundInProgress));
      refund.status = 'ACCEPTED';
      refund.chapaRefundRef = reference;
    } else if (refund?.status !== 'ACCEPTED') {
      return response.untyped(apiError(409, SERVER_MESSAGES.refundNotAwaitingConfirmation));
    }
    const answer =
      order.refundDue != null ? finishMockLateRefund(order, refund.reason) : finishMockRefund(order);
    if (answer.status === 200) refund.status = 'COMPLETED';
    return response.untyped(answer);
  }),

  http.get('/admin/invoices', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const month = query.get('month')!;
    const kind = query.get('kind') as InvoiceKind | null;
    const documents = monthDocuments(month).filter(
      (d) => (kind === null || d.kind === kind) && invoiceMatches(d, query.get('search') ?? ''),
    );
    return response(200).json(invoiceMonthList(month, documents.map(toMonthDocument)));
  }),

  http.get('/admin/invoices/export', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const month = query.get('month')!;
    const csv = invoiceCsv(monthDocuments(month).map(toMonthDocument));
    return response.untyped(
      new HttpResponse(csv, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="invoices-${month}.csv"`,
        },
      }),
    );
  }),

  http.get('/seller', ({ response }) => {
    const { seller } = mockSettings;
    return response(200).json(seller ? { registered: true, ...seller } : { registered: false });
  }),
];
