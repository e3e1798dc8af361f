/**
 * Two-factor sign-in (TOTP) for admins: a pending secret during set-up, turned on by a code of it,
 * turned off with a current code, and checked at sign-in. Secrets are stored encrypted
 * (connection-crypto, purpose 'two-factor'); the time step of the last accepted code is kept so a
 * code is accepted once. The code rule itself lives in domain's two-factor.ts (the mocks use it too).
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
import { writeAudit } from './audit.ts';
import { decryptText, encryptText } from './connection-crypto.ts';

export type TwoFactorSetup = components['schemas']['TwoFactorSetup'];

interface TwoFactorRow {
  id: string;
  email: string;
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

async function twoFactorRow(knex: Knex, userId: string): Promise<TwoFactorRow | undefined> {
  return knex<TwoFactorRow>('users')
    .select('id', 'email', 'totp_secret', 'totp_pending_secret', 'totp_enabled_at', 'totp_last_step')
    .where({ id: userId })
    .first();
}

function isOn(row: TwoFactorRow): boolean {
  return row.totp_enabled_at !== null && row.totp_enabled_at !== undefined;
}

function lastStepOf(row: TwoFactorRow): number | null {
  return row.totp_last_step === null ? null : Number(row.totp_last_step);
}

async function existingRow(knex: Knex, userId: string): Promise<TwoFactorRow> {
  const row = await twoFactorRow(knex, userId);
  if (!row) throw Boom.unauthorized(SERVER_MESSAGES.tokenRejected);
  return row;
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

/** Turns two-factor sign-in on with a code of the pending secret (400 otherwise), with its audit entry. */
export async function enableTwoFactor(knex: Knex, key: string, userId: string, code: string): Promise<void> {
  const row = await existingRow(knex, userId);
  if (isOn(row)) throw Boom.conflict(SERVER_MESSAGES.twoFactorAlreadyOn);
  const pending = decryptText(row.totp_pending_secret, key, 'two-factor');
  if (pending === null) throw Boom.badRequest(SERVER_MESSAGES.twoFactorNoSetup);
  const step = await acceptedCodeStep(pending, code, null);
  if (step === null) throw Boom.badRequest(SERVER_MESSAGES.twoFactorCodeInvalid);
  await knex.transaction(async (trx) => {
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
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'user.two_factor_enabled',
      entity: 'user',
      entityId: userId,
    });
  });
}

/**
 * Turns two-factor sign-in off with a current, unused code (400 otherwise; 409 when it is off),
 * with its audit entry. `required`: ADMIN_REQUIRE_2FA applies to this user (403).
 */
export async function disableTwoFactor(
  knex: Knex,
  key: string,
  userId: string,
  code: string,
  required: boolean,
): Promise<void> {
  if (required) throw Boom.forbidden(SERVER_MESSAGES.twoFactorRequiredByPolicy);
  const row = await existingRow(knex, userId);
  if (!isOn(row)) throw Boom.conflict(SERVER_MESSAGES.twoFactorNotOn);
  const secret = decryptText(row.totp_secret, key, 'two-factor');
  const step = secret === null ? null : await acceptedCodeStep(secret, code, lastStepOf(row));
  if (step === null) throw Boom.badRequest(SERVER_MESSAGES.twoFactorCodeInvalid);
  await knex.transaction(async (trx) => {
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
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'user.two_factor_disabled',
      entity: 'user',
      entityId: userId,
    });
  });
}

/**
 * The second step of a sign-in whose password was right: nothing when the account has two-factor
 * sign-in off; else a 401 marked two_factor_required without a code, and a 401 for a wrong or
 * already used code. An accepted code's step is stored at once (conditionally, so two sign-ins
 * with the same code cannot both pass).
 */
export async function checkSignInCode(
  knex: Knex,
  key: string,
  userId: string,
  code: string | undefined,
): Promise<void> {
  const row = await existingRow(knex, userId);
  if (!isOn(row)) return;
  if (code === undefined) throw twoFactorCodeRequired();
  const lastStep = lastStepOf(row);
  const secret = decryptText(row.totp_secret, key, 'two-factor');
  const step = secret === null ? null : await acceptedCodeStep(secret, code, lastStep);
  if (step === null) throw Boom.unauthorized(SERVER_MESSAGES.twoFactorCodeInvalid);
  const query = knex('users').where({ id: userId });
  if (lastStep === null) query.whereNull('totp_last_step');
  else query.where('totp_last_step', '<', step);
  const changed = await query.update({ totp_last_step: step });
  if (changed !== 1) throw Boom.unauthorized(SERVER_MESSAGES.twoFactorCodeInvalid);
}
