import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { extendQuote, extendService } from '../services/orders/extend.ts';
import {
  listMyServices,
  powerAction,
  reinstallService,
  serviceDetails,
  serviceOsOptions,
} from '../services/fulfilment/customer-services.ts';
import type { PowerAction } from '../services/fulfilment/customer-services.ts';
import { paidOrderFulfilment } from '../services/fulfilment/auto-provision.ts';
import { createConsoleTicket } from '../services/console/tickets.ts';
import type { ConsoleKind } from '../services/console/tickets.ts';
import { fulfilmentDeps } from './fulfilment-deps.ts';
import type { Request } from '@hapi/hapi';
import type { components } from '@shop/domain/generated/api-types.gen';

type ReinstallRequest = components['schemas']['ReinstallRequest'];

const idOf = (request: Request) => (request.params as { id: string }).id;

function power(action: PowerAction): HandlerMap[keyof HandlerMap] {
  return (request) => powerAction(fulfilmentDeps(request), currentUser(request).id, idOf(request), action);
}

export const serviceHandlers: HandlerMap = {
  listMyServices(request) {
    return listMyServices(request.server.app.knex, currentUser(request).id);
  },

  getServiceDetails(request) {
    return serviceDetails(fulfilmentDeps(request), currentUser(request).id, idOf(request));
  },

  listServiceOs(request) {
    return serviceOsOptions(request.server.app.knex, currentUser(request).id, idOf(request));
  },

  startService: power('start'),
  stopService: power('stop'),
  restartService: power('reboot'),
  shutdownService: power('shutdown'),

  reinstallService(request) {
    return reinstallService(
      fulfilmentDeps(request),
      currentUser(request).id,
      idOf(request),
      request.payload as ReinstallRequest,
    );
  },

  getExtendQuote(request) {
    const { days } = request.query as { days: number };
    return extendQuote(request.server.app.knex, currentUser(request).id, idOf(request), days);
  },

  async extendService(request, h) {
    const { days } = request.payload as { days: number };
    const body = await extendService(
      request.server.app.knex,
      paidOrderFulfilment(request.server.app),
      currentUser(request).id,
      idOf(request),
      days,
    );
    return h.response(body).code(201);
  },

  async openServiceConsole(request, h) {
    const { kind } = request.payload as { kind: ConsoleKind };
    const user = currentUser(request);
    const { adminRequire2fa } = request.server.app.config;
    // An admin opens any service's console, once their admin rights count (ADMIN_REQUIRE_2FA met).
    const isAdmin = user.isAdmin && (!adminRequire2fa || user.twoFactorEnabled);
    const body = await createConsoleTicket(
      fulfilmentDeps(request),
      { id: user.id, isAdmin },
      idOf(request),
      kind,
    );
    return h.response(body).code(201);
  },
};
