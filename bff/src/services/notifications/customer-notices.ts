/**
 * The customer mails of fulfilment, written to the outbox in the caller's transaction (so a mail
 * exists exactly when the change it reports is committed), in the customer's language. The
 * payment, server and renewal notices also go by Telegram and SMS as the customer chose
 * (channels.ts), in the same transaction; the e-mail then goes only when chosen (or
 * as the fallback). Order placed and stale order cancelled stay e-mail only.
 */
import { normalizeRow } from '@shop/db';
import type { OrderRow, PaymentRow, ServiceRow } from '@shop/db';
import { isFreeOrder } from '@shop/domain';
import type { Locale } from '@shop/domain/locale';
import type { Knex } from 'knex';
import {
  expiryReminderMail,
  freeOrderConfirmedMail,
  orderPlacedMail,
  latePaymentRefundedMail,
  orderRefundedMail,
  paymentConfirmedMail,
  paymentReceivedMail,
  paymentRejectedMail,
  queueMail,
  passwordChangedMail,
  serverReadyMail,
  serviceEndedMail,
  serviceTerminatedMail,
  staleOrderCancelledMail,
  terminationWarningMail,
} from '../../mail/index.ts';
import type {
  PaymentAccountsShown,
  QueueMailOptions,
  RenderedMail,
  ServerConnection,
} from '../../mail/index.ts';
import { queueCustomerNotice } from './channels.ts';
import type { CustomerNotice } from './channels.ts';
import {
  latePaymentRefundedText,
  orderRefundedText,
  paymentConfirmedText,
  paymentRejectedText,
  paymentReportedText,
  renewalDueText,
  serverReadyText,
  serviceSuspendedText,
  serviceTerminatedText,
  terminationWarningText,
} from './texts.ts';
import type { Connection } from '../../providers/types.ts';

interface Recipient {
  id: string;
  email: string;
  locale: Locale;
  phone: string | null;
}

async function recipient(trx: Knex, userId: string): Promise<Recipient | undefined> {
  const user = normalizeRow('users', await trx('users').where({ id: userId }).first());
  return user ? { id: user.id, email: user.email, locale: user.locale, phone: user.phone } : undefined;
}

async function send(
  trx: Knex,
  userId: string,
  render: (locale: Locale) => RenderedMail,
  options: QueueMailOptions = {},
  notice?: CustomerNotice,
): Promise<void> {
  const to = await recipient(trx, userId);
  if (!to) return;
  if (notice && !(await queueCustomerNotice(trx, to, notice)).email) return;
  const mail = render(to.locale);
  await queueMail(trx, { to: to.email, subject: mail.subject, text: mail.text, html: mail.html }, options);
}

/** What the order-placed mail needs besides the order: the app's address and the accounts shown. */
export interface PaymentInstructions {
  appUrl: string;
  accounts: PaymentAccountsShown;
}

/** How to pay a new order that costs something: amount, accounts, the order number as the reason, the link. */
export function notifyOrderPlaced(trx: Knex, order: OrderRow, instructions: PaymentInstructions) {
  return send(trx, order.user_id, (locale) =>
    orderPlacedMail({
      locale,
      appUrl: instructions.appUrl,
      orderId: order.id,
      serviceName: order.service_name,
      amountSantim: order.total_santim,
      accounts: instructions.accounts,
    }),
  );
}

export function notifyPaymentReported(
  trx: Knex,
  order: OrderRow,
  payment: Pick<PaymentRow, 'method' | 'reference'>,
) {
  return send(
    trx,
    order.user_id,
    (locale) =>
      paymentReceivedMail({
        locale,
        orderId: order.id,
        amountSantim: order.total_santim,
        method: payment.method,
        reference: payment.reference,
      }),
    {},
    {
      kind: 'payments',
      topic: 'payment-reported',
      text: (locale, appUrl) =>
        paymentReportedText({ locale, appUrl, orderId: order.id, amountSantim: order.total_santim }),
    },
  );
}

/** The admin rejected the customer's report: the reason and a link to report again. */
export function notifyPaymentRejected(
  trx: Knex,
  order: OrderRow,
  payment: Pick<PaymentRow, 'reference'>,
  reason: string,
  appUrl: string,
) {
  return send(
    trx,
    order.user_id,
    (locale) =>
      paymentRejectedMail({
        locale,
        appUrl,
        orderId: order.id,
        amountSantim: order.total_santim,
        reference: payment.reference,
        reason,
      }),
    {},
    {
      kind: 'payments',
      topic: 'payment-rejected',
      text: (locale) =>
        paymentRejectedText({ locale, appUrl, orderId: order.id, amountSantim: order.total_santim, reason }),
    },
  );
}

/** The payment-confirmed mail, with the order's invoice attached when it has one. */
export async function notifyPaymentConfirmed(trx: Knex, order: OrderRow): Promise<void> {
  const renewed = order.renewal_of_service_id
    ? normalizeRow('services', await trx('services').where({ id: order.renewal_of_service_id }).first())
    : undefined;
  const confirmed = {
    orderId: order.id,
    serviceName: order.service_name,
    ...(renewed ? { renewedUntil: renewed.end_date } : {}),
  };
  const invoice = (await trx('invoices')
    .where({ order_id: order.id, kind: 'INVOICE' })
    .first('id', 'number')) as { id: unknown; number: string } | undefined;
  const options = invoice ? { attachInvoiceId: String(invoice.id) } : {};
  // An order of 0 ETB had no payment: its mail says the order is confirmed.
  return send(
    trx,
    order.user_id,
    (locale) =>
      isFreeOrder(order.total_santim)
        ? freeOrderConfirmedMail({ locale, ...confirmed })
        : paymentConfirmedMail({ locale, amountSantim: order.total_santim, ...confirmed }),
    options,
    {
      kind: 'payments',
      topic: 'payment-confirmed',
      text: (locale, appUrl, mailed) =>
        paymentConfirmedText({
          locale,
          appUrl,
          invoiceMailed: mailed,
          amountSantim: isFreeOrder(order.total_santim) ? 0 : order.total_santim,
          ...confirmed,
          ...(invoice ? { invoiceNumber: invoice.number } : {}),
        }),
    },
  );
}

/**
 * The refund (issue 34): the notice on the customer's chosen channels, and the mail with the
 * credit note attached always (a tax document, and the notice points to it).
 */
export async function notifyOrderRefunded(
  trx: Knex,
  order: OrderRow,
  refund: { appUrl: string; creditNoteId: string; creditNoteNumber: string; byChapa: boolean },
): Promise<void> {
  const to = await recipient(trx, order.user_id);
  if (!to) return;
  const about = {
    appUrl: refund.appUrl,
    orderId: order.id,
    serviceName: order.service_name,
    amountSantim: order.total_santim,
    creditNoteNumber: refund.creditNoteNumber,
  };
  await queueCustomerNotice(trx, to, {
    kind: 'payments',
    topic: 'order-refunded',
    text: (locale, appUrl) => orderRefundedText({ ...about, locale, appUrl }),
  });
  const mail = orderRefundedMail({ ...about, locale: to.locale, byChapa: refund.byChapa });
  await queueMail(
    trx,
    { to: to.email, subject: mail.subject, text: mail.text, html: mail.html },
    { attachInvoiceId: refund.creditNoteId },
  );
}

/** Money paid after the order was cancelled goes back: by mail and on the customer's channels. */
export function notifyLatePaymentRefunded(
  trx: Knex,
  order: OrderRow,
  refund: { appUrl: string; amountSantim: number; byChapa: boolean },
) {
  const about = {
    appUrl: refund.appUrl,
    orderId: order.id,
    serviceName: order.service_name,
    amountSantim: refund.amountSantim,
  };
  return send(
    trx,
    order.user_id,
    (locale) => latePaymentRefundedMail({ ...about, locale, byChapa: refund.byChapa }),
    {},
    {
      kind: 'payments',
      topic: 'late-payment-refunded',
      text: (locale, appUrl) => latePaymentRefundedText({ ...about, locale, appUrl }),
    },
  );
}

/** A server's root password was reset (issue 39): when and from where, never the password. */
export function notifyPasswordChanged(
  trx: Knex,
  service: ServiceRow,
  change: { at: Date; address: string; appUrl: string },
) {
  const about = {
    appUrl: change.appUrl,
    serviceId: service.id,
    serviceName: service.service_name,
    at: change.at,
    address: change.address,
  };
  return send(trx, service.user_id, (locale) => passwordChangedMail({ locale, ...about }));
}

/** How to connect, never the password: the customer reads it in their account. */
export function notifyServerReady(trx: Knex, service: ServiceRow, connection: Connection, appUrl: string) {
  const shown: ServerConnection =
    service.type === 'GAME'
      ? { kind: 'GAME', ip: connection.ip, port: connection.port }
      : {
          kind: 'KVM',
          ip: connection.ip,
          port: connection.port,
          user: connection.user ?? 'root',
          more: (connection.addresses ?? []).filter((ip) => ip !== connection.ip),
          ...(service.hostname !== null ? { hostname: service.hostname } : {}),
          ...(service.ssh_keys !== null
            ? { keys: service.ssh_keys.map((k) => ({ name: k.name, fingerprint: k.fingerprint })) }
            : {}),
        };
  const about = { appUrl, serviceId: service.id, serviceName: service.service_name, connection: shown };
  return send(
    trx,
    service.user_id,
    (locale) => serverReadyMail({ locale, ...about }),
    {},
    {
      kind: 'servers',
      topic: 'server-ready',
      text: (locale) => serverReadyText({ locale, ...about }),
    },
  );
}

/** An open renewal order as the mails name it. */
function renewalOf(order: OrderRow | undefined) {
  return order ? { renewal: { orderId: order.id, amountSantim: order.total_santim } } : {};
}

export function notifyServiceExpired(trx: Knex, service: ServiceRow, appUrl: string, renewal?: OrderRow) {
  const about = {
    appUrl,
    serviceId: service.id,
    serviceName: service.service_name,
    endDate: service.end_date,
  };
  return send(
    trx,
    service.user_id,
    (locale) => serviceEndedMail({ locale, ...about, reason: 'expired', ...renewalOf(renewal) }),
    {},
    {
      kind: 'renewals',
      topic: 'service-suspended',
      text: (locale) => serviceSuspendedText({ locale, ...about, ...renewalOf(renewal) }),
    },
  );
}

export function notifyExpiryReminder(
  trx: Knex,
  service: ServiceRow,
  appUrl: string,
  now: Date,
  renewal?: OrderRow,
) {
  const about = {
    appUrl,
    serviceId: service.id,
    serviceName: service.service_name,
    endDate: service.end_date,
    now,
    ...renewalOf(renewal),
  };
  return send(
    trx,
    service.user_id,
    (locale) => expiryReminderMail({ locale, ...about }),
    {},
    {
      kind: 'renewals',
      topic: 'renewal-due',
      text: (locale) => renewalDueText({ locale, ...about }),
    },
  );
}

export function notifyTerminationWarning(
  trx: Knex,
  service: ServiceRow,
  appUrl: string,
  terminatesAt: Date,
  renewal?: OrderRow,
) {
  const about = {
    appUrl,
    serviceId: service.id,
    serviceName: service.service_name,
    terminatesAt,
    ...renewalOf(renewal),
  };
  return send(
    trx,
    service.user_id,
    (locale) => terminationWarningMail({ locale, ...about }),
    {},
    {
      kind: 'renewals',
      topic: 'termination-warning',
      text: (locale) => terminationWarningText({ locale, ...about }),
    },
  );
}

export function notifyServiceTerminated(trx: Knex, service: ServiceRow) {
  const about = { serviceName: service.service_name, endDate: service.end_date };
  return send(
    trx,
    service.user_id,
    (locale) => serviceTerminatedMail({ locale, ...about }),
    {},
    {
      kind: 'renewals',
      topic: 'service-terminated',
      text: (locale, appUrl) => serviceTerminatedText({ locale, appUrl, ...about }),
    },
  );
}

export function notifyStaleOrderCancelled(trx: Knex, order: OrderRow, days: number) {
  return send(trx, order.user_id, (locale) =>
    staleOrderCancelledMail({
      locale,
      orderId: order.id,
      serviceName: order.service_name,
      amountSantim: order.total_santim,
      days,
    }),
  );
}
