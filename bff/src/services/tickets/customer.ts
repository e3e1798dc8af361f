/**
 * A customer's side of support tickets: their list, opening one (about one of their services or
 * orders), reading it without the staff's notes, replying, closing, and downloading an attachment.
 * Another customer's ticket answers 404 like an unknown one. The server sets the status, the
 * author and the owner; every change is audited in its transaction, with its uploads.
 */
import Boom from '@hapi/boom';
import { dbClient, newId, normalizeRow, normalizeRows, now, nowMs } from '@shop/db';
import type { TicketRow } from '@shop/db';
import { afterCustomerReply, SERVER_MESSAGES, ticketNumber } from '@shop/domain';
import type { TicketDepartment, TicketPriority, TicketStatus } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import type { Upload } from './attachments.ts';
import { customerTicketDetail, toTicket } from './views.ts';
import type { Ticket, TicketDetail } from './views.ts';

export interface NewTicket {
  subject: string;
  department: TicketDepartment;
  priority: TicketPriority;
  serviceId?: string;
  orderId?: string;
  message: string;
}

/** A subject or message of spaces is refused as empty (the contract lets spaces through). */
export function cleanText(field: 'subject' | 'message', value: string): string {
  const trimmed = value.trim();
  if (!trimmed)
    throw Boom.badRequest(
      field === 'subject' ? SERVER_MESSAGES.inquirySubjectEmpty : SERVER_MESSAGES.inquiryMessageEmpty,
    );
  return trimmed;
}

/** One page of the customer's tickets, the latest activity first, and how many they have. */
export async function listMyTickets(
  knex: Knex,
  userId: string,
  query: { page?: number; limit?: number },
): Promise<{ rows: Ticket[]; total: number }> {
  const limit = query.limit ?? 20;
  const page = query.page ?? 1;
  const counted = await knex('tickets').where({ user_id: userId }).count({ n: '*' }).first();
  const rows = normalizeRows(
    'tickets',
    await knex('tickets')
      .where({ user_id: userId })
      .orderBy([
        { column: 'last_activity_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset((page - 1) * limit),
  );
  return { rows: rows.map(toTicket), total: Number(counted?.n ?? 0) };
}

/** The customer's ticket (locked for the transaction on MySQL), or 404. */
export async function ownTicket(
  db: Knex,
  userId: string,
  ticketId: string,
  options: { lock?: boolean } = {},
): Promise<TicketRow> {
  const query = db('tickets').where({ id: ticketId, user_id: userId }).first();
  if (options.lock && dbClient(db) === 'mysql') query.forUpdate();
  const row = normalizeRow('tickets', await query);
  if (!row) throw Boom.notFound(SERVER_MESSAGES.ticketNotFound);
  return row;
}

/** Stores a message and its files, in the caller's transaction. */
export async function insertMessage(
  trx: Knex,
  message: {
    ticketId: string;
    authorUserId: string | null;
    author: 'CUSTOMER' | 'STAFF';
    body: string;
    internal: boolean;
    uploads: readonly Upload[];
  },
): Promise<string> {
  const id = newId();
  const createdAt = now();
  await trx('ticket_messages').insert({
    id,
    ticket_id: message.ticketId,
    author_user_id: message.authorUserId,
    author: message.author,
    body: message.body,
    internal: message.internal,
    created_at: createdAt,
  });
  for (const [position, upload] of message.uploads.entries()) {
    await trx('ticket_attachments').insert({
      id: newId(),
      ticket_id: message.ticketId,
      message_id: id,
      position,
      name: upload.name,
      size: upload.size,
      type: upload.type,
      data: upload.data,
      created_at: createdAt,
    });
  }
  return id;
}

export interface TicketEvents {
  /** Called in the transaction once a ticket is opened or a customer replied (the admins' notice). */
  onCustomerMessage?: (
    trx: Knex.Transaction,
    event: { ticket: TicketRow; kind: 'created' | 'replied'; messageId: string },
  ) => Promise<void>;
}

/** Opens a ticket (OPEN) with its first message and files; the service or order must be the caller's. */
export async function createTicket(
  knex: Knex,
  userId: string,
  input: NewTicket,
  uploads: readonly Upload[],
  events: TicketEvents = {},
): Promise<TicketDetail> {
  const subject = cleanText('subject', input.subject);
  const body = cleanText('message', input.message);
  return knex.transaction(async (trx) => {
    if (input.serviceId) {
      const service = await trx('services').where({ id: input.serviceId, user_id: userId }).first('id');
      if (!service) throw Boom.notFound(SERVER_MESSAGES.serviceNotFound);
    }
    if (input.orderId) {
      const order = await trx('orders').where({ id: input.orderId, user_id: userId }).first('id');
      if (!order) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
    }
    const id = newId();
    const at = now();
    const row: TicketRow = {
      id,
      number: ticketNumber(id),
      user_id: userId,
      email: null,
      name: null,
      subject,
      department: input.department,
      priority: input.priority,
      status: 'OPEN',
      service_id: input.serviceId ?? null,
      order_id: input.orderId ?? null,
      assignee_id: null,
      status_changed_at: at,
      last_activity_at: at,
      first_response_at: null,
      closed_at: null,
      created_at: at,
      updated_at: at,
    };
    await trx('tickets').insert(row);
    const messageId = await insertMessage(trx, {
      ticketId: id,
      authorUserId: userId,
      author: 'CUSTOMER',
      body,
      internal: false,
      uploads,
    });
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'ticket.created',
      entity: 'ticket',
      entityId: id,
      data: {
        number: row.number,
        department: row.department,
        priority: row.priority,
        serviceId: row.service_id,
        orderId: row.order_id,
        attachments: uploads.length,
      },
    });
    await events.onCustomerMessage?.(trx, { ticket: row, kind: 'created', messageId });
    return customerTicketDetail(trx, row);
  });
}

export async function getMyTicket(knex: Knex, userId: string, ticketId: string): Promise<TicketDetail> {
  return customerTicketDetail(knex, await ownTicket(knex, userId, ticketId));
}

/**
 * The customer's reply: domain's afterCustomerReply decides the status (a ticket closed more than
 * 30 days ago answers 409 and nothing is stored).
 */
export async function replyToMyTicket(
  knex: Knex,
  userId: string,
  ticketId: string,
  message: string,
  uploads: readonly Upload[],
  events: TicketEvents = {},
): Promise<TicketDetail> {
  const body = cleanText('message', message);
  return knex.transaction(async (trx) => {
    const ticket = await ownTicket(trx, userId, ticketId, { lock: true });
    const outcome = afterCustomerReply({ status: ticket.status, closedAt: ticket.closed_at }, nowMs());
    if ('refusal' in outcome) throw Boom.conflict(SERVER_MESSAGES.ticketReopenTooLate);
    const at = now();
    const changes = statusChange(ticket, outcome.status, at);
    await trx('tickets')
      .where({ id: ticket.id })
      .update({ ...changes, last_activity_at: at, updated_at: at });
    const messageId = await insertMessage(trx, {
      ticketId: ticket.id,
      authorUserId: userId,
      author: 'CUSTOMER',
      body,
      internal: false,
      uploads,
    });
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'ticket.replied',
      entity: 'ticket',
      entityId: ticket.id,
      data: {
        before: { status: ticket.status },
        after: { status: outcome.status },
        attachments: uploads.length,
      },
    });
    const updated = { ...ticket, ...changes, last_activity_at: at, updated_at: at };
    await events.onCustomerMessage?.(trx, { ticket: updated, kind: 'replied', messageId });
    return customerTicketDetail(trx, updated);
  });
}

/** The columns a move to `status` sets: when it changed, and when it closed (or null, reopened). */
export function statusChange(
  ticket: Pick<TicketRow, 'status' | 'status_changed_at' | 'closed_at'>,
  status: TicketStatus,
  at: Date,
): Pick<TicketRow, 'status' | 'status_changed_at' | 'closed_at'> {
  if (status === ticket.status)
    return { status, status_changed_at: ticket.status_changed_at, closed_at: ticket.closed_at };
  return { status, status_changed_at: at, closed_at: status === 'CLOSED' ? at : null };
}

/** The customer closes their ticket; an already closed one answers 409. */
export async function closeMyTicket(knex: Knex, userId: string, ticketId: string): Promise<TicketDetail> {
  return knex.transaction(async (trx) => {
    const ticket = await ownTicket(trx, userId, ticketId, { lock: true });
    if (ticket.status === 'CLOSED') throw Boom.conflict(SERVER_MESSAGES.ticketAlreadyClosed);
    const at = now();
    const changes = statusChange(ticket, 'CLOSED', at);
    await trx('tickets')
      .where({ id: ticket.id })
      .update({ ...changes, updated_at: at });
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'ticket.closed',
      entity: 'ticket',
      entityId: ticket.id,
      data: { before: { status: ticket.status }, after: { status: 'CLOSED' } },
    });
    return customerTicketDetail(trx, { ...ticket, ...changes, updated_at: at });
  });
}

export interface AttachmentFile {
  name: string;
  type: string;
  data: Buffer;
}

/**
 * An attachment of a ticket: for a customer (`userId`) only of their own ticket and never of an
 * internal note; for staff (`userId` null) any. Anything else answers 404.
 */
export async function ticketAttachment(
  knex: Knex,
  access: { userId: string | null },
  ticketId: string,
  attachmentId: string,
): Promise<AttachmentFile> {
  const row = (await knex('ticket_attachments as a')
    .join('tickets as t', 't.id', 'a.ticket_id')
    .join('ticket_messages as m', 'm.id', 'a.message_id')
    .where({ 'a.id': attachmentId, 'a.ticket_id': ticketId })
    .modify((q) => {
      if (access.userId !== null) q.where({ 't.user_id': access.userId, 'm.internal': false });
    })
    .first('a.name', 'a.type', 'a.data')) as
    { name: string; type: string; data: Buffer | Uint8Array } | undefined;
  if (!row) throw Boom.notFound(SERVER_MESSAGES.ticketAttachmentNotFound);
  return { name: row.name, type: row.type, data: Buffer.from(row.data) };
}
