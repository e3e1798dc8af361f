import { afterStaffReply, isWaitingForUs, medianMs, SERVER_MESSAGES } from '@shop/domain';
import type { TicketDepartment, TicketPriority, TicketStatus } from '@shop/domain';
import type { AdminTicketUpdate } from '../../api';
import { readMultipart } from '../contract';
import { apiError, authenticateAdmin, http } from '../http';
import { db } from '../state';
import {
  addMockMessage,
  byActivity,
  cleanMockText,
  readMockUploads,
  setMockStatus,
  toAdminTicket,
  toAdminTicketDetail,
} from '../tickets';
import { attachmentResponse } from './tickets';

const THIRTY_DAYS_MS = 30 * 86_400_000;

function findTicket(id: string) {
  return db.tickets.find((t) => t.id === id) ?? apiError(404, SERVER_MESSAGES.ticketNotFound);
}

/** The console's support tickets, as the BFF answers them (bff/src/routes/admin-tickets.ts). */
export const adminTicketHandlers = [
  http.get('/admin/tickets', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const status = query.get('status') as TicketStatus | null;
    const department = query.get('department') as TicketDepartment | null;
    const priority = query.get('priority') as TicketPriority | null;
    const assigneeId = query.get('assigneeId');
    const waiting = query.get('waiting');
    const search = query.get('search')?.trim().toLowerCase();
    const rows = byActivity(db.tickets)
      .map(toAdminTicket)
      .filter(
        (t) =>
          (!status || t.status === status) &&
          (!department || t.department === department) &&
          (!priority || t.priority === priority) &&
          (!assigneeId || t.assigneeId === assigneeId) &&
          (waiting === null || isWaitingForUs(t.status) === (waiting === 'true')) &&
          (!search ||
            [t.subject, t.number, t.customer.name, t.customer.email].some((v) =>
              v.toLowerCase().includes(search),
            )),
      );
    const size = Number(query.get('limit') ?? 20);
    const start = (Number(query.get('page') ?? 1) - 1) * size;
    return response(200).json(rows.slice(start, start + size), {
      headers: { 'X-Total-Count': String(rows.length) },
    });
  }),

  http.get('/admin/tickets/stats', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const since = Date.now() - THIRTY_DAYS_MS;
    const median = medianMs(
      db.tickets
        .filter((t) => t.firstResponseAt !== null && Date.parse(t.createdAt) >= since)
        .map((t) => Date.parse(t.firstResponseAt!) - Date.parse(t.createdAt)),
    );
    return response(200).json({
      waiting: db.tickets.filter((t) => isWaitingForUs(t.status)).length,
      medianFirstResponseMinutes: median === null ? null : Math.round(median / 6_000) / 10,
    });
  }),

  http.get('/admin/tickets/{id}', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const ticket = findTicket(params.id);
    if (ticket instanceof Response) return response.untyped(ticket);
    return response(200).json(toAdminTicketDetail(ticket));
  }),

  http.patch('/admin/tickets/{id}', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const update = (await request.json()) as AdminTicketUpdate;
    const ticket = findTicket(params.id);
    if (ticket instanceof Response) return response.untyped(ticket);
    if (update.assigneeId && !db.users.some((u) => u.id === update.assigneeId && u.isAdmin))
      return response.untyped(apiError(400, SERVER_MESSAGES.ticketAssigneeNotAdmin));
    if (update.status !== undefined) setMockStatus(ticket, update.status, new Date().toISOString());
    if (update.priority !== undefined) ticket.priority = update.priority;
    if (update.department !== undefined) ticket.department = update.department;
    if (update.assigneeId !== undefined) ticket.assigneeId = update.assigneeId;
    return response(200).json(toAdminTicketDetail(ticket));
  }),

  http.post('/admin/tickets/{id}/replies', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const body = (await readMultipart(request)) as {
      message?: string;
      internal?: string;
      attachments?: unknown;
    };
    const files = readMockUploads(body.attachments);
    if (files instanceof Response) return response.untyped(files);
    const ticket = findTicket(params.id);
    if (ticket instanceof Response) return response.untyped(ticket);
    const message = cleanMockText('message', body.message ?? '');
    if (message instanceof Response) return response.untyped(message);
    const internal = body.internal === 'true';
    const at = new Date().toISOString();
    setMockStatus(ticket, afterStaffReply(ticket.status, internal), at);
    if (!internal && ticket.firstResponseAt === null) ticket.firstResponseAt = at;
    const activity = ticket.lastActivityAt;
    addMockMessage(
      ticket,
      { author: 'STAFF', authorUserId: admin.id, body: message, internal, attachments: files },
      at,
    );
    // A note is no activity the customer sees: the list keeps its place.
    if (internal) ticket.lastActivityAt = activity;
    return response(201).json(toAdminTicketDetail(ticket));
  }),

  http.get('/admin/tickets/{id}/attachments/{attachmentId}', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const file = db.tickets
      .find((t) => t.id === params.id)
      ?.messages.flatMap((m) => m.attachments)
      .find((a) => a.id === params.attachmentId);
    if (!file) return response.untyped(apiError(404, SERVER_MESSAGES.ticketAttachmentNotFound));
    return response.untyped(attachmentResponse(file));
  }),
];
