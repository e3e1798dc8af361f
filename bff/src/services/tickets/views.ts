/** Tickets as the contract carries them, read from their rows (attachments without their bytes). */
import { normalizeRow, normalizeRows } from '@shop/db';
import type { TicketRow } from '@shop/db';
import { isWaitingForUs } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';

export type Ticket = components['schemas']['Ticket'];
export type TicketDetail = components['schemas']['TicketDetail'];
export type TicketMessage = components['schemas']['TicketMessage'];
export type AdminTicket = components['schemas']['AdminTicket'];
export type AdminTicketDetail = components['schemas']['AdminTicketDetail'];

/** The attachment columns a view reads: never `data`. */
export const ATTACHMENT_META = ['id', 'message_id', 'name', 'size', 'type'] as const;

export function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    department: row.department,
    priority: row.priority,
    status: row.status,
    serviceId: row.service_id,
    orderId: row.order_id,
    createdAt: row.created_at.toISOString(),
    lastActivityAt: row.last_activity_at.toISOString(),
  };
}

/** A ticket's messages, oldest first, each with its attachments; internal notes only for staff. */
export async function messagesOf(
  db: Knex,
  ticketId: string,
  options: { internal: boolean },
): Promise<TicketMessage[]> {
  const messages = normalizeRows(
    'ticket_messages',
    await db('ticket_messages')
      .where({ ticket_id: ticketId })
      .modify((q) => {
        if (!options.internal) q.where({ internal: false });
      })
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
  );
  const attachments = normalizeRows(
    'ticket_attachments',
    await db('ticket_attachments')
      .select(...ATTACHMENT_META)
      .where({ ticket_id: ticketId })
      .orderBy([
        { column: 'message_id', order: 'asc' },
        { column: 'position', order: 'asc' },
      ]),
  );
  return messages.map((m) => ({
    id: m.id,
    author: m.author,
    body: m.body,
    internal: m.internal,
    createdAt: m.created_at.toISOString(),
    attachments: attachments
      .filter((a) => a.message_id === m.id)
      .map((a) => ({ id: a.id, name: a.name, size: a.size, type: a.type })),
  }));
}

/** The customer's view: their ticket and its thread without the internal notes. */
export async function customerTicketDetail(db: Knex, row: TicketRow): Promise<TicketDetail> {
  return { ...toTicket(row), messages: await messagesOf(db, row.id, { internal: false }) };
}

/** A row of the console's list: the ticket, who wrote it, who has it, whether it waits for us. */
export function toAdminTicket(
  row: TicketRow & { customer_username?: string | null; customer_email?: string | null },
): AdminTicket {
  return {
    ...toTicket(row),
    customer: {
      userId: row.user_id,
      name: row.customer_username ?? row.name ?? '',
      email: row.customer_email ?? row.email ?? '',
    },
    assigneeId: row.assignee_id,
    waitingForUs: isWaitingForUs(row.status),
  };
}

/** The tickets' columns with their customer's username and e-mail (null for a contact-form sender). */
export function ticketsWithCustomer(db: Knex): Knex.QueryBuilder {
  return db('tickets')
    .leftJoin('users', 'users.id', 'tickets.user_id')
    .select('tickets.*', { customer_username: 'users.username', customer_email: 'users.email' });
}

/** The console's view of one ticket, internal notes included; undefined when there is none. */
export async function adminTicketDetail(db: Knex, ticketId: string): Promise<AdminTicketDetail | undefined> {
  const raw = (await ticketsWithCustomer(db).where('tickets.id', ticketId).first()) as
    | (Record<string, unknown> & { customer_username: string | null; customer_email: string | null })
    | undefined;
  if (!raw) return undefined;
  const row = {
    ...normalizeRow('tickets', raw),
    customer_username: raw.customer_username,
    customer_email: raw.customer_email,
  };
  return { ...toAdminTicket(row), messages: await messagesOf(db, ticketId, { internal: true }) };
}
