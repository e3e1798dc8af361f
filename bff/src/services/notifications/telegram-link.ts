/**
 * "Connect Telegram" (issue 28): a one-time deep link `https://t.me/<bot>?start=<token>`. The
 * token is 32 random bytes in base64url (43 characters, a valid /start parameter); only its
 * SHA-256 is stored, valid TELEGRAM_LINK_TTL_SECONDS. A new link leaves earlier unused ones
 * working. One account may ask for TELEGRAM_LINKS_PER_TTL links in a token's lifetime (409 past
 * it), so no account can fill the table; its tokens past their expiry are deleted on the way.
 */
import { createHash, randomBytes } from 'node:crypto';
import Boom from '@hapi/boom';
import { newId, now } from '@shop/db';
import { SERVER_MESSAGES, TELEGRAM_LINK_TTL_SECONDS, telegramDeepLink } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import { TELEGRAM_LINKS_PER_TTL } from '@shop/domain/notification-settings';
import type { Knex } from 'knex';
import type { TelegramConfig } from './config.ts';

export type TelegramLink = components['schemas']['TelegramLink'];

const TABLE = 'telegram_link_tokens';
const TOKEN_BYTES = 32;

/** The stored form of a link token: its SHA-256 in hex (the token itself is only in the link). */
export function hashTelegramLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh link for the customer, or 409 when the shop has no bot or the account asked too often. */
export async function createTelegramLink(
  knex: Knex,
  telegram: TelegramConfig | undefined,
  userId: string,
): Promise<TelegramLink> {
  if (!telegram) throw Boom.conflict(SERVER_MESSAGES.telegramNotSetUp);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const at = now();
  const expiresAt = new Date(at.getTime() + TELEGRAM_LINK_TTL_SECONDS * 1000);
  await knex.transaction(async (trx) => {
    await trx(TABLE).where({ user_id: userId }).where('expires_at', '<=', at).delete();
    const recent = await trx(TABLE).where({ user_id: userId }).count({ count: '*' }).first();
    if (Number(recent?.count ?? 0) >= TELEGRAM_LINKS_PER_TTL) {
      throw Boom.conflict(SERVER_MESSAGES.telegramLinkRateLimited);
    }
    await trx(TABLE).insert({
      id: newId(),
      token_hash: hashTelegramLinkToken(token),
      user_id: userId,
      expires_at: expiresAt,
      used_at: null,
      created_at: at,
    });
  });
  return { url: telegramDeepLink(telegram.botUsername, token), expiresAt: expiresAt.toISOString() };
}
