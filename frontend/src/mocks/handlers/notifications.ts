import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  SERVER_MESSAGES,
  TELEGRAM_LINK_TTL_SECONDS,
  telegramDeepLink,
} from '@shop/domain';
import type { Locale, NotificationPreferences } from '@shop/domain';
import {
  preferencesAnswer,
  preferencesFromRequest,
  TELEGRAM_LINKS_PER_TTL,
} from '@shop/domain/notification-settings';
import {
  botHelpReply,
  botLinkedReply,
  botLinkInvalidReply,
  botLocaleOf,
  botStoppedReply,
  parseBotCommand,
} from '@shop/domain/telegram-bot';
import type { MockUser } from '../db';
import { apiError, authenticate, http } from '../http';
import { db, mockSettings } from '../state';

/** The bot's username when the mocks have Telegram set up (`mockSettings.telegram`), as TELEGRAM_BOT_USERNAME. */
export const MOCK_TELEGRAM_BOT_USERNAME = 'AbayCloudBot';

/** TELEGRAM_WEBHOOK_SECRET when the mocks have Telegram set up: the webhook's secret header must carry it. */
export const MOCK_TELEGRAM_WEBHOOK_SECRET = 'mock-telegram-webhook-secret_0123';

/** What the BFF answers for GET /notifications (bff/src/services/notifications/customer-settings.ts). */
/** The customer's stored choices, a kind without a row at domain's defaults. */
function preferencesOfUser(userId: string): NotificationPreferences {
  const preferences: NotificationPreferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  for (const row of db.notificationPreferences) {
    if (row.userId === userId)
      preferences[row.kind] = { email: row.email, telegram: row.telegram, sms: row.sms };
  }
  return preferences;
}

function settingsOf(user: MockUser) {
  const chat = db.telegramLinks.find((l) => l.userId === user.id);
  const preferences = preferencesOfUser(user.id);
  return {
    telegram: {
      available: mockSettings.telegram === true,
      linked: chat !== undefined,
      linkedAt: chat?.linkedAt ?? null,
      botUsername: mockSettings.telegram ? MOCK_TELEGRAM_BOT_USERNAME : null,
    },
    sms: { available: mockSettings.sms === true, phone: user.phone ?? '' },
    preferences: preferencesAnswer(preferences),
  };
}

/** 32 random bytes in base64url (43 characters), as the BFF's link tokens. */
function randomLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Links the chat to the account of `userId` as the bot's `/start <token>` does (for stories and
 * tests that show a linked account): the account's earlier chat is replaced.
 */
export function linkMockTelegramChat(
  userId: string,
  chatId: string,
  linkedAt = new Date().toISOString(),
): void {
  db.telegramLinks = db.telegramLinks.filter((l) => l.userId !== userId);
  db.telegramLinks.push({ userId, chatId, linkedAt });
}

const localeOfUser = (userId: string | undefined): Locale | undefined =>
  db.users.find((u) => u.id === userId)?.locale;

/**
 * Where the signed-in customer's messages go, as the BFF (bff/src/routes/notifications.ts):
 * settings and preferences per user, "Connect Telegram" links (409 without a bot, or past
 * TELEGRAM_LINKS_PER_TTL links in 15 minutes), Disconnect; and the bot's webhook, which acts on
 * /start, /stop and anything else as the BFF's does, answering with the same texts.
 */
export const notificationHandlers = [
  http.get('/notifications', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response(200).json(settingsOf(user));
  }),

  http.put('/notifications', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const preferences = preferencesFromRequest(await request.json(), preferencesOfUser(user.id));
    db.notificationPreferences = [
      ...db.notificationPreferences.filter((row) => row.userId !== user.id),
      ...NOTIFICATION_KINDS.map((kind) => ({ userId: user.id, kind, ...preferences[kind] })),
    ];
    return response(200).json(settingsOf(user));
  }),

  http.post('/notifications/telegram/link', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    if (!mockSettings.telegram) return response.untyped(apiError(409, SERVER_MESSAGES.telegramNotSetUp));
    const now = Date.now();
    db.telegramLinkTokens = db.telegramLinkTokens.filter(
      (t) => t.userId !== user.id || Date.parse(t.expiresAt) > now,
    );
    if (db.telegramLinkTokens.filter((t) => t.userId === user.id).length >= TELEGRAM_LINKS_PER_TTL) {
      return response.untyped(apiError(409, SERVER_MESSAGES.telegramLinkRateLimited));
    }
    const token = randomLinkToken();
    const expiresAt = new Date(now + TELEGRAM_LINK_TTL_SECONDS * 1000).toISOString();
    db.telegramLinkTokens.push({
      token,
      userId: user.id,
      expiresAt,
      usedAt: null,
      createdAt: new Date(now).toISOString(),
    });
    return response(200).json({ url: telegramDeepLink(MOCK_TELEGRAM_BOT_USERNAME, token), expiresAt });
  }),

  http.delete('/notifications/telegram', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    db.telegramLinks = db.telegramLinks.filter((l) => l.userId !== user.id);
    return response(200).json(settingsOf(user));
  }),

  http.post('/telegram/webhook', async ({ request, response }) => {
    if (!mockSettings.telegram) return response.untyped(apiError(404, SERVER_MESSAGES.telegramNotSetUp));
    if (request.headers.get('x-telegram-bot-api-secret-token') !== MOCK_TELEGRAM_WEBHOOK_SECRET) {
      return response.untyped(apiError(401, SERVER_MESSAGES.telegramWebhookSecretInvalid));
    }
    const message = (await request.json()).message;
    const chatNumber = message?.chat?.id;
    if (!message || chatNumber === undefined || message.chat?.type !== 'private')
      return response(200).json({});
    const chatId = String(chatNumber);
    const senderLocale = botLocaleOf(message.from?.language_code);
    const appUrl = new URL(request.url).origin;
    const accountLocale = () =>
      localeOfUser(
        [...db.telegramLinks]
          .filter((l) => l.chatId === chatId)
          .sort((a, b) => a.linkedAt.localeCompare(b.linkedAt))[0]?.userId,
      );
    const reply = (text: string) =>
      response(200).json({ method: 'sendMessage' as const, chat_id: chatNumber, text });

    const command = parseBotCommand(message.text);
    switch (command.kind) {
      case 'start': {
        const now = Date.now();
        const token = db.telegramLinkTokens.find(
          (t) => t.token === command.token && t.usedAt === null && Date.parse(t.expiresAt) > now,
        );
        const user = db.users.find((u) => u.id === token?.userId);
        if (!token || !user) return reply(botLinkInvalidReply(senderLocale, appUrl));
        token.usedAt = new Date(now).toISOString();
        linkMockTelegramChat(user.id, chatId, token.usedAt);
        return reply(botLinkedReply(user.locale, user.username));
      }
      case 'start-invalid':
        return reply(botLinkInvalidReply(senderLocale, appUrl));
      case 'stop': {
        const locale = accountLocale() ?? senderLocale;
        db.telegramLinks = db.telegramLinks.filter((l) => l.chatId !== chatId);
        return reply(botStoppedReply(locale, appUrl));
      }
      case 'help':
        return reply(botHelpReply(accountLocale() ?? senderLocale, appUrl));
    }
  }),
];
