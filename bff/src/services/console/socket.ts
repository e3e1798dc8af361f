/**
 * The console's WebSocket (issue 37) on hapi's own listener: `ws` in noServer mode takes the
 * upgrade of `GET /api/services/{id}/console/socket?ticket=…` only after every check passed; any
 * refusal is a plain HTTP answer (no 101) and the connection is closed:
 *
 *   403 the Origin is not the shop's own (APP_URL)
 *   401 the ticket is unknown          403 it is for another service
 *   409 it was used already            410 it expired
 *   409 the service no longer allows a console (not ACTIVE, another owner)
 *   502 the provider's console could not be opened
 *   404 any other path under /api that asks for an upgrade
 *
 * Then frames are relayed: binary RFB both ways for vnc (after one text message with the VNC
 * password), JSON text messages for terminal and game (domain/console.ts). Frames over
 * CONSOLE_MAX_FRAME_BYTES close the console.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server } from '@hapi/hapi';
import { normalizeRow } from '@shop/db';
import {
  CONSOLE_IDLE_MS,
  CONSOLE_MAX_FRAME_BYTES,
  CONSOLE_MAX_MS,
  parseConsoleClientMessage,
} from '@shop/domain';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import type { ConsoleSink, ConsoleUpstream } from '../../providers/types.ts';
import type { FulfilmentDeps } from '../fulfilment/deps.ts';
import { driverOf, machineOf } from '../fulfilment/provider-operations.ts';
import { ConsoleRegistry } from './sessions.ts';
import type { ConsoleLimits, ConsoleSession } from './sessions.ts';
import { consumeConsoleTicket } from './tickets.ts';
import type { TicketRefusal } from './tickets.ts';

const SOCKET_PATH = /^\/api\/services\/([0-9a-fA-F-]{36})\/console\/socket$/;

const TICKET_STATUS: Record<TicketRefusal, [number, string]> = {
  unknown: [401, 'Unknown console ticket'],
  'wrong-service': [403, 'This ticket is for another service'],
  used: [409, 'This console ticket was used already'],
  expired: [410, 'This console ticket has expired'],
};

export interface ConsoleSocketOptions {
  deps: FulfilmentDeps;
  limits?: Partial<ConsoleLimits>;
}

/** Answers an upgrade request with a plain HTTP error and closes the connection (no 101). */
function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ statusCode: status, error: httpReason(status), message });
  socket.end(
    `HTTP/1.1 ${status} ${httpReason(status)}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n\r\n${body}`,
  );
}

function httpReason(status: number): string {
  return (
    {
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      410: 'Gone',
      502: 'Bad Gateway',
    }[status] ?? 'Error'
  );
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/** The shop's own origin, as browsers send it in `Origin`. */
function originOf(appUrl: string): string {
  return new URL(appUrl).origin;
}

export interface ConsoleSockets {
  registry: ConsoleRegistry;
  close(): Promise<void>;
}

export function attachConsoleSockets(server: Server, options: ConsoleSocketOptions): ConsoleSockets {
  const { deps } = options;
  const limits: ConsoleLimits = {
    idleMs: CONSOLE_IDLE_MS,
    maxMs: CONSOLE_MAX_MS,
    watchMs: 3_000,
    ...options.limits,
  };
  const registry = new ConsoleRegistry(deps.knex, limits, deps.log);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: CONSOLE_MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const shopOrigin = originOf(deps.appUrl);

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = SOCKET_PATH.exec(url.pathname);
    if (!match) return refuse(socket, 404, 'Not Found');
    const serviceId = match[1]!.toLowerCase();
    if (request.headers.origin !== shopOrigin)
      return refuse(socket, 403, 'This origin may not open a console');
    const taken = await consumeConsoleTicket(deps.knex, url.searchParams.get('ticket') ?? '', serviceId);
    if (!taken.ok) {
      const [status, message] = TICKET_STATUS[taken.reason];
      return refuse(socket, status, message);
    }
    const ticket = taken.row;
    const service = normalizeRow('services', await deps.knex('services').where({ id: serviceId }).first());
    const user = (await deps.knex('users').where({ id: ticket.user_id }).first('is_admin')) as
      { is_admin: number | boolean } | undefined;
    const asAdmin = Boolean(user?.is_admin) && service?.user_id !== ticket.user_id;
    if (
      !service ||
      service.status !== 'ACTIVE' ||
      !user ||
      (service.user_id !== ticket.user_id && !asAdmin)
    ) {
      return refuse(socket, 409, 'This service has no console now');
    }
    const driver = driverOf(deps, service);
    if (!driver.openConsole) return refuse(socket, 502, 'This provider has no console');

    // The provider's side first: what it says before the browser's socket is up waits in `early`.
    let session: ConsoleSession | undefined;
    const early: (string | Buffer)[] = [];
    let upstreamEnded: Error | true | undefined;
    const deliver = (data: string | Buffer) => (session ? session.send(data) : early.push(data));
    const sink: ConsoleSink = {
      message: (message) => deliver(JSON.stringify(message)),
      binary: (data) => deliver(data),
      closed: (error) => {
        if (session) void session.close(error ? 'upstream-error' : 'upstream-closed');
        else upstreamEnded = error ?? true;
      },
    };
    let upstream: ConsoleUpstream;
    try {
      upstream = await driver.openConsole(machineOf(service), ticket.kind, sink);
    } catch (err) {
      deps.log.warn({ err, serviceId }, 'console: the provider did not open one');
      return refuse(socket, 502, "The server's console could not be opened");
    }
    if (socket.destroyed) {
      upstream.close();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      void (async () => {
        session = await registry.start(
          { serviceId, userId: ticket.user_id, kind: ticket.kind, asAdmin },
          ws,
          upstream,
        );
        const current = session;
        ws.on('message', (data, isBinary) => {
          current.touch();
          if (ticket.kind === 'vnc') {
            if (isBinary) upstream.sendBinary(toBuffer(data));
            return;
          }
          const message = isBinary ? null : parseConsoleClientMessage(toBuffer(data).toString('utf8'));
          if (!message) return void current.close('protocol-error');
          upstream.send(message);
        });
        ws.on('close', () => void current.close('browser-closed'));
        ws.on('error', (err) => {
          deps.log.info({ err, serviceId }, 'console: the browser socket failed');
          void current.close('browser-closed');
        });
        if (ticket.kind === 'vnc')
          current.send(JSON.stringify({ type: 'vnc', password: upstream.vncPassword ?? null }));
        for (const data of early.splice(0)) current.send(data);
        if (upstreamEnded) void current.close(upstreamEnded === true ? 'upstream-closed' : 'upstream-error');
      })();
    });
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((err: unknown) => {
      deps.log.error({ err }, 'console: upgrade failed');
      if (!socket.destroyed) refuse(socket, 502, 'The console could not be opened');
    });
  };
  server.listener.on('upgrade', onUpgrade);

  return {
    registry,
    async close() {
      server.listener.off('upgrade', onUpgrade);
      await registry.closeAll('server-stopping');
      wss.close();
    },
  };
}
