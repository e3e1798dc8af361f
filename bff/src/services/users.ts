import { isLocale, normalizeEmail, usernameKey, type Locale } from '@shop/domain';
import type { Knex } from 'knex';
import type { components } from '@shop/domain/generated/api-types.gen';

export type AuthUser = components['schemas']['AuthUser'];

/** The columns of `users` this layer reads. */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  password_hash: string;
  is_admin: boolean | number;
  locale: string;
  /** Whole seconds: session tokens issued before it are refused (NULL before any password reset). */
  sessions_valid_from: number | string | null;
  /** When two-factor sign-in was turned on; null: off (a Date, or epoch ms on SQLite). */
  totp_enabled_at: Date | number | string | null;
  /** Moved by the database on every change to the user's My Orders (a number, or a string from MySQL's BIGINT). */
  orders_version: number | string;
}

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'password_hash',
  'is_admin',
  'locale',
  'sessions_valid_from',
  'totp_enabled_at',
  'orders_version',
] as const;

/** E-mail addresses are stored and compared trimmed and lower-case (one rule, in domain/). */
export { normalizeEmail };

export function toAuthUser(
  row: Pick<UserRow, 'id' | 'username' | 'email' | 'is_admin' | 'locale'> &
    Partial<Pick<UserRow, 'totp_enabled_at'>>,
): AuthUser {
  // SQLite answers 0/1, MySQL a TINYINT: one boolean either way.
  const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: Boolean(row.is_admin),
    locale,
    twoFactorEnabled: row.totp_enabled_at !== null && row.totp_enabled_at !== undefined,
  };
}

/** Sets the account's language; the updated user, or undefined when the account is gone. */
export async function updateUserLocale(
  knex: Knex,
  id: string,
  locale: Locale,
): Promise<AuthUser | undefined> {
  await knex('users').where({ id }).update({ locale, updated_at: new Date() });
  const row = await findUserById(knex, id);
  return row && toAuthUser(row);
}

export async function findUserById(knex: Knex, id: string): Promise<UserRow | undefined> {
  return knex<UserRow>('users')
    .select(...USER_COLUMNS)
    .where({ id })
    .first();
}

export async function findUserByEmail(knex: Knex, email: string): Promise<UserRow | undefined> {
  return knex<UserRow>('users')
    .select(...USER_COLUMNS)
    .where({ email: normalizeEmail(email) })
    .first();
}

/** Usernames are unique regardless of case (MySQL's collation would say so anyway; SQLite would not). */
export async function findUserByUsername(knex: Knex, username: string): Promise<UserRow | undefined> {
  return knex<UserRow>('users')
    .select(...USER_COLUMNS)
    .whereRaw('lower(username) = ?', [usernameKey(username)])
    .first();
}

/** The fresh admin flag of a user; false for an unknown id. */
export async function isAdminUser(knex: Knex, id: string): Promise<boolean> {
  const row = await knex('users').select('is_admin').where({ id }).first();
  return Boolean(row?.is_admin);
}
