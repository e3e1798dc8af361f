import type { Plugin } from '@hapi/hapi';
import HapiPino from 'hapi-pino';
import type { LogLevel } from '../config.ts';

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
