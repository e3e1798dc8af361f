import { SERVER_MESSAGES } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { HandlerMap } from '../plugins/contract.ts';
import { clientAddress } from '../plugins/client-address.ts';
import { withDeviceCookie } from './device-cookie.ts';
import { confirmPasswordReset, requestPasswordReset } from '../services/password-reset.ts';
import { normalizeEmail } from '../services/users.ts';

type PasswordResetRequest = components['schemas']['PasswordResetRequest'];
type PasswordResetConfirmRequest = components['schemas']['PasswordResetConfirmRequest'];

export const passwordResetHandlers: HandlerMap = {
  /** 'Forgot your password?': the same 202 whether or not the e-mail has an account. */
  async requestPasswordReset(request, h) {
    const { knex, config, passwordResetLimiter } = request.server.app;
    await passwordResetLimiter.takeRequest(clientAddress(request));
    const account = normalizeEmail((request.payload as PasswordResetRequest).email);
    const mayMail = await passwordResetLimiter.takeAccount(account);
    await requestPasswordReset(knex, account, { appUrl: config.appUrl, mayMail });
    return h.response({ message: SERVER_MESSAGES.passwordResetRequested }).code(202);
  },

  /**
   * The reset link's page: a new password for the token's account, every session ended. The
   * browser that proved it holds the mailbox gets the account's device cookie, as a sign-in's
   * does, so it signs in even while the account is past its failure limit.
   */
  async confirmPasswordReset(request, h) {
    const { knex, passwordResetLimiter, passwordHashing } = request.server.app;
    await passwordResetLimiter.takeConfirm(clientAddress(request));
    const { token, password } = request.payload as PasswordResetConfirmRequest;
    const { userId } = await confirmPasswordReset(knex, passwordHashing, token, password);
    return withDeviceCookie(request, h.response({ message: SERVER_MESSAGES.passwordResetDone }), userId);
  },
};
