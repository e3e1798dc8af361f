import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { createGameOrder, createKvmOrder, idempotencyOf } from '../services/orders/index.ts';
import { verifyOrderAttempts } from '../services/chapa/verify.ts';
import { automationOf, paidOrderFulfilment } from '../services/fulfilment/auto-provision.ts';
import { getMyOrderStatus } from '../services/orders/status.ts';
import { listMyOrders } from '../services/orders/list.ts';
import type { MyOrdersQuery } from '../services/orders/list.ts';
import type { CreateGameOrderRequest, CreateKvmOrderRequest } from '../services/orders/index.ts';
import { recordPayment } from '../services/payments/report.ts';
import type { RecordPaymentRequest } from '../services/payments/report.ts';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { AppConfig } from '../config.ts';
import type { PaymentInstructions } from '../services/notifications/customer-notices.ts';
import { effectiveSettings } from '../services/settings/effective.ts';
import type { Knex } from 'knex';

type PaymentAccounts = components['schemas']['PaymentAccounts'];

/** The payment instructions a new order's mail gives: the accounts GET /payment-accounts shows. */
async function paymentInstructions(knex: Knex, config: AppConfig): Promise<PaymentInstructions> {
  const settings = await effectiveSettings(knex, config);
  return {
    appUrl: config.appUrl,
    accounts: {
      cbe: { accountNumber: settings.cbeAccount, accountName: settings.cbeAccountName },
      telebirr: { phoneNumber: settings.telebirrNumber, accountName: settings.telebirrName },
      online: config.chapa !== undefined,
    },
  };
}

/** The Idempotency-Key header of an order creation (hapi lower-cases header names). */
function idempotencyHeader(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  return value === undefined ? undefined : String(value);
}

export const orderHandlers: HandlerMap = {
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

  async listMyOrders(request, h) {
    const query = request.query as MyOrdersQuery;
    const { rows, total } = await listMyOrders(request.server.app.knex, currentUser(request).id, query);
    return h.response(rows).header('X-Total-Count', String(total));
  },

  async getMyOrder(request) {
    const { id } = request.params as { id: string };
    const { knex, config } = request.server.app;
    const userId = currentUser(request).id;
    // Back from Chapa's checkout: an online payment still pending is verified first.
    await verifyOrderAttempts(knex, config.chapa, paidOrderFulfilment(request.server.app), userId, id);
    return getMyOrderStatus(knex, automationOf(config), userId, id);
  },

  async createKvmOrder(request, h) {
    const { id: userId } = currentUser(request);
    const order = await createKvmOrder(
      request.server.app.knex,
      paidOrderFulfilment(request.server.app),
      userId,
      request.payload as CreateKvmOrderRequest,
      idempotencyOf(idempotencyHeader(request.headers), 'kvm', request.payload),
      await paymentInstructions(request.server.app.knex, request.server.app.config),
    );
    return h.response(order).code(201);
  },

  async createGameOrder(request, h) {
    const { id: userId } = currentUser(request);
    const order = await createGameOrder(
      request.server.app.knex,
      paidOrderFulfilment(request.server.app),
      userId,
      request.payload as CreateGameOrderRequest,
      idempotencyOf(idempotencyHeader(request.headers), 'game', request.payload),
      await paymentInstructions(request.server.app.knex, request.server.app.config),
    );
    return h.response(order).code(201);
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
