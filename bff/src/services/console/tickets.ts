/**
 * Console tickets (issue 37): POST /services/{id}/console answers a WebSocket URL carrying a
 * one-time ticket. The ticket is 256 random bits; only its SHA-256 is stored, bound to the
 * service, the user and the kind, valid for CONSOLE_TICKET_TTL_MS (30 s) and used once. The socket takes it with
 * a conditional update (still unused, not expired, this service), so of two instances sharing the
 * database exactly one accepts it.
 */
import { createHash, randomBytes } from 'node:crypto';
import Boom from '@hapi/boom';
import { newId, normalizeRow, now } from '@shop/db';
import type { ConsoleTicketRow, ServiceRow } from '@shop/db';
import { CONSOLE_TICKET_TTL_MS, consoleKindsOf, SERVER_MESSAGES, serviceActionRefusal } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { FulfilmentDeps } from '../fulfilment/deps.ts';
import { driverOf, machineOf } from '../fulfilment/provider-operations.ts';

export type ConsoleKind = components['schemas']['ConsoleKind'];
export type ConsoleTicket = components['schemas']['ConsoleTicket'];

const TICKET_BYTES = 32;

/** Who asks: the owner, or an admin (any service). */
export interface ConsoleCaller {
  id: string;
  /** An admin whose admin rights count now (ADMIN_REQUIRE_2FA met). */
  isAdmin: boolean;
}

export function hashConsoleTicket(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}

/** The socket's path for a service (the ticket goes in its query). */
export function consoleSocketPath(serviceId: string): string {
  return `/api/services/${serviceId}/console/socket`;
}

/** The service the caller may open a console of: their own, or any for an admin; else 404. */
export async function consoleService(knex: Knex, caller: ConsoleCaller, id: string): Promise<ServiceRow> {
  const query = knex('services').where({ id });
  if (!caller.isAdmin) void query.andWhere({ user_id: caller.id });
  const row = normalizeRow('services', await query.first());
  if (!row) throw Boom.notFound(SERVER_MESSAGES.serviceNotFound);
  return row;
}

/**
 * Why no console can open on this service now (409), or null: an ACTIVE service of a family
 * that has this kind, whose machine the provider reports running.
 */
export async function consoleRefusal(
  deps: FulfilmentDeps,
  row: ServiceRow,
  kind: ConsoleKind,
): Promise<string | null> {
  if (!consoleKindsOf(row.type).includes(kind)) return SERVER_MESSAGES.consoleKindUnavailable;
  const refusal = serviceActionRefusal({ status: row.status, currentStatus: row.current_status });
  if (refusal) return refusal;
  let state: string;
  try {
    state = (await driverOf(deps, row).status(machineOf(row))).currentStatus;
  } catch (err) {
    deps.log.warn({ err, serviceId: row.id }, 'provider status unavailable for a console');
    return SERVER_MESSAGES.providerRefused;
  }
  return state === 'running' ? null : SERVER_MESSAGES.consoleNotRunning;
}

export async function createConsoleTicket(
  deps: FulfilmentDeps,
  caller: ConsoleCaller,
  serviceId: string,
  kind: ConsoleKind,
): Promise<ConsoleTicket> {
  const row = await consoleService(deps.knex, caller, serviceId);
  const refusal = await consoleRefusal(deps, row, kind);
  if (refusal) throw Boom.conflict(refusal);
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
  const at = now();
  const expiresAt = new Date(at.getTime() + CONSOLE_TICKET_TTL_MS);
  await deps.knex('console_tickets').insert({
    id: newId(),
    token_hash: hashConsoleTicket(ticket),
    service_id: row.id,
    user_id: caller.id,
    kind,
    expires_at: expiresAt,
    used_at: null,
    created_at: at,
  });
  return {
    kind,
    url: `${consoleSocketPath(row.id)}?ticket=${encodeURIComponent(ticket)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Why a ticket was not accepted (the socket answers before upgrading). */
export type TicketRefusal = 'unknown' | 'used' | 'expired' | 'wrong-service';

/**
 * Takes a ticket for the socket of `serviceId`: once, before it expires, on any instance. Answers
 * the ticket's row, or why it was refused.
 */
export async function consumeConsoleTicket(
  knex: Knex,
  ticket: string,
  serviceId: string,
): Promise<{ ok: true; row: ConsoleTicketRow } | { ok: false; reason: TicketRefusal }> {
  if (ticket.length === 0 || ticket.length > 200) return { ok: false, reason: 'unknown' };
  const tokenHash = hashConsoleTicket(ticket);
  const row = normalizeRow(
    'console_tickets',
    await knex('console_tickets').where({ token_hash: tokenHash }).first(),
  );
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.service_id !== serviceId) return { ok: false, reason: 'wrong-service' };
  const at = now();
  if (row.used_at) return { ok: false, reason: 'used' };
  if (row.expires_at.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
  const taken = await knex('console_tickets')
    .where({ id: row.id, service_id: serviceId })
    .whereNull('used_at')
    .where('expires_at', '>', at)
    .update({ used_at: at });
  if (taken !== 1) return { ok: false, reason: 'used' };
  return { ok: true, row: { ...row, used_at: at } };
}
