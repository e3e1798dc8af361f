import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  TELEGRAM_START_TOKEN,
  channelsFor,
  isChannelOffered,
  telegramDeepLink,
} from './notifications';

const linked = { telegramLinked: true, smsAvailable: true };
const nothing = { telegramLinked: false, smsAvailable: false };

describe('channelsFor', () => {
  it('sends by default by e-mail, and by Telegram too once a chat is linked; never by SMS until turned on', () => {
    expect(channelsFor('renewals', DEFAULT_NOTIFICATION_PREFERENCES.renewals, nothing)).toEqual(['email']);
    expect(channelsFor('servers', DEFAULT_NOTIFICATION_PREFERENCES.servers, linked)).toEqual([
      'email',
      'telegram',
    ]);
  });

  it('sends renewals by SMS once turned on and the shop sends SMS; other kinds never', () => {
    const all = { email: true, telegram: true, sms: true };
    expect(channelsFor('renewals', all, linked)).toEqual(['email', 'telegram', 'sms']);
    expect(channelsFor('renewals', all, { telegramLinked: true, smsAvailable: false })).toEqual([
      'email',
      'telegram',
    ]);
    expect(channelsFor('payments', all, linked)).toEqual(['email', 'telegram']);
    expect(isChannelOffered('payments', 'sms')).toBe(false);
    expect(isChannelOffered('renewals', 'sms')).toBe(true);
  });

  it('falls back to e-mail when nothing chosen can reach the customer', () => {
    const telegramOnly = { email: false, telegram: true, sms: false };
    expect(channelsFor('payments', telegramOnly, linked)).toEqual(['telegram']);
    expect(channelsFor('payments', telegramOnly, nothing)).toEqual(['email']);
    expect(channelsFor('renewals', { email: false, telegram: false, sms: false }, linked)).toEqual(['email']);
  });
});

describe('telegramDeepLink', () => {
  it('opens the bot with the token as /start parameter, without an @', () => {
    expect(telegramDeepLink('@ShopBot', 'abc_DEF-123')).toBe('https://t.me/ShopBot?start=abc_DEF-123');
    expect(TELEGRAM_START_TOKEN.test('abc_DEF-123')).toBe(true);
    expect(TELEGRAM_START_TOKEN.test('a'.repeat(65))).toBe(false);
    expect(TELEGRAM_START_TOKEN.test('a+b')).toBe(false);
  });
});
