import { createHash, randomBytes } from 'node:crypto';
import Boom from '@hapi/boom';
import { newId, now } from '@shop/db';
import { isLocale, passwordRefusal, SERVER_MESSAGES } from '@shop/domain';
import {
  PASSWORD_RESET_TOKEN_BYTES,
  passwordResetExpiresAt,
  passwordResetUrl,
  sessionsValidFromSeconds,
} from '@shop/domain/password-reset';
import type { Knex } from 'knex';
import { passwordResetMail, queueMail } from '../mail/index.ts';
import type { PasswordHashing } from './password-hashing.ts';
import { revokeSessions } from './sessions.ts';
import { findUserByEmail } from './users.ts';

const TABLE = 'password_reset_tokens';

/** The stored form of a token: its SHA-256 in hex (the token itself is only ever in the mail). */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface ResetRequestOptions {
  /** The app's public origin (APP_URL), for the link. */
  appUrl: string;
  /** False once the account's allowance is spent: the answer stays the same, no mail is sent. */
  mayMail: boolean;
}

/**
 * Mails a reset link to the account with this e-mail, if there is one and it may get more mail:
 * a fresh token whose hash is stored with the mail queued in the same transaction. An unknown
 * e-mail reads the database the same way and sends nothing; the caller answers the same either way.
 * Earlier links stay valid until they expire or any link of the account is used.
 */
export async function requestPasswordReset(
  knex: Knex,
  email: string,
  options: ResetRequestOptions,
): Promise<void> {
  const user = await findUserByEmail(knex, email);
  const token = randomBytes(PASSWORD_RESET_TOKEN_BYTES).toString('base64url');
  if (!user || !options.mayMail) return;
  const at = now();
  const mail = passwordResetMail({
    locale: isLocale(user.locale) ? user.locale : 'en',
    resetUrl: passwordResetUrl(options.appUrl, token),
  });
  await knex.transaction(async (trx) => {
    await trx(TABLE).insert({
      id: newId(),
      user_id: user.id,
      token_hash: hashResetToken(token),
      expires_at: passwordResetExpiresAt(at.getTime()),
      used_at: null,
      created_at: at,
    });
    await queueMail(trx, { to: user.email, subject: mail.subject, text: mail.text, html: mail.html });
  });
}

function invalidToken(): Boom.Boom {
  return Boom.badRequest(SERVER_MESSAGES.passwordResetTokenInvalid);
}

/**
 * Sets a new password with a reset token, in one transaction: the token is taken only while
 * unused and unexpired (a conditional update; of two concurrent confirmations exactly one
 * changes a row), every other outstanding link of the account is marked used, the password
 * is replaced and every session of the account ends (revoked, and users.sessions_valid_from for
 * any token issued before this second).
 * 400 with one message for an unknown, used or expired token; 400 for a refused password; 503
 * when the server is too busy hashing passwords. Answers the account's id.
 */
export async function confirmPasswordReset(
  knex: Knex,
  hashing: PasswordHashing,
  token: string,
  password: string,
): Promise<{ userId: string }> {
  const weak = passwordRefusal(password);
  if (weak) throw Boom.badRequest(weak);
  const tokenHash = hashResetToken(token);
  const found = await knex(TABLE).select('id', 'user_id').where({ token_hash: tokenHash }).first();
  if (!found) throw invalidToken();
  const passwordHash = await hashing.hash(password);

  await knex.transaction(async (trx) => {
    const at = now();
    const taken = await trx(TABLE)
      .where({ id: found.id })
      .whereNull('used_at')
      .where('expires_at', '>', at)
      .update({ used_at: at });
    if (Number(taken) !== 1) throw invalidToken();
    await trx(TABLE).where({ user_id: found.user_id }).whereNull('used_at').update({ used_at: at });
    await trx('users')
      .where({ id: found.user_id })
      .update({
        password_hash: passwordHash,
        sessions_valid_from: sessionsValidFromSeconds(at.getTime()),
        updated_at: at,
      });
    await revokeSessions(trx, found.user_id);
  });
  return { userId: String(found.user_id) };
}
