import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { NotificationPreferences, NotificationSettings, TelegramLink } from '../../api';

/**
 * The Notifications page's data for stories and tests: settings in each state the page shows
 * (Telegram not offered, not linked, linked; SMS offered or not), and handlers that answer the
 * page's four calls with them, keep them waiting, or fail them. They sit in front of the shared
 * mock backend, so the page's stories and tests do not depend on its notifications handlers.
 */

export const LINKED_AT = '2026-11-20T09:30:00.000Z';
export const TELEGRAM_URL = 'https://t.me/abay_cloud_bot?start=Zq3v9K_example-token';
export const CUSTOMER_PHONE = '+251911234567';

export function preferences(changes: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    payments: { email: true, telegram: true },
    servers: { email: true, telegram: true },
    renewals: { email: true, telegram: true, sms: false },
    ...changes,
  };
}

/** A shop with a bot and SMS, a customer who has not linked Telegram. */
export function notificationSettings(
  changes: {
    telegram?: Partial<NotificationSettings['telegram']>;
    sms?: Partial<NotificationSettings['sms']>;
    preferences?: NotificationPreferences;
  } = {},
): NotificationSettings {
  return {
    telegram: {
      available: true,
      linked: false,
      linkedAt: null,
      botUsername: 'abay_cloud_bot',
      ...changes.telegram,
    },
    sms: { available: true, phone: CUSTOMER_PHONE, ...changes.sms },
    preferences: changes.preferences ?? preferences(),
  };
}

export const linkedSettings = (changes: Parameters<typeof notificationSettings>[0] = {}) =>
  notificationSettings({ ...changes, telegram: { linked: true, linkedAt: LINKED_AT, ...changes.telegram } });

export const noTelegramSettings = () =>
  notificationSettings({ telegram: { available: false, botUsername: null } });

export const noSmsSettings = () => notificationSettings({ sms: { available: false } });

const URL = '/api/notifications';

function failure(message: string, status = 500) {
  return HttpResponse.json(
    { statusCode: status, error: status === 409 ? 'Conflict' : 'Internal Server Error', message },
    { status },
  );
}

async function never(): Promise<Response> {
  await delay('infinite');
  return HttpResponse.json({});
}

export function telegramLink(changes: Partial<TelegramLink> = {}): TelegramLink {
  return {
    url: TELEGRAM_URL,
    expiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    ...changes,
  };
}

/**
 * The page's calls answered from one settings object that the writes change, as the server
 * would: PUT stores the preferences, DELETE unlinks, POST answers a link. `linkAfterReads`
 * links the chat once the settings have been read that many more times after the link was made
 * (the customer pressing Start in Telegram while the page polls).
 */
export function answerNotifications(
  initial: NotificationSettings = notificationSettings(),
  { linkAfterReads }: { linkAfterReads?: number } = {},
) {
  let settings = structuredClone(initial);
  let readsSinceLink: number | null = null;
  const calls = { reads: 0, saved: [] as NotificationPreferences[], links: 0, unlinks: 0 };
  const handlers: HttpHandler[] = [
    http.get(URL, () => {
      calls.reads += 1;
      if (readsSinceLink !== null && linkAfterReads !== undefined && ++readsSinceLink >= linkAfterReads) {
        settings = { ...settings, telegram: { ...settings.telegram, linked: true, linkedAt: LINKED_AT } };
      }
      return HttpResponse.json(settings);
    }),
    http.put(URL, async ({ request }) => {
      const body = (await request.json()) as NotificationPreferences;
      calls.saved.push(body);
      settings = { ...settings, preferences: body };
      return HttpResponse.json(settings);
    }),
    http.post(`${URL}/telegram/link`, () => {
      calls.links += 1;
      readsSinceLink = 0;
      return HttpResponse.json(telegramLink());
    }),
    http.delete(`${URL}/telegram`, () => {
      calls.unlinks += 1;
      settings = { ...settings, telegram: { ...settings.telegram, linked: false, linkedAt: null } };
      return HttpResponse.json(settings);
    }),
  ];
  return { handlers, calls };
}

/** The settings never arrive: the loading state. */
export const settingsLoading = (): HttpHandler[] => [http.get(URL, never)];

/** The settings fail to load. */
export const settingsFail = (): HttpHandler[] => [http.get(URL, () => failure('Database unavailable'))];

/** Saving never finishes: the saving state. */
export const saveHangs = (): HttpHandler[] => [http.put(URL, never)];

/** Saving fails with the server's message. */
export const saveFails = (message: string, status = 400): HttpHandler[] => [
  http.put(URL, () => failure(message, status)),
];
