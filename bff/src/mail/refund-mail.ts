/**
 * The refund mail (issue 34), in English and Amharic (refund.* of ./i18n): the order refunded, its
 * server ended, and its credit note attached (outbox: attachInvoiceId), as the invoice goes with
 * the payment mail. Pure, as templates.ts.
 */
import type { Locale } from '@shop/domain';
import { formatSantim, orderRef } from './format.ts';
import { mailText } from './i18n/index.ts';
import { renderMail } from './render.ts';
import type { Block, RenderedMail } from './render.ts';
import { orderStatusUrl } from './templates.ts';

export interface OrderRefundedInput {
  locale: Locale;
  appUrl: string;
  orderId: string;
  serviceName: string;
  amountSantim: number;
  creditNoteNumber: string;
  /** Chapa gives the money back itself; a transfer's money is sent back by the shop. */
  byChapa: boolean;
}

/** Who sends the money back, and when it shows. */
function moneyBack(locale: Locale, byChapa: boolean): Block {
  return { p: mailText(locale, byChapa ? 'refund.byChapa' : 'refund.byShop') };
}

/** The link to the order's status page. */
function orderLink(locale: Locale, appUrl: string, orderId: string): Block {
  return { link: { label: mailText(locale, 'refund.order'), href: orderStatusUrl(appUrl, orderId) } };
}

export function orderRefundedMail(input: OrderRefundedInput): RenderedMail {
  const { locale, serviceName: name, creditNoteNumber: creditNote } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  return renderMail({
    locale,
    subject: mailText(locale, 'refund.refunded.subject', { ref, creditNote }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'refund.refunded.intro', { ref, amount, name }) },
      moneyBack(locale, input.byChapa),
      { p: mailText(locale, 'refund.refunded.creditNote', { creditNote }) },
      orderLink(locale, input.appUrl, input.orderId),
    ],
  });
}

export interface LatePaymentRefundedInput {
  locale: Locale;
  appUrl: string;
  orderId: string;
  serviceName: string;
  /** What arrived after the order was cancelled, and goes back. */
  amountSantim: number;
  byChapa: boolean;
}

/**
 * Money paid after the order was cancelled goes back (issue 34): no credit note, since the order
 * was never invoiced.
 */
export function latePaymentRefundedMail(input: LatePaymentRefundedInput): RenderedMail {
  const { locale, serviceName: name } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  return renderMail({
    locale,
    subject: mailText(locale, 'refund.late.subject', { ref }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'refund.late.intro', { ref, amount, name }) },
      moneyBack(locale, input.byChapa),
      orderLink(locale, input.appUrl, input.orderId),
    ],
  });
}
