import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import Jwt from '@hapi/jwt';
import { SERVER_MESSAGES } from '@shop/domain';
import { isSessionStillValid } from '@shop/domain/password-reset';
import type { AppConfig } from '../config.ts';
import type { AuthUser } from '../services/users.ts';
import { findUserById, isAdminUser, toAuthUser } from '../services/users.ts';
import '../app-state.ts';

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
      verify: {
        aud: jwt.audience,
        iss: jwt.issuer,
        sub: false,
        nbf: true,
        exp: true,
        timeSkewSec: 30,
      },
      async validate(artifacts, request, h) {
        const payload = artifacts.decoded.payload as { sub?: unknown; exp?: unknown; iat?: unknown };
        // @hapi/jwt only checks `exp` when present: a token without one never expires, so refuse it.
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return { isValid: false };
        // Every token the server issues carries `iat` (@hapi/jwt adds it); a password reset ends the ones before it.
        if (typeof payload.iat !== 'number') return { isValid: false };
        try {
          const row = await findUserById(request.server.app.knex, payload.sub);
          if (!row) return { isValid: false };
          const validFrom = row.sessions_valid_from === null ? null : Number(row.sessions_valid_from);
          if (!isSessionStillValid(payload.iat, validFrom)) return { isValid: false };
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
