/** Shortcuts for the console's tests: a ticket, a real `ws` client, reading its messages. */
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestApp, TestUser } from '../app/index.ts';

export const TEST_APP_ORIGIN = 'http://shop.test';

export interface Ticket {
  kind: string;
  url: string;
  expiresAt: string;
}

export async function consoleTicket(
  app: TestApp,
  user: TestUser,
  serviceId: string,
  kind: string,
): Promise<Ticket> {
  const res = await app.inject<Ticket>({
    method: 'POST',
    url: `/api/services/${serviceId}/console`,
    headers: user.headers,
    payload: { kind },
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json;
}

/** The outcome of an upgrade: the open socket, or the HTTP status it was refused with. */
export type Upgrade = { ws: WebSocket; status: 101; messages: Messages } | { status: number; body: string };

export function openSocket(
  port: number,
  url: string,
  origin: string | null = TEST_APP_ORIGIN,
): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${url}`, origin === null ? {} : { origin });
    // Listening from the start: frames that came with the 101 are read right after 'open'.
    const messages = new Messages(ws);
    ws.on('open', () => resolve({ ws, status: 101, messages }));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('error', reject);
  });
}

/** Collects a socket's text messages (parsed) and its close. */
export class Messages {
  readonly all: Record<string, unknown>[] = [];
  readonly binary: Buffer[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) this.binary.push(Buffer.from(data));
      else this.all.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString('utf8') };
      this.wake();
    });
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** All output so far, joined. */
  get output(): string {
    return this.all
      .filter((m) => m.type === 'output')
      .map((m) => String(m.data))
      .join('');
  }

  async until(test: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.all)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }
}
