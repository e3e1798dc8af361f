/**
 * npm run telegram:webhook
 *
 * Registers the Telegram bot's webhook: checks TELEGRAM_BOT_TOKEN with getMe, then calls
 * setWebhook with `${APP_URL}/api/telegram/webhook` and TELEGRAM_WEBHOOK_SECRET (messages only).
 * Reads the server's settings (the environment, as the server does). Exit codes: 0 done, 1 failure.
 */
import { loadConfigOrReport } from './config.ts';
import {
  registerTelegramWebhook,
  WebhookSetupError,
} from '../services/notifications/telegram-webhook-setup.ts';

async function run(): Promise<number> {
  const config = loadConfigOrReport();
  if (!config) return 1;
  try {
    const { bot, url } = await registerTelegramWebhook(config);
    console.log(`Webhook of ${bot} set to ${url} (with the secret token; updates: message).`);
    return 0;
  } catch (err) {
    if (!(err instanceof WebhookSetupError)) throw err;
    console.error(err.message);
    return 1;
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('telegram:webhook failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
