import Boom from '@hapi/boom';
import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import type { RegisterRequest } from '../services/auth.ts';
import { SERVER_MESSAGES } from '@shop/domain';
import { authenticate, issueToken, registerUser } from '../services/auth.ts';
import { normalizeEmail, updateUserLocale } from '../services/users.ts';
import { requestLocale } from '../plugins/language.ts';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { AppConfig } from '../config.ts';
import type { AuthUser } from '../services/users.ts';
import { checkSignInCode, isTwoFactorCodeRequired } from '../services/two-factor.ts';

type LoginRequest = components['schemas']['LoginRequest'];
type LoginResponse = components['schemas']['LoginResponse'];
type RegisterResponse = components['schemas']['RegisterResponse'];
type UpdateMeRequest = components['schemas']['UpdateMeRequest'];

/** The user as getMe and login answer it: with whether the shop requires two-factor sign-in of them. */
function withPolicy(user: AuthUser, config: AppConfig): AuthUser {
  return config.adminRequire2fa && user.isAdmin ? { ...user, twoFactorRequired: true } : user;
}

export const authHandlers: HandlerMap = {
  async register(request, h) {
    // Every call counts, the ones answered 409 'already exists' too (no e-mail enumeration).
    await request.server.app.registrationLimiter.take(request.info.remoteAddress);
    const user = await registerUser(
      request.server.app.knex,
      request.payload as RegisterRequest,
      requestLocale(request),
    );
    const body: RegisterResponse = { message: SERVER_MESSAGES.registered, user };
    return h.response(body).code(201);
  },

  async login(request) {
    const { knex, config, loginThrottle } = request.server.app;
    const { email, password, code } = request.payload as LoginRequest;
    const account = normalizeEmail(email);
    const address = request.info.remoteAddress;

    const attempt = await loginThrottle.begin(account, address);
    try {
      // The password first: only the account's owner learns that a code is needed.
      const user = await authenticate(knex, account, password);
      await checkSignInCode(knex, config.connectionSecret, user.id, code);
      await loginThrottle.succeed(attempt);
      const body: LoginResponse = { token: issueToken(config.jwt, user.id), user: withPolicy(user, config) };
      return body;
    } catch (err) {
      // Asking for the code is no failure (and no success: the pair's earlier failures are kept,
      // this attempt's reservation is given back); a wrong code counts like a wrong password, so
      // codes cannot be guessed faster than passwords.
      if (Boom.isBoom(err) && err.output.statusCode === 401 && !isTwoFactorCodeRequired(err))
        throw await loginThrottle.fail(attempt, err);
      await loginThrottle.abandon(attempt).catch(() => undefined);
      throw err;
    }
  },

  getMe(request) {
    return withPolicy(currentUser(request), request.server.app.config);
  },

  async updateMe(request) {
    const { locale } = request.payload as UpdateMeRequest;
    const user = await updateUserLocale(request.server.app.knex, currentUser(request).id, locale);
    if (!user) throw Boom.unauthorized(SERVER_MESSAGES.tokenRejected);
    return user;
  },
};
