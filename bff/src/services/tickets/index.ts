export { downloadDisposition, readUploads } from './attachments.ts';
export type { Upload } from './attachments.ts';
export { TicketLimiter } from './limits.ts';
export {
  closeMyTicket,
  createTicket,
  getMyTicket,
  listMyTickets,
  replyToMyTicket,
  ticketAttachment,
} from './customer.ts';
export type { AttachmentFile, NewTicket, TicketEvents } from './customer.ts';
export { staffReplyEvents, ticketEvents } from './notify.ts';
export type { TicketNotifyConfig } from './notify.ts';
export {
  adminGetTicket,
  adminListTickets,
  adminReplyToTicket,
  adminTicketStats,
  adminUpdateTicket,
} from './admin.ts';
export type { AdminTicketsQuery, AdminTicketUpdate } from './admin.ts';
export { autoCloseTickets, TICKET_AUTOCLOSE_JOB, ticketAutoCloseJob } from './jobs.ts';
