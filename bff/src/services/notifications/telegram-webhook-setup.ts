/**
 * Registering the bot's webhook (`npm run telegram:webhook`): checks the token with getMe, then
 * points Telegram at `{APP_URL}/api/telegram/webhook` with TELEGRAM_WEBHOOK_SECRET (sent back in
 * X-Telegram-Bot-Api-Secret-Token) and messages only. Run once per deployment (or when APP_URL or
 * the secret change), not on every start.
 */
import { DEFAULT_TELEGRAM_API_URL } from './config.ts';
import type { TelegramConfig } from './config.ts';
import { telegramApi } from './telegram-api.ts';

export class WebhookSetupError extends Error {}

/** `{appUrl}/api/telegram/webhook`: where the BFF serves the contract's telegramWebhook. */
export function telegramWebhookUrl(appUrl: string): string {
  return `${appUrl.replace(/\/+$/, '')}/api/telegram/webhook`;
}

/** Registers the webhook; answers what was done, for the command to print. Throws WebhookSetupError. */
export async function registerTelegramWebhook(settings: {
  telegram: TelegramConfig | undefined;
  appUrl: string;
}): Promise<{ bot: string; url: string }> {
  if (!settings.telegram)
    throw new WebhookSetupError(
      'Telegram is not configured: set TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME and TELEGRAM_WEBHOOK_SECRET',
    );
  const url = telegramWebhookUrl(settings.appUrl);
  // api.telegram.org sends webhooks to https only; a local Bot API server (or the tests' fake) may use http.
  const official = settings.telegram.apiUrl === DEFAULT_TELEGRAM_API_URL;
  if (official && !url.startsWith('https://'))
    throw new WebhookSetupError(
      `Telegram sends webhooks to https addresses only: APP_URL is ${settings.appUrl}`,
    );
  const api = telegramApi(settings.telegram);
  const me = await api.getMe();
  const expected = settings.telegram.botUsername.toLowerCase();
  if (me.username !== undefined && me.username.toLowerCase() !== expected)
    throw new WebhookSetupError(
      `TELEGRAM_BOT_TOKEN belongs to @${me.username}, not to TELEGRAM_BOT_USERNAME @${settings.telegram.botUsername}`,
    );
  await api.setWebhook(url, settings.telegram.webhookSecret);
  return { bot: `@${me.username ?? settings.telegram.botUsername}`, url };
}
