/**
 * Two-factor sign-in (TOTP) for admins: a pending secret during set-up, turned on by a code of it
 * (answering ten recovery codes), turned off with the password and a current code, recovery codes
 * renewed the same way, and checked at sign-in (two-factor-sign-in.ts). Every check is throttled
 * per account and its failures audited (second-factor.ts); turning it on or off ends the
 * account's other sessions. Secrets are stored encrypted (connection-crypto, purpose
 * 'two-factor'); the time step of the last accepted code is kept so a code is accepted once. The
 * code rule itself lives in domain's two-factor.ts (the mocks use it too).
 */
import Boom from '@hapi/boom';
import { now } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import {
  acceptedCodeStep,
  newTwoFactorSecret,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_SETUP_REQUIRED,
  twoFactorUri,
  type ErrorCode,
} from '@shop/domain/two-factor';
import type { Knex } from 'knex';
import type { components } from '@shop/domain/generated/api-types.gen';
import { writeAudit } from './shared/audit.ts';
import { decryptText, encryptText } from './connection-crypto.ts';
import type { PasswordHashing } from './password-hashing.ts';
import { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.ts';
import {
  secondFactorFailure,
  throttledCheck,
  useSecondFactor,
  type SecondFactorDeps,
} from './second-factor.ts';
import { revokeSessions } from './sessions.ts';

export type TwoFactorSetup = components['schemas']['TwoFactorSetup'];

export interface TwoFactorRow {
  id: string;
  email: string;
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: unknown;
  totp_last_step: number | string | null;
}

/** A failure carrying the error shape's `code` marker (the errors plugin answers it). */
export function markedError(error: Boom.Boom, code: ErrorCode): Boom.Boom {
  error.data = { code };
  return error;
}

/** The 403 of every admin operation for an admin without two-factor sign-in under ADMIN_REQUIRE_2FA. */
export function twoFactorSetupRequired(): Boom.Boom {
  return markedError(Boom.forbidden(SERVER_MESSAGES.twoFactorSetupRequired), TWO_FACTOR_SETUP_REQUIRED);
}

/** The 401 of a sign-in with the right password and no code, for an account with two-factor sign-in on. */
export function twoFactorCodeRequired(): Boom.Boom {
  return markedError(Boom.unauthorized(SERVER_MESSAGES.twoFactorCodeRequired), TWO_FACTOR_REQUIRED);
}

/** Whether a failure is the sign-in's "now the code, please" (not a failed attempt). */
export function isTwoFactorCodeRequired(err: unknown): boolean {
  return Boom.isBoom(err) && (err.data as { code?: unknown } | null)?.code === TWO_FACTOR_REQUIRED;
}

export async function twoFactorRow(knex: Knex, userId: string): Promise<TwoFactorRow | undefined> {
  return knex<TwoFactorRow>('users')
    .select(
      'id',
      'email',
      'password_hash',
      'totp_secret',
      'totp_pending_secret',
      'totp_enabled_at',
      'totp_last_step',
    )
    .where({ id: userId })
    .first();
}

export function isOn(row: TwoFactorRow): boolean {
  return row.totp_enabled_at !== null && row.totp_enabled_at !== undefined;
}

export async function existingRow(knex: Knex, userId: string): Promise<TwoFactorRow> {
  const row = await twoFactorRow(knex, userId);
  if (!row) throw Boom.unauthorized(SERVER_MESSAGES.tokenRejected);
  return row;
}

/** What turning two-factor sign-in on or off, or renewing its codes, needs. */
export interface TwoFactorDeps extends SecondFactorDeps {
  /** The key secrets are encrypted with (CONNECTION_SECRET). */
  secretKey: string;
  hashing: PasswordHashing;
}

/** The password and a second factor, as turning off and renewing recovery codes ask for them. */
export interface PasswordAndCode {
  code: string;
  password: string;
}

/** A new pending secret (replacing an earlier one) and its otpauth:// address; 409 when already on. */
export async function startTwoFactorSetup(knex: Knex, key: string, userId: string): Promise<TwoFactorSetup> {
  const row = await existingRow(knex, userId);
  if (isOn(row)) throw Boom.conflict(SERVER_MESSAGES.twoFactorAlreadyOn);
  const secret = newTwoFactorSecret();
  await knex('users')
    .where({ id: userId })
    .whereNull('totp_enabled_at')
    .update({ totp_pending_secret: encryptText(secret, key, 'two-factor'), updated_at: now() });
  return { secret, otpauthUri: twoFactorUri(row.email, secret) };
}

/**
 * Turns two-factor sign-in on with a code of the pending secret (400 otherwise, throttled), with
 * its audit entry; ends the account's sessions but `keepSession`; answers ten new recovery codes.
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
  keepSession: string | undefined,
): Promise<string[]> {
  const { knex, secretKey } = deps;
  const row = await existingRow(knex, userId);
  if (isOn(row)) throw Boom.conflict(SERVER_MESSAGES.twoFactorAlreadyOn);
  const pending = decryptText(row.totp_pending_secret, secretKey, 'two-factor');
  if (pending === null) throw Boom.badRequest(SERVER_MESSAGES.twoFactorNoSetup);
  const step = await throttledCheck(deps, userId, 'enable', async () => {
    const accepted = await acceptedCodeStep(pending, code, null);
    if (accepted === null)
      throw secondFactorFailure(Boom.badRequest(SERVER_MESSAGES.twoFactorCodeInvalid), 'code');
    return accepted;
  });
  return knex.transaction(async (trx) => {
    // Only the secret the code was checked against, and only while still off (a racing call loses).
    const changed = await trx('users')
      .where({ id: userId, totp_pending_secret: row.totp_pending_secret })
      .whereNull('totp_enabled_at')
      .update({
        totp_secret: row.totp_pending_secret,
        totp_pending_secret: null,
        totp_enabled_at: now(),
        totp_last_step: step,
        updated_at: now(),
      });
    if (changed !== 1) throw Boom.conflict(SERVER_MESSAGES.twoFactorAlreadyOn);
    const codes = await replaceRecoveryCodes(trx, userId);
    const endedSessions = await revokeSessions(trx, userId, keepSession);
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'user.two_factor_enabled',
      entity: 'user',
      entityId: userId,
      data: { endedSessions },
    });
    return codes;
  });
}

/**
 * Checks the password and then a second factor (a current authenticator code or an unused
 * recovery code, used up) of an account with two-factor sign-in on, under the throttle: 400 for
 * either wrong, 409 when it is off.
 */
async function checkPasswordAndCode(
  deps: TwoFactorDeps,
  userId: string,
  operation: 'disable' | 'recovery_codes',
  input: PasswordAndCode,
): Promise<TwoFactorRow> {
  return throttledCheck(deps, userId, operation, async () => {
    const row = await existingRow(deps.knex, userId);
    if (!isOn(row)) throw Boom.conflict(SERVER_MESSAGES.twoFactorNotOn);
    const { ok } = await deps.hashing.verify(input.password, row.password_hash);
    if (!ok) throw secondFactorFailure(Boom.badRequest(SERVER_MESSAGES.twoFactorPasswordInvalid), 'password');
    const wrong = await useSecondFactor(deps.knex, deps.secretKey, row, input.code);
    if (wrong) throw secondFactorFailure(Boom.badRequest(SERVER_MESSAGES.twoFactorCodeInvalid), wrong);
    return row;
  });
}

/**
 * Turns two-factor sign-in off with the password and a second factor (400 otherwise, throttled;
 * 409 when it is off), with its audit entry; deletes the recovery codes and ends the account's
 * sessions but `keepSession`. `required`: ADMIN_REQUIRE_2FA applies to this user (403).
 */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  userId: string,
  input: PasswordAndCode,
  required: boolean,
  keepSession: string | undefined,
): Promise<void> {
  if (required) throw Boom.forbidden(SERVER_MESSAGES.twoFactorRequiredByPolicy);
  const row = await checkPasswordAndCode(deps, userId, 'disable', input);
  await deps.knex.transaction(async (trx) => {
    const changed = await trx('users')
      .where({ id: userId, totp_secret: row.totp_secret })
      .whereNotNull('totp_enabled_at')
      .update({
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        updated_at: now(),
      });
    if (changed !== 1) throw Boom.conflict(SERVER_MESSAGES.twoFactorNotOn);
    await deleteRecoveryCodes(trx, userId);
    const endedSessions = await revokeSessions(trx, userId, keepSession);
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'user.two_factor_disabled',
      entity: 'user',
      entityId: userId,
      data: { endedSessions },
    });
  });
}

/** Replaces the recovery codes with ten new ones, given the password and a second factor (as disabling). */
export async function renewRecoveryCodes(
  deps: TwoFactorDeps,
  userId: string,
  input: PasswordAndCode,
): Promise<string[]> {
  await checkPasswordAndCode(deps, userId, 'recovery_codes', input);
  return deps.knex.transaction(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, userId);
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'user.recovery_codes_renewed',
      entity: 'user',
      entityId: userId,
    });
    return codes;
  });
}
