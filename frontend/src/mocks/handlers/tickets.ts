import { SERVER_MESSAGES, afterCustomerReply, ticketNumber } from '@shop/domain';
import type { TicketDepartment, TicketPriority } from '@shop/domain';
import { readMultipart } from '../contract';
import type { MockTicket } from '../db';
import { apiError, authenticate, http } from '../http';
import { db, newId } from '../state';
import {
  addMockMessage,
  byActivity,
  cleanMockText,
  fromBase64,
  readMockUploads,
  setMockStatus,
  toTicket,
  toTicketDetail,
} from '../tickets';

/** The caller's ticket, or the BFF's 404 (another customer's ticket is not found either). */
function ownTicket(userId: string, id: string): MockTicket | Response {
  return (
    db.tickets.find((t) => t.id === id && t.userId === userId) ??
    apiError(404, SERVER_MESSAGES.ticketNotFound)
  );
}

/**
 * The customer's support tickets, as the BFF answers them (bff/src/routes/tickets.ts); the limits
 * per customer are the BFF's protection and are not mirrored.
 */
export const ticketHandlers = [
  http.get('/tickets', ({ request, query, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const mine = byActivity(db.tickets.filter((t) => t.userId === user.id));
    const size = Number(query.get('limit') ?? 20);
    const start = (Number(query.get('page') ?? 1) - 1) * size;
    return response(200).json(mine.slice(start, start + size).map(toTicket), {
      headers: { 'X-Total-Count': String(mine.length) },
    });
  }),

  http.post('/tickets', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = (await readMultipart(request)) as Record<string, string | undefined> & {
      attachments?: unknown;
    };
    const files = readMockUploads(body.attachments);
    if (files instanceof Response) return response.untyped(files);
    const subject = cleanMockText('subject', body.subject ?? '');
    if (subject instanceof Response) return response.untyped(subject);
    const message = cleanMockText('message', body.message ?? '');
    if (message instanceof Response) return response.untyped(message);
    if (body.serviceId && !db.services.some((s) => s.id === body.serviceId && s.userId === user.id))
      return response.untyped(apiError(404, SERVER_MESSAGES.serviceNotFound));
    if (body.orderId && !db.orders.some((o) => o.id === body.orderId && o.userId === user.id))
      return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const id = newId('ticket');
    const at = new Date().toISOString();
    const ticket: MockTicket = {
      id,
      number: ticketNumber(id),
      userId: user.id,
      email: null,
      name: null,
      subject,
      department: body.department as TicketDepartment,
      priority: body.priority as TicketPriority,
      status: 'OPEN',
      serviceId: body.serviceId ?? null,
      orderId: body.orderId ?? null,
      assigneeId: null,
      statusChangedAt: at,
      lastActivityAt: at,
      firstResponseAt: null,
      closedAt: null,
      createdAt: at,
      messages: [],
    };
    addMockMessage(
      ticket,
      { author: 'CUSTOMER', authorUserId: user.id, body: message, internal: false, attachments: files },
      at,
    );
    db.tickets.push(ticket);
    return response(201).json(toTicketDetail(ticket));
  }),

  http.get('/tickets/{id}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const ticket = ownTicket(user.id, params.id);
    if (ticket instanceof Response) return response.untyped(ticket);
    return response(200).json(toTicketDetail(ticket));
  }),

  http.post('/tickets/{id}/replies', async ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = (await readMultipart(request)) as { message?: string; attachments?: unknown };
    const files = readMockUploads(body.attachments);
    if (files instanceof Response) return response.untyped(files);
    const message = cleanMockText('message', body.message ?? '');
    if (message instanceof Response) return response.untyped(message);
    const ticket = ownTicket(user.id, params.id);
    if (ticket instanceof Response) return response.untyped(ticket);
    const outcome = afterCustomerReply(
      { status: ticket.status, closedAt: ticket.closedAt ? new Date(ticket.closedAt) : null },
      Date.now(),
    );
    if ('refusal' in outcome) return response.untyped(apiError(409, SERVER_MESSAGES.ticketReopenTooLate));
    const at = new Date().toISOString();
    setMockStatus(ticket, outcome.status, at);
    addMockMessage(
      ticket,
      { author: 'CUSTOMER', authorUserId: user.id, body: message, internal: false, attachments: files },
      at,
    );
    return response(201).json(toTicketDetail(ticket));
  }),

  http.post('/tickets/{id}/close', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const ticket = ownTicket(user.id, params.id);
    if (ticket instanceof Response) return response.untyped(ticket);
    if (ticket.status === 'CLOSED')
      return response.untyped(apiError(409, SERVER_MESSAGES.ticketAlreadyClosed));
    setMockStatus(ticket, 'CLOSED', new Date().toISOString());
    return response(200).json(toTicketDetail(ticket));
  }),

  http.get('/tickets/{id}/attachments/{attachmentId}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const ticket = db.tickets.find((t) => t.id === params.id && t.userId === user.id);
    const file = ticket?.messages
      .filter((m) => !m.internal)
      .flatMap((m) => m.attachments)
      .find((a) => a.id === params.attachmentId);
    if (!file) return response.untyped(apiError(404, SERVER_MESSAGES.ticketAttachmentNotFound));
    return response.untyped(attachmentResponse(file));
  }),
];

/** A file as a download, as the BFF serves it (bff/src/routes/tickets.ts download). */
export function attachmentResponse(file: { name: string; type: string; data: string }): Response {
  const ascii = file.name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return new Response(fromBase64(file.data), {
    status: 200,
    headers: {
      // hapi names the charset of a text type.
      'Content-Type': file.type.startsWith('text/') ? `${file.type}; charset=utf-8` : file.type,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
