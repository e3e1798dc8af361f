/**
 * Who hears of a ticket's messages (issue 40), in the transaction of the message:
 *   - a new ticket or a customer reply: the admins' Telegram chat (when set) and SUPPORT_EMAIL,
 *     with the subject, the customer, the priority and the console's link, never the files;
 *   - a staff answer: the customer by mail and on the channels they chose for "support", in their
 *     language, with the answer and the ticket's link; a contact-form sender by mail only.
 */
import { normalizeRow } from '@shop/db';
import type { TicketRow } from '@shop/db';
import type { Locale } from '@shop/domain';
import type { Knex } from 'knex';
import {
  adminTicketUrl,
  queueMail,
  ticketAnsweredMail,
  ticketStaffNoticeMail,
  ticketUrl,
} from '../../mail/index.ts';
import { alertAdmins } from '../notifications/admin-alerts.ts';
import { queueCustomerNotice } from '../notifications/channels.ts';
import { ticketAlert, ticketAnsweredText } from '../notifications/texts.ts';
import { effectiveSettings } from '../settings/effective.ts';
import type { SettingsEnvironment } from '../settings/effective.ts';
import type { StaffReplyEvents } from './admin.ts';
import type { TicketEvents } from './customer.ts';

export type TicketNotifyConfig = SettingsEnvironment & { appUrl: string };

/** Who the ticket is from, as the staff read it: 'username <e-mail>', or the contact form's sender. */
async function customerOf(
  trx: Knex,
  ticket: TicketRow,
): Promise<{ label: string; email: string | null; locale: Locale; phone: string | null; id: string | null }> {
  if (ticket.user_id === null) {
    return {
      label: `${ticket.name ?? ''} <${ticket.email ?? ''}>`.trim(),
      email: ticket.email,
      locale: 'en',
      phone: null,
      id: null,
    };
  }
  const user = normalizeRow('users', await trx('users').where({ id: ticket.user_id }).first());
  return {
    label: user ? `${user.username} <${user.email}>` : ticket.user_id,
    email: user?.email ?? null,
    locale: user?.locale ?? 'en',
    phone: user?.phone ?? null,
    id: user?.id ?? null,
  };
}

/** Tells the support team of a new ticket or a customer's reply. */
export async function noticeToStaff(
  trx: Knex,
  config: TicketNotifyConfig,
  ticket: TicketRow,
  kind: 'created' | 'replied',
  messageId: string,
): Promise<void> {
  const customer = await customerOf(trx, ticket);
  const link = adminTicketUrl(config.appUrl, ticket.id);
  await alertAdmins(trx, {
    topic: 'ticket',
    dedupeKey: `ticket:${messageId}`,
    text: () =>
      ticketAlert({
        link,
        kind,
        number: ticket.number,
        subject: ticket.subject,
        customer: customer.label,
        priority: ticket.priority,
      }),
  });
  const mail = ticketStaffNoticeMail({
    appUrl: config.appUrl,
    kind,
    ticketId: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    customer: customer.label,
    priority: ticket.priority,
    department: ticket.department,
  });
  const { supportEmail } = await effectiveSettings(trx, config);
  await queueMail(trx, { to: supportEmail, subject: mail.subject, text: mail.text, html: mail.html });
}

/** Tells the customer of a staff answer: mail (unless they chose only other channels) and their channels. */
export async function answerToCustomer(
  trx: Knex,
  config: TicketNotifyConfig,
  ticket: TicketRow,
  body: string,
): Promise<void> {
  const customer = await customerOf(trx, ticket);
  const link = ticketUrl(config.appUrl, ticket.id);
  let mailed = true;
  if (customer.id !== null) {
    const notice = await queueCustomerNotice(
      trx,
      { id: customer.id, locale: customer.locale, phone: customer.phone },
      {
        kind: 'support',
        topic: 'ticket-answered',
        text: (locale) =>
          ticketAnsweredText({ locale, link, number: ticket.number, subject: ticket.subject, body }),
      },
    );
    mailed = notice.email;
  }
  if (!mailed || !customer.email) return;
  const mail = ticketAnsweredMail({
    locale: customer.locale,
    appUrl: config.appUrl,
    ticketId: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    body,
    anonymous: customer.id === null,
  });
  await queueMail(trx, { to: customer.email, subject: mail.subject, text: mail.text, html: mail.html });
}

/** The customer side's events: the staff hear of every new ticket and reply. */
export function ticketEvents(config: TicketNotifyConfig): TicketEvents {
  return {
    onCustomerMessage: (trx, { ticket, kind, messageId }) =>
      noticeToStaff(trx, config, ticket, kind, messageId),
  };
}

/** The console's events: the customer hears of every answer. */
export function staffReplyEvents(config: TicketNotifyConfig): StaffReplyEvents {
  return {
    onStaffAnswer: (trx, { ticket, body }) => answerToCustomer(trx, config, ticket, body),
  };
}
