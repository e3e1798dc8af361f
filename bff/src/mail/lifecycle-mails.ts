/**
 * The mails of the service lifecycle (issue 25), in English and Amharic: the termination warning,
 * the termination, and an unpaid order cancelled after UNPAID_ORDER_DAYS. Pure functions, as
 * templates.ts.
 */
import type { Locale } from '@shop/domain';
import { formatDay, formatSantim, orderRef } from './format.ts';
import { renderMail } from './render.ts';
import type { RenderedMail } from './render.ts';
import { renewalBlocks, serviceDetailsUrl } from './templates.ts';
import type { RenewalPayment } from './templates.ts';

const HELLO: Record<Locale, string> = { en: 'Hello,', am: 'ጤና ይስጥልኝ፣' };

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
  const details = {
    link: {
      label: locale === 'en' ? 'Service details' : 'የአገልግሎት ዝርዝሮች',
      href: serviceDetailsUrl(input.appUrl, input.serviceId),
    },
  };
  return locale === 'en'
    ? renderMail({
        locale,
        subject: `Your service ${name} will be deleted on ${date}`,
        greeting: HELLO.en,
        blocks: [
          {
            p: `Your service ${name} has expired. On ${date} we delete its server, its IP address and its data for good.`,
          },
          { p: 'Pay its renewal before then to keep it.' },
          ...renewalBlocks('en', input.appUrl, input.renewal),
          details,
        ],
      })
    : renderMail({
        locale,
        subject: `አገልግሎትዎ (${name}) ${date} ላይ ይሰረዛል`,
        greeting: HELLO.am,
        blocks: [
          { p: `የአገልግሎትዎ (${name}) ጊዜ አልፏል። ${date} ላይ ሰርቨሩን፣ የአይፒ አድራሻውን እና ውሂቡን እስከመጨረሻው እንሰርዛለን።` },
          { p: 'እንዲቆይ ከዚያ በፊት እድሳቱን ይክፈሉ።' },
          ...renewalBlocks('am', input.appUrl, input.renewal),
          details,
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
  return locale === 'en'
    ? renderMail({
        locale,
        subject: `Your service ${name} has been deleted`,
        greeting: HELLO.en,
        blocks: [
          {
            p: `Your service ${name} ended on ${date} and was not renewed, so we have deleted its server, its IP address and its data.`,
          },
          { p: 'You are welcome to order a new server at any time.' },
        ],
      })
    : renderMail({
        locale,
        subject: `አገልግሎትዎ (${name}) ተሰርዟል`,
        greeting: HELLO.am,
        blocks: [
          { p: `አገልግሎትዎ (${name}) ${date} ላይ አብቅቶ ስላልታደሰ ሰርቨሩን፣ የአይፒ አድራሻውን እና ውሂቡን ሰርዘናል።` },
          { p: 'በማንኛውም ጊዜ አዲስ ሰርቨር ማዘዝ ይችላሉ።' },
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
  const { locale } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  return locale === 'en'
    ? renderMail({
        locale,
        subject: `Your unpaid order ${ref} was cancelled`,
        greeting: HELLO.en,
        blocks: [
          {
            p: `Your order ${ref} (${input.serviceName}, ${amount}) was not paid within ${input.days} days, so we have cancelled it.`,
          },
          { p: 'If you still want the server, please place a new order.' },
        ],
      })
    : renderMail({
        locale,
        subject: `ያልተከፈለው ትዕዛዝዎ ${ref} ተሰርዟል`,
        greeting: HELLO.am,
        blocks: [
          { p: `ትዕዛዝዎ ${ref} (${input.serviceName}፣ ${amount}) በ${input.days} ቀናት ውስጥ ስላልተከፈለ ሰርዘነዋል።` },
          { p: 'ሰርቨሩን አሁንም ከፈለጉ እባክዎ አዲስ ትዕዛዝ ያስገቡ።' },
        ],
      });
}
