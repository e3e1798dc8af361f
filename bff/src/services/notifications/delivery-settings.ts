/**
 * The Telegram and SMS settings the message paths read (issue 28). The server sets them at start
 * (server.ts), as it does the invoice settings, so the many paths that write a customer notice
 * (a payment reported, confirmed, a server ready, the lifecycle sweeps, the admin's reminders)
 * need no new parameter; a process runs one shop. Until set, and with none of TELEGRAM_* and
 * AFROMESSAGE_* configured, nothing but e-mail goes out.
 */
import type { SmsConfig, TelegramConfig } from './config.ts';

export interface NotificationSettings {
  telegram: TelegramConfig | undefined;
  sms: SmsConfig | undefined;
  /** The shop's public address, for the links in the messages. */
  appUrl: string;
}

const NONE: NotificationSettings = { telegram: undefined, sms: undefined, appUrl: '' };
let current: NotificationSettings = NONE;

export function useNotificationSettings(settings: NotificationSettings): void {
  current = { ...settings, appUrl: settings.appUrl.replace(/\/+$/, '') };
}

export function notificationSettings(): NotificationSettings {
  return current;
}
