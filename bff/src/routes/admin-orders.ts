import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import {
  deleteOrder,
  DeleteOrderConflictError,
  emailOrderDetails,
  listOrders,
  setOrderStatus,
} from '../services/admin/orders.ts';
import type { OrderListQuery } from '../services/admin/orders.ts';
import { createServiceForOrder } from '../services/admin/service-actions.ts';
import { confirmChapaRefund, refundOrder } from '../services/admin/refund.ts';
import { fulfilmentDeps } from './fulfilment-deps.ts';
import { paged } from './paged.ts';

/** The console's Orders: the list, status, deletion, details mail, refund, and an order's service. */
export const adminOrderHandlers: HandlerMap = {
  async adminListOrders(request, h) {
    return paged(h, await listOrders(request.server.app.knex, request.query as OrderListQuery));
  },

  async adminDeleteOrder(request, h) {
    const { id } = request.params as { id: string };
    try {
      return await deleteOrder(request.server.app.knex, currentUser(request).id, id);
    } catch (err) {
      // Not a Boom: the errors plugin would keep only statusCode, error and message.
      if (err instanceof DeleteOrderConflictError) return h.response(err.body).code(409);
      throw err;
    }
  },

  adminSetOrderStatus(request) {
    const { id } = request.params as { id: string };
    const { status } = request.payload as { status: Parameters<typeof setOrderStatus>[3] };
    return setOrderStatus(request.server.app.knex, currentUser(request).id, id, status);
  },

  adminEmailOrderDetails(request) {
    const { id } = request.params as { id: string };
    const body = (request.payload ?? {}) as { customMessage?: string };
    return emailOrderDetails(request.server.app.knex, currentUser(request).id, id, body.customMessage);
  },

  adminRefundOrder(request) {
    const { id } = request.params as { id: string };
    const { reason } = request.payload as { reason: string };
    const { knex, config } = request.server.app;
    return refundOrder(knex, config.chapa, config.appUrl, currentUser(request).id, id, reason);
  },

  adminConfirmChapaRefund(request) {
    const { id } = request.params as { id: string };
    const { chapaRefundReference } = request.payload as { chapaRefundReference: string };
    const { knex, config } = request.server.app;
    return confirmChapaRefund(knex, config.appUrl, currentUser(request).id, id, chapaRefundReference);
  },

  async adminCreateService(request, h) {
    const { id } = request.params as { id: string };
    const body = await createServiceForOrder(fulfilmentDeps(request), currentUser(request).id, id);
    return h.response(body).code(201);
  },
};
