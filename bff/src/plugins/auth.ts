import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import Jwt from '@hapi/jwt';
import type { HapiJwt } from '@hapi/jwt';
import { SERVER_MESSAGES } from '@shop/domain';
import { isSessionStillValid } from '@shop/domain/password-reset';
import type { AppConfig } from '../config.ts';
import type { Knex } from 'knex';
import type { AuthUser, UserRow } from '../services/users.ts';
import { findUserById, isAdminUser, toAuthUser } from '../services/users.ts';
import '../app-state.ts';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    /** The signed-in user's orders_version, read with the user (see routes/my-orders-replay.ts). */
    ordersVersion?: number;
  }
}

export interface AuthPluginOptions {
  jwt: AppConfig['jwt'];
}

/**
 * Bearer JWT authentication as the default strategy 'jwt': HS256 only, issuer, audience and expiry
 * verified, and the user behind `sub` loaded fresh from the database on every request (a deleted
 * user's token stops working at once; a password reset ends every token issued before its second,
 * see domain's sessionsValidFromSeconds). Credentials are `{ id, username, email, isAdmin }`:
 * read them with `currentUser(request)`.
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
          const row = await sessionUser(request.server.app.knex, artifacts.decoded.payload as TokenPayload);
          if (!row) return { isValid: false };
          request.app.ordersVersion = Number(row.orders_version);
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

export type TokenPayload = { sub?: unknown; exp?: unknown; iat?: unknown };

/**
 * The user a verified token still opens a session for, read fresh from the database; undefined
 * when it opens none: the token lacks `sub`, `exp` (@hapi/jwt only checks `exp` when present, so
 * a token without one would never expire) or `iat` (every token the server issues carries it),
 * the user is gone, or a password reset came after the token was issued.
 */
export async function sessionUser(knex: Knex, payload: TokenPayload): Promise<UserRow | undefined> {
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
  if (typeof payload.iat !== 'number') return undefined;
  const row = await findUserById(knex, payload.sub);
  if (!row) return undefined;
  const validFrom = row.sessions_valid_from === null ? null : Number(row.sessions_valid_from);
  return isSessionStillValid(payload.iat, validFrom) ? row : undefined;
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
 * is never taken from the token. The contract plugin runs this for every admin operation before
 * validation; call it yourself only outside the contract's routes.
 */
export async function requireAdmin(request: Request): Promise<AuthUser> {
  const user = currentUser(request);
  if (!(await isAdminUser(request.server.app.knex, user.id)))
    throw Boom.forbidden(SERVER_MESSAGES.adminRequired);
  return { ...user, isAdmin: true };
}
