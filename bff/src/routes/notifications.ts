import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { createTelegramLink } from '../services/notifications/telegram-link.ts';
import {
  notificationSettings,
  unlinkTelegram,
  updateNotificationPreferences,
} from '../services/notifications/customer-settings.ts';
import type { PreferencesAnswer } from '@shop/domain/notification-settings';
import { receiveTelegramUpdate } from '../services/notifications/telegram-webhook.ts';
import type { TelegramUpdate } from '../services/notifications/telegram-webhook.ts';

/**
 * Where the signed-in customer's messages go (issue 28): settings, preferences, linking and
 * unlinking a Telegram chat; and the bot's webhook, which checks its secret header itself.
 */
export const notificationHandlers: HandlerMap = {
  getNotificationSettings(request) {
    const { knex, config } = request.server.app;
    return notificationSettings(knex, config, currentUser(request).id);
  },

  updateNotificationPreferences(request) {
    const { knex, config } = request.server.app;
    return updateNotificationPreferences(
      knex,
      config,
      currentUser(request).id,
      request.payload as PreferencesAnswer,
    );
  },

  linkTelegram(request) {
    const { knex, config } = request.server.app;
    return createTelegramLink(knex, config.telegram, currentUser(request).id);
  },

  unlinkTelegram(request) {
    const { knex, config } = request.server.app;
    return unlinkTelegram(knex, config, currentUser(request).id);
  },

  telegramWebhook(request) {
    const { knex, config } = request.server.app;
    return receiveTelegramUpdate(
      knex,
      { telegram: config.telegram, appUrl: config.appUrl },
      request.payload as TelegramUpdate,
      request.headers['x-telegram-bot-api-secret-token'],
    );
  },
};
