import { currentUser } from '../plugins/auth.ts';
import type { HandlerMap } from '../plugins/contract.ts';
import {
  adminGetTicket,
  adminListTickets,
  adminReplyToTicket,
  adminTicketStats,
  adminUpdateTicket,
  readUploads,
  staffReplyEvents,
  ticketAttachment,
} from '../services/tickets/index.ts';
import type { AdminTicketsQuery, AdminTicketUpdate } from '../services/tickets/index.ts';
import { download } from './tickets.ts';

type Params = { id: string; attachmentId: string };

/** The console's support tickets (tags `admin`, `admin-tickets`); the contract checks the admin. */
export const adminTicketHandlers: HandlerMap = {
  async adminListTickets(request, h) {
    const { rows, total } = await adminListTickets(
      request.server.app.knex,
      request.query as AdminTicketsQuery,
    );
    return h.response(rows).header('X-Total-Count', String(total));
  },

  adminTicketStats(request) {
    return adminTicketStats(request.server.app.knex);
  },

  adminGetTicket(request) {
    return adminGetTicket(request.server.app.knex, (request.params as Params).id);
  },

  adminUpdateTicket(request) {
    return adminUpdateTicket(
      request.server.app.knex,
      currentUser(request).id,
      (request.params as Params).id,
      request.payload as AdminTicketUpdate,
    );
  },

  async adminReplyToTicket(request, h) {
    const { message, internal, attachments } = request.payload as {
      message: string;
      internal: 'true' | 'false';
      attachments?: unknown;
    };
    const uploads = await readUploads(attachments);
    const { knex, config } = request.server.app;
    const ticket = await adminReplyToTicket(
      knex,
      currentUser(request).id,
      (request.params as Params).id,
      { message, internal: internal === 'true' },
      uploads,
      staffReplyEvents(config),
    );
    return h.response(ticket).code(201);
  },

  async adminGetTicketAttachment(request, h) {
    const { id, attachmentId } = request.params as Params;
    return download(h, await ticketAttachment(request.server.app.knex, { userId: null }, id, attachmentId));
  },
};
