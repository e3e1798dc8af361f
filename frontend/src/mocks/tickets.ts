/**
 * Support tickets in the mock backend, as the BFF keeps and shows them (bff/src/services/tickets):
 * the same domain rules, the same answers; uploads checked by their bytes (domain's signatureType
 * standing in for the BFF's file-type) and kept as base64.
 */
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  attachmentName,
  attachmentTypeOf,
  isWaitingForUs,
  SERVER_MESSAGES,
  signatureType,
} from '@shop/domain';
import type { TicketStatus } from '@shop/domain';
import type { AdminTicket, AdminTicketDetail, Ticket, TicketDetail, TicketMessage } from '../api';
import type { MockTicket, MockTicketAttachment, MockTicketMessage } from './db';
import { apiError } from './http';
import { db, newId } from './state';

export function toTicket(t: MockTicket): Ticket {
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    department: t.department,
    priority: t.priority,
    status: t.status,
    serviceId: t.serviceId,
    orderId: t.orderId,
    createdAt: t.createdAt,
    lastActivityAt: t.lastActivityAt,
  };
}

function toMessage(m: MockTicketMessage): TicketMessage {
  return {
    id: m.id,
    author: m.author,
    body: m.body,
    internal: m.internal,
    createdAt: m.createdAt,
    attachments: m.attachments.map(({ id, name, size, type }) => ({ id, name, size, type })),
  };
}

/** The customer's view: without the internal notes. */
export function toTicketDetail(t: MockTicket): TicketDetail {
  return { ...toTicket(t), messages: t.messages.filter((m) => !m.internal).map(toMessage) };
}

export function toAdminTicket(t: MockTicket): AdminTicket {
  const user = t.userId ? db.users.find((u) => u.id === t.userId) : undefined;
  return {
    ...toTicket(t),
    customer: { userId: t.userId, name: user?.username ?? t.name ?? '', email: user?.email ?? t.email ?? '' },
    assigneeId: t.assigneeId,
    waitingForUs: isWaitingForUs(t.status),
  };
}

export function toAdminTicketDetail(t: MockTicket): AdminTicketDetail {
  return { ...toAdminTicket(t), messages: t.messages.map(toMessage) };
}

/** Latest activity first (ties by id, larger first), as the BFF orders them. */
export function byActivity(tickets: readonly MockTicket[]): MockTicket[] {
  return [...tickets].sort(
    (a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || b.id.localeCompare(a.id),
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(data: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Array.from(atob(data), (c) => c.charCodeAt(0)));
}

/** The body's files (the contract guard's reading: `{ filename, payload }`), or the BFF's 400. */
export function readMockUploads(raw: unknown): MockTicketAttachment[] | Response {
  const parts: unknown[] = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  if (parts.length > ATTACHMENTS_PER_MESSAGE) return apiError(400, SERVER_MESSAGES.ticketTooManyFiles);
  const files: MockTicketAttachment[] = [];
  for (const part of parts) {
    const { filename, payload } = (typeof part === 'object' && part !== null ? part : {}) as {
      filename?: unknown;
      payload?: unknown;
    };
    if (!(payload instanceof Uint8Array)) return apiError(400, SERVER_MESSAGES.ticketFileType);
    if (payload.length === 0) return apiError(400, SERVER_MESSAGES.ticketFileEmpty);
    if (payload.length > ATTACHMENT_MAX_BYTES) return apiError(400, SERVER_MESSAGES.ticketFileTooLarge);
    const type = attachmentTypeOf(signatureType(payload), payload);
    if (type === null) return apiError(400, SERVER_MESSAGES.ticketFileType);
    files.push({
      id: newId('attachment'),
      name: attachmentName(typeof filename === 'string' ? filename : undefined),
      size: payload.length,
      type,
      data: toBase64(payload),
    });
  }
  return files;
}

/** A new message on a ticket, its activity moved to now. */
export function addMockMessage(
  ticket: MockTicket,
  message: Omit<MockTicketMessage, 'id' | 'createdAt'>,
  at: string,
): MockTicketMessage {
  const row = { ...message, id: newId('ticket-message'), createdAt: at };
  ticket.messages.push(row);
  ticket.lastActivityAt = at;
  return row;
}

/** Moves a ticket to `status` as the BFF's statusChange: when it changed, when it closed. */
export function setMockStatus(ticket: MockTicket, status: TicketStatus, at: string): void {
  if (ticket.status === status) return;
  ticket.status = status;
  ticket.statusChangedAt = at;
  ticket.closedAt = status === 'CLOSED' ? at : null;
}

/** A text field left blank (spaces only): the BFF's 400, or the trimmed text. */
export function cleanMockText(field: 'subject' | 'message', value: string): string | Response {
  const trimmed = value.trim();
  if (trimmed) return trimmed;
  return apiError(
    400,
    field === 'subject' ? SERVER_MESSAGES.inquirySubjectEmpty : SERVER_MESSAGES.inquiryMessageEmpty,
  );
}
