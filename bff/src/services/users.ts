import { now } from '@shop/db';
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
  /** On the user's invoices (migration 0041). */
  company_name: string | null;
  tin: string | null;
}

export const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'password_hash',
  'is_admin',
  'locale',
  'sessions_valid_from',
  'totp_enabled_at',
  'company_name',
  'tin',
] as const;

/** E-mail addresses are stored and compared trimmed and lower-case (one rule, in domain/). */
export { normalizeEmail };

export function toAuthUser(
  row: Pick<UserRow, 'id' | 'username' | 'email' | 'is_admin' | 'locale'> &
    Partial<Pick<UserRow, 'totp_enabled_at' | 'company_name' | 'tin'>>,
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
    ...(row.company_name ? { companyName: row.company_name } : {}),
    ...(row.tin ? { tin: row.tin } : {}),
  };
}

/** The settings PATCH /auth/me changes, already checked (companyName and tin in stored form). */
export interface UserSettings {
  locale?: Locale;
  companyName?: string | null;
  tin?: string | null;
}

/** Changes the account's settings; the updated user, or undefined when the account is gone. */
export async function updateUserSettings(
  knex: Knex,
  id: string,
  settings: UserSettings,
): Promise<AuthUser | undefined> {
  await knex('users')
    .where({ id })
    .update({
      ...(settings.locale !== undefined ? { locale: settings.locale } : {}),
      ...(settings.companyName !== undefined ? { company_name: settings.companyName } : {}),
      ...(settings.tin !== undefined ? { tin: settings.tin } : {}),
      updated_at: now(),
    });
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
