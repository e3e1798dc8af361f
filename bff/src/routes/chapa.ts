import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { startChapaCheckout } from '../services/chapa/checkout.ts';
import { paidOrderFulfilment } from '../services/fulfilment/auto-provision.ts';
import { receiveChapaCallback, receiveChapaWebhook } from '../services/chapa/webhook.ts';

/** Paying online through Chapa: the customer's checkout, and Chapa's webhook and callback. */
export const chapaHandlers: HandlerMap = {
  async createChapaCheckout(request, h) {
    const { knex, config } = request.server.app;
    const { id: orderId } = request.params as { id: string };
    const body = await startChapaCheckout(
      { knex, chapa: config.chapa, appUrl: config.appUrl },
      currentUser(request).id,
      orderId,
    );
    return h.response(body).code(201);
  },

  async chapaWebhook(request) {
    const { knex, config } = request.server.app;
    await receiveChapaWebhook(
      knex,
      config.chapa,
      paidOrderFulfilment(request.server.app),
      request.payload,
      request.headers['x-chapa-signature'],
    );
    return { received: true };
  },

  async chapaCallback(request) {
    const { knex, config } = request.server.app;
    const { trx_ref: txRef } = request.query as { trx_ref: string };
    await receiveChapaCallback(knex, config.chapa, paidOrderFulfilment(request.server.app), txRef);
    return { received: true };
  },
};
