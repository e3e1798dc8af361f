import { SERVER_MESSAGES } from '@shop/domain';
import {
  acceptedCodeStep,
  newTwoFactorSecret,
  TWO_FACTOR_REQUIRED,
  twoFactorUri,
} from '@shop/domain/two-factor';
import type { MockUser } from '../db';
import { apiError, authenticateAnyAdmin, http } from '../http';
import { mockSettings } from '../state';

/** Whether the settings require two-factor sign-in of this user (getMe and login say so). */
export function twoFactorRequiredOf(user: MockUser): { twoFactorRequired?: true } {
  return mockSettings.adminRequire2fa && user.isAdmin ? { twoFactorRequired: true } : {};
}

/**
 * The sign-in's second step, with the BFF's rule (bff/src/services/two-factor.ts): undefined when
 * the account may sign in, else the 401 to answer.
 */
export async function signInCodeRefusal(
  user: MockUser,
  code: string | undefined,
): Promise<Response | undefined> {
  if (!user.totpEnabledAt || !user.totpSecret) return undefined;
  if (code === undefined) {
    return apiError(401, SERVER_MESSAGES.twoFactorCodeRequired, { code: TWO_FACTOR_REQUIRED });
  }
  const step = await acceptedCodeStep(user.totpSecret, code, user.totpLastStep ?? null);
  if (step === null) return apiError(401, SERVER_MESSAGES.twoFactorCodeInvalid);
  user.totpLastStep = step;
  return undefined;
}

/** Two-factor sign-in for admins: set-up, enable and disable, with the BFF's rules. */
export const twoFactorHandlers = [
  http.post('/auth/2fa/setup', ({ request, response }) => {
    const user = authenticateAnyAdmin(request);
    if (user instanceof Response) return response.untyped(user);
    if (user.totpEnabledAt) return response.untyped(apiError(409, SERVER_MESSAGES.twoFactorAlreadyOn));
    const secret = newTwoFactorSecret();
    user.totpPendingSecret = secret;
    return response(200).json({ secret, otpauthUri: twoFactorUri(user.email, secret) });
  }),

  http.post('/auth/2fa/enable', async ({ request, response }) => {
    const user = authenticateAnyAdmin(request);
    if (user instanceof Response) return response.untyped(user);
    const { code } = await request.json();
    if (user.totpEnabledAt) return response.untyped(apiError(409, SERVER_MESSAGES.twoFactorAlreadyOn));
    if (!user.totpPendingSecret) return response.untyped(apiError(400, SERVER_MESSAGES.twoFactorNoSetup));
    const step = await acceptedCodeStep(user.totpPendingSecret, code, null);
    if (step === null) return response.untyped(apiError(400, SERVER_MESSAGES.twoFactorCodeInvalid));
    user.totpSecret = user.totpPendingSecret;
    user.totpPendingSecret = null;
    user.totpEnabledAt = new Date().toISOString();
    user.totpLastStep = step;
    return response(200).json({ message: SERVER_MESSAGES.twoFactorTurnedOn });
  }),

  http.post('/auth/2fa/disable', async ({ request, response }) => {
    const user = authenticateAnyAdmin(request);
    if (user instanceof Response) return response.untyped(user);
    const { code } = await request.json();
    if (mockSettings.adminRequire2fa) {
      return response.untyped(apiError(403, SERVER_MESSAGES.twoFactorRequiredByPolicy));
    }
    if (!user.totpEnabledAt || !user.totpSecret) {
      return response.untyped(apiError(409, SERVER_MESSAGES.twoFactorNotOn));
    }
    const step = await acceptedCodeStep(user.totpSecret, code, user.totpLastStep ?? null);
    if (step === null) return response.untyped(apiError(400, SERVER_MESSAGES.twoFactorCodeInvalid));
    user.totpSecret = null;
    user.totpPendingSecret = null;
    user.totpEnabledAt = null;
    user.totpLastStep = null;
    return response(200).json({ message: SERVER_MESSAGES.twoFactorTurnedOff });
  }),
];
