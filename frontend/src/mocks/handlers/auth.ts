import {
  canonicalPhone,
  checkBuyerDetails,
  isPlainEmail,
  localeFromAcceptLanguage,
  normalizeEmail,
  passwordRefusal,
  PHONE_MESSAGE,
  SERVER_MESSAGES,
  usernameKey,
} from '@shop/domain';
import {
  fixedWindowRetryAfterSeconds,
  PASSWORD_HASHING,
  REGISTRATION_RATE_LIMIT,
} from '@shop/domain/rate-limits';
import type { MockDb, MockUser } from '../db';
import { toAuthUser } from '../fixtures';
import { endMockSession, endMockSessions, openMockSession, tokenOf } from '../sessions';
import { apiError, authenticate, http } from '../http';
import { db, mockSettings, newId } from '../state';
import { signInCodeRefusal, twoFactorRequiredOf } from './two-factor';

/**
 * The sign-up calls of this browser (the mock's one client address), per mock database: a reset
 * or a restored snapshot replaces the database, and so starts the count afresh.
 */
const registerCalls = new WeakMap<MockDb, number[]>();

/** Counts this call; the seconds to wait when it is past domain's REGISTRATION_RATE_LIMIT, else 0. */
function registrationRetryAfter(now: number): number {
  const calls = registerCalls.get(db) ?? [];
  calls.push(now);
  registerCalls.set(db, calls);
  return fixedWindowRetryAfterSeconds(calls, now, {
    points: REGISTRATION_RATE_LIMIT.attempts,
    windowSeconds: REGISTRATION_RATE_LIMIT.windowSeconds,
  });
}

/**
 * The BFF's answer where it would hash a password while every turn is taken and none may wait
 * (bff/src/services/password-hashing.ts, default wait), when the settings say so; else undefined.
 */
export function passwordHashingBusy(): Response | undefined {
  if (!mockSettings.passwordHashingBusy) return undefined;
  const busy = apiError(503, SERVER_MESSAGES.serverBusy);
  busy.headers.set('Retry-After', String(Math.ceil(PASSWORD_HASHING.waitMs / 1000)));
  return busy;
}

/** Sign-up, sign-in and the current user, with the BFF's rules (bff/src/services/auth.ts). */
export const authHandlers = [
  http.post('/auth/register', async ({ request, response }) => {
    // Every call counts, whatever it answers, as the BFF counts them (no e-mail enumeration).
    const retryAfter = registrationRetryAfter(Date.now());
    if (retryAfter > 0) {
      const tooMany = apiError(429, SERVER_MESSAGES.registrationRateLimited);
      tooMany.headers.set('Retry-After', String(retryAfter));
      return response.untyped(tooMany);
    }
    const body = await request.json();
    const email = normalizeEmail(body.email);
    if (!isPlainEmail(email)) return response.untyped(apiError(400, SERVER_MESSAGES.emailNotPlain));
    const weakPassword = passwordRefusal(body.password);
    if (weakPassword) return response.untyped(apiError(400, weakPassword));
    const username = body.username.trim();
    const phone = canonicalPhone(body.phone);
    if (phone === null) return response.untyped(apiError(400, PHONE_MESSAGE));
    if (db.users.some((u) => u.email === email)) {
      return response.untyped(apiError(409, SERVER_MESSAGES.emailTaken));
    }
    if (db.users.some((u) => usernameKey(u.username) === usernameKey(username))) {
      return response.untyped(apiError(409, SERVER_MESSAGES.usernameTaken));
    }
    const busy = passwordHashingBusy();
    if (busy) return response.untyped(busy);
    const user: MockUser = {
      id: newId('user'),
      username,
      email,
      phone,
      password: body.password,
      isAdmin: false,
      locale: localeFromAcceptLanguage(request.headers.get('Accept-Language')),
      createdAt: new Date().toISOString(),
    };
    db.users.push(user);
    return response(201).json({ message: SERVER_MESSAGES.registered, user: toAuthUser(user) });
  }),

  http.post('/auth/login', async ({ request, response }) => {
    const body = await request.json();
    // Every password is checked by a hash (an unknown e-mail's too, against a dummy one).
    const busy = passwordHashingBusy();
    if (busy) return response.untyped(busy);
    const email = normalizeEmail(body.email);
    const user = db.users.find((u) => u.email === email && u.password === body.password);
    if (!user) return response.untyped(apiError(401, SERVER_MESSAGES.invalidCredentials));
    // The password first; then the authenticator's code, when the account has it on.
    const refusal = await signInCodeRefusal(user, body.code);
    if (refusal) return response.untyped(refusal);
    return response(200).json({
      token: openMockSession(user.id),
      user: { ...toAuthUser(user), ...twoFactorRequiredOf(user) },
    });
  }),

  http.post('/auth/logout', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    endMockSession(tokenOf(request), user);
    return response(204).empty();
  }),

  http.post('/auth/logout-all', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    endMockSessions(user);
    return response(204).empty();
  }),

  http.get('/auth/me', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response(200).json({ ...toAuthUser(user), ...twoFactorRequiredOf(user) });
  }),

  http.patch('/auth/me', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const { locale, companyName, tin } = await request.json();
    const buyer = checkBuyerDetails({ companyName, tin });
    if (buyer.refusal) return response.untyped(apiError(400, SERVER_MESSAGES[buyer.refusal]));
    if (locale !== undefined) user.locale = locale;
    if (buyer.companyName !== undefined) user.companyName = buyer.companyName;
    if (buyer.tin !== undefined) user.tin = buyer.tin;
    return response(200).json(toAuthUser(user));
  }),
];
