/**
 * The Telegram messages and SMS of issue 28, in English and Amharic: plain and short, each with a
 * link into the app. Pure functions, data in, text out, formatted by the mails' helpers
 * (mail/format.ts: money, dates, order numbers) so a message says what its mail says. A customer
 * message has a `telegram` text and, for the renewal messages (the only kind SMS is offered for),
 * an `sms` text short enough for one SMS in English (Amharic SMS are UCS-2: 70 characters a part).
 *
 * No text takes a password: "server ready" says how to connect and sends the customer to the
 * service details page, as its mail does. The admins' alerts are English and link into /admin.
 */
import { daysLeft, isPastEndDate } from '@shop/domain';
import type { Locale, PaymentMethod } from '@shop/domain';
import { formatDay, formatSantim, orderRef } from '../../mail/format.ts';
import { BRAND } from '../../mail/render.ts';
import { orderPaymentUrl, orderStatusUrl, serviceDetailsUrl } from '../../mail/templates.ts';
import type { RenewalPayment, ServerConnection } from '../../mail/templates.ts';

/** A customer message: the Telegram text, and the SMS text of the kinds SMS is offered for. */
export interface NoticeText {
  telegram: string;
  sms?: string;
}

const lines = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n');

// ---- payments --------------------------------------------------------------------------------

/** The order a payment message is about: its number, amount and status page, in the reader's words. */
interface OrderPaymentInput {
  locale: Locale;
  appUrl: string;
  orderId: string;
  amountSantim: number;
}

/** A payment message's frame: its words, given the order's number and amount, then the order's link. */
function orderPaymentNotice(
  input: OrderPaymentInput,
  words: (ref: string, amount: string) => Record<Locale, string[]>,
): NoticeText {
  const said = words(orderRef(input.orderId), formatSantim(input.amountSantim, input.locale));
  return { telegram: lines(...said[input.locale], orderStatusUrl(input.appUrl, input.orderId)) };
}

export function paymentReportedText(input: OrderPaymentInput): NoticeText {
  return orderPaymentNotice(input, (ref, amount) => ({
    en: [
      `We received your payment report for order ${ref} (${amount}).`,
      'We confirm payments within 24 hours and will tell you here.',
    ],
    am: [`ለትዕዛዝ ${ref} (${amount}) የላኩት የክፍያ ማሳወቂያ ደርሶናል።`, 'ክፍያዎችን በ24 ሰዓት ውስጥ እናረጋግጣለን፤ እዚህም እናሳውቅዎታለን።'],
  }));
}

export function paymentRejectedText(
  input: OrderPaymentInput & {
    /** The admin's reason, as written. */
    reason: string;
  },
): NoticeText {
  return orderPaymentNotice(input, (ref, amount) => ({
    en: [
      `We could not confirm the payment you reported for order ${ref} (${amount}).`,
      `Reason: ${input.reason}`,
      'Your order is still open: please report the payment again.',
    ],
    am: [
      `ለትዕዛዝ ${ref} (${amount}) ያሳወቁትን ክፍያ ማረጋገጥ አልቻልንም።`,
      `ምክንያት፦ ${input.reason}`,
      'ትዕዛዝዎ አሁንም ክፍት ነው፤ እባክዎ ክፍያዎን እንደገና ያሳውቁ።',
    ],
  }));
}

export function paymentConfirmedText(input: {
  locale: Locale;
  appUrl: string;
  orderId: string;
  serviceName: string;
  /** 0 for an order a coupon paid in full: then it says the order is confirmed. */
  amountSantim: number;
  /** A renewal's new end date. */
  renewedUntil?: Date;
  /** The number of the invoice issued for the order, when there is one. */
  invoiceNumber?: string;
  /** Whether the confirmation mail (with the invoice) goes too: else only the account is named. */
  invoiceMailed: boolean;
}): NoticeText {
  const { locale, serviceName } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  const link = orderStatusUrl(input.appUrl, input.orderId);
  if (locale === 'en') {
    return {
      telegram: lines(
        input.amountSantim === 0
          ? `Your order ${ref} (${serviceName}) is confirmed.`
          : `Your payment of ${amount} for order ${ref} (${serviceName}) is confirmed. Thank you!`,
        input.renewedUntil
          ? `It now runs until ${formatDay(input.renewedUntil, locale)}.`
          : 'We are setting up your server now and will tell you when it is ready.',
        input.invoiceNumber &&
          (input.invoiceMailed
            ? `Your invoice ${input.invoiceNumber} is in your e-mail and your account.`
            : `Your invoice ${input.invoiceNumber} is in your account.`),
        link,
      ),
    };
  }
  return {
    telegram: lines(
      input.amountSantim === 0
        ? `ትዕዛዝዎ ${ref} (${serviceName}) ተረጋግጧል።`
        : `ለትዕዛዝ ${ref} (${serviceName}) የከፈሉት ${amount} ተረጋግጧል። እናመሰግናለን!`,
      input.renewedUntil
        ? `እስከ ${formatDay(input.renewedUntil, locale)} ድረስ ተራዝሟል።`
        : 'ሰርቨርዎን አሁን እያዘጋጀን ነው፤ ሲዘጋጅ እናሳውቅዎታለን።',
      input.invoiceNumber &&
        (input.invoiceMailed
          ? `ደረሰኝዎ ${input.invoiceNumber} በኢሜይልዎ እና በመለያዎ ውስጥ ይገኛል።`
          : `ደረሰኝዎ ${input.invoiceNumber} በመለያዎ ውስጥ ይገኛል።`),
      link,
    ),
  };
}

/** An order refunded (issue 34): the amount, the server ended, the credit note in the mail sent with it. */
export function orderRefundedText(input: {
  locale: Locale;
  appUrl: string;
  orderId: string;
  serviceName: string;
  amountSantim: number;
  creditNoteNumber: string;
}): NoticeText {
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, input.locale);
  const link = orderStatusUrl(input.appUrl, input.orderId);
  if (input.locale === 'en') {
    return {
      telegram: lines(
        `We have refunded ${amount} for order ${ref} (${input.serviceName}); its server has been ended.`,
        `Your credit note ${input.creditNoteNumber} is in your e-mail and your account.`,
        link,
      ),
    };
  }
  return {
    telegram: lines(
      `ለትዕዛዝ ${ref} (${input.serviceName}) ${amount} መልሰናል፤ ሰርቨሩም ተቋርጧል።`,
      `የተመላሽ ማስታወሻዎ ${input.creditNoteNumber} በኢሜይልዎ እና በመለያዎ ውስጥ ይገኛል።`,
      link,
    ),
  };
}

/** Money paid after the order was cancelled goes back (no credit note: never invoiced). */
export function latePaymentRefundedText(input: {
  locale: Locale;
  appUrl: string;
  orderId: string;
  serviceName: string;
  amountSantim: number;
}): NoticeText {
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, input.locale);
  const link = orderStatusUrl(input.appUrl, input.orderId);
  if (input.locale === 'en') {
    return {
      telegram: lines(
        `Your payment of ${amount} for order ${ref} (${input.serviceName}) arrived after the order was cancelled; we are refunding it to the account you paid from.`,
        link,
      ),
    };
  }
  return {
    telegram: lines(
      `ለትዕዛዝ ${ref} (${input.serviceName}) የከፈሉት ${amount} የደረሰው ትዕዛዙ ከተሰረዘ በኋላ ነው፤ ወደከፈሉበት ሂሳብ እንመልሰዋለን።`,
      link,
    ),
  };
}

// ---- servers ---------------------------------------------------------------------------------

/** How to connect (address, port, user), never the password: that is on the details page. */
export function serverReadyText(input: {
  locale: Locale;
  appUrl: string;
  serviceId: string;
  serviceName: string;
  connection: ServerConnection;
}): NoticeText {
  const { locale, connection } = input;
  const en = locale === 'en';
  const link = serviceDetailsUrl(input.appUrl, input.serviceId);
  const how =
    connection.kind === 'GAME'
      ? [
          en
            ? `Server address: ${connection.ip}:${connection.port}`
            : `የሰርቨር አድራሻ፦ ${connection.ip}:${connection.port}`,
        ]
      : [
          en ? `IP address: ${connection.ip}` : `የIP አድራሻ፦ ${connection.ip}`,
          en ? `SSH port: ${connection.port}` : `የSSH ፖርት፦ ${connection.port}`,
          en ? `Username: ${connection.user}` : `የተጠቃሚ ስም፦ ${connection.user}`,
          `ssh -p ${connection.port} ${connection.user}@${connection.ip}`,
        ];
  return {
    telegram: lines(
      en ? `Your server ${input.serviceName} is ready.` : `ሰርቨርዎ (${input.serviceName}) ዝግጁ ነው።`,
      ...how,
      en
        ? 'For your security the password is not sent here: it is on the service details page.'
        : 'ለደህንነትዎ ሲባል የይለፍ ቃሉ እዚህ አይላክም፤ በአገልግሎት ዝርዝሮች ገጹ ላይ ይገኛል።',
      link,
    ),
  };
}

// ---- renewals --------------------------------------------------------------------------------

interface RenewalNoticeInput {
  locale: Locale;
  appUrl: string;
  serviceId: string;
  serviceName: string;
  /** The service's open renewal order: its amount, and the link goes straight to its payment. */
  renewal?: RenewalPayment;
}

/** The pay link of the renewal order, else the service's page (Extend). */
function renewalLink(input: RenewalNoticeInput): string {
  return input.renewal
    ? orderPaymentUrl(input.appUrl, input.renewal.orderId)
    : serviceDetailsUrl(input.appUrl, input.serviceId);
}

function renewalLine(input: RenewalNoticeInput): string {
  const { locale, renewal } = input;
  if (!renewal) return locale === 'en' ? 'Extend it on its page:' : 'በገጹ ላይ ያራዝሙት፦';
  const amount = formatSantim(renewal.amountSantim, locale);
  return locale === 'en' ? `Renewal: ${amount}. Pay here:` : `እድሳት፦ ${amount}። እዚህ ይክፈሉ፦`;
}

/** Short money for an SMS: '1,725 ETB' ('ብር 1,725' in Amharic) when there are no cents. */
function smsMoney(santim: number, locale: Locale): string {
  return formatSantim(santim, locale).replace(/\.00(?= |$)/, '');
}

function smsRenewal(input: RenewalNoticeInput): string {
  if (!input.renewal) return input.locale === 'en' ? 'Extend' : 'ያራዝሙ';
  const amount = smsMoney(input.renewal.amountSantim, input.locale);
  return input.locale === 'en' ? `Pay ${amount}` : `${amount} ይክፈሉ`;
}

/** Days left (or past) until the end date, as the reminder mail counts them. */
export function renewalDueText(input: RenewalNoticeInput & { endDate: Date; now: Date }): NoticeText {
  const { locale, serviceName: name } = input;
  const past = isPastEndDate(input.endDate, input.now);
  const days = daysLeft(input.endDate, input.now);
  const date = formatDay(input.endDate, locale);
  const link = renewalLink(input);
  const when =
    locale === 'en'
      ? past
        ? `Your service ${name} expired on ${date}.`
        : days === 0
          ? `Your service ${name} ends today, ${date}.`
          : days === 1
            ? `Your service ${name} ends tomorrow, ${date}.`
            : `Your service ${name} ends in ${days} days, on ${date}.`
      : past
        ? `የአገልግሎትዎ (${name}) ጊዜ ${date} ላይ አብቅቷል።`
        : days === 0
          ? `አገልግሎትዎ (${name}) ዛሬ፣ ${date}፣ ያበቃል።`
          : days === 1
            ? `አገልግሎትዎ (${name}) ነገ፣ ${date}፣ ያበቃል።`
            : `አገልግሎትዎ (${name}) በ${days} ቀናት ውስጥ፣ ${date} ላይ ያበቃል።`;
  const smsWhen =
    locale === 'en'
      ? past
        ? `${name} expired`
        : days <= 0
          ? `${name} ends today`
          : `${name} ends in ${days}d`
      : past
        ? `${name} አብቅቷል`
        : days <= 0
          ? `${name} ዛሬ ያበቃል`
          : `${name} በ${days} ቀን ያበቃል`;
  return {
    telegram: lines(when, renewalLine(input), link),
    sms: `${BRAND}: ${smsWhen}. ${smsRenewal(input)}: ${link}`,
  };
}

/** The service reached its end date and was stopped. */
export function serviceSuspendedText(input: RenewalNoticeInput & { endDate: Date }): NoticeText {
  const { locale, serviceName: name } = input;
  const date = formatDay(input.endDate, locale);
  const link = renewalLink(input);
  return {
    telegram: lines(
      locale === 'en'
        ? `Your service ${name} reached its end date, ${date}, so we have stopped it.`
        : `አገልግሎትዎ (${name}) የሚያበቃበት ቀን (${date}) ስለደረሰ አቁመነዋል።`,
      renewalLine(input),
      link,
    ),
    sms:
      locale === 'en'
        ? `${BRAND}: ${name} expired and is stopped. ${smsRenewal(input)}: ${link}`
        : `${BRAND}: ${name} ጊዜው አልፎ ቆሟል። ${smsRenewal(input)}: ${link}`,
  };
}

export function terminationWarningText(input: RenewalNoticeInput & { terminatesAt: Date }): NoticeText {
  const { locale, serviceName: name } = input;
  const date = formatDay(input.terminatesAt, locale);
  const link = renewalLink(input);
  const smsDate = locale === 'en' ? date : formatDay(input.terminatesAt, 'en');
  return {
    telegram: lines(
      locale === 'en'
        ? `Your service ${name} has expired. On ${date} we delete its server, IP address and data for good.`
        : `የአገልግሎትዎ (${name}) ጊዜ አልፏል። ${date} ላይ ሰርቨሩን፣ የአይፒ አድራሻውን እና ውሂቡን እስከመጨረሻው እንሰርዛለን።`,
      renewalLine(input),
      link,
    ),
    sms:
      locale === 'en'
        ? `${BRAND}: ${name} will be deleted on ${date}. ${smsRenewal(input)}: ${link}`
        : `${BRAND}: ${name} ${smsDate} ይሰረዛል። ${smsRenewal(input)}: ${link}`,
  };
}

export function serviceTerminatedText(input: {
  locale: Locale;
  appUrl: string;
  serviceName: string;
  endDate: Date;
}): NoticeText {
  const { locale, serviceName: name } = input;
  const date = formatDay(input.endDate, locale);
  const link = `${input.appUrl.replace(/\/+$/, '')}/`;
  return {
    telegram: lines(
      locale === 'en'
        ? `Your service ${name} ended on ${date} and was not renewed, so we have deleted its server and data.`
        : `አገልግሎትዎ (${name}) ${date} ላይ አብቅቶ ስላልታደሰ ሰርቨሩን እና ውሂቡን ሰርዘናል።`,
      locale === 'en' ? 'You are welcome to order a new server at any time.' : 'በማንኛውም ጊዜ አዲስ ሰርቨር ማዘዝ ይችላሉ።',
      link,
    ),
    sms:
      locale === 'en'
        ? `${BRAND}: ${name} was not renewed and has been deleted. ${link}`
        : `${BRAND}: ${name} ስላልታደሰ ተሰርዟል። ${link}`,
  };
}

// ---- the admins' alerts (English) ------------------------------------------------------------

function adminUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}/admin/${path}`;
}

const METHOD_NAMES: Record<PaymentMethod, string> = { TELEBIRR: 'telebirr', CBE: 'CBE', CHAPA: 'Chapa' };

/** What the receipt check found, as the alert says it. */
export interface ReceiptCheckSummary {
  status: 'VERIFIED' | 'MISMATCH' | 'NOT_FOUND' | 'UNREACHABLE' | 'PENDING';
  /** The mismatch reasons' codes. */
  reasons?: string[];
}

const CHECK_WORDS: Record<ReceiptCheckSummary['status'], string> = {
  VERIFIED: 'the receipt matches',
  MISMATCH: 'the receipt does not match',
  NOT_FOUND: 'no receipt found',
  UNREACHABLE: 'the bank did not answer',
  PENDING: 'not checked yet',
};

export function paymentReviewAlert(input: {
  appUrl: string;
  orderId: string;
  amountSantim: number;
  method: PaymentMethod;
  reference: string;
  paidBy: string;
  /** With RECEIPT_VERIFICATION on: what the check found. */
  check?: ReceiptCheckSummary;
}): string {
  const check = input.check;
  return lines(
    `Payment waiting for review: order ${orderRef(input.orderId)}, ${formatSantim(input.amountSantim, 'en')} by ${METHOD_NAMES[input.method]}`,
    `Transaction ${input.reference}, paid by ${input.paidBy}`,
    check &&
      `Receipt check: ${CHECK_WORDS[check.status]}${check.reasons?.length ? ` (${check.reasons.join(', ')})` : ''}`,
    adminUrl(input.appUrl, `orders?${new URLSearchParams({ search: orderRef(input.orderId) })}`),
  );
}

export function provisioningFailedAlert(input: {
  appUrl: string;
  orderId: string;
  serviceName: string;
  reason: string;
}): string {
  return lines(
    `Provisioning failed for good: order ${orderRef(input.orderId)} (${input.serviceName})`,
    `Reason: ${input.reason.slice(0, 500)}`,
    adminUrl(input.appUrl, `orders?${new URLSearchParams({ search: orderRef(input.orderId) })}`),
  );
}

export function jobDeadAlert(input: { appUrl: string; jobId: string; name: string; reason: string }): string {
  return lines(
    `A job gave up: ${input.name} (${input.jobId})`,
    `Last error: ${input.reason.slice(0, 500)}`,
    adminUrl(input.appUrl, ''),
  );
}

/** A new contact-form message: who and about what (the message itself is in the support mailbox). */
export function inquiryAlert(input: {
  appUrl: string;
  name: string;
  email: string;
  subject: string;
}): string {
  return lines(
    `New contact message from ${input.name} <${input.email}>`,
    `Subject: ${input.subject.slice(0, 200)}`,
    'The message is in the support mailbox.',
    adminUrl(input.appUrl, ''),
  );
}

// ---- support tickets (issue 40) ----------------------------------------------------------------

/** A staff answer to the customer's ticket: its number and subject, the answer, the ticket's link. */
export function ticketAnsweredText(input: {
  locale: Locale;
  link: string;
  number: string;
  subject: string;
  body: string;
}): NoticeText {
  const en = input.locale === 'en';
  const body = input.body.length > 1500 ? `${input.body.slice(0, 1500)}…` : input.body;
  return {
    telegram: lines(
      en
        ? `Our support team answered your ticket ${input.number} (${input.subject}):`
        : `የድጋፍ ቡድናችን ለትኬትዎ ${input.number} (${input.subject}) መልስ ሰጥቷል፦`,
      '',
      body,
      '',
      input.link,
    ),
  };
}

/** A new ticket or a customer's reply: its number, subject, customer and priority, never its files. */
export function ticketAlert(input: {
  link: string;
  kind: 'created' | 'replied';
  number: string;
  subject: string;
  customer: string;
  priority: string;
}): string {
  return lines(
    input.kind === 'created'
      ? `New support ticket ${input.number}`
      : `Customer reply on ticket ${input.number}`,
    `Subject: ${input.subject.slice(0, 200)}`,
    `Customer: ${input.customer}`,
    `Priority: ${input.priority}`,
    input.link,
  );
}
