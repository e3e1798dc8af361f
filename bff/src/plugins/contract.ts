import Boom from '@hapi/boom';
import type { Lifecycle, Plugin, Request, ResponseToolkit, RouteOptionsValidate } from '@hapi/hapi';
import {
  bodyTooDeep,
  jsonTextTooDeep,
  SERVER_MESSAGES,
  unacceptableTextMessage,
  unacceptableTextPath,
} from '@shop/domain';
import type { ValidationError } from 'joi';
import { operations } from '@shop/domain/generated/validation.gen';
import type { OperationId, OperationValidation } from '@shop/domain/generated/validation.gen';
import { twoFactorSetupRequired } from '../services/two-factor.ts';
import { requireAdmin } from './auth.ts';

/** A route handler for one operation of the contract (a plain hapi handler). */
export type OperationHandler = Lifecycle.Method;
export type HandlerMap = Partial<Record<OperationId, OperationHandler>>;

export interface ContractOptions {
  handlers: HandlerMap;
}

export const API_PREFIX = '/api';

/**
 * The longest request body hapi reads (its payload maxBytes, for every route): the contract's
 * largest bodies (a 5,000-character message, 64 items) take a few KiB, hapi's default is 1 MiB;
 * longer answers 413.
 */
export const MAX_BODY_BYTES = 256 * 1024;

/** Every operation of the contract, keyed by operationId. */
export const contractOperations = operations as Record<OperationId, OperationValidation>;
export const operationIds = Object.keys(operations) as OperationId[];

/**
 * Answers 400 in the error shape with Joi's own message, which names the field
 * ('"email" must be a valid email') or is the contract's x-error-message (the phone format).
 */
export function validationFailAction(_request: Request, _h: ResponseToolkit, err?: Error): never {
  const details = (err as ValidationError | undefined)?.details;
  const message = details?.[0]?.message ?? err?.message ?? 'Invalid request';
  throw Boom.badRequest(message);
}

/**
 * A body that is not application/json answers 415, one longer than MAX_BODY_BYTES 413, in the
 * error shape with domain's text.
 */
export function payloadFailAction(_request: Request, _h: ResponseToolkit, err?: Error): never {
  if (Boom.isBoom(err) && err.output.statusCode === 415) {
    throw Boom.unsupportedMediaType(SERVER_MESSAGES.jsonBodyRequired);
  }
  if (Boom.isBoom(err) && err.output.statusCode === 413) {
    throw Boom.entityTooLarge(SERVER_MESSAGES.bodyTooLarge);
  }
  throw err ?? Boom.badRequest(SERVER_MESSAGES.invalidJson);
}

/** The most parts a multipart body may have (a few text fields and 3 files leave room). */
export const MAX_MULTIPART_PARTS = 16;

/** An upload that is not multipart/form-data answers 415, one past the operation's size 413. */
export function multipartFailAction(_request: Request, _h: ResponseToolkit, err?: Error): never {
  if (Boom.isBoom(err) && err.output.statusCode === 415) {
    throw Boom.unsupportedMediaType(SERVER_MESSAGES.multipartBodyRequired);
  }
  if (Boom.isBoom(err) && err.output.statusCode === 413) {
    throw Boom.entityTooLarge(SERVER_MESSAGES.uploadTooLarge);
  }
  throw err ?? Boom.badRequest(SERVER_MESSAGES.invalidJson);
}

/** A file part of a multipart body, as handlers receive it: its name as sent and its bytes. */
export interface UploadedFile {
  filename: string;
  payload: Buffer;
}

type StreamedPart = NodeJS.ReadableStream & { hapi?: { filename?: string } };

function isStreamedPart(value: unknown): value is StreamedPart {
  return typeof value === 'object' && value !== null && typeof (value as StreamedPart).pipe === 'function';
}

async function readPart(part: StreamedPart): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of part) chunks.push(Buffer.from(chunk as Buffer));
  return { filename: part.hapi?.filename ?? '', payload: Buffer.concat(chunks) };
}

/**
 * A multipart body's files, right after authentication: each streamed part read into an
 * UploadedFile (the route's maxBytes bounds them all), so that validation, the text check and the
 * handler see names and bytes, never a stream.
 */
export const readUploadedFiles: Lifecycle.Method = async (request, h) => {
  const payload = request.payload as Record<string, unknown> | null;
  if (!payload || typeof payload !== 'object') return h.continue;
  const read: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (Array.isArray(value) && value.some(isStreamedPart)) {
      read[name] = await Promise.all(value.map((v) => (isStreamedPart(v) ? readPart(v) : v)));
    } else read[name] = isStreamedPart(value) ? await readPart(value) : value;
  }
  (request as { payload: unknown }).payload = read;
  return h.continue;
};

/**
 * Every route, with or without a schema, right after the body is read (onPostAuth: after the
 * token, before validation and every check that walks the body): a body nested deeper than
 * domain's MAX_BODY_DEPTH answers 400, measured by loops (no recursion), parsed or as received.
 */
export const bodyDepthCheck: Lifecycle.Method = (request, h) => {
  const { payload } = request;
  const tooDeep = Buffer.isBuffer(payload) ? jsonTextTooDeep(payload.toString('utf8')) : bodyTooDeep(payload);
  if (tooDeep) throw Boom.badRequest(SERVER_MESSAGES.bodyTooDeep);
  return h.continue;
};

/**
 * After validation: every string of the path, query and body is well-formed Unicode without control
 * characters (a lone surrogate cannot be stored by MySQL; a NUL makes look-alike references).
 */
const textCheck: Lifecycle.Method = (request, h) => {
  for (const part of [request.params, request.query, request.payload]) {
    const field = unacceptableTextPath(part);
    if (field !== null) throw Boom.badRequest(unacceptableTextMessage(field));
  }
  return h.continue;
};

const notImplemented: OperationHandler = () => {
  // A 501, shaped by the errors plugin like every other failure.
  throw Boom.notImplemented(SERVER_MESSAGES.notImplemented);
};

const adminCheck: Lifecycle.Method = async (request, h) => {
  const admin = await requireAdmin(request);
  // ADMIN_REQUIRE_2FA: the console stays shut until two-factor sign-in is on (its own operations
  // are not admin operations, so they stay open).
  if (request.server.app.config.adminRequire2fa && !admin.twoFactorEnabled) throw twoFactorSetupRequired();
  return h.continue;
};

/**
 * Registers every operation of openapi.yaml (through the generated `operations`) as a hapi route
 * under /api: its auth (the 'jwt' strategy or none), its validation, the fresh admin check for
 * admin operations (after authentication, before validation) and the handler from the map, or a
 * 501 until one exists. A handler for an operation the contract does not know is a startup error.
 */
export const contractPlugin: Plugin<ContractOptions> = {
  name: 'app-contract',
  dependencies: ['app-auth'],
  register(server, { handlers }) {
    // API answers carry tokens and customers' data: no cache may keep them, unless the handler
    // chose its own caching (the public catalog).
    server.ext('onPreResponse', (request, h) => {
      const plugins = request.route.settings.plugins as Record<string, unknown> | undefined;
      if (!plugins?.contract) return h.continue;
      const response = request.response;
      if (Boom.isBoom(response)) response.output.headers['cache-control'] = 'no-store';
      else if (response && !response.headers['cache-control']) response.header('Cache-Control', 'no-store');
      return h.continue;
    });

    for (const id of Object.keys(handlers)) {
      if (!(id in operations)) throw new Error(`Handler "${id}" matches no operation of openapi.yaml`);
    }

    for (const id of operationIds) {
      const op = contractOperations[id];
      const validate: RouteOptionsValidate = { failAction: validationFailAction };
      if (op.params) validate.params = op.params;
      if (op.query) validate.query = op.query;
      if (op.payload) {
        // An optional body may be left out: hapi reads an empty body as null.
        validate.payload = op.payloadRequired
          ? op.payload.required().label('request body')
          : op.payload.allow(null);
      }

      server.route({
        method: op.method,
        path: `${API_PREFIX}${op.path}`,
        options: {
          id,
          tags: ['api'],
          auth: op.auth ? 'jwt' : op.optionalAuth ? { strategy: 'jwt', mode: 'optional' } : false,
          validate,
          // Only JSON bodies (a missing Content-Type reads as JSON); forms and text answer 415.
          // A signed webhook's handler needs the exact bytes received: no parsing, no validation.
          payload: op.rawBody
            ? { parse: false, output: 'data', allow: 'application/json', failAction: payloadFailAction }
            : op.multipart
              ? {
                  // Uploads: text fields as strings, each file as a stream (a file's bytes are never
                  // parsed by the type its part claims), read into memory by readUploadedFiles.
                  allow: 'multipart/form-data',
                  multipart: { output: 'stream' },
                  output: 'data',
                  parse: true,
                  maxParts: MAX_MULTIPART_PARTS,
                  ...(op.maxBodyBytes ? { maxBytes: op.maxBodyBytes } : {}),
                  failAction: multipartFailAction,
                }
              : op.payload
                ? { allow: 'application/json', failAction: payloadFailAction }
                : undefined,
          ext: {
            ...(op.admin || op.multipart
              ? {
                  onPostAuth: [
                    ...(op.admin ? [{ method: adminCheck }] : []),
                    ...(op.multipart ? [{ method: readUploadedFiles }] : []),
                  ],
                }
              : {}),
            onPreHandler: { method: textCheck },
          },
          plugins: { contract: { operationId: id, admin: op.admin } },
          handler: handlers[id] ?? notImplemented,
        },
      });
    }
    // Registered after the routes, so that it runs after their own onPostAuth (the admin check):
    // an operation refuses who may not call it (401, 403) before the body matters.
    server.ext('onPostAuth', bodyDepthCheck);
  },
};
