import { SERVER_MESSAGES } from '@shop/domain';
import type { Request } from '@hapi/hapi';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { HandlerMap } from '../plugins/contract.ts';
import { requireAdmin } from '../plugins/auth.ts';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from '../services/two-factor.ts';

type TwoFactorCodeRequest = components['schemas']['TwoFactorCodeRequest'];
type MessageResponse = components['schemas']['MessageResponse'];

function codeOf(request: Request): string {
  return (request.payload as TwoFactorCodeRequest).code;
}

/**
 * Two-factor sign-in for admins (403 for anyone else). Not admin operations of the contract: an
 * admin without it may call them even when ADMIN_REQUIRE_2FA shuts the console until it is on.
 */
export const twoFactorHandlers: HandlerMap = {
  async twoFactorSetup(request) {
    const user = await requireAdmin(request);
    const { knex, config } = request.server.app;
    return startTwoFactorSetup(knex, config.connectionSecret, user.id);
  },

  async twoFactorEnable(request) {
    const user = await requireAdmin(request);
    const { knex, config } = request.server.app;
    await enableTwoFactor(knex, config.connectionSecret, user.id, codeOf(request));
    const body: MessageResponse = { message: SERVER_MESSAGES.twoFactorTurnedOn };
    return body;
  },

  async twoFactorDisable(request) {
    const user = await requireAdmin(request);
    const { knex, config } = request.server.app;
    await disableTwoFactor(knex, config.connectionSecret, user.id, codeOf(request), config.adminRequire2fa);
    const body: MessageResponse = { message: SERVER_MESSAGES.twoFactorTurnedOff };
    return body;
  },
};
