/**
 * The signed-in customer's notification settings (issue 28): whether the shop's Telegram bot and
 * SMS are set up, whether a chat is linked to the account, and the channels per kind of message.
 * The account is always the token's; nothing here takes a user id from the request.
 */
import { now } from '@shop/db';
import { NOTIFICATION_KINDS } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import { preferencesAnswer, preferencesFromRequest } from '@shop/domain/notification-settings';
import type { PreferencesAnswer } from '@shop/domain/notification-settings';
import type { Knex } from 'knex';
import { preferencesOf, telegramChatOf } from './preferences.ts';
import type { SmsConfig, TelegramConfig } from './config.ts';
import { writeAudit } from '../shared/audit.ts';

export type NotificationSettings = components['schemas']['NotificationSettings'];

/** What of the shop's configuration the settings report. */
export interface NotificationChannelsConfig {
  telegram: TelegramConfig | undefined;
  sms: SmsConfig | undefined;
}

/** The settings as GET /notifications answers them. */
export async function notificationSettings(
  db: Knex | Knex.Transaction,
  config: NotificationChannelsConfig,
  userId: string,
): Promise<NotificationSettings> {
  const chat = await telegramChatOf(db, userId);
  const preferences = await preferencesOf(db, userId);
  const user = (await db('users').select('phone').where({ id: userId }).first()) as
    { phone: string | null } | undefined;
  return {
    telegram: {
      available: config.telegram !== undefined,
      linked: chat !== undefined,
      linkedAt: chat ? chat.linkedAt.toISOString() : null,
      botUsername: config.telegram?.botUsername ?? null,
    },
    sms: { available: config.sms !== undefined, phone: user?.phone ?? '' },
    preferences: preferencesAnswer(preferences),
  };
}

/**
 * Replaces the customer's channels for every kind (one row per kind; a channel not offered for a
 * kind is stored off), written in one transaction with its audit entry: the before and after), then answers the settings.
 */
export async function updateNotificationPreferences(
  knex: Knex,
  config: NotificationChannelsConfig,
  userId: string,
  body: PreferencesAnswer,
): Promise<NotificationSettings> {
  return knex.transaction(async (trx) => {
    const before = await preferencesOf(trx, userId);
    const preferences = preferencesFromRequest(body, before);
    const at = now();
    for (const kind of NOTIFICATION_KINDS) {
      await trx('notification_preferences')
        .insert({ user_id: userId, kind, ...preferences[kind], updated_at: at })
        .onConflict(['user_id', 'kind'])
        .merge(['email', 'telegram', 'sms', 'updated_at']);
    }
    const after = await preferencesOf(trx, userId);
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'user.notification_preferences_changed',
      entity: 'user',
      entityId: userId,
      data: { before, after },
    });
    return notificationSettings(trx, config, userId);
  });
}

/** Disconnects the customer's chat, if any (audited when there was one), then answers the settings. */
export async function unlinkTelegram(
  knex: Knex,
  config: NotificationChannelsConfig,
  userId: string,
): Promise<NotificationSettings> {
  return knex.transaction(async (trx) => {
    const removed = await trx('telegram_links').where({ user_id: userId }).delete();
    if (Number(removed) > 0) {
      await writeAudit(trx, {
        actorUserId: userId,
        action: 'user.telegram_unlinked',
        entity: 'user',
        entityId: userId,
      });
    }
    return notificationSettings(trx, config, userId);
  });
}
