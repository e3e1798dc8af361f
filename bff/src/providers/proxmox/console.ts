/**
 * A KVM server's screen and serial terminal through Proxmox VE (issue 37). The BFF asks for a
 * console (`vncproxy` with websocket=1 and generate-password=1, or `termproxy`) and opens
 * `vncwebsocket` right away (its ticket opens one connection within about 10 s) with the API token
 * and the subprotocol `binary`; the browser never sees the token, the ticket or the node.
 *
 * vnc: RFB bytes both ways, the browser's split into frames of at most 128 KiB (pveproxy refuses
 * larger ones); the VNC password goes to the browser in the console's first message.
 * terminal: pve-xtermjs's protocol: `user:ticket\n` first, `OK` back, then `0:<bytes>:<data>` for
 * input, `1:<cols>:<rows>:` for a resize and `2` every 30 s to keep it open; the output is the
 * terminal's bytes, relayed as text.
 */
import { StringDecoder } from 'node:string_decoder';
import WebSocket from 'ws';
import type { ConsoleKind, ConsoleSink, ConsoleUpstream } from '../types.ts';
import { ProviderError } from '../types.ts';
import type { ProxmoxClient } from './client.ts';
import type { ProxmoxConfig } from './config.ts';

/** pveproxy's largest frame. */
export const PVE_MAX_FRAME_BYTES = 128 * 1024;
const KEEP_ALIVE_MS = 30_000;
const OPEN_TIMEOUT_MS = 10_000;

interface ProxyAnswer {
  user: string;
  ticket: string;
  port: string | number;
  password?: string;
}

export async function openProxmoxConsole(
  client: ProxmoxClient,
  config: ProxmoxConfig,
  target: { node: string; vmid: number },
  kind: ConsoleKind,
  sink: ConsoleSink,
): Promise<ConsoleUpstream> {
  if (kind === 'game') throw new ProviderError('A KVM server has no game console');
  const base = `/nodes/${encodeURIComponent(target.node)}/qemu/${target.vmid}`;
  const answer = await client.post<ProxyAnswer>(
    `${base}/${kind === 'vnc' ? 'vncproxy' : 'termproxy'}`,
    kind === 'vnc' ? { websocket: 1, 'generate-password': 1 } : {},
  );
  const query = `port=${encodeURIComponent(String(answer.port))}&vncticket=${encodeURIComponent(answer.ticket)}`;
  const url = `${config.url.replace(/^http/, 'ws')}/api2/json${base}/vncwebsocket?${query}`;
  const ws = new WebSocket(url, ['binary'], {
    headers: { Authorization: `PVEAPIToken=${config.tokenId}=${config.tokenSecret}` },
    rejectUnauthorized: !config.tlsInsecure,
    maxPayload: 1024 * 1024,
    handshakeTimeout: OPEN_TIMEOUT_MS,
    perMessageDeflate: false,
  });
  // Listening from the start: pveproxy's first bytes may come with the 101.
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', (err) =>
      reject(new ProviderError(`Proxmox's console socket did not open: ${err.message}`, { retriable: true })),
    );
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      reject(
        new ProviderError(`Proxmox refused the console socket (${res.statusCode})`, { retriable: false }),
      );
    });
  });

  let ended = false;
  const timers: { keepAlive?: NodeJS.Timeout } = {};
  const end = (error?: Error) => {
    if (ended) return;
    ended = true;
    clearInterval(timers.keepAlive);
    sink.closed(error);
  };
  ws.on('error', (err) => end(err));
  ws.on('close', (code) =>
    end(code === 1000 ? undefined : new Error(`Proxmox closed the console (${code})`)),
  );

  if (kind === 'vnc') {
    ws.on('message', (data: Buffer) => sink.binary(Buffer.from(data)));
    await opened;
    return {
      vncPassword: answer.password ?? null,
      send() {},
      sendBinary(data) {
        for (let at = 0; at < data.length; at += PVE_MAX_FRAME_BYTES) {
          ws.send(data.subarray(at, at + PVE_MAX_FRAME_BYTES), { binary: true });
        }
      },
      close() {
        ended = true;
        ws.close(1000);
      },
    };
  }

  // terminal
  const decoder = new StringDecoder('utf8');
  let authed = false;
  ws.on('message', (data: Buffer) => {
    if (!authed) {
      if (Buffer.from(data).toString('utf8') !== 'OK') return end(new Error('Proxmox refused the terminal'));
      authed = true;
      return;
    }
    const text = decoder.write(Buffer.from(data));
    if (text) sink.message({ type: 'output', data: text });
  });
  await opened;
  ws.send(Buffer.from(`${answer.user}:${answer.ticket}\n`, 'utf8'));
  timers.keepAlive = setInterval(() => {
    if (ws.readyState === WebSocket.OPEN) ws.send('2');
  }, KEEP_ALIVE_MS);
  timers.keepAlive.unref();
  return {
    send(message) {
      if (ws.readyState !== WebSocket.OPEN) return;
      if (message.type === 'input') {
        const bytes = Buffer.from(message.data, 'utf8');
        ws.send(Buffer.concat([Buffer.from(`0:${bytes.length}:`), bytes]));
      } else if (message.type === 'resize') {
        ws.send(`1:${message.cols}:${message.rows}:`);
      }
    },
    sendBinary() {},
    close() {
      ended = true;
      clearInterval(timers.keepAlive);
      ws.close(1000);
    },
  };
}
