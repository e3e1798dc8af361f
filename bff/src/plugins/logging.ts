import type { Plugin, Request } from '@hapi/hapi';
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { LogLevel } from '../config.ts';
import { clientOrigin } from './client-address.ts';

declare module '@hapi/hapi' {
  interface Server {
    /** The server's pino logger: background work, start-up and shutdown. */
    logger: Logger;
    /**
     * Writes a finished request's line (hapi's requests get theirs from the 'response' event;
     * answers made before hapi sees the request write their own). Skip building `req` when
     * `logger.isLevelEnabled('info')` is false.
     */
    logRequestLine(req: RequestSummary, statusCode: number | undefined, responseTime: number): void;
  }
  interface Request {
    /** The request's pino logger: every line it writes carries the request's id (`reqId`). */
    logger: Logger;
  }
}

export interface LoggingOptions {
  level: LogLevel;
  /** Fields on every line; none by default (no pid, no hostname). */
  base?: Record<string, unknown>;
  /** Where lines go: standard output unless given (tests). Pretty output is not installed. */
  stream?: DestinationStream;
}

/** Never written to a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'payload.password',
  'req.payload.password',
  '*.password',
  '*.password_hash',
  '*.passwordHash',
  '*.token',
  '*.secret',
  // an SSH key's paste may be a private key pasted by mistake (issue 39)
  '*.publicKey',
  'req.payload.publicKey',
];

/** Requests that do not get a line: health probes every few seconds would drown everything else. */
export const UNLOGGED_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/health/live']);

/** The most of a URL or header value a log line holds; the rest is cut (see clipForLog). */
export const LOG_VALUE_MAX = 2048;

/**
 * `value` as a log line holds it: at most LOG_VALUE_MAX characters, then a marker that says how
 * much was cut, so one 16 KB URL cannot make every line of a flood 16 KB long.
 */
export function clipForLog(value: string): string;
export function clipForLog(value: string | undefined): string | undefined;
export function clipForLog(value: string | undefined): string | undefined {
  if (value === undefined || value.length <= LOG_VALUE_MAX) return value;
  return `${value.slice(0, LOG_VALUE_MAX)}…[cut ${String(value.length - LOG_VALUE_MAX)} characters]`;
}

/** What a request line says about the request: never its headers (tokens, cookies) or body. */
export interface RequestSummary {
  id: string;
  method: string;
  url: string;
  /** The client's (plugins/client-address.ts): behind a trusted proxy, the address it forwarded. */
  remoteAddress: string;
  /** The scheme the client used (X-Forwarded-Proto behind a trusted proxy). */
  protocol: 'http' | 'https';
  userAgent?: string;
}

function summaryOf(request: Request): RequestSummary {
  const client = clientOrigin(request);
  return {
    id: request.info.id,
    method: request.method.toUpperCase(),
    // As the client sent it: reading request.url would parse it (hapi does that only on demand).
    url: request.raw.req.url ?? request.path,
    remoteAddress: client.address,
    protocol: client.protocol,
    userAgent: request.headers['user-agent'] as string | undefined,
  };
}

/** A summary as a line holds it: its URL and User-Agent clipped (clipForLog). */
function clipped(req: RequestSummary): RequestSummary {
  return { ...req, url: clipForLog(req.url), userAgent: clipForLog(req.userAgent) };
}

/**
 * JSON lines with pino: one line per finished request (what was asked, how it ended, how long it
 * took), `request.logger` for a request's own lines and `server.logger` for everything else.
 *
 * The request line is built from a few plain fields rather than the request and response objects,
 * and a request's logger is a child bound only to its id, so logging costs a request a few
 * microseconds. 500s are logged with their cause; 4xx answers are ordinary answers.
 */
export const loggingPlugin: Plugin<LoggingOptions> = {
  name: 'app-logging',
  register(server, options) {
    // Asynchronous writes: lines that arrive while one is being written go out together (pino
    // writes what is left synchronously when the process exits).
    const stream = options.stream ?? pino.destination({ dest: 1, sync: false });
    const logger = pino(
      {
        level: options.level,
        base: options.base ?? null,
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        serializers: { err: pino.stdSerializers.err },
      },
      stream,
    );
    // Request lines are made only of the fields summaryOf picks, which hold no secret: they skip
    // the redaction every other line goes through.
    const accessLog = pino({ level: options.level, base: options.base ?? null }, stream);

    server.decorate('server', 'logger', logger);
    server.decorate('request', 'logger', (request: Request) => logger.child({ reqId: request.info.id }), {
      apply: true,
    });

    server.events.on({ name: 'request', channels: 'error' }, (request, event) => {
      request.logger.error({ err: event.error, req: clipped(summaryOf(request)) }, 'request error');
    });
    server.events.on('log', (event) => {
      if (event.error) logger.error({ err: event.error, tags: event.tags }, 'server error');
      else logger.info({ tags: event.tags, data: event.data }, 'server event');
    });
    const logRequestLine = (req: RequestSummary, statusCode: number | undefined, responseTime: number) => {
      accessLog.info({ req: clipped(req), res: { statusCode }, responseTime }, 'request completed');
    };
    server.decorate('server', 'logRequestLine', logRequestLine);
    server.events.on('response', (request) => {
      if (UNLOGGED_PATHS.has(request.path) || !accessLog.isLevelEnabled('info')) return;
      const { received, completed, responded } = request.info;
      const statusCode = request.raw.res.headersSent ? request.raw.res.statusCode : undefined;
      logRequestLine(summaryOf(request), statusCode, (completed || responded) - received);
    });
    server.ext('onPostStart', () => {
      logger.info({ uri: server.info.uri }, 'server started');
    });
    server.ext('onPostStop', () => {
      logger.info('server stopped');
    });
  },
};
