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
export type { MailAttachment, MailMessage, MailTransport } from './transport.ts';
export { DELIVER_MAIL_JOB, mailDeliveryJob, queueMail } from './outbox.ts';
export type { DeliverMailPayload, InvoiceAttachmentOf, QueueMailOptions } from './outbox.ts';
export {
  expiryReminderMail,
  orderDetailsMail,
  freeOrderConfirmedMail,
  orderPaymentUrl,
  paymentConfirmedMail,
  orderStatusUrl,
  paymentReceivedMail,
  paymentRejectedMail,
  passwordChangedMail,
  serverReadyMail,
  serviceDetailsUrl,
  serviceEndedMail,
  supportInquiryMail,
} from './templates.ts';
export { serviceTerminatedMail, staleOrderCancelledMail, terminationWarningMail } from './lifecycle-mails.ts';
export { orderPlacedMail } from './order-placed-mail.ts';
export { latePaymentRefundedMail, orderRefundedMail } from './refund-mail.ts';
export type { OrderPlacedInput, PaymentAccountsShown } from './order-placed-mail.ts';
export { passwordResetMail } from './password-reset-mail.ts';
export type { PasswordResetMailInput } from './password-reset-mail.ts';
export type {
  ExpiryReminderInput,
  OrderDetailsInput,
  PaymentConfirmedInput,
  PaymentReceivedInput,
  PaymentRejectedInput,
  RenderedMail,
  RenewalPayment,
  ServerConnection,
  ServerReadyInput,
  ServiceEndedInput,
  SupportInquiryInput,
} from './templates.ts';
export {
  adminTicketUrl,
  ticketAnsweredMail,
  ticketAutoClosedMail,
  ticketStaffNoticeMail,
  ticketUrl,
} from './ticket-mails.ts';
export type { TicketAnsweredInput, TicketAutoClosedInput, TicketStaffNoticeInput } from './ticket-mails.ts';
