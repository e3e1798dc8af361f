/**
 * A fake Wings daemon's console socket (Pterodactyl) for tests, strict where Wings is:
 * `GET /api/servers/{uuid}/ws` upgrades only with the panel's `Origin`; every frame is
 * `{"event": …, "args": [...]}`; the first must be `auth` with a JWT this daemon signed for that
 * server (HS256, valid `tokenTtlMs`, 10 minutes by default); `token expiring` is sent when
 * `expiringBeforeMs` (60 s) are left, `token expired` (and the close) at the end unless a fresh
 * token came in a new `auth`. Then `send command` is echoed as `console output`, with `status`
 * and `stats` as Wings sends them.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

export interface FakeWingsOptions {
  /** The panel's URL: the only Origin accepted. */
  panelUrl: string;
  tokenTtlMs?: number;
  expiringBeforeMs?: number;
}

export interface FakeWings {
  /** The socket URL of a server, as the panel's websocket route answers it. */
  socketUrl(uuid: string): string;
  /** A token for a server, as the panel's websocket route answers it. */
  issue(uuid: string): string;
  /** What happened: upgrades refused (with the reason), auths accepted, commands received. */
  log: { refused: string[]; auths: number; commands: string[]; renewals: number; expired: number };
  close(): Promise<void>;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startFakeWings(options: FakeWingsOptions): Promise<FakeWings> {
  const secret = randomBytes(32);
  const ttl = options.tokenTtlMs ?? 10 * 60_000;
  const expiringBefore = options.expiringBeforeMs ?? 60_000;
  const log: FakeWings['log'] = { refused: [], auths: 0, commands: [], renewals: 0, expired: 0 };
  const origin = new URL(options.panelUrl).origin;

  function sign(payload: object): string {
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
    return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  }

  /** The token's claims when it is this daemon's, for this server and unexpired; else null. */
  function verify(token: unknown, uuid: string): { exp: number; jti: string } | null {
    if (typeof token !== 'string') return null;
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      server_uuid: string;
      exp_ms: number;
      jti: string;
    };
    if (claims.server_uuid !== uuid || claims.exp_ms <= Date.now()) return null;
    return { exp: claims.exp_ms, jti: claims.jti };
  }

  const http = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const wss = new WebSocketServer({ noServer: true });
  http.on('upgrade', (req, socket, head) => {
    const match = /^\/api\/servers\/([0-9a-f-]+)\/ws$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    const refuse = (status: number, reason: string) => {
      log.refused.push(reason);
      socket.end(`HTTP/1.1 ${status} Refused\r\nConnection: close\r\n\r\n`);
    };
    if (!match) return refuse(404, 'path');
    if (req.headers.origin !== origin) return refuse(403, 'origin');
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', () => {});
      session(ws, match[1]!);
    });
  });

  function session(ws: WebSocket, uuid: string): void {
    let current: { exp: number; jti: string } | null = null;
    let timers: NodeJS.Timeout[] = [];
    const send = (event: string, ...args: string[]) => ws.send(JSON.stringify({ event, args }));
    const schedule = () => {
      for (const t of timers) clearTimeout(t);
      const left = current!.exp - Date.now();
      timers = [
        setTimeout(() => send('token expiring'), Math.max(0, left - expiringBefore)),
        setTimeout(() => {
          log.expired += 1;
          send('token expired');
          ws.close(4001, 'token expired');
        }, left),
      ];
    };
    ws.on('close', () => timers.forEach(clearTimeout));
    ws.on('message', (data) => {
      let frame: { event?: unknown; args?: unknown };
      try {
        frame = JSON.parse(String(data)) as typeof frame;
      } catch {
        return ws.close(4000, 'malformed frame');
      }
      if (typeof frame.event !== 'string' || !Array.isArray(frame.args))
        return ws.close(4000, 'malformed frame');
      if (frame.event === 'auth') {
        const claims = verify(frame.args[0], uuid);
        if (!claims) {
          send('jwt error', 'jwt: invalid token');
          return ws.close(4001, 'jwt error');
        }
        const renewal = current !== null;
        if (renewal && claims.jti === current!.jti) {
          send('jwt error', 'jwt: token reused');
          return ws.close(4001, 'jwt error');
        }
        current = claims;
        log.auths += 1;
        if (renewal) log.renewals += 1;
        schedule();
        send('auth success');
        if (!renewal) {
          send('status', 'running');
          send('console output', '[Wings] Server marked as running...');
          send(
            'stats',
            JSON.stringify({
              memory_bytes: 1024,
              memory_limit_bytes: 2048,
              cpu_absolute: 3.5,
              uptime: 1000,
              state: 'running',
            }),
          );
        }
        return;
      }
      if (!current) return ws.close(4001, 'auth first');
      if (frame.event === 'send command' && typeof frame.args[0] === 'string') {
        log.commands.push(frame.args[0]);
        send('console output', `> ${frame.args[0]}`);
        if (frame.args[0] === 'list') send('console output', 'There are 0 of a max of 20 players online:');
      }
    });
  }

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    socketUrl: (uuid) => `ws://127.0.0.1:${port}/api/servers/${uuid}/ws`,
    issue: (uuid) => sign({ server_uuid: uuid, exp_ms: Date.now() + ttl, jti: randomUUID() }),
    log,
    async close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
