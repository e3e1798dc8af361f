/**
 * The refund mail (issue 34), in English and Amharic: the order refunded, its server ended, and
 * its credit note attached (outbox: attachInvoiceId), as the invoice goes with the payment mail.
 * Pure, as templates.ts.
 */
import type { Locale } from '@shop/domain';
import { formatSantim, orderRef } from './format.ts';
import { renderMail } from './render.ts';
import type { RenderedMail } from './render.ts';
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

export function orderRefundedMail(input: OrderRefundedInput): RenderedMail {
  const { locale, serviceName } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  const link = { href: orderStatusUrl(input.appUrl, input.orderId) };
  if (locale === 'en') {
    return renderMail({
      locale,
      subject: `Order ${ref} refunded: credit note ${input.creditNoteNumber}`,
      greeting: 'Hello,',
      blocks: [
        { p: `We have refunded ${amount} for order ${ref} (${serviceName}), and its server has been ended.` },
        {
          p: input.byChapa
            ? 'Chapa returns the money to the account you paid from; it may take a few days to show.'
            : 'We send the money back to the account you paid from; it may take a few days to show.',
        },
        { p: `Your credit note ${input.creditNoteNumber} is attached and is also in your account.` },
        { link: { label: 'Your order', ...link } },
      ],
    });
  }
  return renderMail({
    locale,
    subject: `የትዕዛዝ ${ref} ገንዘብ ተመልሷል፦ የተመላሽ ማስታወሻ ${input.creditNoteNumber}`,
    greeting: 'ጤና ይስጥልኝ፣',
    blocks: [
      { p: `ለትዕዛዝ ${ref} (${serviceName}) ${amount} መልሰናል፤ ሰርቨሩም ተቋርጧል።` },
      {
        p: input.byChapa
          ? 'ቻፓ ገንዘቡን ወደከፈሉበት ሂሳብ ይመልሳል፤ ለመታየት ጥቂት ቀናት ሊወስድ ይችላል።'
          : 'ገንዘቡን ወደከፈሉበት ሂሳብ እንመልሳለን፤ ለመታየት ጥቂት ቀናት ሊወስድ ይችላል።',
      },
      { p: `የተመላሽ ማስታወሻዎ ${input.creditNoteNumber} ከዚህ ኢሜይል ጋር ተያይዟል፤ በመለያዎ ውስጥም ይገኛል።` },
      { link: { label: 'ትዕዛዝዎ', ...link } },
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
  const { locale, serviceName } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  const link = { href: orderStatusUrl(input.appUrl, input.orderId) };
  if (locale === 'en') {
    return renderMail({
      locale,
      subject: `Order ${ref}: your payment is being refunded`,
      greeting: 'Hello,',
      blocks: [
        {
          p: `Your payment of ${amount} for order ${ref} (${serviceName}) arrived after the order was cancelled, so we are refunding it.`,
        },
        {
          p: input.byChapa
            ? 'Chapa returns the money to the account you paid from; it may take a few days to show.'
            : 'We send the money back to the account you paid from; it may take a few days to show.',
        },
        { link: { label: 'Your order', ...link } },
      ],
    });
  }
  return renderMail({
    locale,
    subject: `ትዕዛዝ ${ref}፦ ክፍያዎ እየተመለሰ ነው`,
    greeting: 'ጤና ይስጥልኝ፣',
    blocks: [
      { p: `ለትዕዛዝ ${ref} (${serviceName}) የከፈሉት ${amount} የደረሰው ትዕዛዙ ከተሰረዘ በኋላ ስለሆነ እንመልሰዋለን።` },
      {
        p: input.byChapa
          ? 'ቻፓ ገንዘቡን ወደከፈሉበት ሂሳብ ይመልሳል፤ ለመታየት ጥቂት ቀናት ሊወስድ ይችላል።'
          : 'ገንዘቡን ወደከፈሉበት ሂሳብ እንመልሳለን፤ ለመታየት ጥቂት ቀናት ሊወስድ ይችላል።',
      },
      { link: { label: 'ትዕዛዝዎ', ...link } },
    ],
  });
}
