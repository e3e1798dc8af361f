/**
 * The mails the shop sends, in English and Amharic: their words are in the catalogues of ./i18n
 * (those of frontend/src/i18n and its GLOSSARY.md), read through mailText. Pure functions: data
 * in, `{ subject, text, html }` out. Ids, amounts' digits, product and service names stay as they
 * are in both languages.
 *
 * No template takes a password: connection mails send the customer to the service details page,
 * where the password is shown to its signed-in owner.
 */
import { daysLeft, formatGb, isPastEndDate } from '@shop/domain';
import type { Locale, OrderStatusValue, OrderType, PaymentMethod } from '@shop/domain';
import { now as dbNow } from '@shop/db';
import type { Json } from '@shop/db';
import { formatDay, formatSantim, orderRef } from './format.ts';
import { mailText } from './i18n/index.ts';
import type { MailTextKey } from './i18n/index.ts';
import { renderMail } from './render.ts';
import type { Block, RenderedMail } from './render.ts';

export type { RenderedMail } from './render.ts';

/** `<appUrl>/service-details/<id>`: the page with the connection details and the Extend button. */
export function serviceDetailsUrl(appUrl: string, serviceId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/service-details/${encodeURIComponent(serviceId)}`;
}

function detailsLink(locale: Locale, appUrl: string, serviceId: string): Block {
  return {
    link: { label: mailText(locale, 'common.serviceDetails'), href: serviceDetailsUrl(appUrl, serviceId) },
  };
}

// ---- payment report received ---------------------------------------------------------------

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
  return renderMail({
    locale,
    subject: mailText(locale, 'payment.received.subject', { ref }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'payment.received.intro', { ref }) },
      {
        rows: [
          [mailText(locale, 'payment.label.order'), ref],
          [mailText(locale, 'payment.label.amount'), formatSantim(input.amountSantim, locale)],
          [mailText(locale, 'payment.label.method'), mailText(locale, `payment.method.${input.method}`)],
          ...(input.reference
            ? [[mailText(locale, 'payment.label.transaction'), input.reference] as const]
            : []),
        ],
      },
      { p: mailText(locale, 'payment.received.promise') },
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
  return renewedUntil
    ? {
        p: mailText(locale, 'payment.next.renewed', {
          name: serviceName,
          date: formatDay(renewedUntil, locale),
        }),
      }
    : { p: mailText(locale, 'payment.next.setUp') };
}

/**
 * To the customer, when an order of 0 ETB (a coupon covering the whole price) is confirmed at
 * once: there was no payment, so the mail says the order is confirmed, not that 0.00 ETB was paid.
 */
export function freeOrderConfirmedMail(input: Omit<PaymentConfirmedInput, 'amountSantim'>): RenderedMail {
  const { locale, serviceName, renewedUntil } = input;
  const ref = orderRef(input.orderId);
  return renderMail({
    locale,
    subject: mailText(locale, 'payment.free.subject', { ref }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'payment.free.intro', { ref, name: serviceName }) },
      nextStep(locale, serviceName, renewedUntil),
    ],
  });
}

/** To the customer, when an admin confirmed the payment: what happens next. */
export function paymentConfirmedMail(input: PaymentConfirmedInput): RenderedMail {
  const { locale, serviceName, renewedUntil } = input;
  const ref = orderRef(input.orderId);
  const amount = formatSantim(input.amountSantim, locale);
  return renderMail({
    locale,
    subject: mailText(locale, 'payment.confirmed.subject', { ref }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'payment.confirmed.intro', { ref, amount, name: serviceName }) },
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
  return renderMail({
    locale,
    subject: mailText(locale, 'payment.rejected.subject', { ref }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'payment.rejected.intro', { ref }) },
      {
        rows: [
          [mailText(locale, 'payment.label.order'), ref],
          [mailText(locale, 'payment.label.amountDue'), formatSantim(input.amountSantim, locale)],
          [mailText(locale, 'payment.label.transaction'), input.reference],
          [mailText(locale, 'payment.label.reason'), input.reason],
        ],
      },
      { p: mailText(locale, 'payment.rejected.stillOpen') },
      {
        link: {
          label: mailText(locale, 'payment.rejected.reportAgain'),
          href: orderStatusUrl(input.appUrl, input.orderId),
        },
      },
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
      /** The machine's hostname (issue 39). */
      hostname?: string;
      /** The SSH keys that can log in as root (issue 39): their names and fingerprints, never the keys. */
      keys?: { name: string; fingerprint: string }[];
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
  if (connection.kind === 'GAME') {
    return [
      { rows: [[mailText(locale, 'server.game.address'), `${ip}:${port}`]] },
      { p: mailText(locale, 'server.game.join') },
    ];
  }
  return [
    {
      rows: [
        ...(connection.hostname
          ? [[mailText(locale, 'server.kvm.hostname'), connection.hostname] as [string, string]]
          : []),
        [mailText(locale, 'server.kvm.ip'), ip],
        ...(connection.more?.length
          ? [[mailText(locale, 'server.kvm.more'), connection.more.join(', ')] as [string, string]]
          : []),
        [mailText(locale, 'server.kvm.sshPort'), String(port)],
        [mailText(locale, 'server.kvm.username'), connection.user],
      ],
    },
    { p: mailText(locale, 'server.kvm.connect') },
    { code: `ssh -p ${port} ${connection.user}@${ip}` },
    ...(connection.keys
      ? connection.keys.length > 0
        ? [
            { p: mailText(locale, 'server.kvm.keys') },
            { rows: connection.keys.map((k): [string, string] => [k.name, k.fingerprint]) },
          ]
        : [{ p: mailText(locale, 'server.kvm.noKeys') }]
      : []),
  ];
}

/** To the customer, when provisioning finished: how to connect, and where the password is. */
export function serverReadyMail(input: ServerReadyInput): RenderedMail {
  const { locale, serviceName: name } = input;
  return renderMail({
    locale,
    subject: mailText(locale, 'server.subject', { name }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'server.intro', { name }) },
      ...connectionBlocks(locale, input.connection),
      { p: mailText(locale, 'server.noPassword') },
      detailsLink(locale, input.appUrl, input.serviceId),
    ],
  });
}

// ---- root password changed (issue 39) ------------------------------------------------------

const ADDIS_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Addis_Ababa',
  hour: '2-digit',
  minute: '2-digit',
});

export interface PasswordChangedInput {
  locale: Locale;
  appUrl: string;
  serviceId: string;
  serviceName: string;
  /** When it was changed, and from which client address the request came. */
  at: Date;
  address: string;
}

/** To the customer, when the root password of a server was reset: when and from where, never the password. */
export function passwordChangedMail(input: PasswordChangedInput): RenderedMail {
  const { locale, serviceName: name } = input;
  const time = `${formatDay(input.at, locale)} ${ADDIS_TIME.format(input.at)} (EAT)`;
  return renderMail({
    locale,
    subject: mailText(locale, 'server.passwordChanged.subject', { name }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'server.passwordChanged.body', { name }) },
      {
        rows: [
          [mailText(locale, 'server.passwordChanged.when'), time],
          [mailText(locale, 'server.passwordChanged.from'), input.address],
        ],
      },
      { p: mailText(locale, 'server.passwordChanged.notYou') },
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
  const values = { ref: orderRef(renewal.orderId), amount: formatSantim(renewal.amountSantim, locale) };
  return [
    { p: mailText(locale, 'expiry.renewal.ready', values) },
    {
      link: { label: mailText(locale, 'expiry.renewal.pay'), href: orderPaymentUrl(appUrl, renewal.orderId) },
    },
  ];
}

/** To the customer, before (or after) the end date: days left, the date in Addis Ababa, how to extend. */
export function expiryReminderMail(input: ExpiryReminderInput): RenderedMail {
  const { locale } = input;
  const now = input.now ?? dbNow();
  const past = isPastEndDate(input.endDate, now);
  const values = {
    name: input.serviceName,
    date: formatDay(input.endDate, locale),
    days: daysLeft(input.endDate, now),
  };
  const texts: Record<'subject' | 'p' | 'extend', MailTextKey> = past
    ? { subject: 'expiry.expired.subject', p: 'expiry.expired.intro', extend: 'expiry.expired.extend' }
    : { subject: 'expiry.reminder.subject', p: 'expiry.reminder.intro', extend: 'expiry.reminder.extend' };
  const p = mailText(locale, texts.p, values);
  const details = detailsLink(locale, input.appUrl, input.serviceId);
  return renderMail({
    locale,
    subject: mailText(locale, texts.subject, values),
    greeting: mailText(locale, 'common.hello'),
    blocks: input.renewal
      ? [{ p }, ...renewalBlocks(locale, input.appUrl, input.renewal), details]
      : [{ p }, { p: mailText(locale, texts.extend) }, details],
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
  const link = detailsLink(locale, input.appUrl, input.serviceId);
  const greeting = mailText(locale, 'common.hello');
  if (input.reason === 'expired') {
    return renderMail({
      locale,
      subject: mailText(locale, 'expiry.stopped.subject', { name }),
      greeting,
      blocks: [
        {
          p: input.endDate
            ? mailText(locale, 'expiry.stopped.introOn', { name, date: formatDay(input.endDate, locale) })
            : mailText(locale, 'expiry.stopped.intro', { name }),
        },
        ...(input.renewal
          ? renewalBlocks(locale, input.appUrl, input.renewal)
          : [{ p: mailText(locale, 'expiry.stopped.extend') }]),
        link,
      ],
    });
  }
  return renderMail({
    locale,
    subject: mailText(locale, 'expiry.suspended.subject', { name }),
    greeting,
    blocks: [
      { p: mailText(locale, 'expiry.suspended.intro', { name }) },
      { p: mailText(locale, 'expiry.suspended.support') },
      link,
    ],
  });
}

// ---- order details (the admin's "email details") -------------------------------------------

type SpecFormatter = (value: number | string, locale: Locale) => string;
const asIs: SpecFormatter = (value) => String(value);
const ghz: SpecFormatter = (value) => `${value} GHz`;
const gb: SpecFormatter = (value) => (typeof value === 'number' ? formatGb(value) : value);
const tb: SpecFormatter = (value) => `${value} TB`;
const days: SpecFormatter = (value, locale) => mailText(locale, 'orderDetails.duration', { days: value });

/**
 * The order specifications' keys (their labels: orderDetails.spec.<key>), in the order they are
 * listed. Ids (osId, versionId) are left out.
 */
const SPEC_LINES = [
  { key: 'game', format: asIs },
  { key: 'version', format: asIs },
  { key: 'slots', format: asIs },
  { key: 'os', format: asIs },
  { key: 'cpuType', format: asIs },
  { key: 'cores', format: asIs },
  { key: 'baseSpeed', format: ghz },
  { key: 'turboSpeed', format: ghz },
  { key: 'memory', format: gb },
  { key: 'disk', format: gb },
  { key: 'traffic', format: tb },
  { key: 'ipv4', format: asIs },
  { key: 'duration', format: days },
] as const satisfies ReadonlyArray<{ key: string; format: SpecFormatter }>;
const HIDDEN_SPECS = new Set(['osId', 'versionId']);

function specRows(locale: Locale, specifications: Record<string, Json>): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [];
  for (const line of SPEC_LINES) {
    const value = specifications[line.key];
    if (typeof value === 'number' || typeof value === 'string')
      rows.push([mailText(locale, `orderDetails.spec.${line.key}`), line.format(value, locale)]);
  }
  const known = new Set<string>(SPEC_LINES.map((line) => line.key));
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
  const ref = orderRef(order.id);
  const rows: Array<readonly [string, string]> = [
    [mailText(locale, 'orderDetails.label.orderId'), order.id],
    [mailText(locale, 'orderDetails.label.service'), order.serviceName],
    [mailText(locale, 'orderDetails.label.type'), mailText(locale, `orderDetails.type.${order.type}`)],
    [mailText(locale, 'orderDetails.label.status'), mailText(locale, `orderDetails.status.${order.status}`)],
    [
      mailText(locale, 'orderDetails.label.paid'),
      mailText(locale, order.paid ? 'orderDetails.yes' : 'orderDetails.no'),
    ],
    [mailText(locale, 'orderDetails.label.total'), formatSantim(order.totalSantim, locale)],
  ];
  if (order.createdAt)
    rows.push([mailText(locale, 'orderDetails.label.orderedOn'), formatDay(order.createdAt, locale)]);
  const specs = specRows(locale, order.specifications);
  return renderMail({
    locale,
    subject: mailText(locale, 'orderDetails.subject', { ref, name: order.serviceName }),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'orderDetails.intro', { ref }) },
      { rows },
      ...(specs.length > 0 ? [{ p: mailText(locale, 'orderDetails.specifications') }, { rows: specs }] : []),
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
  return renderMail({
    locale,
    subject: mailText(locale, 'support.subject', { subject: input.subject }),
    greeting: mailText(locale, 'support.hello'),
    blocks: [
      { p: mailText(locale, 'support.intro', { name, email }) },
      {
        rows: [
          [mailText(locale, 'support.name'), name],
          [mailText(locale, 'support.email'), email],
          [mailText(locale, 'support.subjectLabel'), input.subject],
        ],
      },
      { quote: input.message },
    ],
  });
}
