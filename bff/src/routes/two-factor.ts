import { SERVER_MESSAGES } from '@shop/domain';
import type { Request } from '@hapi/hapi';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { HandlerMap } from '../plugins/contract.ts';
import { currentSessionId, requireAdmin } from '../plugins/auth.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  type TwoFactorDeps,
} from '../services/two-factor.ts';

type TwoFactorCodeRequest = components['schemas']['TwoFactorCodeRequest'];
type TwoFactorPasswordRequest = components['schemas']['TwoFactorPasswordRequest'];
type TwoFactorEnabled = components['schemas']['TwoFactorEnabled'];
type RecoveryCodes = components['schemas']['RecoveryCodes'];
type MessageResponse = components['schemas']['MessageResponse'];

function depsOf(request: Request): TwoFactorDeps {
  const { knex, config, twoFactorThrottle, passwordHashing } = request.server.app;
  return { knex, throttle: twoFactorThrottle, secretKey: config.connectionSecret, hashing: passwordHashing };
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
    const { code } = request.payload as TwoFactorCodeRequest;
    const recoveryCodes = await enableTwoFactor(depsOf(request), user.id, code, currentSessionId(request));
    const body: TwoFactorEnabled = { message: SERVER_MESSAGES.twoFactorTurnedOn, recoveryCodes };
    return body;
  },

  async twoFactorDisable(request) {
    const user = await requireAdmin(request);
    const { code, password } = request.payload as TwoFactorPasswordRequest;
    const required = request.server.app.config.adminRequire2fa;
    await disableTwoFactor(depsOf(request), user.id, { code, password }, required, currentSessionId(request));
    const body: MessageResponse = { message: SERVER_MESSAGES.twoFactorTurnedOff };
    return body;
  },

  async twoFactorRecoveryCodes(request) {
    const user = await requireAdmin(request);
    const { code, password } = request.payload as TwoFactorPasswordRequest;
    const body: RecoveryCodes = {
      recoveryCodes: await renewRecoveryCodes(depsOf(request), user.id, { code, password }),
    };
    return body;
  },
};
