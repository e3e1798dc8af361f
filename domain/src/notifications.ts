/**
 * Where a customer's messages go (issue 28): per kind of message, which channels. E-mail by
 * default; Telegram for everything once a chat is linked; SMS only for renewals (what must not be
 * missed: the renewal reminder, the suspension, the termination warning and the termination),
 * and only once the customer turns it on. The BFF, the mocks and the page read these rules here.
 */

/** The kinds of message a customer chooses channels for. */
export const NOTIFICATION_KINDS = ['payments', 'servers', 'renewals', 'support'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'telegram', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The kinds whose messages may go by SMS (each SMS costs the shop). */
export const SMS_KINDS: readonly NotificationKind[] = ['renewals'];

/** A customer's choice for one kind: each channel on or off. */
export type ChannelChoice = Record<NotificationChannel, boolean>;

export type NotificationPreferences = Record<NotificationKind, ChannelChoice>;

/** What a customer who never changed anything has. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  payments: { email: true, telegram: true, sms: false },
  servers: { email: true, telegram: true, sms: false },
  renewals: { email: true, telegram: true, sms: false },
  support: { email: true, telegram: true, sms: false },
};

/** Whether `channel` can be chosen for `kind` at all. */
export function isChannelOffered(kind: NotificationKind, channel: NotificationChannel): boolean {
  return channel !== 'sms' || SMS_KINDS.includes(kind);
}

/** What can reach this customer now: a linked chat, SMS set up in the shop (and a phone). */
export interface Reachability {
  telegramLinked: boolean;
  smsAvailable: boolean;
}

/**
 * The channels a message of `kind` goes out on: the chosen ones that can reach the customer now.
 * When none of them can (e-mail turned off, then Telegram unlinked), it goes by e-mail: a
 * customer is never left without their payment, server or renewal messages.
 */
export function channelsFor(
  kind: NotificationKind,
  choice: ChannelChoice,
  reach: Reachability,
): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (choice.email) channels.push('email');
  if (choice.telegram && reach.telegramLinked) channels.push('telegram');
  if (choice.sms && reach.smsAvailable && isChannelOffered(kind, 'sms')) channels.push('sms');
  return channels.length > 0 ? channels : ['email'];
}

/** How long a "Connect Telegram" link works. */
export const TELEGRAM_LINK_TTL_SECONDS = 15 * 60;

/** Telegram's limit for a /start parameter: 1 to 64 of A-Z, a-z, 0-9, _ and -. */
export const TELEGRAM_START_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** `https://t.me/<bot>?start=<token>`: opens the bot in Telegram with the token as /start's parameter. */
export function telegramDeepLink(botUsername: string, token: string): string {
  return `https://t.me/${encodeURIComponent(botUsername.replace(/^@/, ''))}?start=${token}`;
}
