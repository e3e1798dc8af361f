import Boom from '@hapi/boom';
import { newId, now, uniqueViolationKey } from '@shop/db';
import {
  canonicalPhone,
  isPlainEmail,
  passwordRefusal,
  PHONE_MESSAGE,
  SERVER_MESSAGES,
  type Locale,
} from '@shop/domain';
import type { Knex } from 'knex';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { PasswordHashing } from './password-hashing.ts';
import type { AuthUser, UserRow } from './users.ts';
import { findUserByEmail, findUserByUsername, normalizeEmail, toAuthUser } from './users.ts';

export type RegisterRequest = components['schemas']['RegisterRequest'];

function conflictFor(column: 'email' | 'username'): Boom.Boom {
  return Boom.conflict(column === 'email' ? SERVER_MESSAGES.emailTaken : SERVER_MESSAGES.usernameTaken);
}

/**
 * Creates a customer account (never an admin) speaking the language of the sign-up. Throws 409
 * for a taken e-mail or username, 503 when the server is too busy hashing passwords.
 */
export async function registerUser(
  knex: Knex,
  hashing: PasswordHashing,
  input: RegisterRequest,
  locale: Locale,
): Promise<AuthUser> {
  const email = normalizeEmail(input.email);
  if (!isPlainEmail(email)) throw Boom.badRequest(SERVER_MESSAGES.emailNotPlain);
  const weakPassword = passwordRefusal(input.password);
  if (weakPassword) throw Boom.badRequest(weakPassword);
  const username = input.username.trim();
  // The contract's pattern admits every spelling; kept in the one form +2519… (domain's canonicalPhone).
  const phone = canonicalPhone(input.phone);
  if (phone === null) throw Boom.badRequest(PHONE_MESSAGE);

  if (await findUserByEmail(knex, email)) throw conflictFor('email');
  if (await findUserByUsername(knex, username)) throw conflictFor('username');

  const at = now();
  const row = {
    id: newId(),
    username,
    email,
    phone,
    password_hash: await hashing.hash(input.password),
    is_admin: false,
    locale,
    created_at: at,
    updated_at: at,
  };
  try {
    await knex('users').insert(row);
  } catch (err) {
    // Two sign-ups racing past the checks above: the unique index decides, with the same answer.
    const key = uniqueViolationKey(err);
    if (key === 'users_username_unique') throw conflictFor('username');
    if (key !== undefined) throw conflictFor('email');
    throw err;
  }
  return toAuthUser(row);
}

/**
 * The user of the account found for the e-mail typed (`user`, undefined for none) when the
 * password is right, else a 401 with one message for both an unknown e-mail and a wrong
 * password: an unknown e-mail still costs one verification (against the dummy Argon2id hash),
 * so the two cannot be told apart by timing. `rehash`: the right password is stored under an
 * older hash (scrypt, or weaker Argon2 parameters) and should be stored again (upgradePasswordHash).
 */
export async function checkPassword(
  hashing: PasswordHashing,
  user: UserRow | undefined,
  password: string,
): Promise<{ user: AuthUser; rehash: boolean }> {
  const verified = await hashing.verify(password, user?.password_hash);
  if (!user || !verified.ok) throw Boom.unauthorized(SERVER_MESSAGES.invalidCredentials);
  return { user: toAuthUser(user), rehash: verified.needsRehash };
}

/**
 * Stores the password the user just signed in with as Argon2id, in place of the older hash it
 * was checked against; only if that hash is still the stored one (a password reset meanwhile wins).
 */
export async function upgradePasswordHash(
  knex: Knex,
  hashing: PasswordHashing,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  password: string,
): Promise<boolean> {
  const fresh = await hashing.hash(password);
  const updated = await knex('users')
    .where({ id: user.id, password_hash: user.password_hash })
    .update({ password_hash: fresh, updated_at: now() });
  return Number(updated) === 1;
}
