import {
  channelsFor,
  isChannelOffered,
  NOTIFICATION_CHANNELS,
  type ChannelChoice,
  type NotificationChannel,
  type NotificationKind,
} from '@shop/domain';
import type { NotificationPreferences, NotificationSettings } from '../../api';

/**
 * The preferences form's choices as the domain reads them: the contract has no `sms` for payments
 * and servers (SMS is offered for renewals only), so those read as off and are never written.
 */

/** The channels a row of the form offers: SMS on the renewals row only, Telegram when the shop has a bot. */
export function offeredChannels(
  kind: NotificationKind,
  settings: NotificationSettings,
): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter(
    (channel) => isChannelOffered(kind, channel) && (channel !== 'telegram' || settings.telegram.available),
  );
}

export function choiceOf(preferences: NotificationPreferences, kind: NotificationKind): ChannelChoice {
  // `support` is optional in the contract (a change may leave it out); answers always carry it.
  return { email: true, telegram: true, sms: false, ...preferences[kind] };
}

/** The preferences with one channel of one kind turned on or off (a channel not offered is left out). */
export function withChoice(
  preferences: NotificationPreferences,
  kind: NotificationKind,
  channel: NotificationChannel,
  on: boolean,
): NotificationPreferences {
  if (!isChannelOffered(kind, channel)) return preferences;
  return { ...preferences, [kind]: { ...preferences[kind], [channel]: on } };
}

/** Whether a channel can reach the customer now: a linked chat, SMS sent by the shop. */
export function canReach(settings: NotificationSettings, channel: NotificationChannel): boolean {
  if (channel === 'telegram') return settings.telegram.linked;
  if (channel === 'sms') return settings.sms.available;
  return true;
}

/**
 * Whether a kind's messages go by e-mail only because nothing chosen for it can reach the
 * customer (channelsFor's fallback): e-mail off, and Telegram or SMS chosen but out of reach.
 */
export function fallsBackToEmail(
  settings: NotificationSettings,
  preferences: NotificationPreferences,
  kind: NotificationKind,
): boolean {
  const choice = choiceOf(preferences, kind);
  if (choice.email) return false;
  const reach = { telegramLinked: settings.telegram.linked, smsAvailable: settings.sms.available };
  return channelsFor(kind, choice, reach).join() === 'email';
}
