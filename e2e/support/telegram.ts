/**
 * The e2e run's Telegram (support/fake-telegram-server.ts: the tests' in-process fake of the Bot
 * API as a process beside the BFF), the BFF's settings for it, and the test's two hands on it:
 * what the bot sent to a chat, and a message typed in a chat, delivered to the shop's webhook as
 * Telegram delivers it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME } from '../../bff/test/fakes/telegram-bot-api.ts';

const port = Number(process.env.E2E_TELEGRAM_PORT ?? 8184);

export const E2E_TELEGRAM = {
  port,
  url: `http://127.0.0.1:${port}`,
  botToken: FAKE_BOT_TOKEN,
  botUsername: FAKE_BOT_USERNAME,
  webhookSecret: 'e2e-telegram-webhook-secret_0123456789',
  /** The admins' group chat. */
  adminChatId: '-1009876543210',
};

/** The BFF's environment for the fake. */
export const E2E_TELEGRAM_ENV = {
  TELEGRAM_BOT_TOKEN: E2E_TELEGRAM.botToken,
  TELEGRAM_BOT_USERNAME: E2E_TELEGRAM.botUsername,
  TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM.webhookSecret,
  TELEGRAM_API_URL: E2E_TELEGRAM.url,
  TELEGRAM_ADMIN_CHAT_ID: E2E_TELEGRAM.adminChatId,
};

/** A private chat id nobody else in the run uses. */
export function newChatId(): number {
  return 700_000_000 + Math.floor(Math.random() * 99_999_999);
}

/** The texts the bot has sent to `chatId` so far, in order. */
export async function sentTo(request: APIRequestContext, chatId: number | string): Promise<string[]> {
  const response = await request.get(`${E2E_TELEGRAM.url}/__control/sent?chat_id=${chatId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { text: string }[]).map((message) => message.text);
}

let updateId = Math.floor(Math.random() * 1_000_000);

/**
 * `text` typed by a person in their private chat with the bot, as Telegram posts it to the shop's
 * webhook (with the secret set by setWebhook); answers the webhook's reply.
 */
export async function typeInChat(
  request: APIRequestContext,
  chatId: number,
  text: string,
  languageCode = 'en',
): Promise<{ method?: string; chat_id?: number; text?: string }> {
  updateId += 1;
  const response = await request.post('/api/telegram/webhook', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': E2E_TELEGRAM.webhookSecret },
    data: {
      update_id: updateId,
      message: {
        message_id: updateId,
        date: Math.floor(Date.now() / 1000),
        text,
        chat: { id: chatId, type: 'private', first_name: 'Abebe' },
        from: { id: chatId, is_bot: false, first_name: 'Abebe', language_code: languageCode },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { method?: string; chat_id?: number; text?: string };
}
