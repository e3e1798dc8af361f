import { botLinkedReply } from '@shop/domain/telegram-bot';
import { describe, expect, it } from 'vitest';
import { api } from '../api';
import { makeStore } from '../store/store';
import { DEMO_SESSION, DEMO_USER } from './fixtures';
import {
  linkMockTelegramChat,
  MOCK_TELEGRAM_BOT_USERNAME,
  MOCK_TELEGRAM_WEBHOOK_SECRET,
} from './handlers/notifications';
import { setMockSettings } from './state';

/** What stories and page tests of the Notifications section build on (the parity suite checks the rest). */
describe('the notification mocks', () => {
  it('have no bot until the settings give one: Connect answers 409', async () => {
    const store = makeStore({ auth: DEMO_SESSION });
    const { data } = await store.dispatch(api.endpoints.getNotificationSettings.initiate());
    expect(data?.telegram).toEqual({ available: false, linked: false, linkedAt: null, botUsername: null });
    expect(data?.sms).toEqual({ available: false, phone: DEMO_USER.phone });
    const link = await store.dispatch(api.endpoints.linkTelegram.initiate());
    expect(link.error).toMatchObject({ status: 409 });
  });

  it('link a chat through the bot, with the token of the deep link, then disconnect it', async () => {
    setMockSettings({ telegram: true });
    const store = makeStore({ auth: DEMO_SESSION });
    const link = await store.dispatch(api.endpoints.linkTelegram.initiate());
    const url = new URL(link.data!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${MOCK_TELEGRAM_BOT_USERNAME}`);
    const token = url.searchParams.get('start')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const update = { update_id: 1, message: { text: `/start ${token}`, chat: { id: 99, type: 'private' } } };
    const answer = await fetch('/api/telegram/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Telegram-Bot-Api-Secret-Token': MOCK_TELEGRAM_WEBHOOK_SECRET,
      },
      body: JSON.stringify(update),
    });
    expect(await answer.json()).toEqual({
      method: 'sendMessage',
      chat_id: 99,
      text: botLinkedReply('en', 'abebe'),
    });

    const linked = await store.dispatch(
      api.endpoints.getNotificationSettings.initiate(undefined, { forceRefetch: true }),
    );
    expect(linked.data?.telegram).toMatchObject({
      available: true,
      linked: true,
      botUsername: MOCK_TELEGRAM_BOT_USERNAME,
    });
    const unlinked = await store.dispatch(api.endpoints.unlinkTelegram.initiate());
    expect(unlinked.data?.telegram).toMatchObject({ linked: false, linkedAt: null });
  });

  it('show a chat linked by linkMockTelegramChat, for the stories of a linked account', async () => {
    setMockSettings({ telegram: true });
    linkMockTelegramChat(DEMO_USER.id, '99', '2026-11-01T09:00:00.000Z');
    const store = makeStore({ auth: DEMO_SESSION });
    const { data } = await store.dispatch(api.endpoints.getNotificationSettings.initiate());
    expect(data?.telegram).toEqual({
      available: true,
      linked: true,
      linkedAt: '2026-11-01T09:00:00.000Z',
      botUsername: MOCK_TELEGRAM_BOT_USERNAME,
    });
  });

  it('keep each customer’s preferences', async () => {
    const store = makeStore({ auth: DEMO_SESSION });
    const notificationPreferences = {
      payments: { email: false, telegram: true },
      servers: { email: true, telegram: true },
      renewals: { email: true, telegram: false, sms: true },
      support: { email: false, telegram: true },
    };
    const saved = await store.dispatch(
      api.endpoints.updateNotificationPreferences.initiate({ notificationPreferences }),
    );
    expect(saved.data?.preferences).toEqual(notificationPreferences);
    const read = await store.dispatch(api.endpoints.getNotificationSettings.initiate());
    expect(read.data?.preferences).toEqual(notificationPreferences);
  });
});
