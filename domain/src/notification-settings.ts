/**
 * The customer's notification preferences as the contract carries them (issue 28): a channel the
 * shop does not offer for a kind (SMS but for renewals) is not part of the answer, so the page
 * can send back what it read. The BFF and the mock handlers answer through this.
 */
import type { components } from './generated/api-types.gen';
import { DEFAULT_NOTIFICATION_PREFERENCES, isChannelOffered, NOTIFICATION_KINDS } from './notifications';
import type { NotificationPreferences } from './notifications';

/**
 * "Connect Telegram" links one account may ask for within TELEGRAM_LINK_TTL_SECONDS (409 past
 * it): enough for a customer who tries again, too few to fill the table.
 */
export const TELEGRAM_LINKS_PER_TTL = 10;

export type PreferencesAnswer = components['schemas']['NotificationPreferences'];

/** The preferences without the channels that are not offered for a kind. */
export function preferencesAnswer(preferences: NotificationPreferences): PreferencesAnswer {
  const { payments, servers, renewals, support } = preferences;
  return {
    payments: { email: payments.email, telegram: payments.telegram },
    servers: { email: servers.email, telegram: servers.telegram },
    renewals: { email: renewals.email, telegram: renewals.telegram, sms: renewals.sms },
    support: { email: support.email, telegram: support.telegram },
  };
}

/**
 * The request's preferences as stored: a channel not offered for a kind is off; a kind the request
 * leaves out (support, which older pages do not send) keeps `current`.
 */
export function preferencesFromRequest(
  body: PreferencesAnswer,
  current: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES,
): NotificationPreferences {
  const choices = {} as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) {
    const choice = (body[kind] ?? current[kind]) as { email: boolean; telegram: boolean; sms?: boolean };
    choices[kind] = {
      email: choice.email,
      telegram: choice.telegram,
      sms: isChannelOffered(kind, 'sms') && choice.sms === true,
    };
  }
  return choices;
}
