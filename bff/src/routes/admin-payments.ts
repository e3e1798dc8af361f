import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { listPayments } from '../services/admin/payments.ts';
import type { PaymentListQuery } from '../services/admin/payments.ts';
import { rejectPayment } from '../services/admin/reject-payment.ts';
import type { RejectPaymentRequest } from '../services/admin/reject-payment.ts';
import { paidOrderFulfilment } from '../services/fulfilment/auto-provision.ts';
import { markOrderPaid } from '../services/admin/mark-paid.ts';
import type { MarkPaidRequest } from '../services/admin/mark-paid.ts';
import { paged } from './paged.ts';

/** The console's Payments: the reported payments, and confirming or rejecting an order's payment. */
export const adminPaymentHandlers: HandlerMap = {
  async adminListPayments(request, h) {
    return paged(h, await listPayments(request.server.app.knex, request.query as PaymentListQuery));
  },

  adminMarkOrderPaid(request) {
    const { id } = request.params as { id: string };
    return markOrderPaid(
      request.server.app.knex,
      paidOrderFulfilment(request.server.app),
      currentUser(request).id,
      id,
      request.payload as MarkPaidRequest,
    );
  },

  adminRejectPayment(request) {
    const { id } = request.params as { id: string };
    const { knex, config } = request.server.app;
    return rejectPayment(
      knex,
      config.appUrl,
      currentUser(request).id,
      id,
      request.payload as RejectPaymentRequest,
    );
  },
};
