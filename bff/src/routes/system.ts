import type { HandlerMap } from '../plugins/contract.ts';
import { checkHealth } from '../services/system.ts';

export const systemHandlers: HandlerMap = {
  async getHealth(request, h) {
    const health = await checkHealth(request.server.app.knex);
    return h
      .response(health)
      .code(health.status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store');
  },
};
