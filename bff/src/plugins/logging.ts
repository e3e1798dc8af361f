import type { Plugin } from '@hapi/hapi';
import HapiPino from 'hapi-pino';
import type { LogLevel } from '../config.ts';

interface SerializedRequest {
  id?: string;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: Record<string, string | undefined>;
}

export interface LoggingOptions {
  level: LogLevel;
  /** Pretty output is not installed; lines are JSON. */
  base?: Record<string, unknown>;
}

/** Never written to a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'payload.password',
  'req.payload.password',
  '*.password',
  '*.password_hash',
  '*.passwordHash',
  '*.token',
  '*.secret',
];

/** hapi-pino: one JSON line per request, `request.logger` / `server.logger` for everything else. */
export const loggingPlugin: Plugin<LoggingOptions> = {
  name: 'app-logging',
  async register(server, options) {
    await server.register({
      plugin: HapiPino,
      options: {
        level: options.level,
        base: options.base ?? null,
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        // A request line says what was asked and how it ended; headers (tokens, cookies and a
        // dozen security headers) stay out of it.
        serializers: {
          req: (req: SerializedRequest) => ({
            id: req.id,
            method: req.method,
            url: req.url,
            remoteAddress: req.remoteAddress,
            userAgent: req.headers?.['user-agent'],
          }),
          res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        },
        logPayload: false,
        logRequestStart: false,
        // Health probes every few seconds would drown everything else.
        ignorePaths: ['/api/health'],
        // 4xx are ordinary answers; 500s are logged by the errors plugin with their cause.
        log4xxResponseErrors: false,
      },
    });
  },
};
