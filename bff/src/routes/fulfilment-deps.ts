import type { Request } from '@hapi/hapi';
import type { FulfilmentDeps } from '../services/fulfilment/deps.ts';

/** The fulfilment operations' view of the server state, logging through the request. */
export function fulfilmentDeps(request: Request): FulfilmentDeps {
  const { knex, providers, config } = request.server.app;
  return {
    knex,
    providers,
    connectionSecret: config.connectionSecret,
    appUrl: config.appUrl,
    log: request.logger,
    lifecycle: config.lifecycle,
  };
}
