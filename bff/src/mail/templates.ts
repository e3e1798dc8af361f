/**
 * The mails the shop sends, in English and Amharic (the words of frontend/src/i18n and its
 * GLOSSARY.md). Pure functions: data in, `{ subject, text, html }` out. Ids, amounts' digits,
 * product and service names stay as they are in both languages.
 *
 * No template takes a password: connection mails send the customer to the service details page,
 * where the password is shown to its signed-in owner.
 */
import { daysLeft, formatGb, isPastEndDate, ORDER_STATUS_LABELS } from '@shop/domain';
import type { Locale, OrderStatusValue, OrderType, PaymentMethod } from '@shop/domain';
import { now as dbNow } from '@shop/db';
import type { Json } from '@shop/db';
import { formatDay, formatSantim, orderRef } from './format.ts';
import { renderMail } from './render.ts';
import type { Block, RenderedMail } from './render.ts';

export type { RenderedMail } from './render.ts';

const HELLO: Record<Locale, string> = { en: 'Hello,', am: 'ጤና ይስጥልኝ፣' };

/** `<appUrl>/service-details/<id>`: the page with the connection details and the Extend button. */
export function serviceDetailsUrl(appUrl: string, serviceId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/service-details/${encodeURIComponent(serviceId)}`;
}

function detailsLink(locale: Locale, appUrl: string, serviceId: string): Block {
  const label = locale === 'en' ? 'Service details' : 'የአገልግሎት ዝርዝሮች';
  return { link: { label, href: serviceDetailsUrl(appUrl, serviceId) } };
}

// ---- payment report received ---------------------------------------------------------------

const METHOD_NAMES: Record<Locale, Record<PaymentMethod, string>> = {
  en: { TELEBIRR: 'telebirr', CBE: 'CBE (Commercial Bank of Ethiopia)', CHAPA: 'Chapa (online payment)' },
  am: { TELEBIRR: 'telebirr', CBE: 'የኢትዮጵያ ንግድ ባንክ (CBE)', CHAPA: 'ቻፓ (የመስመር ላይ ክፍያ)' },
};

export interface PaymentReceivedInput {
  locale: Locale;
  orderId: string;
  amountSantim: number;
  method: PaymentMethod;
  /** The transaction number the customer reported. */
  reference?: string;
}

/** To the customer, after they reported a payment: what we got, and that we confirm within 24 hours. */
export function paymentReceivedMail(input: PaymentReceivedInput): RenderedMail {
  const { locale } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  const method = METHOD_NAMES[locale][input.method];
  if (locale === 'en') {
    return renderMail({
      locale,
      subject: `We received your payment report for order ${ref}`,
      greeting: HELLO.en,
      blocks: [
        { p: `Thank you. We have received your payment report for order ${ref}.` },
        {
          rows: [
            ['Order', ref],
            ['Amount', amount],
            ['Payment method', method],
            ...(input.reference ? [['Transaction number', input.reference] as const] : []),
          ],
        },
        {
          p: 'We confirm payments within 24 hours. You will get another e-mail once your payment is confirmed, and we then set up your server.',
        },
      ],
    });
  }
  return renderMail({
    locale,
    subject: `ለትዕዛዝ ${ref} የላኩት የክፍያ ማሳወቂያ ደርሶናል`,
    greeting: HELLO.am,
    blocks: [
      { p: `እናመሰግናለን። ለትዕዛዝ ${ref} የላኩት የክፍያ ማሳወቂያ ደርሶናል።` },
      {
        rows: [
          ['ትዕዛዝ', ref],
          ['መጠን', amount],
          ['የክፍያ መንገድ', method],
          ...(input.reference ? [['የግብይት ቁጥር', input.reference] as const] : []),
        ],
      },
      { p: 'ክፍያዎችን በ24 ሰዓት ውስጥ እናረጋግጣለን። ክፍያዎ ሲረጋገጥ ሌላ ኢሜይል ይደርስዎታል፤ ከዚያም ሰርቨርዎን እናዘጋጃለን።' },
    ],
  });
}

// ---- payment confirmed ---------------------------------------------------------------------

export interface PaymentConfirmedInput {
  locale: Locale;
  orderId: string;
  amountSantim: number;
  serviceName: string;
  /** For a renewal: the service's new end date (nothing is set up then). */
  renewedUntil?: Date;
}

/** The next step after a confirmation: a renewal's new end date, or the server being set up. */
function nextStep(locale: Locale, serviceName: string, renewedUntil: Date | undefined): Block {
  if (locale === 'en') {
    return renewedUntil
      ? { p: `Your service ${serviceName} now runs until ${formatDay(renewedUntil, locale)}.` }
      : {
          p: 'Next step: we are setting up your server now. This usually takes less than an hour; we will e-mail you as soon as it is ready.',
        };
  }
  return renewedUntil
    ? { p: `አገልግሎትዎ (${serviceName}) እስከ ${formatDay(renewedUntil, locale)} ድረስ ተራዝሟል።` }
    : { p: 'ቀጣዩ ደረጃ፦ ሰርቨርዎን አሁን እያዘጋጀን ነው። ብዙውን ጊዜ ከአንድ ሰዓት በታች ይወስዳል፤ ሲዘጋጅም ወዲያውኑ ኢሜይል እንልክልዎታለን።' };
}

/**
 * To the customer, when an order of 0 ETB (a coupon covering the whole price) is confirmed at
 * once: there was no payment, so the mail says the order is confirmed, not that 0.00 ETB was paid.
 */
export function freeOrderConfirmedMail(input: Omit<PaymentConfirmedInput, 'amountSantim'>): RenderedMail {
  const { locale, serviceName, renewedUntil } = input;
  const ref = orderRef(input.orderId);
  if (locale === 'en') {
    return renderMail({
      locale,
      subject: `Order ${ref} confirmed`,
      greeting: HELLO.en,
      blocks: [
        {
          p: `Your order ${ref} (${serviceName}) is confirmed. Your coupon covers the whole price, so there is nothing to pay. Thank you!`,
        },
        nextStep(locale, serviceName, renewedUntil),
      ],
    });
  }
  return renderMail({
    locale,
    subject: `ትዕዛዝ ${ref} ተረጋግጧል`,
    greeting: HELLO.am,
    blocks: [
      { p: `ትዕዛዝዎ ${ref} (${serviceName}) ተረጋግጧል። ኩፖንዎ ሙሉውን ዋጋ ስለሸፈነ የሚከፍሉት ነገር የለም። እናመሰግናለን!` },
      nextStep(locale, serviceName, renewedUntil),
    ],
  });
}

/** To the customer, when an admin confirmed the payment: what happens next. */
export function paymentConfirmedMail(input: PaymentConfirmedInput): RenderedMail {
  const { locale, serviceName, renewedUntil } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  if (locale === 'en') {
    return renderMail({
      locale,
      subject: `Payment confirmed for order ${ref}`,
      greeting: HELLO.en,
      blocks: [
        { p: `Your payment of ${amount} for order ${ref} (${serviceName}) is confirmed. Thank you!` },
        nextStep(locale, serviceName, renewedUntil),
      ],
    });
  }
  return renderMail({
    locale,
    subject: `የትዕዛዝ ${ref} ክፍያ ተረጋግጧል`,
    greeting: HELLO.am,
    blocks: [
      { p: `ለትዕዛዝ ${ref} (${serviceName}) የከፈሉት ${amount} ተረጋግጧል። እናመሰግናለን!` },
      nextStep(locale, serviceName, renewedUntil),
    ],
  });
}

// ---- payment report rejected ---------------------------------------------------------------

/** `<appUrl>/orders/<id>`: the order's status page, which shows a rejection and the way to report again. */
export function orderStatusUrl(appUrl: string, orderId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(orderId)}`;
}

export interface PaymentRejectedInput {
  locale: Locale;
  appUrl: string;
  orderId: string;
  amountSantim: number;
  /** The transaction number the customer reported. */
  reference: string;
  /** The admin's reason, as they wrote it (not translated). */
  reason: string;
}

/** To the customer, when an admin rejected their payment report: why, and how to report again. */
export function paymentRejectedMail(input: PaymentRejectedInput): RenderedMail {
  const { locale } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  const href = orderStatusUrl(input.appUrl, input.orderId);
  if (locale === 'en') {
    return renderMail({
      locale,
      subject: `We could not confirm your payment for order ${ref}`,
      greeting: HELLO.en,
      blocks: [
        { p: `We could not confirm the payment you reported for order ${ref}.` },
        {
          rows: [
            ['Order', ref],
            ['Amount due', amount],
            ['Transaction number', input.reference],
            ['Reason', input.reason],
          ],
        },
        { p: 'Your order is still open. Please check the reason and report your payment again.' },
        { link: { label: 'Report the payment again', href } },
      ],
    });
  }
  return renderMail({
    locale,
    subject: `ለትዕዛዝ ${ref} ያሳወቁትን ክፍያ ማረጋገጥ አልቻልንም`,
    greeting: HELLO.am,
    blocks: [
      { p: `ለትዕዛዝ ${ref} ያሳወቁትን ክፍያ ማረጋገጥ አልቻልንም።` },
      {
        rows: [
          ['ትዕዛዝ', ref],
          ['የሚከፈለው መጠን', amount],
          ['የግብይት ቁጥር', input.reference],
          ['ምክንያት', input.reason],
        ],
      },
      { p: 'ትዕዛዝዎ አሁንም ክፍት ነው። እባክዎ ምክንያቱን ይመልከቱ እና ክፍያዎን እንደገና ያሳውቁ።' },
      { link: { label: 'ክፍያውን እንደገና ያሳውቁ', href } },
    ],
  });
}

// ---- server ready --------------------------------------------------------------------------

export type ServerConnection =
  | {
      kind: 'KVM';
      ip: string;
      port: number;
      user: string;
      /** The server's other addresses. */ more?: string[];
    }
  | { kind: 'GAME'; ip: string; port: number };

export interface ServerReadyInput {
  locale: Locale;
  /** The app's public address, e.g. 'https://abaycloud.et'. */
  appUrl: string;
  serviceId: string;
  serviceName: string;
  connection: ServerConnection;
}

function connectionBlocks(locale: Locale, connection: ServerConnection): Block[] {
  const { ip, port } = connection;
  const en = locale === 'en';
  if (connection.kind === 'GAME') {
    return [
      { rows: [[en ? 'Server address' : 'የሰርቨር አድራሻ', `${ip}:${port}`]] },
      {
        p: en
          ? 'Enter this address in your game to join the server.'
          : 'ሰርቨሩን ለመቀላቀል ይህን አድራሻ በጌምዎ ውስጥ ያስገቡ።',
      },
    ];
  }
  return [
    {
      rows: [
        [en ? 'IP address' : 'የIP አድራሻ', ip],
        ...(connection.more?.length
          ? [[en ? 'More addresses' : 'ሌሎች አድራሻዎች', connection.more.join(', ')] as [string, string]]
          : []),
        [en ? 'SSH port' : 'የSSH ፖርት', String(port)],
        [en ? 'Username' : 'የተጠቃሚ ስም', connection.user],
      ],
    },
    { p: en ? 'Connect with SSH:' : 'በSSH ለመግባት፦' },
    { code: `ssh -p ${port} ${connection.user}@${ip}` },
  ];
}

/** To the customer, when provisioning finished: how to connect, and where the password is. */
export function serverReadyMail(input: ServerReadyInput): RenderedMail {
  const { locale, serviceName } = input;
  const en = locale === 'en';
  return renderMail({
    locale,
    subject: en ? `Your server ${serviceName} is ready` : `ሰርቨርዎ (${serviceName}) ዝግጁ ነው`,
    greeting: HELLO[locale],
    blocks: [
      {
        p: en ? `Your server ${serviceName} is set up and running.` : `ሰርቨርዎ (${serviceName}) ተዘጋጅቶ እየሰራ ነው።`,
      },
      ...connectionBlocks(locale, input.connection),
      {
        p: en
          ? 'For your security this e-mail contains no password. The password is shown on the service details page in your customer area:'
          : 'ለደህንነትዎ ሲባል ይህ ኢሜይል የይለፍ ቃል አልያዘም። የይለፍ ቃሉ በደንበኛ ገጽዎ ውስጥ ባለው የአገልግሎት ዝርዝሮች ገጽ ላይ ይታያል፦',
      },
      detailsLink(locale, input.appUrl, input.serviceId),
    ],
  });
}

// ---- expiry reminder -----------------------------------------------------------------------

export interface ExpiryReminderInput {
  locale: Locale;
  appUrl: string;
  serviceId: string;
  serviceName: string;
  endDate: Date;
  /** The moment the reminder is written (now by default): days are counted from it. */
  now?: Date;
  /** The service's open renewal order: its amount and a link straight to its payment. */
  renewal?: RenewalPayment;
}

/** An open renewal order as a mail names it. */
export interface RenewalPayment {
  orderId: string;
  amountSantim: number;
}

/** `<appUrl>/payment-instruction?orderId=<id>`: the page that says how much to pay and where (then report it). */
export function orderPaymentUrl(appUrl: string, orderId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/payment-instruction?${new URLSearchParams({ orderId })}`;
}

/** The renewal's amount and its pay link, or nothing when there is no open renewal order. */
export function renewalBlocks(locale: Locale, appUrl: string, renewal: RenewalPayment | undefined): Block[] {
  if (!renewal) return [];
  const amount = formatSantim(renewal.amountSantim, locale);
  return locale === 'en'
    ? [
        { p: `Your renewal order ${orderRef(renewal.orderId)} is ready: ${amount}.` },
        { link: { label: 'Pay the renewal', href: orderPaymentUrl(appUrl, renewal.orderId) } },
      ]
    : [
        { p: `የእድሳት ትዕዛዝዎ ${orderRef(renewal.orderId)} ዝግጁ ነው፦ ${amount}።` },
        { link: { label: 'እድሳቱን ይክፈሉ', href: orderPaymentUrl(appUrl, renewal.orderId) } },
      ];
}

function expirySentences(locale: Locale, name: string, date: string, days: number, past: boolean) {
  if (locale === 'en') {
    if (past)
      return { subject: `Your service ${name} has expired`, p: `Your service ${name} expired on ${date}.` };
    if (days === 0)
      return {
        subject: `Your service ${name} expires today`,
        p: `Your service ${name} ends today, ${date}.`,
      };
    if (days === 1) {
      return {
        subject: `Your service ${name} expires tomorrow`,
        p: `Your service ${name} ends tomorrow, ${date}.`,
      };
    }
    return {
      subject: `Your service ${name} expires in ${days} days`,
      p: `Your service ${name} ends in ${days} days, on ${date}.`,
    };
  }
  if (past) return { subject: `የአገልግሎትዎ (${name}) ጊዜ አልፏል`, p: `የአገልግሎትዎ (${name}) ጊዜ ${date} ላይ አብቅቷል።` };
  if (days === 0) return { subject: `አገልግሎትዎ (${name}) ዛሬ ያበቃል`, p: `አገልግሎትዎ (${name}) ዛሬ፣ ${date}፣ ያበቃል።` };
  if (days === 1) return { subject: `አገልግሎትዎ (${name}) ነገ ያበቃል`, p: `አገልግሎትዎ (${name}) ነገ፣ ${date}፣ ያበቃል።` };
  return {
    subject: `አገልግሎትዎ (${name}) በ${days} ቀናት ውስጥ ያበቃል`,
    p: `አገልግሎትዎ (${name}) በ${days} ቀናት ውስጥ፣ ${date} ላይ ያበቃል።`,
  };
}

/** To the customer, before (or after) the end date: days left, the date in Addis Ababa, how to extend. */
export function expiryReminderMail(input: ExpiryReminderInput): RenderedMail {
  const { locale } = input;
  const now = input.now ?? dbNow();
  const past = isPastEndDate(input.endDate, now);
  const days = daysLeft(input.endDate, now);
  const { subject, p } = expirySentences(
    locale,
    input.serviceName,
    formatDay(input.endDate, locale),
    days,
    past,
  );
  const extend =
    locale === 'en'
      ? past
        ? 'To use it again, extend it on its service details page (Extend):'
        : 'To keep it running, extend it on its service details page (Extend):'
      : past
        ? 'እንደገና ለመጠቀም በአገልግሎት ዝርዝሮች ገጹ ላይ «ያራዝሙ»ን ተጭነው ያራዝሙት፦'
        : 'አገልግሎቱ እንዳይቋረጥ በአገልግሎት ዝርዝሮች ገጹ ላይ «ያራዝሙ»ን ተጭነው ያራዝሙት፦';
  return renderMail({
    locale,
    subject,
    greeting: HELLO[locale],
    blocks: input.renewal
      ? [
          { p },
          ...renewalBlocks(locale, input.appUrl, input.renewal),
          detailsLink(locale, input.appUrl, input.serviceId),
        ]
      : [{ p }, { p: extend }, detailsLink(locale, input.appUrl, input.serviceId)],
  });
}

// ---- service expired or suspended ----------------------------------------------------------

export interface ServiceEndedInput {
  locale: Locale;
  appUrl: string;
  serviceId: string;
  serviceName: string;
  /** `expired`: its end date passed and the machine is stopped; `suspended`: an admin suspended it. */
  reason: 'expired' | 'suspended';
  endDate?: Date;
  /** An expired service's open renewal order: paying it brings the service back. */
  renewal?: RenewalPayment;
}

/** To the customer, when the service stopped: why, and what they can do. */
export function serviceEndedMail(input: ServiceEndedInput): RenderedMail {
  const { locale, serviceName: name } = input;
  const date = input.endDate ? formatDay(input.endDate, locale) : undefined;
  const link = detailsLink(locale, input.appUrl, input.serviceId);
  if (input.reason === 'expired') {
    return locale === 'en'
      ? renderMail({
          locale,
          subject: `Your service ${name} has expired and is stopped`,
          greeting: HELLO.en,
          blocks: [
            {
              p: `Your service ${name} reached its end date${date ? `, ${date}` : ''}, so we have stopped it.`,
            },
            ...(input.renewal
              ? renewalBlocks('en', input.appUrl, input.renewal)
              : [{ p: 'To start it again, extend it on its service details page (Extend):' }]),
            link,
          ],
        })
      : renderMail({
          locale,
          subject: `የአገልግሎትዎ (${name}) ጊዜ አልፎ ቆሟል`,
          greeting: HELLO.am,
          blocks: [
            { p: `አገልግሎትዎ (${name}) የሚያበቃበት ቀን${date ? ` (${date})` : ''} ስለደረሰ አቁመነዋል።` },
            ...(input.renewal
              ? renewalBlocks('am', input.appUrl, input.renewal)
              : [{ p: 'እንደገና ለማስነሳት በአገልግሎት ዝርዝሮች ገጹ ላይ «ያራዝሙ»ን ተጭነው ያራዝሙት፦' }]),
            link,
          ],
        });
  }
  return locale === 'en'
    ? renderMail({
        locale,
        subject: `Your service ${name} is suspended`,
        greeting: HELLO.en,
        blocks: [
          { p: `We have suspended your service ${name}: it cannot be started or changed for now.` },
          { p: 'Please contact support to find out why. Your service details page:' },
          link,
        ],
      })
    : renderMail({
        locale,
        subject: `አገልግሎትዎ (${name}) ታግዷል`,
        greeting: HELLO.am,
        blocks: [
          { p: `አገልግሎትዎን (${name}) አግደነዋል፤ ለጊዜው ማስነሳትም ሆነ መቀየር አይቻልም።` },
          { p: 'ምክንያቱን ለማወቅ እባክዎ ድጋፍ ያግኙ። የአገልግሎት ዝርዝሮች ገጽዎ፦' },
          link,
        ],
      });
}

// ---- order details (the admin's "email details") -------------------------------------------

const STATUS_NAMES: Record<Locale, Record<OrderStatusValue, string>> = {
  en: ORDER_STATUS_LABELS,
  am: {
    PENDING: 'በመጠባበቅ ላይ',
    PROVISIONING: 'በመዘጋጀት ላይ',
    ACTIVE: 'ንቁ',
    FAILED: 'አልተሳካም',
    COMPLETED: 'ተጠናቋል',
    CANCELLED: 'ተሰርዟል',
    EXPIRED: 'ጊዜው አልፏል',
    REFUNDED: 'ገንዘቡ ተመልሷል',
  },
};

const TYPE_NAMES: Record<Locale, Record<OrderType, string>> = {
  en: { KVM: 'KVM server', GAME: 'Game server' },
  am: { KVM: 'KVM ሰርቨር', GAME: 'የጌም ሰርቨር' },
};

type SpecFormatter = (value: number | string, locale: Locale) => string;
const asIs: SpecFormatter = (value) => String(value);
const ghz: SpecFormatter = (value) => `${value} GHz`;
const gb: SpecFormatter = (value) => (typeof value === 'number' ? formatGb(value) : value);

/** The order specifications' keys, in the order they are listed. Ids (osId, versionId) are left out. */
const SPEC_LINES: ReadonlyArray<{ key: string; en: string; am: string; format: SpecFormatter }> = [
  { key: 'game', en: 'Game', am: 'ጌም', format: asIs },
  { key: 'version', en: 'Version', am: 'ስሪት', format: asIs },
  { key: 'slots', en: 'Player slots', am: 'የተጫዋች ቦታዎች', format: asIs },
  { key: 'os', en: 'Operating system', am: 'ኦፐሬቲንግ ሲስተም', format: asIs },
  { key: 'cpuType', en: 'CPU', am: 'ፕሮሰሰር (CPU)', format: asIs },
  { key: 'cores', en: 'Cores', am: 'ኮሮች', format: asIs },
  { key: 'baseSpeed', en: 'Base speed', am: 'መደበኛ ፍጥነት', format: ghz },
  { key: 'turboSpeed', en: 'Turbo speed', am: 'የቱርቦ ፍጥነት', format: ghz },
  { key: 'memory', en: 'Memory', am: 'ራም', format: gb },
  { key: 'disk', en: 'Storage', am: 'ማከማቻ', format: gb },
  { key: 'traffic', en: 'Bandwidth', am: 'የዳታ መጠን (ባንድዊድዝ)', format: (value) => `${value} TB` },
  { key: 'ipv4', en: 'IPv4 addresses', am: 'የIPv4 አድራሻዎች', format: asIs },
  {
    key: 'duration',
    en: 'Duration',
    am: 'የአገልግሎት ጊዜ',
    format: (value, locale) =>
      locale === 'en' ? `${value} ${value === 1 ? 'day' : 'days'}` : `${value} ቀናት`,
  },
];
const HIDDEN_SPECS = new Set(['osId', 'versionId']);

function specRows(locale: Locale, specifications: Record<string, Json>): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [];
  for (const line of SPEC_LINES) {
    const value = specifications[line.key];
    if (typeof value === 'number' || typeof value === 'string')
      rows.push([line[locale], line.format(value, locale)]);
  }
  const known = new Set(SPEC_LINES.map((line) => line.key));
  for (const [key, value] of Object.entries(specifications)) {
    if (known.has(key) || HIDDEN_SPECS.has(key) || value === null) continue;
    rows.push([key, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  return rows;
}

export interface OrderDetailsInput {
  locale: Locale;
  order: {
    id: string;
    type: OrderType;
    serviceName: string;
    status: OrderStatusValue;
    paid: boolean;
    totalSantim: number;
    createdAt?: Date;
    specifications: Record<string, Json>;
  };
}

/** An order's details, for the admin's "email details" action. */
export function orderDetailsMail(input: OrderDetailsInput): RenderedMail {
  const { locale, order } = input;
  const en = locale === 'en';
  const ref = orderRef(order.id);
  const rows: Array<readonly [string, string]> = [
    [en ? 'Order ID' : 'የትዕዛዝ ቁጥር', order.id],
    [en ? 'Service' : 'አገልግሎት', order.serviceName],
    [en ? 'Type' : 'ዓይነት', TYPE_NAMES[locale][order.type]],
    [en ? 'Status' : 'ሁኔታ', STATUS_NAMES[locale][order.status]],
    [en ? 'Paid' : 'ተከፍሏል', order.paid ? (en ? 'Yes' : 'አዎ') : en ? 'No' : 'አልተከፈለም'],
    [en ? 'Total (incl. VAT)' : 'ጠቅላላ ድምር (ተ.እ.ታን ጨምሮ)', formatSantim(order.totalSantim, locale)],
  ];
  if (order.createdAt) rows.push([en ? 'Ordered on' : 'የታዘዘበት ቀን', formatDay(order.createdAt, locale)]);
  const specs = specRows(locale, order.specifications);
  return renderMail({
    locale,
    subject: en ? `Order ${ref}: ${order.serviceName}` : `ትዕዛዝ ${ref}፦ ${order.serviceName}`,
    greeting: HELLO[locale],
    blocks: [
      { p: en ? `Here are the details of your order ${ref}.` : `የትዕዛዝዎ (${ref}) ዝርዝሮች እነሆ።` },
      { rows },
      ...(specs.length > 0 ? [{ p: en ? 'Specifications' : 'ዝርዝር መግለጫ' }, { rows: specs }] : []),
    ],
  });
}

// ---- support inquiry -----------------------------------------------------------------------

export interface SupportInquiryInput {
  /** The language of the support team's copy. */
  locale: Locale;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A contact form message, forwarded to SUPPORT_EMAIL. */
export function supportInquiryMail(input: SupportInquiryInput): RenderedMail {
  const { locale, name, email } = input;
  const en = locale === 'en';
  return renderMail({
    locale,
    subject: en ? `Support inquiry: ${input.subject}` : `የድጋፍ ጥያቄ፦ ${input.subject}`,
    greeting: en ? 'Hello support team,' : 'ሰላም የድጋፍ ቡድን፣',
    blocks: [
      {
        p: en
          ? `${name} sent a message through the contact form. Please reply to ${email}.`
          : `${name} በመገናኛ ቅጹ መልዕክት ልከዋል። እባክዎ መልሱን ወደ ${email} ይላኩ።`,
      },
      {
        rows: [
          [en ? 'Name' : 'ስም', name],
          [en ? 'E-mail' : 'ኢሜይል', email],
          [en ? 'Subject' : 'ርዕስ', input.subject],
        ],
      },
      { quote: input.message },
    ],
  });
}
