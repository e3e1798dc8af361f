import { describe, expect, it } from 'vitest';
import { DEFAULT_AFROMESSAGE_URL, DEFAULT_TELEGRAM_API_URL, parseNotificationConfig } from './config.ts';

const TOKEN = '123456789:AAConfigTestTelegramBotToken_0123456789';
const TELEGRAM = {
  TELEGRAM_BOT_TOKEN: TOKEN,
  TELEGRAM_BOT_USERNAME: '@ShopBot',
  TELEGRAM_WEBHOOK_SECRET: 'hook-secret_1',
};

describe('parseNotificationConfig', () => {
  it('leaves Telegram and SMS off when nothing is set', () => {
    expect(parseNotificationConfig({})).toEqual({
      value: { telegram: undefined, sms: undefined },
      problems: [],
    });
  });

  it('reads a bot with its defaults, the username without @', () => {
    const { value, problems } = parseNotificationConfig({
      ...TELEGRAM,
      TELEGRAM_ADMIN_CHAT_ID: '-100200300',
    });
    expect(problems).toEqual([]);
    expect(value.telegram).toEqual({
      botToken: TOKEN,
      botUsername: 'ShopBot',
      webhookSecret: 'hook-secret_1',
      apiUrl: DEFAULT_TELEGRAM_API_URL,
      adminChatId: '-100200300',
    });
  });

  it('names every missing or malformed setting, never repeating the token', () => {
    const { value, problems } = parseNotificationConfig({
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_URL: 'ftp://api.example',
      TELEGRAM_ADMIN_CHAT_ID: 'the admins',
      AFROMESSAGE_TOKEN: 'afro-token',
    });
    expect(value).toEqual({ telegram: undefined, sms: undefined });
    expect(problems).toEqual([
      'TELEGRAM_ADMIN_CHAT_ID must be a chat id (digits, negative for a group)',
      'TELEGRAM_API_URL must be an http(s) address such as https://api.telegram.org',
      'TELEGRAM_BOT_USERNAME must be set when TELEGRAM_BOT_TOKEN is set',
      'TELEGRAM_WEBHOOK_SECRET must be set when TELEGRAM_BOT_TOKEN is set',
      'AFROMESSAGE_SENDER must be set when AFROMESSAGE_TOKEN is set',
    ]);
    expect(problems.join(' ')).not.toContain(TOKEN);
    expect(parseNotificationConfig({ TELEGRAM_BOT_USERNAME: 'ShopBot' }).problems).toEqual([
      'TELEGRAM_BOT_TOKEN must be set when the other TELEGRAM_* settings are',
    ]);
  });

  it('reads AfroMessage with its default address', () => {
    const { value } = parseNotificationConfig({
      AFROMESSAGE_TOKEN: 'afro-token',
      AFROMESSAGE_SENDER: 'AbayCloud',
    });
    expect(value.sms).toEqual({
      token: 'afro-token',
      sender: 'AbayCloud',
      identifier: undefined,
      url: DEFAULT_AFROMESSAGE_URL,
    });
  });
});
