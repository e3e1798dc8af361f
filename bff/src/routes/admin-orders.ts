import type { ResponseToolkit } from '@hapi/hapi';
import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import type { ListPage } from '../services/shared/list-query.ts';
import {
  deleteOrder,
  DeleteOrderConflictError,
  emailOrderDetails,
  listOrders,
  setOrderStatus,
} from '../services/admin/orders.ts';
import type { OrderListQuery } from '../services/admin/orders.ts';
import { listPayments } from '../services/admin/payments.ts';
import { rejectPayment } from '../services/admin/reject-payment.ts';
import type { RejectPaymentRequest } from '../services/admin/reject-payment.ts';
import type { PaymentListQuery } from '../services/admin/payments.ts';
import { dashboardStats } from '../services/admin/stats.ts';
import { getUser, listUsers } from '../services/admin/users.ts';
import type { UserListQuery } from '../services/admin/users.ts';

/** A list's page as the answer, its total over all pages in X-Total-Count. */
function paged<T>(h: ResponseToolkit, { rows, total }: ListPage<T>) {
  return h.response(rows).header('X-Total-Count', String(total));
}

/** The console's users, orders (list, delete, status, e-mail), payments and figures. */
export const adminOrderHandlers: HandlerMap = {
  async adminListUsers(request, h) {
    return paged(h, await listUsers(request.server.app.knex, request.query as UserListQuery));
  },

  adminGetUser(request) {
    const { id } = request.params as { id: string };
    return getUser(request.server.app.knex, id);
  },

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

  async adminListPayments(request, h) {
    return paged(h, await listPayments(request.server.app.knex, request.query as PaymentListQuery));
  },

  adminGetStats(request) {
    return dashboardStats(request.server.app.knex);
  },
};
