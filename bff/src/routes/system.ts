import type { HandlerMap } from '../plugins/contract.ts';
import { checkHealth } from '../services/system.ts';

export const systemHandlers: HandlerMap = {
  /** Readiness, for the load balancer: 503 only when the database does not answer. */
  async getHealth(request, h) {
    const { knex, rateLimits, jobs } = request.server.app;
    const health = await checkHealth({ knex, redis: rateLimits.redis, jobLagMs: () => jobs.lagMs() });
    return h
      .response(health)
      .code(health.status === 'down' ? 503 : 200)
      .header('Cache-Control', 'no-store');
  },

  /** Liveness: the process answers; nothing else is checked. */
  getLiveness(_request, h) {
    return h.response({ status: 'ok' }).header('Cache-Control', 'no-store');
  },
};
