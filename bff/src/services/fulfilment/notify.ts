/**
 * The customer mails of fulfilment, written to the outbox in the caller's transaction (so a mail
 * exists exactly when the change it reports is committed), in the customer's language.
 */
import { normalizeRow } from '@shop/db';
import type { OrderRow, PaymentRow, ServiceRow } from '@shop/db';
import type { Locale } from '@shop/domain/locale';
import type { Knex } from 'knex';
import {
  expiryReminderMail,
  paymentConfirmedMail,
  paymentReceivedMail,
  queueMail,
  serverReadyMail,
  serviceEndedMail,
} from '../../mail/index.ts';
import type { RenderedMail } from '../../mail/index.ts';
import type { Connection } from '../../providers/types.ts';

interface Recipient {
  email: string;
  locale: Locale;
}

async function recipient(trx: Knex, userId: string): Promise<Recipient | undefined> {
  const user = normalizeRow('users', await trx('users').where({ id: userId }).first());
  return user ? { email: user.email, locale: user.locale } : undefined;
}

async function send(trx: Knex, userId: string, render: (locale: Locale) => RenderedMail): Promise<void> {
  const to = await recipient(trx, userId);
  if (!to) return;
  const mail = render(to.locale);
  await queueMail(trx, { to: to.email, subject: mail.subject, text: mail.text, html: mail.html });
}

export function notifyPaymentReported(
  trx: Knex,
  order: OrderRow,
  payment: Pick<PaymentRow, 'method' | 'reference'>,
) {
  return send(trx, order.user_id, (locale) =>
    paymentReceivedMail({
      locale,
      orderId: order.id,
      amountSantim: order.total_santim,
      method: payment.method,
      reference: payment.reference,
    }),
  );
}

export async function notifyPaymentConfirmed(trx: Knex, order: OrderRow): Promise<void> {
  const renewed = order.renewal_of_service_id
    ? normalizeRow('services', await trx('services').where({ id: order.renewal_of_service_id }).first())
    : undefined;
  return send(trx, order.user_id, (locale) =>
    paymentConfirmedMail({
      locale,
      orderId: order.id,
      amountSantim: order.total_santim,
      serviceName: order.service_name,
      ...(renewed ? { renewedUntil: renewed.end_date } : {}),
    }),
  );
}

/** How to connect, never the password: the customer reads it in their account. */
export function notifyServerReady(trx: Knex, service: ServiceRow, connection: Connection, appUrl: string) {
  return send(trx, service.user_id, (locale) =>
    serverReadyMail({
      locale,
      appUrl,
      serviceId: service.id,
      serviceName: service.service_name,
      connection:
        service.type === 'GAME'
          ? { kind: 'GAME', ip: connection.ip, port: connection.port }
          : { kind: 'KVM', ip: connection.ip, port: connection.port, user: connection.user ?? 'root' },
    }),
  );
}

export function notifyServiceExpired(trx: Knex, service: ServiceRow, appUrl: string) {
  return send(trx, service.user_id, (locale) =>
    serviceEndedMail({
      locale,
      appUrl,
      serviceId: service.id,
      serviceName: service.service_name,
      reason: 'expired',
      endDate: service.end_date,
    }),
  );
}

export function notifyExpiryReminder(trx: Knex, service: ServiceRow, appUrl: string, now: Date) {
  return send(trx, service.user_id, (locale) =>
    expiryReminderMail({
      locale,
      appUrl,
      serviceId: service.id,
      serviceName: service.service_name,
      endDate: service.end_date,
      now,
    }),
  );
}
