import {
  isPlainEmail,
  localeFromAcceptLanguage,
  normalizeEmail,
  passwordRefusal,
  SERVER_MESSAGES,
  usernameKey,
} from '@shop/domain';
import { fixedWindowRetryAfterSeconds, REGISTRATION_RATE_LIMIT } from '@shop/domain/rate-limits';
import type { MockDb, MockUser } from '../db';
import { mockToken, toAuthUser } from '../fixtures';
import { apiError, authenticate, http } from '../http';
import { db, newId } from '../state';
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
    if (db.users.some((u) => u.email === email)) {
      return response.untyped(apiError(409, SERVER_MESSAGES.emailTaken));
    }
    if (db.users.some((u) => usernameKey(u.username) === usernameKey(username))) {
      return response.untyped(apiError(409, SERVER_MESSAGES.usernameTaken));
    }
    const user: MockUser = {
      id: newId('user'),
      username,
      email,
      phone: body.phone.trim(),
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
    const email = normalizeEmail(body.email);
    const user = db.users.find((u) => u.email === email && u.password === body.password);
    if (!user) return response.untyped(apiError(401, SERVER_MESSAGES.invalidCredentials));
    // The password first; then the authenticator's code, when the account has it on.
    const refusal = await signInCodeRefusal(user, body.code);
    if (refusal) return response.untyped(refusal);
    return response(200).json({
      token: mockToken(user.id),
      user: { ...toAuthUser(user), ...twoFactorRequiredOf(user) },
    });
  }),

  http.get('/auth/me', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response(200).json({ ...toAuthUser(user), ...twoFactorRequiredOf(user) });
  }),

  http.patch('/auth/me', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    user.locale = (await request.json()).locale;
    return response(200).json(toAuthUser(user));
  }),
];
