import { SERVER_MESSAGES } from '@shop/domain';
import {
  acceptedCodeStep,
  newRecoveryCodes,
  newTwoFactorSecret,
  recoveryCodeForm,
  TWO_FACTOR_REQUIRED,
  twoFactorUri,
} from '@shop/domain/two-factor';
import type { MockUser } from '../db';
import { apiError, authenticateAnyAdmin, http } from '../http';
import { secondFactorFailed, secondFactorPassed, secondFactorWait } from '../second-factor-throttle';
import { endMockSessions, tokenOf } from '../sessions';
import { mockSettings } from '../state';

/** Whether the settings require two-factor sign-in of this user (getMe and login say so). */
export function twoFactorRequiredOf(user: MockUser): { twoFactorRequired?: true } {
  return mockSettings.adminRequire2fa && user.isAdmin ? { twoFactorRequired: true } : {};
}

/**
 * Uses up a second factor of a user with two-factor sign-in on, as the BFF's useSecondFactor: an
 * unused recovery code, or a current authenticator code of a later step than the last one.
 */
async function useSecondFactor(user: MockUser, code: string): Promise<boolean> {
  const plain = recoveryCodeForm(code);
  if (plain !== null) {
    const found = user.recoveryCodes?.find((c) => c.usedAt === null && recoveryCodeForm(c.code) === plain);
    if (!found) return false;
    found.usedAt = new Date().toISOString();
    return true;
  }
  if (!user.totpSecret) return false;
  const step = await acceptedCodeStep(user.totpSecret, code, user.totpLastStep ?? null);
  if (step === null) return false;
  user.totpLastStep = step;
  return true;
}

/**
 * Runs a check of a second factor under the account's throttle, as the BFF's throttledCheck:
 * 429 while it waits; `check` answers the failure's response (counted) or undefined (passed).
 */
async function throttled(
  user: MockUser,
  check: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  const wait = secondFactorWait(user.id);
  if (wait) return wait;
  const refusal = await check();
  if (refusal) secondFactorFailed(user.id);
  else secondFactorPassed(user.id);
  return refusal;
}

/**
 * The sign-in's second step, with the BFF's rule (bff/src/services/two-factor-sign-in.ts):
 * undefined when the account may sign in, else the 401 (or 429) to answer.
 */
export async function signInCodeRefusal(
  user: MockUser,
  code: string | undefined,
): Promise<Response | undefined> {
  if (!user.totpEnabledAt || !user.totpSecret) return undefined;
  if (code === undefined) {
    return apiError(401, SERVER_MESSAGES.twoFactorCodeRequired, { code: TWO_FACTOR_REQUIRED });
  }
  return throttled(user, async () =>
    (await useSecondFactor(user, code)) ? undefined : apiError(401, SERVER_MESSAGES.twoFactorCodeInvalid),
  );
}

/** The password and then a second factor, as turning off and renewing recovery codes check them. */
async function passwordAndCodeRefusal(user: MockUser, body: { code: string; password: string }) {
  // The BFF's throttle decides first; being off is no failure.
  const wait = secondFactorWait(user.id);
  if (wait) return wait;
  if (!user.totpEnabledAt) return apiError(409, SERVER_MESSAGES.twoFactorNotOn);
  return throttled(user, async () => {
    if (body.password !== user.password) return apiError(400, SERVER_MESSAGES.twoFactorPasswordInvalid);
    if (!(await useSecondFactor(user, body.code))) return apiError(400, SERVER_MESSAGES.twoFactorCodeInvalid);
    return undefined;
  });
}

function newCodesFor(user: MockUser): string[] {
  const codes = newRecoveryCodes();
  user.recoveryCodes = codes.map((code) => ({ code, usedAt: null }));
  return codes;
}

/** Two-factor sign-in for admins: set-up, enable, disable and recovery codes, with the BFF's rules. */
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
    const pending = user.totpPendingSecret;
    if (!pending) return response.untyped(apiError(400, SERVER_MESSAGES.twoFactorNoSetup));
    let step: number | null = null;
    const refusal = await throttled(user, async () => {
      step = await acceptedCodeStep(pending, code, null);
      return step === null ? apiError(400, SERVER_MESSAGES.twoFactorCodeInvalid) : undefined;
    });
    if (refusal) return response.untyped(refusal);
    user.totpSecret = pending;
    user.totpPendingSecret = null;
    user.totpEnabledAt = new Date().toISOString();
    user.totpLastStep = step;
    endMockSessions(user, tokenOf(request));
    return response(200).json({
      message: SERVER_MESSAGES.twoFactorTurnedOn,
      recoveryCodes: newCodesFor(user),
    });
  }),

  http.post('/auth/2fa/disable', async ({ request, response }) => {
    const user = authenticateAnyAdmin(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    if (mockSettings.adminRequire2fa) {
      return response.untyped(apiError(403, SERVER_MESSAGES.twoFactorRequiredByPolicy));
    }
    const refusal = await passwordAndCodeRefusal(user, body);
    if (refusal) return response.untyped(refusal);
    user.totpSecret = null;
    user.totpPendingSecret = null;
    user.totpEnabledAt = null;
    user.totpLastStep = null;
    user.recoveryCodes = [];
    endMockSessions(user, tokenOf(request));
    return response(200).json({ message: SERVER_MESSAGES.twoFactorTurnedOff });
  }),

  http.post('/auth/2fa/recovery-codes', async ({ request, response }) => {
    const user = authenticateAnyAdmin(request);
    if (user instanceof Response) return response.untyped(user);
    const refusal = await passwordAndCodeRefusal(user, await request.json());
    if (refusal) return response.untyped(refusal);
    return response(200).json({ recoveryCodes: newCodesFor(user) });
  }),
];
