/**
 * The fake Proxmox's consoles, strict where pveproxy is (issue 37):
 * `POST …/qemu/{vmid}/vncproxy` (websocket=1, generate-password=1 gives a `password`) and
 * `POST …/qemu/{vmid}/termproxy` answer `{user, ticket, port, upid}`; the ticket is bound to the
 * VM and the port, valid 40 s from its creation and for one connection opened within 10 s.
 * `GET …/vncwebsocket?port&vncticket` upgrades only with the API token, the subprotocol `binary`
 * and a valid ticket; frames over 128 KiB close the socket (1009). A vnc ticket's socket speaks the
 * start of RFB 3.8 (version, then security type VNC auth); a termproxy's socket wants
 * `user:ticket\n` first, answers `OK`, then takes `0:<bytes>:<data>` input (echoed, Enter answers
 * `hostname`), `1:<cols>:<rows>:` resizes and `2` keep-alives, and closes on anything else.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

export const TICKET_VALID_MS = 40_000;
export const FIRST_CONNECTION_WITHIN_MS = 10_000;
export const MAX_FRAME_BYTES = 128 * 1024;

interface ConsoleTicket {
  kind: 'vnc' | 'term';
  vmid: number;
  port: number;
  ticket: string;
  createdAt: number;
  used: boolean;
  password: string | null;
  hostname: string;
}

export interface FakeConsoleLog {
  refused: string[];
  resizes: [number, number][];
  keepAlives: number;
  inputs: string[];
  /** Binary frames the vnc socket received. */
  vncBytes: number;
}

export function createFakeConsoles(options: { expectedAuth: string; user: string }) {
  const tickets: ConsoleTicket[] = [];
  const log: FakeConsoleLog = { refused: [], resizes: [], keepAlives: 0, inputs: [], vncBytes: 0 };
  let nextPort = 5900;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (protocols) => (protocols.has('binary') ? 'binary' : false),
  });

  function proxy(kind: 'vnc' | 'term', vmid: number, hostname: string, generatePassword: boolean) {
    const entry: ConsoleTicket = {
      kind,
      vmid,
      port: nextPort++,
      ticket: `PVEVNC:${randomBytes(12).toString('hex').toUpperCase()}::${randomBytes(24).toString('base64')}`,
      createdAt: Date.now(),
      used: false,
      password: kind === 'vnc' && generatePassword ? randomBytes(6).toString('base64url').slice(0, 8) : null,
      hostname,
    };
    tickets.push(entry);
    const upid = `UPID:pve:0000${entry.port}:00000000:${Math.floor(Date.now() / 1000).toString(16)}:${kind}proxy:${vmid}:${options.user}:`;
    return {
      user: options.user,
      ticket: entry.ticket,
      port: String(entry.port),
      upid,
      ...(kind === 'vnc' ? { cert: '-----BEGIN CERTIFICATE-----\n…', password: entry.password } : {}),
    };
  }

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://x');
    const match = /^\/api2\/json\/nodes\/[^/]+\/qemu\/(\d+)\/vncwebsocket$/.exec(url.pathname);
    const refuse = (status: number, reason: string) => {
      log.refused.push(reason);
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n\r\n`);
    };
    if (!match) return refuse(501, 'not implemented');
    if (req.headers.authorization !== options.expectedAuth) return refuse(401, 'authentication failure');
    const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(/\s*,\s*/);
    if (!offered.includes('binary')) return refuse(400, 'no binary subprotocol');
    const vmid = Number(match[1]);
    const port = Number(url.searchParams.get('port'));
    const entry = tickets.find(
      (t) => t.ticket === url.searchParams.get('vncticket') && t.vmid === vmid && t.port === port,
    );
    if (!entry) return refuse(401, 'invalid ticket');
    const age = Date.now() - entry.createdAt;
    if (age > TICKET_VALID_MS) return refuse(401, 'ticket expired');
    if (entry.used) return refuse(401, 'ticket used');
    if (age > FIRST_CONNECTION_WITHIN_MS) return refuse(502, 'listener timed out');
    entry.used = true;
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A frame over the limit closes the socket with 1009, as pveproxy does; nothing more to do.
      ws.on('error', () => {});
      if (entry.kind === 'vnc') vnc(ws);
      else term(ws, entry);
    });
  }

  function vnc(ws: WebSocket): void {
    let stage = 0;
    ws.send(Buffer.from('RFB 003.008\n', 'latin1'));
    ws.on('message', (data: Buffer) => {
      log.vncBytes += data.length;
      if (stage === 0 && data.toString('latin1') === 'RFB 003.008\n') {
        stage = 1;
        ws.send(Buffer.from([1, 2])); // VNC authentication
      }
    });
  }

  function term(ws: WebSocket, entry: ConsoleTicket): void {
    let authed = false;
    let line = '';
    const prompt = `root@${entry.hostname}:~# `;
    ws.on('message', (raw: Buffer) => {
      const text = raw.toString('utf8');
      if (!authed) {
        if (text !== `${options.user}:${entry.ticket}\n`) return ws.close(1008, 'authentication failure');
        authed = true;
        ws.send(Buffer.from('OK'));
        ws.send(Buffer.from(`Ubuntu 22.04 ${entry.hostname} ttyS0\r\n\r\n${prompt}`));
        return;
      }
      if (text === '2') {
        log.keepAlives += 1;
        return;
      }
      const resize = /^1:(\d+):(\d+):$/.exec(text);
      if (resize) {
        log.resizes.push([Number(resize[1]), Number(resize[2])]);
        return;
      }
      const input = /^0:(\d+):/s.exec(text);
      if (!input) return ws.close(1002, 'protocol error');
      const data = raw.subarray(input[0].length);
      if (data.length !== Number(input[1])) return ws.close(1002, 'wrong length');
      const typed = data.toString('utf8');
      log.inputs.push(typed);
      let echo = '';
      for (const ch of typed) {
        if (ch === '\r') {
          const command = line.trim();
          line = '';
          const answer =
            command === 'hostname' ? entry.hostname : command ? `${command}: command not found` : '';
          echo += `\r\n${answer ? `${answer}\r\n` : ''}${prompt}`;
        } else {
          line += ch;
          echo += ch;
        }
      }
      ws.send(Buffer.from(echo));
    });
  }

  return {
    proxy,
    upgrade,
    log,
    tickets,
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
    /** For tests of the ticket's life: a ticket made `ms` earlier. */
    age(ms: number) {
      for (const t of tickets) t.createdAt -= ms;
    },
    newId: randomUUID,
  };
}

export type FakeConsoles = ReturnType<typeof createFakeConsoles>;
