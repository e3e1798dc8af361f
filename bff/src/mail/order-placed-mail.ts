/**
 * To the customer, when an order that costs something is placed: the amount due, the shop's CBE
 * account and telebirr number (the same the payment page shows), the order number to write as the
 * transfer's reason, and the link back to the payment page to pay online or report the transfer.
 * A customer who closed the tab still knows how to pay. Pure function, as templates.ts; its words
 * are orderPlaced.* of the catalogues (./i18n).
 */
import { localPhoneDisplay } from '@shop/domain';
import type { Locale } from '@shop/domain';
import { formatSantim, orderRef } from './format.ts';
import { mailText } from './i18n/index.ts';
import { renderMail } from './render.ts';
import type { Block, RenderedMail } from './render.ts';
import { orderPaymentUrl } from './templates.ts';

/** Where the money goes: the payment accounts customers are shown (PAYMENT_*). */
export interface PaymentAccountsShown {
  cbe: { accountNumber: string; accountName: string };
  telebirr: { phoneNumber: string; accountName: string };
  /** Online payment through Chapa is offered (CHAPA_* set). */
  online: boolean;
}

export interface OrderPlacedInput {
  locale: Locale;
  appUrl: string;
  orderId: string;
  serviceName: string;
  amountSantim: number;
  accounts: PaymentAccountsShown;
}

export function orderPlacedMail(input: OrderPlacedInput): RenderedMail {
  const { locale } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  const { cbe, telebirr } = input.accounts;
  const blocks: Block[] = [
    { p: mailText(locale, 'orderPlaced.intro', { ref, name: input.serviceName }) },
    {
      rows: [
        [mailText(locale, 'orderPlaced.order'), ref],
        [mailText(locale, 'orderPlaced.service'), input.serviceName],
        [mailText(locale, 'orderPlaced.amount'), amount],
      ],
    },
    { p: mailText(locale, 'orderPlaced.transfer', { ref }) },
    { p: mailText(locale, 'orderPlaced.cbe') },
    {
      rows: [
        [mailText(locale, 'orderPlaced.accountNumber'), cbe.accountNumber],
        [mailText(locale, 'orderPlaced.accountName'), cbe.accountName],
        [mailText(locale, 'orderPlaced.reason'), ref],
      ],
    },
    { p: mailText(locale, 'orderPlaced.telebirr') },
    {
      rows: [
        [mailText(locale, 'orderPlaced.phoneNumber'), localPhoneDisplay(telebirr.phoneNumber)],
        [mailText(locale, 'orderPlaced.recipientName'), telebirr.accountName],
        [mailText(locale, 'orderPlaced.reason'), ref],
      ],
    },
    ...(input.accounts.online ? [{ p: mailText(locale, 'orderPlaced.online') }] : []),
    {
      link: {
        label: mailText(locale, 'orderPlaced.link'),
        href: orderPaymentUrl(input.appUrl, input.orderId),
      },
    },
  ];
  return renderMail({
    locale,
    subject: mailText(locale, 'orderPlaced.subject', { ref, amount }),
    greeting: mailText(locale, 'common.hello'),
    blocks,
  });
}
