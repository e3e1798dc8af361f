import type { components } from '@shop/domain/generated/api-types.gen';
import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { automationOf } from '../services/fulfilment/auto-provision.ts';
import { recordPayment } from '../services/payments/report.ts';
import type { RecordPaymentRequest } from '../services/payments/report.ts';
import { paymentInstructions } from './payment-instructions.ts';

type PaymentAccounts = components['schemas']['PaymentAccounts'];

/** Paying by transfer: the accounts to send it to, and the customer's report of a transfer made. */
export const receiptHandlers: HandlerMap = {
  async getPaymentAccounts(request) {
    const { knex, config } = request.server.app;
    const { chapa } = config;
    const { accounts } = await paymentInstructions(knex, config);
    const body: PaymentAccounts = {
      chapa: chapa !== undefined,
      automation: automationOf(request.server.app.config),
      cbe: accounts.cbe,
      telebirr: accounts.telebirr,
    };
    return body;
  },

  async recordPayment(request, h) {
    const { id: userId } = currentUser(request);
    const { id: orderId } = request.params as { id: string };
    const body = await recordPayment(
      request.server.app.knex,
      userId,
      orderId,
      request.payload as RecordPaymentRequest,
      { verifyReceipt: request.server.app.config.receipts.enabled },
    );
    return h.response(body).code(201);
  },
};
