/**
 * A game server's console through Wings (issue 37). The BFF asks the panel's client API for the
 * socket's token and address (`GET /api/client/servers/{id}/websocket`: a JWT valid about 10
 * minutes, made with a root admin's key, so it never reaches a browser), opens Wings' socket with
 * the panel's URL as its `Origin`, authenticates first, renews the token when Wings says
 * `token expiring`, and relays only output, status and stats one way and commands the other.
 */
import WebSocket from 'ws';
import type { ConsoleSink, ConsoleUpstream } from '../types.ts';
import { ProviderError } from '../types.ts';
import type { PanelClient } from './panel-client.ts';

/** The largest frame taken from Wings (the console's own limit). */
const MAX_FRAME_BYTES = 1024 * 1024;
const OPEN_TIMEOUT_MS = 10_000;

interface SocketGrant {
  token: string;
  socket: string;
}

function grantOf(body: unknown): SocketGrant {
  const data = (body as { data?: { token?: unknown; socket?: unknown } } | null)?.data;
  if (typeof data?.token !== 'string' || typeof data.socket !== 'string') {
    throw new ProviderError('The panel answered no console socket for this server', { retriable: true });
  }
  return { token: data.token, socket: data.socket };
}

/** A `stats` frame's JSON (args[0]) as the console's stats message, or null. */
function statsOf(arg: unknown): Record<string, number | string> | null {
  if (typeof arg !== 'string') return null;
  try {
    const s = JSON.parse(arg) as Record<string, unknown>;
    const out: Record<string, number | string> = {};
    for (const [from, to] of [
      ['memory_bytes', 'memoryBytes'],
      ['memory_limit_bytes', 'memoryLimitBytes'],
      ['cpu_absolute', 'cpuAbsolute'],
      ['disk_bytes', 'diskBytes'],
      ['uptime', 'uptimeMs'],
      ['state', 'state'],
    ] as const) {
      const value = s[from];
      if (typeof value === 'number' || typeof value === 'string') out[to] = value;
    }
    return out;
  } catch {
    return null;
  }
}

export async function openWingsConsole(
  panel: PanelClient,
  panelUrl: string,
  identifier: string,
  sink: ConsoleSink,
): Promise<ConsoleUpstream> {
  const path = `/api/client/servers/${encodeURIComponent(identifier)}/websocket`;
  const grant = async () => grantOf((await panel.request('client', 'GET', path)).body);
  const first = await grant();
  const ws = new WebSocket(first.socket, {
    origin: new URL(panelUrl).origin,
    maxPayload: MAX_FRAME_BYTES,
    handshakeTimeout: OPEN_TIMEOUT_MS,
  });
  let ended = false;
  const end = (error?: Error) => {
    if (ended) return;
    ended = true;
    ws.removeAllListeners('message');
    sink.closed(error);
  };
  const frame = (event: string, ...args: string[]) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ event, args }));
  };

  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', (err) =>
      reject(new ProviderError(`Wings' console socket did not open: ${err.message}`, { retriable: true })),
    );
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      reject(new ProviderError(`Wings refused the console socket (${res.statusCode})`, { retriable: false }));
    });
  });
  ws.on('error', (err) => end(err));
  ws.on('close', (code) => end(code === 1000 ? undefined : new Error(`Wings closed the console (${code})`)));
  frame('auth', first.token);

  ws.on('message', (data) => {
    let message: { event?: unknown; args?: unknown };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return;
    }
    const args = Array.isArray(message.args) ? (message.args as unknown[]) : [];
    switch (message.event) {
      case 'console output':
      case 'install output':
        if (typeof args[0] === 'string') sink.message({ type: 'output', data: args[0] });
        break;
      case 'status':
        if (typeof args[0] === 'string') sink.message({ type: 'status', state: args[0] });
        break;
      case 'stats': {
        const stats = statsOf(args[0]);
        if (stats) sink.message({ type: 'stats', ...stats });
        break;
      }
      case 'token expiring':
        grant().then(
          ({ token }) => frame('auth', token),
          (err: unknown) => end(err instanceof Error ? err : new Error(String(err))),
        );
        break;
      case 'token expired':
      case 'jwt error':
        end(new Error(`Wings: ${String(message.event)}`));
        ws.close();
        break;
      default:
        // auth success, daemon messages, install and backup events: not the browser's business.
        break;
    }
  });

  return {
    send(message) {
      if (message.type === 'command') frame('send command', message.data);
    },
    sendBinary() {},
    close() {
      ended = true;
      ws.close(1000);
    },
  };
}
