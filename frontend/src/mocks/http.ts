import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@shop/domain/generated/api-types.gen';
import type { MockUser } from './db';
import { userIdFromToken } from './fixtures';
import { db } from './state';

/** MSW's `http`, typed from the contract: paths, params, bodies and answers are checked. */
export const http = createOpenApiHttp<paths>({ baseUrl: '/api' });

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A failure in the contract's error shape `{ statusCode, error, message }` (plus any extra fields). */
export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return HttpResponse.json(
    { statusCode: status, error: REASONS[status] ?? 'Error', message, ...extra },
    { status },
  ) as Response;
}

/** The signed-in user behind the bearer token, or the 401 the BFF would answer. */
export function authenticate(request: Request): MockUser | Response {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!token) return apiError(401, 'Missing authentication');
  const userId = userIdFromToken(token);
  const user = userId ? db.users.find((u) => u.id === userId) : undefined;
  return user ?? apiError(401, 'Invalid or expired token');
}

/** As authenticate, and the user must be an admin (403 otherwise). */
export function authenticateAdmin(request: Request): MockUser | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  return user.isAdmin ? user : apiError(403, 'Admin access required');
}
