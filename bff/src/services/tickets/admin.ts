/**
 * The console's side of support tickets: the list with its filters and search, one ticket with
 * its internal notes, answering or leaving a note, changing status, priority, department and
 * assignee, and the figures (waiting for us, median time to a first answer over 30 days).
 * Every change is audited in its transaction.
 */
import Boom from '@hapi/boom';
import { dbClient, normalizeRow, normalizeRows, now, nowMs } from '@shop/db';
import type { TicketRow } from '@shop/db';
import { afterStaffReply, medianMs, SERVER_MESSAGES } from '@shop/domain';
import type { TicketDepartment, TicketPriority, TicketStatus } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import type { Upload } from './attachments.ts';
import { insertMessage, statusChange } from './customer.ts';
import { adminTicketDetail, ticketsWithCustomer, toAdminTicket } from './views.ts';
import type { AdminTicket, AdminTicketDetail } from './views.ts';

export interface AdminTicketsQuery {
  status?: TicketStatus;
  department?: TicketDepartment;
  priority?: TicketPriority;
  assigneeId?: string;
  waiting?: boolean;
  search?: string;
  page?: number;
  limit?: number;
}

const WAITING: TicketStatus[] = ['OPEN', 'CUSTOMER_REPLY'];

/** One page of every ticket matching the filters and search, latest activity first. */
export async function adminListTickets(
  knex: Knex,
  query: AdminTicketsQuery,
): Promise<{ rows: AdminTicket[]; total: number }> {
  const limit = query.limit ?? 20;
  const page = query.page ?? 1;
  const filtered = () =>
    ticketsWithCustomer(knex).modify((q) => {
      if (query.status) q.where('tickets.status', query.status);
      if (query.department) q.where('tickets.department', query.department);
      if (query.priority) q.where('tickets.priority', query.priority);
      if (query.assigneeId) q.where('tickets.assignee_id', query.assigneeId);
      if (query.waiting === true) q.whereIn('tickets.status', WAITING);
      if (query.waiting === false) q.whereNotIn('tickets.status', WAITING);
      const search = query.search?.trim();
      if (search) {
        const like = `%${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
        q.where((w) =>
          w
            .whereRaw("lower(tickets.subject) like lower(?) escape '!'", [like])
            .orWhereRaw("lower(tickets.number) like lower(?) escape '!'", [like])
            .orWhereRaw("lower(users.username) like lower(?) escape '!'", [like])
            .orWhereRaw("lower(users.email) like lower(?) escape '!'", [like])
            .orWhereRaw("lower(tickets.email) like lower(?) escape '!'", [like])
            .orWhereRaw("lower(tickets.name) like lower(?) escape '!'", [like]),
        );
      }
    });
  const counted = (await filtered().clearSelect().count({ n: '*' }).first()) as
    { n: number | string } | undefined;
  const raw = (await filtered()
    .orderBy([
      { column: 'tickets.last_activity_at', order: 'desc' },
      { column: 'tickets.id', order: 'desc' },
    ])
    .limit(limit)
    .offset((page - 1) * limit)) as Record<string, unknown>[];
  const rows = raw.map((r) =>
    toAdminTicket(normalizeRow('tickets', r) as Parameters<typeof toAdminTicket>[0]),
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function adminGetTicket(knex: Knex, ticketId: string): Promise<AdminTicketDetail> {
  const detail = await adminTicketDetail(knex, ticketId);
  if (!detail) throw Boom.notFound(SERVER_MESSAGES.ticketNotFound);
  return detail;
}

async function lockedTicket(trx: Knex, ticketId: string): Promise<TicketRow> {
  const query = trx('tickets').where({ id: ticketId }).first();
  if (dbClient(trx) === 'mysql') query.forUpdate();
  const row = normalizeRow('tickets', await query);
  if (!row) throw Boom.notFound(SERVER_MESSAGES.ticketNotFound);
  return row;
}

export interface StaffReplyEvents {
  /** Called in the transaction after a staff answer (not a note): the customer's notice. */
  onStaffAnswer?: (trx: Knex.Transaction, event: { ticket: TicketRow; body: string }) => Promise<void>;
}

/** A staff answer (the ticket becomes ANSWERED) or an internal note (nothing else changes). */
export async function adminReplyToTicket(
  knex: Knex,
  adminId: string,
  ticketId: string,
  reply: { message: string; internal: boolean },
  uploads: readonly Upload[],
  events: StaffReplyEvents = {},
): Promise<AdminTicketDetail> {
  const body = reply.message.trim();
  if (!body) throw Boom.badRequest(SERVER_MESSAGES.inquiryMessageEmpty);
  await knex.transaction(async (trx) => {
    const ticket = await lockedTicket(trx, ticketId);
    const at = now();
    const changes = statusChange(ticket, afterStaffReply(ticket.status, reply.internal), at);
    const firstResponse =
      !reply.internal && ticket.first_response_at === null ? { first_response_at: at } : {};
    await trx('tickets')
      .where({ id: ticket.id })
      .update({
        ...changes,
        ...firstResponse,
        ...(reply.internal ? {} : { last_activity_at: at }),
        updated_at: at,
      });
    await insertMessage(trx, {
      ticketId: ticket.id,
      authorUserId: adminId,
      author: 'STAFF',
      body,
      internal: reply.internal,
      uploads,
    });
    await writeAudit(trx, {
      actorUserId: adminId,
      action: reply.internal ? 'ticket.noted' : 'ticket.answered',
      entity: 'ticket',
      entityId: ticket.id,
      data: {
        before: { status: ticket.status },
        after: { status: changes.status },
        attachments: uploads.length,
      },
    });
    if (!reply.internal) await events.onStaffAnswer?.(trx, { ticket: { ...ticket, ...changes }, body });
  });
  return adminGetTicket(knex, ticketId);
}

export interface AdminTicketUpdate {
  status?: TicketStatus;
  priority?: TicketPriority;
  department?: TicketDepartment;
  assigneeId?: string | null;
}

/** Changes what the request names; an assignee must be an admin (400). Only a real change is audited. */
export async function adminUpdateTicket(
  knex: Knex,
  adminId: string,
  ticketId: string,
  update: AdminTicketUpdate,
): Promise<AdminTicketDetail> {
  await knex.transaction(async (trx) => {
    const ticket = await lockedTicket(trx, ticketId);
    if (update.assigneeId) {
      const assignee = normalizeRow('users', await trx('users').where({ id: update.assigneeId }).first());
      if (!assignee?.is_admin) throw Boom.badRequest(SERVER_MESSAGES.ticketAssigneeNotAdmin);
    }
    const at = now();
    const before: Record<string, string | null> = {};
    const after: Record<string, string | null> = {};
    const changes: Partial<TicketRow> = {};
    const note = (field: string, from: string | null, to: string | null) => {
      before[field] = from;
      after[field] = to;
    };
    if (update.status !== undefined && update.status !== ticket.status) {
      Object.assign(changes, statusChange(ticket, update.status, at));
      note('status', ticket.status, update.status);
    }
    if (update.priority !== undefined && update.priority !== ticket.priority) {
      changes.priority = update.priority;
      note('priority', ticket.priority, update.priority);
    }
    if (update.department !== undefined && update.department !== ticket.department) {
      changes.department = update.department;
      note('department', ticket.department, update.department);
    }
    if (update.assigneeId !== undefined && update.assigneeId !== ticket.assignee_id) {
      changes.assignee_id = update.assigneeId;
      note('assigneeId', ticket.assignee_id, update.assigneeId);
    }
    if (Object.keys(changes).length === 0) return;
    await trx('tickets')
      .where({ id: ticket.id })
      .update({ ...changes, updated_at: at });
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'ticket.updated',
      entity: 'ticket',
      entityId: ticket.id,
      data: { before, after },
    });
  });
  return adminGetTicket(knex, ticketId);
}

const THIRTY_DAYS_MS = 30 * 86_400_000;

/** Tickets waiting for us, and the median minutes to a first answer of the last 30 days' tickets. */
export async function adminTicketStats(
  knex: Knex,
): Promise<{ waiting: number; medianFirstResponseMinutes: number | null }> {
  const waiting = (await knex('tickets').whereIn('status', WAITING).count({ n: '*' }).first()) as
    { n: number | string } | undefined;
  const answered = normalizeRows(
    'tickets',
    await knex('tickets')
      .select('id', 'created_at', 'first_response_at')
      .where('created_at', '>=', new Date(nowMs() - THIRTY_DAYS_MS))
      .whereNotNull('first_response_at'),
  );
  const median = medianMs(answered.map((t) => t.first_response_at!.getTime() - t.created_at.getTime()));
  return {
    waiting: Number(waiting?.n ?? 0),
    medianFirstResponseMinutes: median === null ? null : Math.round(median / 6_000) / 10,
  };
}
