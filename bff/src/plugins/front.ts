/**
 * Answers made in front of hapi: a "front answer" sees each request the HTTP server receives before
 * hapi's dispatcher does, and either answers it itself (a recording of an answer hapi made before,
 * still provably current) or declines, and hapi handles the request as always. The hottest reads
 * (the catalog, My Orders) skip hapi's request lifecycle this way; see routes/catalog-replay.ts
 * and routes/my-orders-replay.ts for what each may answer.
 *
 * - Only plain GETs get there: no other method, no conditional or ranged request (hapi answers
 *   304 and 206 itself).
 * - An answer that fails before it has written anything falls back to hapi; nothing it does can
 *   crash the process.
 * - Each answer gets its request line, as hapi's requests do.
 * - `server.inject` (tests) calls hapi directly: front answers are seen over sockets only.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Server } from '@hapi/hapi';

/** Answers `req` (true) or declines (false), synchronously or after a look-up. */
export type FrontAnswer = (
  req: IncomingMessage & { url: string },
  res: ServerResponse,
) => boolean | Promise<boolean>;

/** A response as hapi sent it, ready to be sent again. */
export interface Recording {
  /** Header names and values, flat: [name, value, ...] (hapi names them in lower case). */
  headers: string[];
  body: Buffer;
}

/** Request headers that ask for something other than the plain answer: hapi decides those. */
const CONDITIONAL_HEADERS = [
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'range',
];

/** A GET that asks for the whole, current answer (what a recording can stand for). */
export function isPlainGet(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return method === 'GET' && CONDITIONAL_HEADERS.every((name) => headers[name] === undefined);
}

/** The headers a response was sent with, flat. */
export function sentHeaders(res: ServerResponse): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders() as OutgoingHttpHeaders)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) flat.push(name, one);
  }
  return flat;
}

let answered = 0;

/** Sends `recording` as the answer to `req` (status 200) and writes its request line. */
export function replay(
  server: Server,
  req: IncomingMessage & { url: string },
  res: ServerResponse,
  recording: Recording,
) {
  const received = Date.now();
  res.writeHead(200, recording.headers);
  res.end(recording.body);
  answered += 1;
  if (!server.logger.isLevelEnabled('info')) return;
  server.logRequestLine(
    {
      // hapi's ids are `<received>:<server id>:<counter>`; front answers count on their own.
      id: `${received}:${server.info.id}:f${answered}`,
      method: 'GET',
      url: req.url,
      remoteAddress: req.socket.remoteAddress ?? '',
      userAgent: req.headers['user-agent'],
    },
    200,
    Date.now() - received,
  );
}

/** Puts `answer` in front of hapi (and of any front answer put there before). */
export function answerInFront(server: Server, answer: FrontAnswer): void {
  const listener = server.listener;
  const behind = listener.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  listener.removeAllListeners('request');
  const passOn = (req: IncomingMessage, res: ServerResponse) => {
    for (const handler of behind) handler.call(listener, req, res);
  };
  const failed = (err: unknown, req: IncomingMessage, res: ServerResponse) => {
    server.logger.error({ err }, 'an answer in front of hapi failed; hapi answers instead');
    if (!res.headersSent) passOn(req, res);
  };
  listener.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === undefined || !isPlainGet(req.method, req.headers)) return passOn(req, res);
    const withUrl = req as IncomingMessage & { url: string };
    try {
      const outcome = answer(withUrl, res);
      if (outcome === true) return;
      if (outcome === false) return passOn(req, res);
      outcome.then(
        (done) => {
          if (!done) passOn(req, res);
        },
        (err: unknown) => failed(err, req, res),
      );
    } catch (err) {
      failed(err, req, res);
    }
  });
}
