import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { clientAddress } from '../plugins/client-address.ts';
import { resetServicePassword } from '../services/access/index.ts';
import type { ResetPasswordRequest } from '../services/access/index.ts';
import { fulfilmentDeps } from './fulfilment-deps.ts';

/** The `service-access` tag (issue 39): getting into one's own server. */
export const serviceAccessHandlers: HandlerMap = {
  resetServicePassword(request) {
    return resetServicePassword(
      fulfilmentDeps(request),
      currentUser(request).id,
      (request.params as { id: string }).id,
      (request.payload ?? {}) as ResetPasswordRequest,
      clientAddress(request),
    );
  },
};
