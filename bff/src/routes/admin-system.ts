import type { HandlerMap } from '../plugins/contract.ts';
import { listJobs } from '../services/admin/jobs.ts';
import type { JobStatus } from '../services/admin/jobs.ts';
import { dashboardStats } from '../services/admin/stats.ts';

/** The console's dashboard figures and the background jobs. */
export const adminSystemHandlers: HandlerMap = {
  adminGetStats(request) {
    return dashboardStats(request.server.app.knex);
  },

  async adminListJobs(request, h) {
    const query = request.query as { status?: JobStatus; search?: string; page?: number; limit?: number };
    const { rows, total } = await listJobs(request.server.app.knex, query);
    return h.response(rows).header('X-Total-Count', String(total));
  },
};
