import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  SERVER_MESSAGES,
  SERVER_MESSAGES_AM,
  TELEGRAM_START_TOKEN,
} from '@shop/domain';
import {
  botHelpReply,
  botLinkedReply,
  botLinkInvalidReply,
  botStoppedReply,
} from '@shop/domain/telegram-bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';
import { TELEGRAM_LINKS_PER_TTL } from '@shop/domain/notification-settings';
import { hashTelegramLinkToken } from '../services/notifications/telegram-link.ts';
import type { NotificationSettings } from '../services/notifications/customer-settings.ts';

const SECRET = 'test-telegram-webhook-secret_0123';
const BOT = 'abay_test_bot';
const APP_URL = 'https://abay.test';
const TELEGRAM_ENV = {
  APP_URL,
  TELEGRAM_BOT_TOKEN: '123456789:AAEexampleexampleexampleexampleexam',
  TELEGRAM_BOT_USERNAME: BOT,
  TELEGRAM_WEBHOOK_SECRET: SECRET,
  // Nothing here may reach the real Bot API.
  TELEGRAM_API_URL: 'http://127.0.0.1:9',
};

let app: TestApp;
/** The same shop without any TELEGRAM_* setting. */
let plain: TestApp;
beforeAll(async () => {
  [app, plain] = await Promise.all([buildTestApp({ env: TELEGRAM_ENV }), buildTestApp()]);
});
afterAll(async () => {
  await Promise.all([app?.close(), plain?.close()]);
});

type Answer = { method?: string; chat_id?: number; text?: string };
type Link = { url: string; expiresAt: string };

const settings = (target: TestApp, user: TestUser, lang?: string) =>
  target.inject<NotificationSettings & ErrorBody>({
    method: 'GET',
    url: '/api/notifications',
    headers: { ...user.headers, ...(lang ? { 'accept-language': lang } : {}) },
  });

const link = (target: TestApp, user: TestUser, lang?: string) =>
  target.inject<Link & ErrorBody>({
    method: 'POST',
    url: '/api/notifications/telegram/link',
    headers: { ...user.headers, ...(lang ? { 'accept-language': lang } : {}) },
  });

const unlink = (user: TestUser) =>
  app.inject<NotificationSettings>({
    method: 'DELETE',
    url: '/api/notifications/telegram',
    headers: user.headers,
  });

let updateId = 0;
interface MessageOptions {
  chatId?: number;
  chatType?: string;
  languageCode?: string;
  secret?: string | null;
  target?: TestApp;
}
/** A Telegram Update carrying a message, sent as Telegram sends it (with the secret unless told). */
function send(text: string | undefined, options: MessageOptions = {}) {
  updateId += 1;
  const chatId = options.chatId ?? 5550001;
  const secret = options.secret === undefined ? SECRET : options.secret;
  return (options.target ?? app).inject<Answer & ErrorBody>({
    method: 'POST',
    url: '/api/telegram/webhook',
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: {
      update_id: updateId,
      message: {
        message_id: updateId,
        date: 1_800_000_000,
        ...(text === undefined ? {} : { text }),
        chat: { id: chatId, type: options.chatType ?? 'private', first_name: 'Abebe' },
        from: { id: chatId, is_bot: false, first_name: 'Abebe', language_code: options.languageCode ?? 'en' },
      },
    },
  });
}

let chatCounter = 7_000_000_000;
const newChat = () => (chatCounter += 1);

/** The token of a fresh "Connect Telegram" link of the user. */
async function tokenOf(user: TestUser): Promise<string> {
  const res = await link(app, user);
  expect(res.statusCode).toBe(200);
  return new URL(res.json.url).searchParams.get('start')!;
}

const linkRow = (userId: string) => app.knex('telegram_links').where({ user_id: userId }).first();

describe('GET /notifications', () => {
  it('answers the defaults for a customer who chose nothing, in a shop without Telegram or SMS', async () => {
    const user = await plain.signUp({ phone: '+251922334455' });
    const res = await settings(plain, user);
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      telegram: { available: false, linked: false, linkedAt: null, botUsername: null },
      sms: { available: false, phone: '+251922334455' },
      preferences: {
        payments: { email: true, telegram: true },
        servers: { email: true, telegram: true },
        renewals: { email: true, telegram: true, sms: false },
        support: { email: true, telegram: true },
      },
    });
  });

  it('says Telegram is available and names the bot when one is set up', async () => {
    const user = await app.signUp();
    const res = await settings(app, user);
    expect(res.json.telegram).toEqual({ available: true, linked: false, linkedAt: null, botUsername: BOT });
  });

  it('needs a token', async () => {
    const res = await app.inject<ErrorBody>({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.json).toMatchObject({ statusCode: 401, message: SERVER_MESSAGES.missingAuthentication });
  });
});

describe('PUT /notifications', () => {
  const chosen = {
    payments: { email: false, telegram: true },
    servers: { email: true, telegram: false },
    renewals: { email: true, telegram: true, sms: true },
    support: { email: false, telegram: true },
  };

  it('replaces the preferences, answers and keeps them, and audits the change', async () => {
    const user = await app.signUp();
    const res = await app.inject<NotificationSettings>({
      method: 'PUT',
      url: '/api/notifications',
      headers: user.headers,
      payload: chosen,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json.preferences).toEqual(chosen);
    expect((await settings(app, user)).json.preferences).toEqual(chosen);
    expect(await app.knex('notification_preferences').where({ user_id: user.user.id })).toHaveLength(4);
    const audit = await app
      .knex('audit_log')
      .where({ entity_id: user.user.id, action: 'user.notification_preferences_changed' });
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBe(user.user.id);

    // A second PUT replaces the first (the same four rows); one without `support` (an older
    // page) keeps the support choice as it was.
    const { support: _kept, ...withoutSupport } = chosen;
    const back = await app.inject<NotificationSettings>({
      method: 'PUT',
      url: '/api/notifications',
      headers: user.headers,
      payload: { ...withoutSupport, payments: { email: true, telegram: true } },
    });
    expect(back.json.preferences.payments).toEqual({ email: true, telegram: true });
    expect(back.json.preferences.support).toEqual({ email: false, telegram: true });
    expect(await app.knex('notification_preferences').where({ user_id: user.user.id })).toHaveLength(4);
  });

  it("changes only the caller's preferences", async () => {
    const [mine, other] = await Promise.all([app.signUp(), app.signUp()]);
    await app.inject({ method: 'PUT', url: '/api/notifications', headers: mine.headers, payload: chosen });
    const theirs = await settings(app, other);
    expect(theirs.json.preferences.renewals).toEqual(DEFAULT_NOTIFICATION_PREFERENCES.renewals);
  });

  it.each([
    [
      'SMS for payments',
      { ...chosen, payments: { email: true, telegram: true, sms: true } },
      '"payments.sms" is not allowed',
    ],
    ['a kind left out', { payments: chosen.payments, servers: chosen.servers }, '"renewals" is required'],
    [
      'a text for a boolean',
      { ...chosen, servers: { email: 'yes', telegram: true } },
      '"servers.email" must be a boolean',
    ],
  ])('refuses %s with 400 in the error shape and changes nothing', async (_name, payload, message) => {
    const user = await app.signUp();
    const res = await app.inject<ErrorBody>({
      method: 'PUT',
      url: '/api/notifications',
      headers: user.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await app.knex('notification_preferences').where({ user_id: user.user.id })).toHaveLength(0);
  });
});

describe('POST /notifications/telegram/link', () => {
  it('answers 409 in English and Amharic when the shop has no bot', async () => {
    const user = await plain.signUp();
    const en = await link(plain, user);
    expect(en.statusCode).toBe(409);
    expect(en.json).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: SERVER_MESSAGES.telegramNotSetUp,
    });
    const am = await link(plain, user, 'am');
    expect(am.json.message).toBe(SERVER_MESSAGES_AM.telegramNotSetUp);
    expect(await plain.knex('telegram_link_tokens')).toHaveLength(0);
  });

  it('answers a deep link to the bot with a fresh 43-character token, stored only as its SHA-256', async () => {
    const user = await app.signUp();
    const before = Date.now();
    const res = await link(app, user);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${BOT}`);
    const token = url.searchParams.get('start')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).toMatch(TELEGRAM_START_TOKEN);
    const expires = Date.parse(res.json.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);

    const rows = await app.knex('telegram_link_tokens').where({ user_id: user.user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashTelegramLinkToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Another link is another token; the first one keeps working.
    expect(await tokenOf(user)).not.toBe(token);
    expect((await send(`/start ${token}`, { chatId: newChat() })).json.text).toBe(
      botLinkedReply('en', user.username),
    );
  });

  it(`gives an account ${TELEGRAM_LINKS_PER_TTL} links a quarter of an hour, then 409; expired ones make room`, async () => {
    const user = await app.signUp();
    for (let i = 0; i < TELEGRAM_LINKS_PER_TTL; i += 1) expect((await link(app, user)).statusCode).toBe(200);
    const refused = await link(app, user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(SERVER_MESSAGES.telegramLinkRateLimited);
    expect((await link(app, user, 'am')).json.message).toBe(SERVER_MESSAGES_AM.telegramLinkRateLimited);
    // Another customer is not held back.
    expect((await link(app, await app.signUp())).statusCode).toBe(200);

    await app
      .knex('telegram_link_tokens')
      .where({ user_id: user.user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await link(app, user)).statusCode).toBe(200);
    expect(await app.knex('telegram_link_tokens').where({ user_id: user.user.id })).toHaveLength(1);
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/notifications/telegram/link' });
    expect(res.statusCode).toBe(401);
  });
});

describe('linking a chat through the bot', () => {
  it('links on /start <token>, shows as linked, and unlinks on /stop', async () => {
    const user = await app.signUp();
    const chatId = newChat();
    const token = await tokenOf(user);

    const started = await send(`/start ${token}`, { chatId });
    expect(started.statusCode).toBe(200);
    expect(started.json).toEqual({
      method: 'sendMessage',
      chat_id: chatId,
      text: botLinkedReply('en', user.username),
    });
    expect(started.json.text).toContain(user.username);
    expect(started.json.text).toContain('/stop');

    const linked = await settings(app, user);
    expect(linked.json.telegram.linked).toBe(true);
    expect(Date.parse(linked.json.telegram.linkedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await linkRow(user.user.id))?.chat_id).toBe(String(chatId));
    expect(
      await app.knex('audit_log').where({ entity_id: user.user.id, action: 'user.telegram_linked' }),
    ).toHaveLength(1);

    const help = await send('hello', { chatId });
    expect(help.json).toEqual({ method: 'sendMessage', chat_id: chatId, text: botHelpReply('en', APP_URL) });
    expect(help.json.text).toContain(APP_URL);

    const stopped = await send('/stop', { chatId });
    expect(stopped.json).toEqual({
      method: 'sendMessage',
      chat_id: chatId,
      text: botStoppedReply('en', APP_URL),
    });
    const after = await settings(app, user);
    expect(after.json.telegram).toMatchObject({ linked: false, linkedAt: null });
    expect(await linkRow(user.user.id)).toBeUndefined();
  });

  it('reads /start addressed to the bot by name', async () => {
    const user = await app.signUp();
    const token = await tokenOf(user);
    const res = await send(`/start@${BOT} ${token}`, { chatId: newChat() });
    expect(res.json.text).toBe(botLinkedReply('en', user.username));
    expect(await linkRow(user.user.id)).toBeDefined();
  });

  it('moves the account to the chat of a newer link', async () => {
    const user = await app.signUp();
    const [first, second] = [newChat(), newChat()];
    await send(`/start ${await tokenOf(user)}`, { chatId: first });
    await send(`/start ${await tokenOf(user)}`, { chatId: second });
    expect(await app.knex('telegram_links').where({ user_id: user.user.id })).toEqual([
      expect.objectContaining({ chat_id: String(second) }),
    ]);
  });

  it('links nothing with a used token: the second /start is told the link is not valid', async () => {
    const user = await app.signUp();
    const token = await tokenOf(user);
    const first = newChat();
    await send(`/start ${token}`, { chatId: first });
    const other = newChat();
    const again = await send(`/start ${token}`, { chatId: other });
    expect(again.json).toEqual({
      method: 'sendMessage',
      chat_id: other,
      text: botLinkInvalidReply('en', APP_URL),
    });
    expect((await linkRow(user.user.id))?.chat_id).toBe(String(first));
  });

  it('links nothing with an expired token', async () => {
    const user = await app.signUp();
    const token = await tokenOf(user);
    await app
      .knex('telegram_link_tokens')
      .where({ token_hash: hashTelegramLinkToken(token) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await send(`/start ${token}`, { chatId: newChat() });
    expect(res.json.text).toBe(botLinkInvalidReply('en', APP_URL));
    expect(await linkRow(user.user.id)).toBeUndefined();
  });

  it('tells an unknown or malformed token that the link is not valid, and /start alone gets the help', async () => {
    for (const text of ['/start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/start not a token!']) {
      expect((await send(text, { chatId: newChat() })).json.text).toBe(botLinkInvalidReply('en', APP_URL));
    }
    expect((await send('/start', { chatId: newChat() })).json.text).toBe(botHelpReply('en', APP_URL));
    expect((await send(undefined, { chatId: newChat() })).json.text).toBe(botHelpReply('en', APP_URL));
  });

  it('links once when the same token arrives three times at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const user = await app.signUp();
      const token = await tokenOf(user);
      const chats = [newChat(), newChat(), newChat()];
      const answers = await Promise.all(chats.map((chatId) => send(`/start ${token}`, { chatId })));
      const linked = answers.filter((res) => res.json.text === botLinkedReply('en', user.username));
      expect(linked).toHaveLength(1);
      expect(answers.filter((res) => res.json.text === botLinkInvalidReply('en', APP_URL))).toHaveLength(2);
      expect(await app.knex('telegram_links').where({ user_id: user.user.id })).toEqual([
        expect.objectContaining({ chat_id: String(linked[0]!.json.chat_id) }),
      ]);
      const audits = await app
        .knex('audit_log')
        .where({ entity_id: user.user.id, action: 'user.telegram_linked' });
      expect(audits).toHaveLength(1);
    }
  });

  it('acts only on private chats: a group gets {} and the token stays unused', async () => {
    const user = await app.signUp();
    const token = await tokenOf(user);
    const group = await send(`/start ${token}`, { chatId: -100123456789, chatType: 'supergroup' });
    expect(group.statusCode).toBe(200);
    expect(group.json).toEqual({});
    const noMessage = await app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: { update_id: 1, edited_message: { text: `/start ${token}` } },
    });
    expect(noMessage.json).toEqual({});
    expect(await linkRow(user.user.id)).toBeUndefined();
    expect((await send(`/start ${token}`, { chatId: newChat() })).json.text).toBe(
      botLinkedReply('en', user.username),
    );
  });

  it('/stop unlinks every account of the chat and no other chat', async () => {
    const [a, b, c] = await Promise.all([app.signUp(), app.signUp(), app.signUp()]);
    const shared = newChat();
    await send(`/start ${await tokenOf(a)}`, { chatId: shared });
    await send(`/start ${await tokenOf(b)}`, { chatId: shared });
    await send(`/start ${await tokenOf(c)}`, { chatId: newChat() });
    await send('/stop', { chatId: shared });
    expect(await linkRow(a.user.id)).toBeUndefined();
    expect(await linkRow(b.user.id)).toBeUndefined();
    expect(await linkRow(c.user.id)).toBeDefined();
  });
});

describe('a forged webhook', () => {
  it.each([
    ['without the secret header', null],
    ['with a wrong secret', 'not-the-secret'],
    ['with the secret of another length', `${SECRET}x`],
  ])('is refused %s (401) and the token keeps working', async (_name, secret) => {
    const user = await app.signUp();
    const token = await tokenOf(user);
    const chatId = newChat();
    const forged = await send(`/start ${token}`, { chatId, secret });
    expect(forged.statusCode).toBe(401);
    expect(forged.json).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: SERVER_MESSAGES.telegramWebhookSecretInvalid,
    });
    expect(await linkRow(user.user.id)).toBeUndefined();
    const tokenRow = await app
      .knex('telegram_link_tokens')
      .where({ token_hash: hashTelegramLinkToken(token) })
      .first();
    expect(tokenRow.used_at).toBeNull();
    expect((await send(`/start ${token}`, { chatId })).json.text).toBe(botLinkedReply('en', user.username));
  });

  it('cannot /stop a linked chat', async () => {
    const user = await app.signUp();
    const chatId = newChat();
    await send(`/start ${await tokenOf(user)}`, { chatId });
    expect((await send('/stop', { chatId, secret: 'wrong' })).statusCode).toBe(401);
    expect(await linkRow(user.user.id)).toBeDefined();
  });

  it('is not found when the shop has no bot, whatever it carries', async () => {
    const res = await send('/start AAAA', { target: plain, secret: SECRET });
    expect(res.statusCode).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, message: SERVER_MESSAGES.telegramNotSetUp });
  });
});

describe('DELETE /notifications/telegram', () => {
  it("unlinks the caller's chat only and answers the settings", async () => {
    const [mine, other] = await Promise.all([app.signUp(), app.signUp()]);
    await send(`/start ${await tokenOf(mine)}`, { chatId: newChat() });
    await send(`/start ${await tokenOf(other)}`, { chatId: newChat() });

    const res = await unlink(other);
    expect(res.statusCode).toBe(200);
    expect(res.json.telegram).toEqual({ available: true, linked: false, linkedAt: null, botUsername: BOT });
    expect(await linkRow(mine.user.id)).toBeDefined();
    expect((await settings(app, mine)).json.telegram.linked).toBe(true);
    expect(
      await app.knex('audit_log').where({ entity_id: other.user.id, action: 'user.telegram_unlinked' }),
    ).toHaveLength(1);

    // Unlinking again changes nothing and answers the same.
    expect((await unlink(other)).json.telegram.linked).toBe(false);
  });

  it('needs a token', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/notifications/telegram' })).statusCode).toBe(401);
  });
});

describe('the bot speaks the customer’s language', () => {
  it('answers an Amharic account in Amharic, whatever the sender’s Telegram language', async () => {
    const user = await app.signUp();
    await app.knex('users').where({ id: user.user.id }).update({ locale: 'am' });
    const chatId = newChat();
    const started = await send(`/start ${await tokenOf(user)}`, { chatId, languageCode: 'en' });
    expect(started.json.text).toBe(botLinkedReply('am', user.username));
    expect(started.json.text).toMatch(/[\u1200-\u137F]/);
    expect((await send('ሰላም', { chatId })).json.text).toBe(botHelpReply('am', APP_URL));
    expect((await send('/stop', { chatId })).json.text).toBe(botStoppedReply('am', APP_URL));
  });

  it('answers a stranger in their Telegram language', async () => {
    expect((await send('/start AAAA', { chatId: newChat(), languageCode: 'am' })).json.text).toBe(
      botLinkInvalidReply('am', APP_URL),
    );
    expect((await send('hi', { chatId: newChat(), languageCode: 'ru' })).json.text).toBe(
      botHelpReply('en', APP_URL),
    );
  });
});
