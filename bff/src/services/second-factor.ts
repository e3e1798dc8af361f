/**
 * Every check of a second factor (an authenticator code, a recovery code, the password that turns
 * two-factor sign-in off) goes through `throttledCheck`: the account's TwoFactorThrottle decides
 * first (429 with Retry-After), a failure marked with `secondFactorFailure` is counted and audited
 * (`user.two_factor_failed`), a pass forgets the failures.
 */
import type Boom from '@hapi/boom';
import { acceptedCodeStep, recoveryCodeForm } from '@shop/domain/two-factor';
import type { Knex } from 'knex';
import { writeAudit } from './shared/audit.ts';
import { decryptText } from './connection-crypto.ts';
import type { TwoFactorThrottle } from './rate-limits/two-factor.ts';
import { consumeRecoveryCode } from './recovery-codes.ts';

export type SecondFactorOperation = 'enable' | 'disable' | 'sign_in' | 'recovery_codes';
export type FailureReason = 'code' | 'recovery_code' | 'password';

const failures = new WeakMap<object, FailureReason>();

/** Marks an error as a wrong second factor (counted by the throttle, audited). */
export function secondFactorFailure(err: Boom.Boom, reason: FailureReason): Boom.Boom {
  failures.set(err, reason);
  return err;
}

export interface SecondFactorDeps {
  knex: Knex;
  throttle: TwoFactorThrottle;
}

/** Runs `check` for the account under its throttle (see above). */
export async function throttledCheck<T>(
  { knex, throttle }: SecondFactorDeps,
  userId: string,
  operation: SecondFactorOperation,
  check: () => Promise<T>,
): Promise<T> {
  const key = await throttle.begin(userId);
  let result: T;
  try {
    result = await check();
  } catch (err) {
    const reason = typeof err === 'object' && err !== null ? failures.get(err) : undefined;
    if (reason === undefined) {
      await throttle.abandon(key).catch(() => undefined);
      throw err;
    }
    const waitSeconds = await throttle.fail(key);
    await writeAudit(knex, {
      actorUserId: userId,
      action: 'user.two_factor_failed',
      entity: 'user',
      entityId: userId,
      data: { operation, reason, waitSeconds },
    });
    throw err;
  }
  await throttle.succeed(key);
  return result;
}

/** The columns of `users` a second factor is checked against. */
export interface SecondFactorRow {
  id: string;
  totp_secret: string | null;
  totp_last_step: number | string | null;
}

/**
 * Uses up a second factor of an account with two-factor sign-in on: an unused recovery code, or a
 * current authenticator code of a later step than the last one accepted (stored at once, by a
 * conditional update, so two uses of one code cannot both pass). Answers what was wrong, or null.
 */
export async function useSecondFactor(
  knex: Knex,
  secretKey: string,
  row: SecondFactorRow,
  code: string,
): Promise<FailureReason | null> {
  if (recoveryCodeForm(code) !== null)
    return (await consumeRecoveryCode(knex, row.id, code)) ? null : 'recovery_code';
  const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
  const secret = decryptText(row.totp_secret, secretKey, 'two-factor');
  const step = secret === null ? null : await acceptedCodeStep(secret, code, lastStep);
  if (step === null) return 'code';
  const query = knex('users').where({ id: row.id });
  if (lastStep === null) query.whereNull('totp_last_step');
  else query.where('totp_last_step', '<', step);
  return Number(await query.update({ totp_last_step: step })) === 1 ? null : 'code';
}
