/**
 * A customer notice on the channels the customer chose (issue 28): per kind of message, the
 * domain's `channelsFor` over their stored preferences and what can reach them now (a linked
 * chat with Telegram configured; SMS configured and a phone on the account). The Telegram and
 * SMS messages are queued here, in the caller's transaction; the answer says whether the e-mail
 * goes too (the caller queues it, as before). A shop without TELEGRAM_* and AFROMESSAGE_* reads
 * nothing more and mails as it always did; so does a message of a kind without a notice.
 */
import { channelsFor } from '@shop/domain';
import type { Locale, NotificationKind } from '@shop/domain';
import type { Knex } from 'knex';
import { queueNotification } from './outbox.ts';
import { preferencesOf, telegramChatOf } from './preferences.ts';
import { notificationSettings } from './delivery-settings.ts';
import type { NoticeText } from './texts.ts';

export interface CustomerNotice {
  kind: NotificationKind;
  /** notification_outbox.topic: 'server-ready', 'renewal-due', ... */
  topic: string;
  /** `mailed`: whether the e-mail goes too (a notice never points to a mail that was not sent). */
  text: (locale: Locale, appUrl: string, mailed: boolean) => NoticeText;
}

export interface NoticeRecipient {
  id: string;
  locale: Locale;
  phone: string | null;
}

/** Queues the notice's Telegram message and SMS as chosen; answers whether it goes by e-mail. */
export async function queueCustomerNotice(
  trx: Knex | Knex.Transaction,
  user: NoticeRecipient,
  notice: CustomerNotice,
): Promise<{ email: boolean }> {
  const settings = notificationSettings();
  if (!settings.telegram && !settings.sms) return { email: true };
  const chat = settings.telegram ? await telegramChatOf(trx, user.id) : undefined;
  const preferences = await preferencesOf(trx, user.id);
  const channels = channelsFor(notice.kind, preferences[notice.kind], {
    telegramLinked: chat !== undefined,
    smsAvailable: settings.sms !== undefined && Boolean(user.phone?.trim()),
  });
  const mailed = channels.includes('email');
  if (channels.includes('telegram') || channels.includes('sms')) {
    const text = notice.text(user.locale, settings.appUrl, mailed);
    if (channels.includes('telegram'))
      await queueNotification(trx, {
        channel: 'TELEGRAM',
        userId: user.id,
        topic: notice.topic,
        text: text.telegram,
      });
    if (channels.includes('sms'))
      await queueNotification(trx, {
        channel: 'SMS',
        userId: user.id,
        topic: notice.topic,
        text: text.sms ?? text.telegram,
      });
  }
  return { email: mailed };
}
