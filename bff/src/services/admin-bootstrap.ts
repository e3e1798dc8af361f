import { newId, now } from '@shop/db';
import type { Knex } from 'knex';
import { hashPassword } from './passwords.ts';
import type { AuthUser } from './users.ts';
import { findUserByEmail, findUserByUsername, normalizeEmail, toAuthUser } from './users.ts';

export interface AdminAccount {
  email: string;
  password: string;
  /** Defaults to 'admin'. Used when the account is created; an existing user keeps their username. */
  username?: string;
}

export interface EnsureAdminResult {
  user: AuthUser;
  action: 'created' | 'updated';
}

/**
 * Makes sure an admin with this e-mail exists and signs in with this password: creates the
 * account, or promotes the existing user with that e-mail and sets the password. Idempotent.
 * A username already taken by another account gets a numeric suffix rather than failing.
 */
export async function ensureAdmin(knex: Knex, account: AdminAccount): Promise<EnsureAdminResult> {
  const email = normalizeEmail(account.email);
  const passwordHash = await hashPassword(account.password);
  const at = now();

  return knex.transaction(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing) {
      await trx('users').where({ id: existing.id }).update({
        is_admin: true,
        password_hash: passwordHash,
        updated_at: at,
      });
      return { user: toAuthUser({ ...existing, is_admin: true }), action: 'updated' as const };
    }

    const username = await freeUsername(trx, account.username?.trim() || 'admin');
    const row = {
      id: newId(),
      username,
      email,
      phone: '',
      password_hash: passwordHash,
      is_admin: true,
      locale: 'en',
      created_at: at,
      updated_at: at,
    };
    await trx('users').insert(row);
    return { user: toAuthUser(row), action: 'created' as const };
  });
}

async function freeUsername(knex: Knex, wanted: string): Promise<string> {
  if (!(await findUserByUsername(knex, wanted))) return wanted;
  for (let i = 2; i < 1000; i += 1) {
    const candidate = `${wanted.slice(0, 28)}${i}`;
    if (!(await findUserByUsername(knex, candidate))) return candidate;
  }
  throw new Error(`No free username like "${wanted}"`);
}
