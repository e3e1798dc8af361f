/**
 * Two-factor recovery codes: ten per account, made when two-factor sign-in is turned on (or
 * renewed), shown once; only their SHA-256 is stored. A code is used up by one conditional
 * update, so of two sign-ins racing with the same code exactly one gets through.
 */
import { createHash } from 'node:crypto';
import { newId, now } from '@shop/db';
import { newRecoveryCodes, recoveryCodeForm } from '@shop/domain/two-factor';
import type { Knex } from 'knex';

const TABLE = 'recovery_codes';

/** The stored form of a code: the SHA-256 (hex) of its plain form (lower-case, no dashes). */
export function hashRecoveryCode(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('hex');
}

/** Replaces the account's recovery codes with ten new ones (in the caller's transaction); answers them. */
export async function replaceRecoveryCodes(trx: Knex, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const at = now();
  await trx(TABLE).where({ user_id: userId }).del();
  await trx(TABLE).insert(
    codes.map((code) => ({
      id: newId(),
      user_id: userId,
      code_hash: hashRecoveryCode(recoveryCodeForm(code)!),
      used_at: null,
      created_at: at,
    })),
  );
  return codes;
}

/** Deletes the account's recovery codes (two-factor sign-in turned off). */
export async function deleteRecoveryCodes(trx: Knex, userId: string): Promise<void> {
  await trx(TABLE).where({ user_id: userId }).del();
}

/** Uses up the typed recovery code of the account: true when it was one and still unused. */
export async function consumeRecoveryCode(knex: Knex, userId: string, typed: string): Promise<boolean> {
  const plain = recoveryCodeForm(typed);
  if (plain === null) return false;
  const changed = await knex(TABLE)
    .where({ user_id: userId, code_hash: hashRecoveryCode(plain) })
    .whereNull('used_at')
    .update({ used_at: now() });
  return Number(changed) === 1;
}

/** How many unused recovery codes the account has. */
export async function unusedRecoveryCodes(knex: Knex, userId: string): Promise<number> {
  const row = (await knex(TABLE)
    .where({ user_id: userId })
    .whereNull('used_at')
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
