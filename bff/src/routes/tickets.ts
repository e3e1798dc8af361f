import type { ResponseToolkit } from '@hapi/hapi';
import { currentUser } from '../plugins/auth.ts';
import type { HandlerMap } from '../plugins/contract.ts';
import {
  closeMyTicket,
  createTicket,
  downloadDisposition,
  getMyTicket,
  listMyTickets,
  readUploads,
  replyToMyTicket,
  ticketAttachment,
  ticketEvents,
} from '../services/tickets/index.ts';
import type { AttachmentFile, NewTicket } from '../services/tickets/index.ts';

type Params = { id: string; attachmentId: string };

/** A file as a download only: its sniffed type, `attachment`, and no sniffing by the browser. */
export function download(h: ResponseToolkit, file: AttachmentFile) {
  return h
    .response(file.data)
    .type(file.type)
    .header('Content-Disposition', downloadDisposition(file.name))
    .header('X-Content-Type-Options', 'nosniff');
}

/** The customer's support tickets (tag `tickets`). */
export const ticketHandlers: HandlerMap = {
  async listMyTickets(request, h) {
    const query = request.query as { page?: number; limit?: number };
    const { rows, total } = await listMyTickets(request.server.app.knex, currentUser(request).id, query);
    return h.response(rows).header('X-Total-Count', String(total));
  },

  async createTicket(request, h) {
    const user = currentUser(request);
    const { attachments, ...fields } = request.payload as NewTicket & { attachments?: unknown };
    const uploads = await readUploads(attachments);
    const { knex, ticketLimiter, config } = request.server.app;
    const ticket = await ticketLimiter.withTicket(user.id, () =>
      createTicket(knex, user.id, fields, uploads, ticketEvents(config)),
    );
    return h.response(ticket).code(201);
  },

  getMyTicket(request) {
    const { id } = request.params as Params;
    return getMyTicket(request.server.app.knex, currentUser(request).id, id);
  },

  async replyToMyTicket(request, h) {
    const user = currentUser(request);
    const { id } = request.params as Params;
    const { message, attachments } = request.payload as { message: string; attachments?: unknown };
    const uploads = await readUploads(attachments);
    const { knex, ticketLimiter, config } = request.server.app;
    const ticket = await ticketLimiter.withReply(user.id, () =>
      replyToMyTicket(knex, user.id, id, message, uploads, ticketEvents(config)),
    );
    return h.response(ticket).code(201);
  },

  closeMyTicket(request) {
    const { id } = request.params as Params;
    return closeMyTicket(request.server.app.knex, currentUser(request).id, id);
  },

  async getMyTicketAttachment(request, h) {
    const { id, attachmentId } = request.params as Params;
    const file = await ticketAttachment(
      request.server.app.knex,
      { userId: currentUser(request).id },
      id,
      attachmentId,
    );
    return download(h, file);
  },
};
