import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { listJobs } from '../services/admin/jobs.ts';
import type { JobStatus } from '../services/admin/jobs.ts';
import { holdService, setServiceStatus } from '../services/admin/service-actions.ts';
import { createServiceForOrder } from '../services/admin/service-actions.ts';
import { paidOrderFulfilment } from '../services/fulfilment/auto-provision.ts';
import { markOrderPaid } from '../services/admin/mark-paid.ts';
import type { MarkPaidRequest } from '../services/admin/mark-paid.ts';
import { fulfilmentDeps } from './fulfilment-deps.ts';

/** The admin's side of fulfilment: confirm a payment, create a service, stop or start a service. */
export const adminFulfilmentHandlers: HandlerMap = {
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

  async adminCreateService(request, h) {
    const { id } = request.params as { id: string };
    const body = await createServiceForOrder(fulfilmentDeps(request), currentUser(request).id, id);
    return h.response(body).code(201);
  },

  async adminListJobs(request, h) {
    const query = request.query as { status?: JobStatus; search?: string; page?: number; limit?: number };
    const { rows, total } = await listJobs(request.server.app.knex, query);
    return h.response(rows).header('X-Total-Count', String(total));
  },

  adminSetServiceStatus(request) {
    const { id } = request.params as { id: string };
    const { status } = request.payload as { status: 'ACTIVE' | 'INACTIVE' };
    const { knex, config } = request.server.app;
    return setServiceStatus(knex, currentUser(request).id, id, status, config.lifecycle);
  },

  adminHoldService(request) {
    const { id } = request.params as { id: string };
    const { until } = request.payload as { until: string };
    const { knex, config } = request.server.app;
    return holdService(knex, currentUser(request).id, id, until, config.lifecycle);
  },
};
