import {
  bodyTooDeep,
  jsonTextTooDeep,
  localeFromAcceptLanguage,
  localizeServerMessage,
  SERVER_MESSAGES,
  unacceptableTextMessage,
  unacceptableTextPath,
} from '@shop/domain';
import { operations } from '@shop/domain/generated/validation.gen';
import { TWO_FACTOR_SETUP_REQUIRED } from '@shop/domain/two-factor';
import type { OperationValidation } from '@shop/domain/generated/validation.gen';
import { isSessionStillValid } from '@shop/domain/password-reset';
import type { Schema, ValidationError } from 'joi';
import { HttpResponse, http as mswHttp, type HttpHandler } from 'msw';
import type { MockUser } from './db';
import { issuedAtFromToken, userIdFromToken } from './fixtures';
import { isMockSessionLive } from './sessions';
import { db, mockSettings } from './state';

/**
 * What the BFF does before any handler runs, done once for every mock handler: find the
 * contract's operation, authenticate (401), check the admin flag (403), and validate params,
 * query and body with the same generated Joi schemas as the BFF (400 with Joi's message). A
 * request that passes falls through to the resource's handler.
 */

type Operation = OperationValidation & { pattern: RegExp };

const API_PREFIX = '/api';

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (/^\{.+\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;

/** Literal segments win over parameters, as in hapi's router: fewer parameters are tried first. */
const OPERATIONS: readonly Operation[] = Object.values(operations as Record<string, OperationValidation>)
  .map((op) => ({ ...op, pattern: pathPattern(op.path) }))
  .sort((a, b) => paramCount(a.path) - paramCount(b.path));

/** The contract's operation for a method and a path under /api, with its path parameters. */
export function findOperation(
  method: string,
  apiPath: string,
): { op: OperationValidation; params: Record<string, string> } | undefined {
  const lower = method.toLowerCase();
  for (const op of OPERATIONS) {
    if (op.method !== lower) continue;
    const match = op.pattern.exec(apiPath);
    if (!match) continue;
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    return { op, params };
  }
  return undefined;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

/** A failure in the contract's error shape `{ statusCode, error, message }` (plus any extra fields). */
export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return HttpResponse.json(
    { statusCode: status, error: REASONS[status] ?? 'Error', message, ...extra },
    { status },
  ) as Response;
}

/** The user behind the request's bearer token, or the 401 the BFF answers. */
export function authenticate(request: Request): MockUser | Response {
  const header = request.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) return apiError(401, SERVER_MESSAGES.missingAuthentication);
  const userId = userIdFromToken(token);
  const user = userId ? db.users.find((u) => u.id === userId) : undefined;
  // As the BFF: a password reset ends every session issued before its second.
  if (!user || !isSessionStillValid(issuedAtFromToken(token), user.sessionsValidFrom ?? null))
    return apiError(401, SERVER_MESSAGES.tokenRejected);
  // As the BFF: the token's session must be live (not logged out, not ended everywhere).
  if (!isMockSessionLive(token, user)) return apiError(401, SERVER_MESSAGES.tokenRejected);
  return user;
}

/** As authenticate, and the user must be an admin now (403 otherwise); not the console's 2FA gate. */
export function authenticateAnyAdmin(request: Request): MockUser | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  return user.isAdmin ? user : apiError(403, SERVER_MESSAGES.adminRequired);
}

/**
 * As authenticate, and the user must be an admin now (403 otherwise), with two-factor sign-in on
 * when the settings require it of admins (403 marked two_factor_setup_required), as the BFF's
 * admin operations check.
 */
export function authenticateAdmin(request: Request): MockUser | Response {
  const user = authenticateAnyAdmin(request);
  if (user instanceof Response) return user;
  if (mockSettings.adminRequire2fa && !user.totpEnabledAt) {
    return apiError(403, SERVER_MESSAGES.twoFactorSetupRequired, { code: TWO_FACTOR_SETUP_REQUIRED });
  }
  return user;
}

/** Joi's first message, as the BFF's validation failAction answers it. */
function refusal(schema: Schema | undefined, value: unknown): string | null {
  if (!schema) return null;
  const { error } = schema.validate(value);
  return error ? ((error as ValidationError).details[0]?.message ?? error.message) : null;
}

async function readBody(request: Request): Promise<{ value: unknown } | { invalid: true }> {
  const text = await request.clone().text();
  // hapi hands an empty body to validation as null.
  if (text === '') return { value: null };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { invalid: true };
  }
}

/** hapi's reading: no Content-Type means JSON; parameters such as charset do not matter. */
function isJsonContentType(header: string | null): boolean {
  return header === null || header.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** hapi's multipart check: the type without its parameters (the boundary). */
function isMultipartContentType(header: string | null): boolean {
  return header !== null && header.split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';
}

/**
 * A multipart body as the BFF's handlers see it: text fields as strings, files as `{ filename,
 * payload }` with their bytes; a name sent several times as an array.
 */
export async function readMultipart(request: Request): Promise<Record<string, unknown>> {
  const form = await request.clone().formData();
  const body: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const values = await Promise.all(
      form
        .getAll(name)
        .map(async (value) =>
          typeof value === 'string'
            ? value
            : { filename: value.name, payload: new Uint8Array(await value.arrayBuffer()) },
        ),
    );
    body[name] = values.length === 1 ? values[0] : values;
  }
  return body;
}

/** The checks of one request against its operation: the BFF's failure, or undefined to go on. */
export async function checkRequest(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${API_PREFIX}/`)) return undefined;
  const found = findOperation(request.method, url.pathname.slice(API_PREFIX.length));
  if (!found) return undefined;
  const { op, params } = found;

  if (op.auth || (op.optionalAuth && request.headers.has('Authorization'))) {
    const user = op.admin ? authenticateAdmin(request) : authenticate(request);
    if (user instanceof Response) return user;
  }
  // hapi reads the body after the token and before validation (GET bodies never): one that is
  // not JSON, or nests too deep, is refused before params and query are looked at, on every
  // operation, with a body schema or without one.
  const jsonBody = isJsonContentType(request.headers.get('Content-Type'));
  if (op.multipart && !isMultipartContentType(request.headers.get('Content-Type')))
    return apiError(415, SERVER_MESSAGES.multipartBodyRequired);
  if (op.payload && !op.multipart && !jsonBody) return apiError(415, SERVER_MESSAGES.jsonBodyRequired);
  let body: unknown;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody && op.multipart) {
    body = await readMultipart(request);
  } else if (hasBody && op.rawBody) {
    // A signed webhook's body is kept as received (its handler checks the signature first).
    if (jsonTextTooDeep(await request.clone().text())) return apiError(400, SERVER_MESSAGES.bodyTooDeep);
  } else if (hasBody && jsonBody) {
    const read = await readBody(request);
    if ('invalid' in read) return apiError(400, SERVER_MESSAGES.invalidJson);
    if (bodyTooDeep(read.value)) return apiError(400, SERVER_MESSAGES.bodyTooDeep);
    if (op.payload) body = read.value;
  }
  const paramsRefusal = refusal(op.params, params);
  if (paramsRefusal) return apiError(400, paramsRefusal);
  const query = Object.fromEntries(url.searchParams);
  const queryRefusal = refusal(op.query, query);
  if (queryRefusal) return apiError(400, queryRefusal);
  if (op.payload) {
    // An optional body may be left out (hapi reads an empty body as null).
    const schema = op.payloadRequired ? op.payload.required().label('request body') : op.payload.allow(null);
    const bodyRefusal = refusal(schema, body);
    if (bodyRefusal) return apiError(400, bodyRefusal);
  }
  for (const part of [params, query, body]) {
    const field = unacceptableTextPath(part);
    if (field !== null) return apiError(400, unacceptableTextMessage(field));
  }
  return undefined;
}

/** The first handler of the set: answers the BFF's refusals, lets every valid request through. */
export const contractGuard = mswHttp.all(`${API_PREFIX}/*`, async ({ request }) => {
  const refusal = await checkRequest(request);
  return refusal && inRequestLanguage(request, refusal);
});

function hasMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** As the BFF's language plugin: the answer's `message` in the request's Accept-Language. */
async function inRequestLanguage(request: Request, response: Response): Promise<Response> {
  const locale = localeFromAcceptLanguage(request.headers.get('Accept-Language'));
  if (locale === 'en' || !(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const body: unknown = await response.clone().json();
  if (!hasMessage(body)) return response;
  return HttpResponse.json(
    { ...body, message: localizeServerMessage(body.message, locale) },
    { status: response.status, headers: response.headers },
  ) as Response;
}

/** A resource's handler whose answers speak the request's language, as the BFF's do. */
export function speakingRequestLanguage(handler: HttpHandler): HttpHandler {
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') return handler;
  return mswHttp[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path, async (info) => {
    // MSW keeps a handler's resolver protected; calling it (rather than `run`, which matches the
    // request again without the resolution context's base URL) keeps the handler's own behaviour.
    const { resolver } = handler as unknown as { resolver: (args: typeof info) => unknown };
    const result = await resolver(info);
    return result instanceof Response ? inRequestLanguage(info.request, result) : undefined;
  });
}
