import Boom from '@hapi/boom';
import { SERVER_MESSAGES } from '@shop/domain';
import {
  secondFactorFailure,
  throttledCheck,
  useSecondFactor,
  type SecondFactorDeps,
} from './second-factor.ts';
import { existingRow, isOn, twoFactorCodeRequired } from './two-factor.ts';

/**
 * The second step of a sign-in whose password was right: nothing when the account has two-factor
 * sign-in off; else a 401 marked two_factor_required without a code, and, under the account's
 * throttle (429 past it), a 401 for a wrong or already used code. `code` may be an authenticator
 * code or one of the account's recovery codes; either is used up at once (conditionally, so two
 * sign-ins with the same code cannot both pass).
 */
export async function checkSignInCode(
  deps: SecondFactorDeps & { secretKey: string },
  userId: string,
  code: string | undefined,
): Promise<void> {
  const row = await existingRow(deps.knex, userId);
  if (!isOn(row)) return;
  if (code === undefined) throw twoFactorCodeRequired();
  await throttledCheck(deps, userId, 'sign_in', async () => {
    const wrong = await useSecondFactor(deps.knex, deps.secretKey, row, code);
    if (wrong) throw secondFactorFailure(Boom.unauthorized(SERVER_MESSAGES.twoFactorCodeInvalid), wrong);
  });
}
