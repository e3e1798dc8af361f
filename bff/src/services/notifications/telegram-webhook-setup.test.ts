import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTelegram } from '../../../test/fakes/telegram-bot-api.ts';
import type { FakeTelegram } from '../../../test/fakes/telegram-bot-api.ts';
import { DEFAULT_TELEGRAM_API_URL } from './config.ts';
import type { TelegramConfig } from './config.ts';
import { registerTelegramWebhook, WebhookSetupError } from './telegram-webhook-setup.ts';

describe('npm run telegram:webhook (registerTelegramWebhook)', () => {
  let telegram: FakeTelegram;
  let config: TelegramConfig;

  beforeAll(async () => {
    telegram = await startFakeTelegram();
  });
  afterAll(async () => {
    await telegram?.close();
  });
  beforeEach(() => {
    telegram.reset();
    config = {
      botToken: telegram.token,
      botUsername: telegram.username,
      webhookSecret: 'Hook_secret-42',
      apiUrl: telegram.url,
      adminChatId: undefined,
    };
  });

  it('checks the token with getMe, then sets the webhook with the secret, for messages only', async () => {
    const done = await registerTelegramWebhook({ telegram: config, appUrl: 'https://abaycloud.et/' });

    expect(done).toEqual({ bot: `@${telegram.username}`, url: 'https://abaycloud.et/api/telegram/webhook' });
    expect(telegram.calls.map((c) => [c.method, c.status])).toEqual([
      ['getMe', 200],
      ['setWebhook', 200],
    ]);
    expect(telegram.webhook()).toEqual({
      url: 'https://abaycloud.et/api/telegram/webhook',
      secretToken: 'Hook_secret-42',
      allowedUpdates: ['message'],
    });
  });

  it('says clearly when Telegram is not configured, calling nothing', async () => {
    await expect(
      registerTelegramWebhook({ telegram: undefined, appUrl: 'https://abaycloud.et' }),
    ).rejects.toThrow(/TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME and TELEGRAM_WEBHOOK_SECRET/);
    expect(telegram.calls).toEqual([]);
  });

  it('refuses a token of another bot, and a token Telegram does not know, before setting anything', async () => {
    await expect(
      registerTelegramWebhook({
        telegram: { ...config, botUsername: 'SomeOtherBot' },
        appUrl: 'https://abaycloud.et',
      }),
    ).rejects.toBeInstanceOf(WebhookSetupError);
    await expect(
      registerTelegramWebhook({
        telegram: { ...config, botToken: '42424242:WrongTokenWrongTokenWrongTokenWrong' },
        appUrl: 'https://abaycloud.et',
      }),
    ).rejects.toThrow('Telegram getMe failed: 401 Unauthorized');
    expect(telegram.webhook()).toBeUndefined();
  });

  it('refuses an http APP_URL for the real Telegram (it only calls https), without a call', async () => {
    await expect(
      registerTelegramWebhook({
        telegram: { ...config, apiUrl: DEFAULT_TELEGRAM_API_URL },
        appUrl: 'http://localhost:3000',
      }),
    ).rejects.toThrow('https addresses only');
  });
});
