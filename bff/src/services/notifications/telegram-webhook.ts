/**
 * The Telegram bot's webhook (issue 28). Telegram sends every Update with the secret given to
 * setWebhook in X-Telegram-Bot-Api-Secret-Token: it is compared in constant time with
 * TELEGRAM_WEBHOOK_SECRET before anything of the body is read (401 otherwise; 404 without a bot).
 * Only text messages of private chats are acted on; the reply goes back in the answer as a
 * sendMessage call, which Telegram carries out (no call of ours to the Bot API).
 *
 * `/start <token>` takes the token in one transaction (a conditional update: of two /start with
 * one token exactly one links) and links the chat to its account, replacing the account's earlier
 * chat; `/stop` unlinks every account of the chat; anything else gets the help text. Replies speak
 * the account's language (users.locale), else the sender's Telegram language.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import Boom from '@hapi/boom';
import { now } from '@shop/db';
import { isLocale, SERVER_MESSAGES } from '@shop/domain';
import type { Locale } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import {
  botHelpReply,
  botLinkedReply,
  botLinkInvalidReply,
  botLocaleOf,
  botStoppedReply,
  parseBotCommand,
} from '@shop/domain/telegram-bot';
import type { Knex } from 'knex';
import type { TelegramConfig } from './config.ts';
import { writeAudit } from '../shared/audit.ts';
import { hashTelegramLinkToken } from './telegram-link.ts';

export type TelegramUpdate = components['schemas']['TelegramUpdate'];
export type TelegramWebhookAnswer = components['schemas']['TelegramWebhookAnswer'];

export interface TelegramWebhookOptions {
  telegram: TelegramConfig | undefined;
  /** APP_URL: where the replies send the customer to press "Connect Telegram". */
  appUrl: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the header carries the secret (constant time whatever the lengths: digests are compared). */
export function validWebhookSecret(secret: string, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  return timingSafeEqual(sha256(secret), sha256(header));
}

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'en');

/** The accounts linked to a chat, oldest link first, with their language. */
async function accountsOfChat(db: Knex | Knex.Transaction, chatId: string) {
  return (await db('telegram_links')
    .join('users', 'users.id', 'telegram_links.user_id')
    .select('users.id as id', 'users.locale as locale')
    .where('telegram_links.chat_id', chatId)
    .orderBy('telegram_links.linked_at')) as { id: string; locale: string }[];
}

/**
 * Takes the token and links the chat to its account, in one transaction. Answers the account's
 * username and language, or undefined when the token is unknown, used or expired.
 */
async function linkChat(
  knex: Knex,
  token: string,
  chatId: string,
): Promise<{ username: string; locale: Locale } | undefined> {
  return knex.transaction(async (trx) => {
    const at = now();
    const found = (await trx('telegram_link_tokens')
      .select('id', 'user_id')
      .where({ token_hash: hashTelegramLinkToken(token) })
      .first()) as { id: string; user_id: string } | undefined;
    if (!found) return undefined;
    const taken = await trx('telegram_link_tokens')
      .where({ id: found.id })
      .whereNull('used_at')
      .where('expires_at', '>', at)
      .update({ used_at: at });
    if (Number(taken) !== 1) return undefined;
    await trx('telegram_links')
      .insert({ user_id: found.user_id, chat_id: chatId, linked_at: at })
      .onConflict('user_id')
      .merge(['chat_id', 'linked_at']);
    await writeAudit(trx, {
      actorUserId: found.user_id,
      action: 'user.telegram_linked',
      entity: 'user',
      entityId: found.user_id,
    });
    const user = (await trx('users').select('username', 'locale').where({ id: found.user_id }).first()) as {
      username: string;
      locale: string;
    };
    return { username: user.username, locale: localeOf(user.locale) };
  });
}

/** Unlinks every account of the chat; answers the language of the first of them, if any. */
async function unlinkChat(knex: Knex, chatId: string): Promise<Locale | undefined> {
  return knex.transaction(async (trx) => {
    const accounts = await accountsOfChat(trx, chatId);
    await trx('telegram_links').where({ chat_id: chatId }).delete();
    for (const account of accounts) {
      await writeAudit(trx, {
        actorUserId: account.id,
        action: 'user.telegram_unlinked',
        entity: 'user',
        entityId: account.id,
        data: { by: 'telegram' },
      });
    }
    return accounts[0] ? localeOf(accounts[0].locale) : undefined;
  });
}

/** Acts on one Update and answers what Telegram should send back. */
export async function receiveTelegramUpdate(
  knex: Knex,
  { telegram, appUrl }: TelegramWebhookOptions,
  update: TelegramUpdate,
  secretHeader: unknown,
): Promise<TelegramWebhookAnswer> {
  if (!telegram) throw Boom.notFound(SERVER_MESSAGES.telegramNotSetUp);
  if (!validWebhookSecret(telegram.webhookSecret, secretHeader)) {
    throw Boom.unauthorized(SERVER_MESSAGES.telegramWebhookSecretInvalid);
  }
  const message = update.message;
  const chatNumber = message?.chat?.id;
  if (!message || chatNumber === undefined || message.chat?.type !== 'private') return {};
  const chatId = String(chatNumber);
  const senderLocale = botLocaleOf(message.from?.language_code);
  const reply = (text: string): TelegramWebhookAnswer => ({
    method: 'sendMessage',
    chat_id: chatNumber,
    text,
  });

  const command = parseBotCommand(message.text);
  switch (command.kind) {
    case 'start': {
      const linked = await linkChat(knex, command.token, chatId);
      return linked
        ? reply(botLinkedReply(linked.locale, linked.username))
        : reply(botLinkInvalidReply(senderLocale, appUrl));
    }
    case 'start-invalid':
      return reply(botLinkInvalidReply(senderLocale, appUrl));
    case 'stop': {
      const accountLocale = await unlinkChat(knex, chatId);
      return reply(botStoppedReply(accountLocale ?? senderLocale, appUrl));
    }
    case 'help': {
      const [account] = await accountsOfChat(knex, chatId);
      return reply(botHelpReply(account ? localeOf(account.locale) : senderLocale, appUrl));
    }
  }
}
