/**
 * The mails of the service lifecycle (issue 25), in English and Amharic (lifecycle.* of ./i18n):
 * the termination warning, the termination, and an unpaid order cancelled after
 * UNPAID_ORDER_DAYS. Pure functions, as templates.ts.
 */
import type { Locale } from '@shop/domain';
import { formatDay, formatSantim, orderRef } from './format.ts';
import { mailText } from './i18n/index.ts';
import { renderMail } from './render.ts';
import type { RenderedMail } from './render.ts';
import { renewalBlocks, serviceDetailsUrl } from './templates.ts';
import type { RenewalPayment } from './templates.ts';

export interface TerminationWarningInput {
  locale: Locale;
  appUrl: string;
  serviceId: string;
  serviceName: string;
  /** When the service will be terminated. */
  terminatesAt: Date;
  renewal?: RenewalPayment;
}

/** To the customer, TERMINATION_WARNING_DAYS before their expired service is deleted. */
export function terminationWarningMail(input: TerminationWarningInput): RenderedMail {
  const { locale, serviceName: name } = input;
  const date = formatDay(input.terminatesAt, locale);
  return renderMail({
    locale,
    subject: mailText(locale, 'lifecycle.warning.subject', { name, date }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'lifecycle.warning.intro', { name, date }) },
      { p: mailText(locale, 'lifecycle.warning.renew') },
      ...renewalBlocks(locale, input.appUrl, input.renewal),
      {
        link: {
          label: mailText(locale, 'common.serviceDetails'),
          href: serviceDetailsUrl(input.appUrl, input.serviceId),
        },
      },
    ],
  });
}

export interface ServiceTerminatedInput {
  locale: Locale;
  serviceName: string;
  endDate: Date;
}

/** To the customer, once their expired service's server is deleted. */
export function serviceTerminatedMail(input: ServiceTerminatedInput): RenderedMail {
  const { locale, serviceName: name } = input;
  const date = formatDay(input.endDate, locale);
  return renderMail({
    locale,
    subject: mailText(locale, 'lifecycle.terminated.subject', { name }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'lifecycle.terminated.intro', { name, date }) },
      { p: mailText(locale, 'lifecycle.terminated.welcome') },
    ],
  });
}

export interface StaleOrderCancelledInput {
  locale: Locale;
  orderId: string;
  serviceName: string;
  amountSantim: number;
  days: number;
}

/** To the customer, when their unpaid order is cancelled after UNPAID_ORDER_DAYS. */
export function staleOrderCancelledMail(input: StaleOrderCancelledInput): RenderedMail {
  const { locale, days } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  return renderMail({
    locale,
    subject: mailText(locale, 'lifecycle.staleOrder.subject', { ref }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'lifecycle.staleOrder.intro', { ref, name: input.serviceName, amount, days }) },
      { p: mailText(locale, 'lifecycle.staleOrder.reorder') },
    ],
  });
}
