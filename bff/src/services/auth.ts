import Boom from '@hapi/boom';
import Jwt from '@hapi/jwt';
import { newId, now, uniqueViolationKey } from '@shop/db';
import { isPlainEmail, passwordRefusal, SERVER_MESSAGES, type Locale } from '@shop/domain';
import type { Knex } from 'knex';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { AppConfig } from '../config.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { AuthUser } from './users.ts';
import { findUserByEmail, findUserByUsername, normalizeEmail, toAuthUser } from './users.ts';

export type RegisterRequest = components['schemas']['RegisterRequest'];

function conflictFor(column: 'email' | 'username'): Boom.Boom {
  return Boom.conflict(column === 'email' ? SERVER_MESSAGES.emailTaken : SERVER_MESSAGES.usernameTaken);
}

/**
 * Creates a customer account (never an admin) speaking the language of the sign-up. Throws 409
 * for a taken e-mail or username.
 */
export async function registerUser(knex: Knex, input: RegisterRequest, locale: Locale): Promise<AuthUser> {
  const email = normalizeEmail(input.email);
  if (!isPlainEmail(email)) throw Boom.badRequest(SERVER_MESSAGES.emailNotPlain);
  const weakPassword = passwordRefusal(input.password);
  if (weakPassword) throw Boom.badRequest(weakPassword);
  const username = input.username.trim();
  const phone = input.phone.trim();

  if (await findUserByEmail(knex, email)) throw conflictFor('email');
  if (await findUserByUsername(knex, username)) throw conflictFor('username');

  const at = now();
  const row = {
    id: newId(),
    username,
    email,
    phone,
    password_hash: await hashPassword(input.password),
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
 * The user behind an e-mail and password, or a 401 with one message for both an unknown e-mail
 * and a wrong password. An unknown e-mail still costs one scrypt verification, so the two cannot
 * be told apart by timing.
 */
export async function authenticate(knex: Knex, emailInput: string, password: string): Promise<AuthUser> {
  const user = await findUserByEmail(knex, emailInput);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw Boom.unauthorized(SERVER_MESSAGES.invalidCredentials);
  return toAuthUser(user);
}

/** An HS256 token for the user: `sub` is the user id; nothing else about the user is trusted from it. */
export function issueToken(jwt: AppConfig['jwt'], userId: string): string {
  return Jwt.token.generate(
    { sub: userId, iss: jwt.issuer, aud: jwt.audience },
    { key: jwt.secret, algorithm: 'HS256' },
    { ttlSec: jwt.ttlSeconds },
  );
}
