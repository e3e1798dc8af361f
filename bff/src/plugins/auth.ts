import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import Jwt from '@hapi/jwt';
import type { HapiJwt } from '@hapi/jwt';
import { nowMs as clockMs } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { isSessionStillValid } from '@shop/domain/password-reset';
import type { AppConfig } from '../config.ts';
import type { Knex } from 'knex';
import type { AuthUser, UserRow } from '../services/users.ts';
import { isAdminUser, toAuthUser } from '../services/users.ts';
import { liveSession, MAX_IAT_SKEW_SECONDS, touchSession } from '../services/sessions.ts';
import '../app-state.ts';

export interface AuthPluginOptions {
  jwt: AppConfig['jwt'];
}

/**
 * The admin flag of the user row the 'jwt' strategy read from the database for this very request
 * (only its validate writes here; a request authenticated any other way has none).
 */
const sessionAdmin = new WeakMap<Request, boolean>();

/** The session (the token's `jti`) the 'jwt' strategy authenticated this request with. */
const requestSession = new WeakMap<Request, string>();

/**
 * Bearer JWT authentication as the default strategy 'jwt': HS256 only, issuer, audience and expiry
 * verified, a future `iat` refused, and the token's session (`jti`, services/sessions.ts) read with
 * its user from the database on every request (one primary-key read): a revoked or expired
 * session, or a deleted user, stops the token at once; a password reset also ends every token
 * issued before its second (domain's sessionsValidFromSeconds). Credentials are
 * `{ id, username, email, isAdmin }`: read them with `currentUser(request)`, the session with
 * `currentSessionId(request)`.
 */
export const authPlugin: Plugin<AuthPluginOptions> = {
  name: 'app-auth',
  dependencies: ['app-logging'],
  async register(server, { jwt }) {
    await server.register(Jwt);
    server.auth.strategy('jwt', 'jwt', {
      keys: { key: jwt.secret, algorithms: ['HS256'] },
      verify: tokenVerifyOptions(jwt),
      async validate(artifacts, request, h) {
        try {
          const { knex } = request.server.app;
          const session = await sessionUser(knex, artifacts.decoded.payload as TokenPayload);
          if (!session) return { isValid: false };
          const { row, sessionId, lastUsedAt } = session;
          sessionAdmin.set(request, Boolean(row.is_admin));
          requestSession.set(request, sessionId);
          touchSession(knex, sessionId, lastUsedAt).catch((err: unknown) => {
            request.logger.warn({ err }, 'could not record the session as used');
          });
          return { isValid: true, credentials: toAuthUser(row) };
        } catch (err) {
          // The database is down: say so (503) instead of a 401 that would sign the user out.
          request.logger.error({ err }, 'could not load the user behind a token');
          return { isValid: false, response: unavailable(h) };
        }
      },
    });
    server.auth.default('jwt');
  },
};

/** What @hapi/jwt checks of a token's claims (the signature aside), for the 'jwt' strategy and anything that re-checks a token it accepted. */
export function tokenVerifyOptions(jwt: AppConfig['jwt']): HapiJwt.VerifyKeyOptions {
  return { aud: jwt.audience, iss: jwt.issuer, sub: false, nbf: true, exp: true, timeSkewSec: 30 };
}

export type TokenPayload = { sub?: unknown; exp?: unknown; iat?: unknown; jti?: unknown };

/**
 * The user and session a verified token still opens, read fresh from the database; undefined
 * when it opens none: the token lacks `sub`, `exp` (@hapi/jwt only checks `exp` when present, so
 * a token without one would never expire), `iat` or `jti` (every token the server issues carries
 * them; tokens from before sessions existed have no `jti`), its `iat` is in the future beyond
 * MAX_IAT_SKEW_SECONDS, its session is missing, revoked, expired or another user's, the user is
 * gone, or a password reset came after the token was issued.
 */
export async function sessionUser(
  knex: Knex,
  payload: TokenPayload,
  nowMs: number = clockMs(),
): Promise<{ row: UserRow; sessionId: string; lastUsedAt: Date } | undefined> {
  const { sub, exp, iat, jti } = payload;
  if (typeof sub !== 'string' || typeof exp !== 'number') return undefined;
  if (typeof iat !== 'number' || typeof jti !== 'string' || jti === '') return undefined;
  if (iat > nowMs / 1000 + MAX_IAT_SKEW_SECONDS) return undefined;
  const session = await liveSession(knex, jti, sub, new Date(nowMs));
  if (!session) return undefined;
  const row = session.user;
  const validFrom = row.sessions_valid_from === null ? null : Number(row.sessions_valid_from);
  if (!isSessionStillValid(iat, validFrom)) return undefined;
  return { row, sessionId: jti, lastUsedAt: session.lastUsedAt };
}

/** The session (token `jti`) of an authenticated request; undefined for any other request. */
export function currentSessionId(request: Request): string | undefined {
  return requestSession.get(request);
}

function unavailable(h: ResponseToolkit) {
  return h
    .response({
      statusCode: 503,
      error: 'Service Unavailable',
      message: SERVER_MESSAGES.serviceUnavailable,
    })
    .code(503);
}

/** The signed-in user of an authenticated route (as read from the database for this request). */
export function currentUser(request: Request): AuthUser {
  const credentials = request.auth.credentials as unknown as Partial<AuthUser> | null;
  if (!request.auth.isAuthenticated || !credentials?.id)
    throw Boom.unauthorized(SERVER_MESSAGES.missingAuthentication);
  return credentials as AuthUser;
}

/**
 * Throws 403 unless the signed-in user is an admin according to a fresh database read; the role
 * is never taken from the token. The read is the one authentication made of this request's user,
 * else one made here. The contract plugin runs this for every admin operation before validation;
 * call it yourself only outside the contract's routes.
 */
export async function requireAdmin(request: Request): Promise<AuthUser> {
  const user = currentUser(request);
  const isAdmin = sessionAdmin.get(request) ?? (await isAdminUser(request.server.app.knex, user.id));
  if (!isAdmin) throw Boom.forbidden(SERVER_MESSAGES.adminRequired);
  return { ...user, isAdmin: true };
}
