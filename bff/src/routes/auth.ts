import Boom from '@hapi/boom';
import type { HandlerMap } from '../plugins/contract.ts';
import { currentSessionId, currentUser } from '../plugins/auth.ts';
import type { RegisterRequest } from '../services/auth.ts';
import { checkBuyerDetails, SERVER_MESSAGES } from '@shop/domain';
import { checkPassword, registerUser, upgradePasswordHash } from '../services/auth.ts';
import { openSession, revokeSession, revokeSessions } from '../services/sessions.ts';
import { deviceCookieName, deviceOf } from '../services/device-cookies.ts';
import { withDeviceCookie } from './device-cookie.ts';
import { findUserByEmail, normalizeEmail, updateUserSettings } from '../services/users.ts';
import { requestLocale } from '../plugins/language.ts';
import { clientAddress } from '../plugins/client-address.ts';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { AppConfig } from '../config.ts';
import type { AuthUser } from '../services/users.ts';
import { isTwoFactorCodeRequired } from '../services/two-factor.ts';
import { checkSignInCode } from '../services/two-factor-sign-in.ts';

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
    await request.server.app.registrationLimiter.take(clientAddress(request));
    const user = await registerUser(
      request.server.app.knex,
      request.server.app.passwordHashing,
      request.payload as RegisterRequest,
      requestLocale(request),
    );
    const body: RegisterResponse = { message: SERVER_MESSAGES.registered, user };
    return h.response(body).code(201);
  },

  async login(request, h) {
    const { knex, config, loginThrottle, passwordHashing, twoFactorThrottle } = request.server.app;
    const { email, password, code } = request.payload as LoginRequest;
    const account = normalizeEmail(email);
    const address = clientAddress(request);

    // The account is read first, so that its device cookie (if this browser has one) is known
    // before the throttle decides; reading costs no hash, and an unknown e-mail has no cookie.
    const found = await findUserByEmail(knex, account);
    const device = found
      ? deviceOf(config.deviceCookieSecret, found.id, request.state?.[deviceCookieName(found.id)])
      : undefined;
    const attempt = await loginThrottle.begin(account, address, device);
    try {
      // The password first: only the account's owner learns that a code is needed.
      const { user, rehash } = await checkPassword(passwordHashing, found, password);
      await checkSignInCode(
        { knex, throttle: twoFactorThrottle, secretKey: config.connectionSecret },
        user.id,
        code,
      );
      await loginThrottle.succeed(attempt);
      if (rehash && found)
        await upgradePasswordHash(knex, passwordHashing, found, password).catch((err: unknown) => {
          // The next sign-in tries again (a busy server answers 503 here: no reason to refuse this one).
          request.logger.warn({ err, userId: user.id }, 'password hash upgrade skipped');
        });
      const userAgent = request.headers['user-agent'] as string | undefined;
      const { token } = await openSession(knex, config.jwt, user.id, userAgent);
      const body: LoginResponse = { token, user: withPolicy(user, config) };
      return withDeviceCookie(request, h.response(body), user.id);
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

  async logout(request, h) {
    const sessionId = currentSessionId(request);
    if (sessionId !== undefined)
      await revokeSession(request.server.app.knex, currentUser(request).id, sessionId);
    return h.response().code(204);
  },

  async logoutAll(request, h) {
    await revokeSessions(request.server.app.knex, currentUser(request).id);
    return h.response().code(204);
  },

  getMe(request) {
    return withPolicy(currentUser(request), request.server.app.config);
  },

  async updateMe(request) {
    const { locale, companyName, tin } = request.payload as UpdateMeRequest;
    const buyer = checkBuyerDetails({ companyName, tin });
    if (buyer.refusal) throw Boom.badRequest(SERVER_MESSAGES[buyer.refusal]);
    const user = await updateUserSettings(request.server.app.knex, currentUser(request).id, {
      ...(locale !== undefined ? { locale } : {}),
      ...buyer,
    });
    if (!user) throw Boom.unauthorized(SERVER_MESSAGES.tokenRejected);
    return user;
  },
};
