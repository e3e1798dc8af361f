/**
 * To the customer, when an order that costs something is placed: the amount due, the shop's CBE
 * account and telebirr number (the same the payment page shows), the order number to write as the
 * transfer's reason, and the link back to the payment page to pay online or report the transfer.
 * A customer who closed the tab still knows how to pay. Pure function, as templates.ts.
 */
import { localPhoneDisplay } from '@shop/domain';
import type { Locale } from '@shop/domain';
import { formatSantim, orderRef } from './format.ts';
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

const WORDS = {
  en: {
    hello: 'Hello,',
    subject: (ref: string, amount: string) => `Order ${ref}: how to pay ${amount}`,
    intro: (ref: string, name: string) => `Thank you for your order ${ref} (${name}).`,
    order: 'Order',
    service: 'Service',
    amount: 'Amount due (VAT included)',
    cbe: 'Bank transfer: Commercial Bank of Ethiopia (CBE)',
    accountNumber: 'Account number',
    accountName: 'Account name',
    telebirr: 'Mobile money: telebirr',
    phoneNumber: 'Phone number',
    recipientName: 'Recipient name',
    reason: 'Reason (order number)',
    transfer: (ref: string) =>
      `Transfer the exact amount and write ${ref} as the reason of the transfer, then report the transaction number on the payment page so we can confirm your payment.`,
    online: 'Or pay online there with telebirr, CBE Birr, M-Pesa or a card: it is confirmed automatically.',
    link: 'Pay or report your payment',
  },
  am: {
    hello: 'ጤና ይስጥልኝ፣',
    subject: (ref: string, amount: string) => `ትዕዛዝ ${ref}፦ ${amount} እንዴት እንደሚከፍሉ`,
    intro: (ref: string, name: string) => `ስለ ትዕዛዝዎ ${ref} (${name}) እናመሰግናለን።`,
    order: 'ትዕዛዝ',
    service: 'አገልግሎት',
    amount: 'የሚከፈል መጠን (ተ.እ.ታን ጨምሮ)',
    cbe: 'የባንክ ዝውውር፦ የኢትዮጵያ ንግድ ባንክ (CBE)',
    accountNumber: 'የሂሳብ ቁጥር',
    accountName: 'የሂሳብ ባለቤት ስም',
    telebirr: 'የሞባይል ገንዘብ፦ telebirr',
    phoneNumber: 'ስልክ ቁጥር',
    recipientName: 'የተቀባዩ ስም',
    reason: 'የዝውውሩ ምክንያት (የትዕዛዝ ቁጥር)',
    transfer: (ref: string) =>
      `ትክክለኛውን መጠን ያስተላልፉ፤ በዝውውሩ ምክንያት ላይ ${ref} ብለው ይጻፉ። ከዚያም ክፍያዎን እንድናረጋግጥ የግብይት ቁጥሩን በክፍያ ገጹ ላይ ያሳውቁ።`,
    online: 'ወይም እዚያው በtelebirr፣ በCBE Birr፣ በM-Pesa ወይም በካርድ በመስመር ላይ ይክፈሉ፤ ክፍያው ራሱ ይረጋገጣል።',
    link: 'ይክፈሉ ወይም ክፍያዎን ያሳውቁ',
  },
} as const;

export function orderPlacedMail(input: OrderPlacedInput): RenderedMail {
  const words = WORDS[input.locale];
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, input.locale);
  const { cbe, telebirr } = input.accounts;
  const blocks: Block[] = [
    { p: words.intro(ref, input.serviceName) },
    {
      rows: [
        [words.order, ref],
        [words.service, input.serviceName],
        [words.amount, amount],
      ],
    },
    { p: words.transfer(ref) },
    { p: words.cbe },
    {
      rows: [
        [words.accountNumber, cbe.accountNumber],
        [words.accountName, cbe.accountName],
        [words.reason, ref],
      ],
    },
    { p: words.telebirr },
    {
      rows: [
        [words.phoneNumber, localPhoneDisplay(telebirr.phoneNumber)],
        [words.recipientName, telebirr.accountName],
        [words.reason, ref],
      ],
    },
    ...(input.accounts.online ? [{ p: words.online }] : []),
    { link: { label: words.link, href: orderPaymentUrl(input.appUrl, input.orderId) } },
  ];
  return renderMail({
    locale: input.locale,
    subject: words.subject(ref, amount),
    greeting: words.hello,
    blocks,
  });
}
