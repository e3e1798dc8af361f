/**
 * An in-process Telegram Bot API for tests and the e2e run: a real HTTP server (127.0.0.1, port 0
 * by default) answering as core.telegram.org/bots/api says, and refusing what it refuses:
 *
 * - requests go to `/bot{token}/{method}`; another token is 401 `Unauthorized`, an unknown method
 *   404 `Not Found`; bodies are JSON (or form/query parameters, which the API also takes);
 * - `getMe` answers the bot (`{ id, is_bot: true, first_name, username }`);
 * - `setWebhook` needs `url` (https, or http for local runs; '' removes the webhook), an optional
 *   `secret_token` of 1 to 256 `A-Za-z0-9_-` and `allowed_updates` as an array; answers `true`
 *   ("Webhook was set");
 * - `sendMessage` needs `chat_id` and `text` of 1 to 4096 characters (400 `Bad Request: message
 *   text is empty` / `message is too long`); answers the Message;
 * - a chat told to `block(chatId)` answers 403 `Forbidden: bot was blocked by the user`;
 *   `rateLimit(chatId, seconds, times)` answers 429 `Too Many Requests: retry after N` with
 *   `parameters.retry_after` that many times.
 *
 * Every answer is `{ ok: true, result }` or `{ ok: false, error_code, description }`. Every call
 * is recorded (method, token, chat, parameters). `startFakeTelegram({ port, control: true })`
 * runs it from a separate script too (the e2e webServer), whose tests read what a chat received
 * over `GET /__control/sent?chat_id=`.
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_BOT_TOKEN = '123456789:AAFakeTelegramBotTokenForTests_0123456';
export const FAKE_BOT_USERNAME = 'AbayCloudTestBot';

export interface FakeTelegramOptions {
  /** Default 0 (any free port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  token?: string;
  username?: string;
  /**
   * Serve `GET /__control/sent?chat_id=…` (the messages delivered to that chat, in order), for a
   * test in another process than the fake (the e2e run). Not part of the Bot API.
   */
  control?: boolean;
}

export interface RecordedTelegramCall {
  method: string;
  /** The token the call came with (a wrong one is recorded too, and refused). */
  token: string;
  params: Record<string, unknown>;
  status: number;
  at: Date;
}

export interface FakeTelegram {
  /** `http://127.0.0.1:<port>`: TELEGRAM_API_URL. */
  url: string;
  port: number;
  token: string;
  username: string;
  calls: RecordedTelegramCall[];
  /** Messages delivered (sendMessage answered ok), in order. */
  sent(): { chatId: string; text: string }[];
  /** What setWebhook last set (undefined before). */
  webhook(): { url: string; secretToken: string | undefined; allowedUpdates: unknown } | undefined;
  /** The chat blocked the bot: every sendMessage to it answers 403. */
  block(chatId: string): void;
  /** The next `times` sendMessage calls to the chat answer 429 with retry_after `seconds`. */
  rateLimit(chatId: string, seconds: number, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

const METHODS = new Set(['getMe', 'setWebhook', 'deleteWebhook', 'getWebhookInfo', 'sendMessage']);
const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

class ApiRefusal extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly parameters?: Record<string, unknown>,
  ) {
    super(description);
  }
}

async function paramsOf(request: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const type = request.headers['content-type'] ?? '';
  if (body === '') return params;
  if (type.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ApiRefusal(400, "Bad Request: can't parse JSON object");
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ApiRefusal(400, "Bad Request: can't parse JSON object");
    return { ...params, ...(parsed as Record<string, unknown>) };
  }
  if (type.startsWith('application/x-www-form-urlencoded'))
    return { ...params, ...Object.fromEntries(new URLSearchParams(body)) };
  throw new ApiRefusal(400, 'Bad Request: unsupported content type');
}

export async function startFakeTelegram(options: FakeTelegramOptions = {}): Promise<FakeTelegram> {
  const token = options.token ?? FAKE_BOT_TOKEN;
  const username = options.username ?? FAKE_BOT_USERNAME;
  const botId = Number(token.split(':')[0]);
  const calls: RecordedTelegramCall[] = [];
  const delivered: { chatId: string; text: string }[] = [];
  const blocked = new Set<string>();
  const limited = new Map<string, { seconds: number; times: number }>();
  let webhook: { url: string; secretToken: string | undefined; allowedUpdates: unknown } | undefined;
  let messageId = 0;

  function answer(method: string, params: Record<string, unknown>): unknown {
    if (method === 'getMe') return { id: botId, is_bot: true, first_name: 'Abay Cloud', username };
    if (method === 'getWebhookInfo') return { url: webhook?.url ?? '', pending_update_count: 0 };
    if (method === 'deleteWebhook') {
      webhook = undefined;
      return true;
    }
    if (method === 'setWebhook') {
      const url = params.url;
      if (typeof url !== 'string') throw new ApiRefusal(400, 'Bad Request: parameter "url" is required');
      if (url !== '') {
        let parsed: URL | undefined;
        try {
          parsed = new URL(url);
        } catch {
          parsed = undefined;
        }
        if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
          throw new ApiRefusal(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
      }
      const secret = params.secret_token;
      if (secret !== undefined && (typeof secret !== 'string' || !SECRET_TOKEN.test(secret)))
        throw new ApiRefusal(400, 'Bad Request: secret token contains unallowed characters');
      let allowed = params.allowed_updates;
      if (typeof allowed === 'string') allowed = JSON.parse(allowed) as unknown;
      if (allowed !== undefined && !Array.isArray(allowed))
        throw new ApiRefusal(400, "Bad Request: can't parse allowed updates");
      webhook = url === '' ? undefined : { url, secretToken: secret, allowedUpdates: allowed };
      return true;
    }
    // sendMessage
    const chat = params.chat_id;
    if (chat === undefined || chat === '' || (typeof chat !== 'string' && typeof chat !== 'number'))
      throw new ApiRefusal(400, 'Bad Request: chat_id is empty');
    const chatId = String(chat);
    const text = params.text;
    if (typeof text !== 'string' || text.trim() === '')
      throw new ApiRefusal(400, 'Bad Request: message text is empty');
    if ([...text].length > 4096) throw new ApiRefusal(400, 'Bad Request: message is too long');
    if (blocked.has(chatId)) throw new ApiRefusal(403, 'Forbidden: bot was blocked by the user');
    const limit = limited.get(chatId);
    if (limit && limit.times > 0) {
      limit.times -= 1;
      throw new ApiRefusal(429, `Too Many Requests: retry after ${limit.seconds}`, {
        retry_after: limit.seconds,
      });
    }
    messageId += 1;
    delivered.push({ chatId, text });
    return {
      message_id: messageId,
      from: { id: botId, is_bot: true, first_name: 'Abay Cloud', username },
      chat: { id: Number(chatId), type: Number(chatId) < 0 ? 'group' : 'private' },
      date: Math.floor(Date.now() / 1000),
      text,
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (options.control && request.method === 'GET' && url.pathname === '/__control/sent') {
      const chatId = url.searchParams.get('chat_id');
      return send(
        200,
        delivered.filter((message) => message.chatId === chatId),
      );
    }
    if (!match) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, callToken, method] = match as unknown as [string, string, string];
    let params: Record<string, unknown> = {};
    let status = 200;
    try {
      if (request.method !== 'POST' && request.method !== 'GET')
        throw new ApiRefusal(405, 'Method Not Allowed');
      params = await paramsOf(request, url);
      if (callToken !== token) throw new ApiRefusal(401, 'Unauthorized');
      if (!METHODS.has(method)) throw new ApiRefusal(404, 'Not Found: method not found');
      const result = answer(method, params);
      send(200, { ok: true, result });
    } catch (err) {
      const refusal = err instanceof ApiRefusal ? err : new ApiRefusal(500, 'Internal Server Error');
      status = refusal.code;
      send(refusal.code, {
        ok: false,
        error_code: refusal.code,
        description: refusal.description,
        ...(refusal.parameters ? { parameters: refusal.parameters } : {}),
      });
    }
    calls.push({ method, token: callToken, params, status, at: new Date() });
  }

  const server = http.createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    token,
    username,
    calls,
    sent: () => [...delivered],
    webhook: () => webhook,
    block: (chatId) => void blocked.add(chatId),
    rateLimit: (chatId, seconds, times = 1) => void limited.set(chatId, { seconds, times }),
    reset() {
      calls.length = 0;
      delivered.length = 0;
      blocked.clear();
      limited.clear();
      webhook = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
