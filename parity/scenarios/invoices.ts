import { invoiceMonth, invoiceYear, SERVER_MESSAGES } from '@shop/domain';
import { MOCK_REFUND_UNKNOWN_ORDER } from '../../frontend/src/mocks/fixtures';
import type { Scenario } from '../harness/types';
import { ORDERS, PAID_WITHOUT_SERVICE, UNKNOWN_ID } from './fixtures';

const SELLER = {
  legalName: 'Abay Cloud Technologies PLC',
  address: 'Bole, Addis Ababa',
  tin: '0012345678',
  vatNumber: 'VAT-77120',
};

const markPaid = (orderId: string) => ({
  as: 'admin' as const,
  request: {
    method: 'POST' as const,
    path: `/admin/orders/${orderId}/mark-paid`,
    body: { paymentMethod: 'CBE', paymentReference: 'FT26INVOICE1', paidBy: 'Abebe Kebede' },
  },
});

const PDF = { 'content-type': 'application/pdf' };

/** The month of invoices issued now, as the console asks for it. */
const THIS_MONTH = invoiceMonth(new Date());

const confirmRefund = (orderId: string) => ({
  as: 'admin' as const,
  request: {
    method: 'POST' as const,
    path: `/admin/orders/${orderId}/refund/confirm`,
    body: { chapaRefundReference: 'RF-1234567' },
  },
});
const refund = (orderId: string) => ({
  as: 'admin' as const,
  request: {
    method: 'POST' as const,
    path: `/admin/orders/${orderId}/refund`,
    body: { reason: 'Duplicate order' },
  },
});

export const invoiceScenarios: Scenario[] = [
  // ---- the buyer's company and TIN ----------------------------------------------------------------
  {
    name: 'a customer adds a company name and a TIN to their invoices',
    as: 'customerA',
    request: {
      method: 'PATCH',
      path: '/auth/me',
      body: { companyName: ' Selam Trading ', tin: '0098-765-432' },
    },
    expect: { status: 200, fields: { companyName: 'Selam Trading', tin: '0098765432' } },
    same: [''],
  },
  {
    name: 'a TIN that is not 10 digits is refused',
    as: 'customerA',
    request: { method: 'PATCH', path: '/auth/me', body: { tin: '12345' } },
    expect: { status: 400, message: SERVER_MESSAGES.tinInvalid },
    same: ['message'],
  },
  // ---- downloads ------------------------------------------------------------------------------------
  {
    name: 'the invoice of an order paid now is a PDF named after its number',
    before: [markPaid(ORDERS.aUnpaid)],
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aUnpaid}/invoice` },
    expect: {
      status: 200,
      headers: {
        ...PDF,
        'content-disposition': `attachment; filename="INV-${invoiceYear(new Date())}-000001.pdf"`,
      },
    },
  },
  {
    name: 'an order paid before invoices existed gets its invoice at its first download',
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aPaid}/invoice` },
    expect: { status: 200, headers: PDF },
  },
  {
    name: 'an unpaid order has no invoice yet',
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aUnpaid}/invoice` },
    expect: { status: 409, message: SERVER_MESSAGES.invoiceNotIssued },
    same: ['message'],
  },
  {
    name: "another customer's invoice is not found",
    as: 'customerB',
    request: { method: 'GET', path: `/orders/${ORDERS.aPaid}/invoice` },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
    same: ['message'],
  },
  {
    name: 'a paid order that was not refunded has no credit note',
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aPaid}/credit-note` },
    expect: { status: 409, message: SERVER_MESSAGES.creditNoteNotIssued },
    same: ['message'],
  },
  {
    name: "another customer's credit note is not found",
    as: 'customerB',
    request: { method: 'GET', path: `/orders/${ORDERS.aPaid}/credit-note` },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
    same: ['message'],
  },
  {
    name: "the console downloads any paid order's invoice",
    as: 'admin',
    request: { method: 'GET', path: `/admin/orders/${PAID_WITHOUT_SERVICE}/invoice` },
    expect: { status: 200, headers: PDF },
  },
  {
    name: 'the console finds no invoice of an unknown order',
    as: 'admin',
    request: { method: 'GET', path: `/admin/orders/${UNKNOWN_ID}/invoice` },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
    same: ['message'],
  },
  {
    name: 'the console finds no credit note of an order not refunded',
    as: 'admin',
    request: { method: 'GET', path: `/admin/orders/${PAID_WITHOUT_SERVICE}/credit-note` },
    expect: { status: 409, message: SERVER_MESSAGES.creditNoteNotIssued },
    same: ['message'],
  },
  {
    name: 'a customer cannot use the console’s credit-note download',
    as: 'customerA',
    request: { method: 'GET', path: `/admin/orders/${ORDERS.aPaid}/credit-note` },
    expect: { status: 403 },
    same: ['message'],
  },
  // ---- refunds and credit notes ----------------------------------------------------------------
  {
    name: 'an admin refunds a paid order: REFUNDED, with a credit note in its own series',
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/orders/${ORDERS.aPaid}/refund`,
      body: { reason: 'Duplicate order' },
    },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.orderRefunded,
      fields: { creditNoteNumber: `INV-CN-${invoiceYear(new Date())}-000001`, 'order.status': 'REFUNDED' },
    },
    same: ['message', 'creditNoteNumber', 'order.id', 'order.status', 'order.paid'],
  },
  {
    name: 'a refunded order is not refunded twice',
    before: [refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'POST', path: `/admin/orders/${ORDERS.aPaid}/refund`, body: { reason: 'Again' } },
    expect: { status: 409, message: SERVER_MESSAGES.orderNotRefundable },
    same: ['message'],
  },
  {
    name: 'an unpaid order cannot be refunded',
    as: 'admin',
    request: { method: 'POST', path: `/admin/orders/${ORDERS.aUnpaid}/refund`, body: { reason: 'No' } },
    expect: { status: 409, message: SERVER_MESSAGES.orderNotRefundable },
    same: ['message'],
  },
  {
    name: 'a refund needs a reason that is not blank',
    as: 'admin',
    request: { method: 'POST', path: `/admin/orders/${ORDERS.aPaid}/refund`, body: { reason: '   ' } },
    expect: { status: 400, message: SERVER_MESSAGES.refundReasonEmpty },
    same: ['message'],
  },
  // ---- "Chapa refunded it: finish here" (issue 34) -----------------------------------------------
  {
    name: 'an admin finishes a refund whose outcome was unknown with the reference Chapa shows',
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/orders/${MOCK_REFUND_UNKNOWN_ORDER}/refund/confirm`,
      body: { chapaRefundReference: ' RF-1234567 ' },
    },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.orderRefunded,
      fields: { creditNoteNumber: `INV-CN-${invoiceYear(new Date())}-000001`, 'order.status': 'REFUNDED' },
    },
    same: ['message', 'creditNoteNumber', 'order.id', 'order.status', 'order.paid'],
  },
  {
    name: 'a refund finished with its reference is not finished twice',
    before: [confirmRefund(MOCK_REFUND_UNKNOWN_ORDER)],
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/orders/${MOCK_REFUND_UNKNOWN_ORDER}/refund/confirm`,
      body: { chapaRefundReference: 'RF-1234567' },
    },
    expect: { status: 409, message: SERVER_MESSAGES.refundNotAwaitingConfirmation },
    same: ['message'],
  },
  {
    name: 'an order with no refund waiting for a reference cannot be finished (409)',
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/orders/${ORDERS.aUnpaid}/refund/confirm`,
      body: { chapaRefundReference: 'RF-1' },
    },
    expect: { status: 409, message: SERVER_MESSAGES.refundNotAwaitingConfirmation },
    same: ['message'],
  },
  {
    name: "finishing a refund needs Chapa's reference, in its characters (400)",
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/orders/${MOCK_REFUND_UNKNOWN_ORDER}/refund/confirm`,
      body: { chapaRefundReference: 'RF 1; drop' },
    },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'finishing the refund of an unknown order answers 404',
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/orders/${UNKNOWN_ID}/refund/confirm`,
      body: { chapaRefundReference: 'RF-1' },
    },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
    same: ['message'],
  },
  {
    name: 'a customer cannot finish a refund (403)',
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/admin/orders/${MOCK_REFUND_UNKNOWN_ORDER}/refund/confirm`,
      body: { chapaRefundReference: 'RF-1' },
    },
    expect: { status: 403 },
    same: ['message'],
  },
  {
    name: "the customer downloads a refunded order's credit note",
    before: [refund(ORDERS.aPaid)],
    as: 'customerA',
    request: { method: 'GET', path: `/orders/${ORDERS.aPaid}/credit-note` },
    expect: {
      status: 200,
      headers: {
        ...PDF,
        'content-disposition': `attachment; filename="INV-CN-${invoiceYear(new Date())}-000001.pdf"`,
      },
    },
  },
  {
    name: "the console downloads a refunded order's credit note",
    before: [refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'GET', path: `/admin/orders/${ORDERS.aPaid}/credit-note` },
    expect: { status: 200, headers: PDF },
  },
  // ---- the month's figures ------------------------------------------------------------------------
  {
    name: "the console lists the month's invoices and credit notes with totals net of the credit notes",
    before: [markPaid(ORDERS.aUnpaid), refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'GET', path: `/admin/invoices?month=${THIS_MONTH}` },
    expect: {
      status: 200,
      fields: { 'items.length': 3, 'items.2.kind': 'CREDIT_NOTE', 'totals.count': 3, month: THIS_MONTH },
    },
    same: [
      'totals',
      'items.0.number',
      'items.1.number',
      'items.2.number',
      'items.2.grossPrice',
      'items.0.buyerName',
    ],
  },
  {
    name: 'the month list keeps the credit notes alone when asked',
    before: [refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'GET', path: `/admin/invoices?month=${THIS_MONTH}&kind=CREDIT_NOTE` },
    expect: { status: 200, fields: { 'items.length': 1, 'totals.count': 1 } },
    same: ['totals', 'items.0.number'],
  },
  {
    name: 'the month list refuses a month not written YYYY-MM',
    as: 'admin',
    request: { method: 'GET', path: '/admin/invoices?month=2026-13' },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: "the month's export is a CSV of the same documents",
    before: [markPaid(ORDERS.aUnpaid), refund(ORDERS.aPaid)],
    as: 'admin',
    request: { method: 'GET', path: `/admin/invoices/export?month=${THIS_MONTH}` },
    expect: {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="invoices-${THIS_MONTH}.csv"`,
      },
    },
    same: [''],
  },
  {
    name: 'a customer cannot export the invoices',
    as: 'customerA',
    request: { method: 'GET', path: `/admin/invoices/export?month=${THIS_MONTH}` },
    expect: { status: 403 },
    same: ['message'],
  },
  // ---- the seller on the website ----------------------------------------------------------------
  {
    name: 'the website shows the seller’s registration when it is configured',
    settings: { seller: SELLER },
    as: 'anonymous',
    request: { method: 'GET', path: '/seller' },
    expect: { status: 200, fields: { registered: true, tin: SELLER.tin, vatNumber: SELLER.vatNumber } },
    same: [''],
  },
  {
    name: 'without seller settings the website shows no registration',
    as: 'anonymous',
    request: { method: 'GET', path: '/seller' },
    expect: { status: 200, fields: { registered: false } },
    same: [''],
  },
];
