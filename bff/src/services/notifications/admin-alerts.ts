/**
 * The admins' Telegram alerts (issue 28): a payment report waiting for review (with what the
 * receipt check found when RECEIPT_VERIFICATION is on), a provisioning failed for good, a job gone
 * dead, a new contact message. Each goes once (a dedupe key per payment, service and attempt, job,
 * message) to TELEGRAM_ADMIN_CHAT_ID, in the transaction of the change when there is one; without
 * an admin chat nothing is written.
 */
import { normalizeRow } from '@shop/db';
import type { Knex } from 'knex';
import { DELIVER_NOTIFICATION_JOB, queueNotification } from './outbox.ts';
import { notificationSettings } from './delivery-settings.ts';
import { inquiryAlert, jobDeadAlert, paymentReviewAlert, provisioningFailedAlert } from './texts.ts';
import type { ReceiptCheckSummary } from './texts.ts';

/**
 * An alert to the admins' chat, at most once per `dedupeKey`, in `db`; answers the outbox id, or
 * null when nothing was queued (no admin chat, or already alerted).
 */
export async function alertAdmins(
  db: Knex | Knex.Transaction,
  alert: { topic: string; dedupeKey: string; text: (appUrl: string) => string },
): Promise<string | null> {
  const settings = notificationSettings();
  if (settings.telegram?.adminChatId === undefined) return null;
  return queueNotification(db, {
    channel: 'TELEGRAM',
    userId: null,
    topic: alert.topic,
    text: alert.text(settings.appUrl),
    dedupeKey: alert.dedupeKey,
  });
}

/** A customer's payment report waits for an admin; `check`: what the receipt check found. */
export async function alertPaymentReview(
  db: Knex | Knex.Transaction,
  paymentId: string,
  check?: ReceiptCheckSummary,
): Promise<string | null> {
  if (notificationSettings().telegram?.adminChatId === undefined) return null;
  const payment = normalizeRow('payments', await db('payments').where({ id: paymentId }).first());
  if (!payment || payment.status !== 'PENDING') return null;
  return alertAdmins(db, {
    topic: 'payment-review',
    dedupeKey: `payment-review:${payment.id}`,
    text: (appUrl) =>
      paymentReviewAlert({
        appUrl,
        orderId: payment.order_id,
        amountSantim: payment.amount_santim,
        method: payment.method,
        reference: payment.reference,
        paidBy: payment.paid_by,
        ...(check ? { check } : {}),
      }),
  });
}

/** The provisioning of an order's service gave up (its job went DEAD). */
export function alertProvisioningFailed(
  db: Knex | Knex.Transaction,
  failure: { serviceId: string; orderId: string; serviceName: string; reason: string; jobId: string },
): Promise<string | null> {
  return alertAdmins(db, {
    topic: 'provisioning-failed',
    dedupeKey: `provisioning-failed:${failure.serviceId}:${failure.jobId}`,
    text: (appUrl) => provisioningFailedAlert({ appUrl, ...failure }),
  });
}

/** Any job gone DEAD, but a notification's own delivery (its alert could die the same way). */
export async function alertJobDead(
  db: Knex,
  job: { id: string; name: string; reason: string },
): Promise<string | null> {
  if (job.name === DELIVER_NOTIFICATION_JOB) return null;
  return alertAdmins(db, {
    topic: 'job-dead',
    dedupeKey: `job-dead:${job.id}`,
    text: (appUrl) => jobDeadAlert({ appUrl, jobId: job.id, name: job.name, reason: job.reason }),
  });
}

/** A new message from the contact form. */
export function alertInquiry(
  db: Knex | Knex.Transaction,
  inquiry: { id: string; name: string; email: string; subject: string },
): Promise<string | null> {
  return alertAdmins(db, {
    topic: 'inquiry',
    dedupeKey: `inquiry:${inquiry.id}`,
    text: (appUrl) =>
      inquiryAlert({ appUrl, name: inquiry.name, email: inquiry.email, subject: inquiry.subject }),
  });
}
