/** Mail: settings, the transport (SMTP or .eml files), the outbox and its job, and the templates. */
export {
  DEFAULT_MAIL_FROM,
  DEFAULT_SUPPORT_EMAIL,
  MAIL_OUTBOX_DIRNAME,
  parseMailbox,
  parseMailConfig,
} from './config.ts';
export type { MailConfig } from './config.ts';
export { createMailTransport } from './transport.ts';
export type { MailMessage, MailTransport } from './transport.ts';
export { DELIVER_MAIL_JOB, mailDeliveryJob, queueMail } from './outbox.ts';
export type { DeliverMailPayload, QueueMailOptions } from './outbox.ts';
export {
  expiryReminderMail,
  orderDetailsMail,
  paymentConfirmedMail,
  paymentReceivedMail,
  serverReadyMail,
  serviceDetailsUrl,
  serviceEndedMail,
  supportInquiryMail,
} from './templates.ts';
export { passwordResetMail } from './password-reset-mail.ts';
export type { PasswordResetMailInput } from './password-reset-mail.ts';
export type {
  ExpiryReminderInput,
  OrderDetailsInput,
  PaymentConfirmedInput,
  PaymentReceivedInput,
  RenderedMail,
  ServerConnection,
  ServerReadyInput,
  ServiceEndedInput,
  SupportInquiryInput,
} from './templates.ts';
