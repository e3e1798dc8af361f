import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { createGameOrder, createKvmOrder } from '../services/orders.ts';
import { getMyOrder } from '../services/order-read.ts';
import { listMyOrders } from '../services/orders-list.ts';
import type { MyOrdersQuery } from '../services/orders-list.ts';
import type { CreateGameOrderRequest, CreateKvmOrderRequest } from '../services/orders.ts';
import { recordPayment } from '../services/payments.ts';
import type { RecordPaymentRequest } from '../services/payments.ts';
import type { components } from '@shop/domain/generated/api-types.gen';

type PaymentAccounts = components['schemas']['PaymentAccounts'];

export const orderHandlers: HandlerMap = {
  getPaymentAccounts(request) {
    const { payment } = request.server.app.config;
    const body: PaymentAccounts = {
      cbe: { accountNumber: payment.cbeAccount, accountName: payment.cbeAccountName },
      telebirr: { phoneNumber: payment.telebirrNumber, accountName: payment.telebirrName },
    };
    return body;
  },

  async listMyOrders(request, h) {
    const query = request.query as MyOrdersQuery;
    const { rows, total } = await listMyOrders(request.server.app.knex, currentUser(request).id, query);
    // Serialised here rather than by hapi, so that my-orders-replay.ts records the very bytes sent.
    return h.response(JSON.stringify(rows)).type('application/json').header('X-Total-Count', String(total));
  },

  getMyOrder(request) {
    const { id } = request.params as { id: string };
    return getMyOrder(request.server.app.knex, currentUser(request).id, id);
  },

  async createKvmOrder(request, h) {
    const { id: userId } = currentUser(request);
    const order = await createKvmOrder(
      request.server.app.knex,
      userId,
      request.payload as CreateKvmOrderRequest,
    );
    return h.response(order).code(201);
  },

  async createGameOrder(request, h) {
    const { id: userId } = currentUser(request);
    const order = await createGameOrder(
      request.server.app.knex,
      userId,
      request.payload as CreateGameOrderRequest,
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
    );
    return h.response(body).code(201);
  },
};
