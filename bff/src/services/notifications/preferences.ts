/**
 * A customer's notification preferences and linked Telegram chat, as stored (issue 28). A kind
 * without a row has the domain's defaults (DEFAULT_NOTIFICATION_PREFERENCES).
 */
import { normalizeRow } from '@shop/db';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_KINDS } from '@shop/domain';
import type { NotificationPreferences } from '@shop/domain';
import type { Knex } from 'knex';

/** The customer's channels per kind of message, the defaults where they chose nothing. */
export async function preferencesOf(
  db: Knex | Knex.Transaction,
  userId: string,
): Promise<NotificationPreferences> {
  const rows = (await db('notification_preferences').where({ user_id: userId })).map((row) =>
    normalizeRow('notification_preferences', row),
  );
  const preferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  for (const kind of NOTIFICATION_KINDS) {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (row) preferences[kind] = { email: row.email, telegram: row.telegram, sms: row.sms };
  }
  return preferences;
}

/** The chat linked to the customer's account, if any. */
export async function telegramChatOf(
  db: Knex | Knex.Transaction,
  userId: string,
): Promise<{ chatId: string; linkedAt: Date } | undefined> {
  const row = normalizeRow('telegram_links', await db('telegram_links').where({ user_id: userId }).first());
  return row ? { chatId: row.chat_id, linkedAt: row.linked_at } : undefined;
}
