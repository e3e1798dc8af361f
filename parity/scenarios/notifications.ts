import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import {
  botHelpReply,
  botLinkedReply,
  botLinkInvalidReply,
  botStoppedReply,
} from '@shop/domain/telegram-bot';
import { DEMO_USER } from '../../frontend/src/mocks/fixtures';
import {
  MOCK_TELEGRAM_BOT_USERNAME,
  MOCK_TELEGRAM_WEBHOOK_SECRET,
} from '../../frontend/src/mocks/handlers/notifications';
import { ORIGIN } from '../harness/mock-target';
import type { ApiRequest, Scenario, Step } from '../harness/types';

/**
 * Where a customer's messages go (issue 28). Without settings the shop has neither a Telegram
 * bot nor SMS (the BFF without TELEGRAM_* and AFROMESSAGE_*); `telegram: true` gives both sides
 * the mocks' bot (MOCK_TELEGRAM_BOT_USERNAME, MOCK_TELEGRAM_WEBHOOK_SECRET) and APP_URL the mocks'
 * address, which the bot's replies name. Customer A is the demo customer (abebe).
 */

const TELEGRAM_ON = { telegram: true } as const;
const CHAT = 424242;

const CHOSEN = {
  payments: { email: false, telegram: true },
  servers: { email: true, telegram: false },
  renewals: { email: true, telegram: true, sms: true },
  support: { email: true, telegram: false },
};

/** A Telegram Update with a message, its secret header as Telegram sends it (or not). */
function update(
  text: string,
  options: { secret?: string | null; chatType?: string; languageCode?: string } = {},
): ApiRequest {
  const secret = options.secret === undefined ? MOCK_TELEGRAM_WEBHOOK_SECRET : options.secret;
  return {
    method: 'POST',
    path: '/telegram/webhook',
    headers: secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret },
    body: {
      update_id: 1001,
      message: {
        message_id: 7,
        date: 1_800_000_000,
        text,
        chat: { id: CHAT, type: options.chatType ?? 'private' },
        from: { id: CHAT, is_bot: false, first_name: 'Abebe', language_code: options.languageCode ?? 'en' },
      },
    },
  };
}

/** Customer A asks for a link; its token is saved as `token`. */
const askForLink: Step = {
  as: 'customerA',
  request: { method: 'POST', path: '/notifications/telegram/link' },
  save: { token: 'url?start' },
};

/** Customer A's chat linked through the bot. */
const linked: Step[] = [askForLink, { as: 'anonymous', request: update('/start {token}') }];

export const notificationScenarios: Scenario[] = [
  // ---- GET /notifications
  {
    name: 'a customer who chose nothing has the defaults, in a shop without Telegram or SMS',
    as: 'customerA',
    request: { method: 'GET', path: '/notifications' },
    expect: {
      status: 200,
      fields: {
        telegram: { available: false, linked: false, linkedAt: null, botUsername: null },
        sms: { available: false, phone: DEMO_USER.phone },
        preferences: {
          payments: { email: true, telegram: true },
          servers: { email: true, telegram: true },
          renewals: { email: true, telegram: true, sms: false },
          support: { email: true, telegram: true },
        },
      },
    },
    same: [''],
  },
  {
    name: 'the settings name the bot and offer SMS when the shop has them',
    settings: { telegram: true, sms: true },
    as: 'customerA',
    request: { method: 'GET', path: '/notifications' },
    expect: {
      status: 200,
      fields: {
        'telegram.available': true,
        'telegram.botUsername': MOCK_TELEGRAM_BOT_USERNAME,
        'sms.available': true,
      },
    },
    same: [''],
  },
  {
    name: 'the settings show the chat linked through the bot',
    settings: TELEGRAM_ON,
    before: linked,
    as: 'customerA',
    request: { method: 'GET', path: '/notifications' },
    expect: { status: 200, fields: { 'telegram.linked': true } },
    same: ['telegram.available', 'telegram.linked', 'preferences'],
  },
  {
    name: 'the settings need a token',
    as: 'anonymous',
    request: { method: 'GET', path: '/notifications' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- PUT /notifications
  {
    name: 'a customer replaces their preferences',
    as: 'customerA',
    request: { method: 'PUT', path: '/notifications', body: CHOSEN },
    expect: { status: 200, fields: { preferences: CHOSEN } },
    same: [''],
  },
  {
    name: 'the preferences kept are read back, and are not another customer’s',
    before: [{ as: 'customerB', request: { method: 'PUT', path: '/notifications', body: CHOSEN } }],
    as: 'customerA',
    request: { method: 'GET', path: '/notifications' },
    expect: { status: 200, fields: { 'preferences.payments': { email: true, telegram: true } } },
    same: [''],
  },
  {
    name: 'SMS is not offered for payment messages',
    as: 'customerA',
    request: {
      method: 'PUT',
      path: '/notifications',
      body: { ...CHOSEN, payments: { email: true, telegram: true, sms: true } },
    },
    expect: { status: 400, message: '"payments.sms" is not allowed' },
  },
  {
    name: 'preferences without a kind are refused',
    as: 'customerA',
    request: { method: 'PUT', path: '/notifications', body: { payments: CHOSEN.payments } },
    expect: { status: 400, message: '"servers" is required' },
  },
  {
    name: 'the preferences need a token',
    as: 'anonymous',
    request: { method: 'PUT', path: '/notifications', body: CHOSEN },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- POST /notifications/telegram/link
  {
    name: 'a customer gets a one-time link to the bot',
    settings: TELEGRAM_ON,
    as: 'customerA',
    request: { method: 'POST', path: '/notifications/telegram/link' },
    expect: { status: 200 },
  },
  {
    name: 'no link when the shop has no bot',
    as: 'customerA',
    request: { method: 'POST', path: '/notifications/telegram/link' },
    expect: { status: 409, message: SERVER_MESSAGES.telegramNotSetUp },
  },
  {
    name: 'no link when the shop has no bot, in Amharic',
    as: 'customerA',
    request: { method: 'POST', path: '/notifications/telegram/link', lang: 'am' },
    expect: { status: 409, message: SERVER_MESSAGES_AM.telegramNotSetUp },
  },
  {
    name: 'a link needs a token',
    settings: TELEGRAM_ON,
    as: 'anonymous',
    request: { method: 'POST', path: '/notifications/telegram/link' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- DELETE /notifications/telegram
  {
    name: 'a customer disconnects their chat',
    settings: TELEGRAM_ON,
    before: linked,
    as: 'customerA',
    request: { method: 'DELETE', path: '/notifications/telegram' },
    expect: { status: 200, fields: { 'telegram.linked': false, 'telegram.linkedAt': null } },
    same: [''],
  },
  {
    name: "another customer's disconnect leaves the chat linked",
    settings: TELEGRAM_ON,
    before: [...linked, { as: 'customerB', request: { method: 'DELETE', path: '/notifications/telegram' } }],
    as: 'customerA',
    request: { method: 'GET', path: '/notifications' },
    expect: { status: 200, fields: { 'telegram.linked': true } },
  },
  {
    name: 'disconnecting needs a token',
    as: 'anonymous',
    request: { method: 'DELETE', path: '/notifications/telegram' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- POST /telegram/webhook
  {
    name: "the bot links the chat on /start with the link's token",
    settings: TELEGRAM_ON,
    before: [askForLink],
    as: 'anonymous',
    request: update('/start {token}'),
    expect: {
      status: 200,
      fields: { method: 'sendMessage', chat_id: CHAT, text: botLinkedReply('en', DEMO_USER.username) },
    },
  },
  {
    name: 'a used token links nothing the second time',
    settings: TELEGRAM_ON,
    before: linked,
    as: 'anonymous',
    request: update('/start {token}'),
    expect: { status: 200, fields: { text: botLinkInvalidReply('en', ORIGIN) } },
  },
  {
    name: 'an unknown token is answered in the sender’s Amharic',
    settings: TELEGRAM_ON,
    as: 'anonymous',
    request: update('/start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { languageCode: 'am' }),
    expect: { status: 200, fields: { text: botLinkInvalidReply('am', ORIGIN) } },
  },
  {
    name: '/stop unlinks the chat',
    settings: TELEGRAM_ON,
    before: linked,
    as: 'anonymous',
    request: update('/stop'),
    expect: { status: 200, fields: { text: botStoppedReply('en', ORIGIN) } },
  },
  {
    name: 'anything else gets the help text',
    settings: TELEGRAM_ON,
    as: 'anonymous',
    request: update('hello'),
    expect: { status: 200, fields: { text: botHelpReply('en', ORIGIN) } },
    same: [''],
  },
  {
    name: 'a group chat is acknowledged and nothing is done',
    settings: TELEGRAM_ON,
    before: [askForLink],
    as: 'anonymous',
    request: update('/start {token}', { chatType: 'group' }),
    expect: { status: 200 },
    same: [''],
  },
  ...(['wrong', 'missing'] as const).map((kind): Scenario => ({
    name: `a webhook whose secret is ${kind} is refused`,
    settings: TELEGRAM_ON,
    before: [askForLink],
    as: 'anonymous',
    request: update('/start {token}', { secret: kind === 'wrong' ? 'not-the-secret' : null }),
    expect: { status: 401, message: SERVER_MESSAGES.telegramWebhookSecretInvalid },
  })),
  {
    name: 'a forged webhook leaves the token working',
    settings: TELEGRAM_ON,
    before: [
      askForLink,
      { as: 'anonymous', request: update('/start {token}', { secret: 'x' }), status: 401 },
    ],
    as: 'anonymous',
    request: update('/start {token}'),
    expect: { status: 200, fields: { text: botLinkedReply('en', DEMO_USER.username) } },
  },
  {
    name: 'the webhook is not found when the shop has no bot',
    as: 'anonymous',
    request: update('/start AAAA'),
    expect: { status: 404, message: SERVER_MESSAGES.telegramNotSetUp },
  },
  {
    name: 'an update without its id is refused',
    settings: TELEGRAM_ON,
    as: 'anonymous',
    request: {
      ...update('hello'),
      body: { message: { text: 'hello', chat: { id: CHAT, type: 'private' } } },
    },
    expect: { status: 400, message: '"update_id" is required' },
  },
];
