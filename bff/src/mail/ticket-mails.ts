/**
 * The mails of support tickets (issue 40), words from tickets.* of ./i18n: a staff answer to the
 * customer (or to a contact-form sender), an answered ticket closed by itself, and the support
 * inbox's notice of a new ticket or a customer reply (never with the attachments). Pure functions.
 */
import type { Locale } from '@shop/domain';
import { mailText } from './i18n/index.ts';
import { renderMail } from './render.ts';
import type { RenderedMail } from './render.ts';

/** The customer's page of a ticket. */
export function ticketUrl(appUrl: string, ticketId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/support/${encodeURIComponent(ticketId)}`;
}

/** The console's page of a ticket. */
export function adminTicketUrl(appUrl: string, ticketId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/admin/tickets/${encodeURIComponent(ticketId)}`;
}

export interface TicketAnsweredInput {
  locale: Locale;
  appUrl: string;
  ticketId: string;
  number: string;
  subject: string;
  /** The answer's text, as written. */
  body: string;
  /** From the contact form without an account: no page to read it on. */
  anonymous: boolean;
}

export function ticketAnsweredMail(input: TicketAnsweredInput): RenderedMail {
  const { locale, number, subject } = input;
  return renderMail({
    locale,
    subject: mailText(locale, 'tickets.answered.subject', { subject, number }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'tickets.answered.intro', { number }) },
      { quote: input.body },
      input.anonymous
        ? { p: mailText(locale, 'tickets.answered.anonymous', { number }) }
        : {
            link: {
              label: mailText(locale, 'tickets.answered.read'),
              href: ticketUrl(input.appUrl, input.ticketId),
            },
          },
    ],
  });
}

export interface TicketAutoClosedInput {
  locale: Locale;
  appUrl: string;
  ticketId: string;
  number: string;
  subject: string;
  days: number;
}

export function ticketAutoClosedMail(input: TicketAutoClosedInput): RenderedMail {
  const { locale, number, subject, days } = input;
  return renderMail({
    locale,
    subject: mailText(locale, 'tickets.autoClosed.subject', { number }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'tickets.autoClosed.intro', { number, subject, days }) },
      { p: mailText(locale, 'tickets.autoClosed.reopen') },
      {
        link: {
          label: mailText(locale, 'tickets.answered.openTicket'),
          href: ticketUrl(input.appUrl, input.ticketId),
        },
      },
    ],
  });
}

export interface TicketStaffNoticeInput {
  appUrl: string;
  kind: 'created' | 'replied';
  ticketId: string;
  number: string;
  subject: string;
  customer: string;
  priority: string;
  department: string;
}

/** To SUPPORT_EMAIL, in English: who wrote about what and how urgent, with the console's link. */
export function ticketStaffNoticeMail(input: TicketStaffNoticeInput): RenderedMail {
  const locale: Locale = 'en';
  const { number, subject } = input;
  return renderMail({
    locale,
    subject: mailText(
      locale,
      input.kind === 'created' ? 'tickets.staff.createdSubject' : 'tickets.staff.repliedSubject',
      { number, subject },
    ),
    greeting: mailText(locale, 'support.hello'),
    blocks: [
      { p: mailText(locale, input.kind === 'created' ? 'tickets.staff.created' : 'tickets.staff.replied') },
      {
        rows: [
          [mailText(locale, 'tickets.staff.subjectLabel'), subject],
          [mailText(locale, 'tickets.staff.customer'), input.customer],
          [mailText(locale, 'tickets.staff.priority'), input.priority],
          [mailText(locale, 'tickets.staff.department'), input.department],
        ],
      },
      {
        link: {
          label: mailText(locale, 'tickets.staff.open'),
          href: adminTicketUrl(input.appUrl, input.ticketId),
        },
      },
    ],
  });
}
