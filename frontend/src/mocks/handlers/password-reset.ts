import { normalizeEmail, passwordRefusal, SERVER_MESSAGES } from '@shop/domain';
import {
  PASSWORD_RESET_TOKEN_BYTES,
  passwordResetExpiresAt,
  sessionsValidFromSeconds,
} from '@shop/domain/password-reset';
import { fixedWindowRetryAfterSeconds, PASSWORD_RESET_RATE_LIMIT } from '@shop/domain/rate-limits';
import type { MockDb } from '../db';
import { apiError, http } from '../http';
import { passwordHashingBusy } from './auth';
import { endMockSessions } from '../sessions';
import { db } from '../state';

type Calls = { requests: number[]; accounts: Map<string, number[]>; confirms: number[] };

/**
 * The reset calls of this browser (the mock's one client address), per mock database: a reset or
 * a restored snapshot replaces the database, and so starts the counts afresh.
 */
const calls = new WeakMap<MockDb, Calls>();

function callsOf(current: MockDb): Calls {
  let found = calls.get(current);
  if (!found) {
    found = { requests: [], accounts: new Map(), confirms: [] };
    calls.set(current, found);
  }
  return found;
}

/** Counts a call in `list`; the seconds to wait when it is past the limit, else 0. */
function count(list: number[], now: number, points: number, windowSeconds: number): number {
  list.push(now);
  return fixedWindowRetryAfterSeconds(list, now, { points, windowSeconds });
}

function tooMany(retryAfter: number): Response {
  const refused = apiError(429, SERVER_MESSAGES.passwordResetRateLimited);
  refused.headers.set('Retry-After', String(retryAfter));
  return refused;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A token shaped like the BFF's (43 base64url characters); a mock needs no strong randomness. */
function newResetToken(): string {
  const length = Math.ceil((PASSWORD_RESET_TOKEN_BYTES * 4) / 3);
  return Array.from({ length }, () => BASE64URL[Math.floor(Math.random() * 64)]).join('');
}

/**
 * Password reset with the BFF's rules (bff/src/routes/password-reset.ts): the same 202 whether or
 * not the e-mail has an account; past the address's requests 429, past the account's the same 202
 * and no new link; a link works once and for 30 minutes, using one ends every link of the account
 * and every session issued before. The mock mails nothing: the link's token is in db.passwordResets
 * (and the fixtures' MOCK_RESET_TOKEN works from the start).
 */
export const passwordResetHandlers = [
  http.post('/auth/password-reset', async ({ request, response }) => {
    const now = Date.now();
    const mine = callsOf(db);
    const limit = PASSWORD_RESET_RATE_LIMIT;
    const retryAfter = count(mine.requests, now, limit.addressRequests, limit.addressWindowSeconds);
    if (retryAfter > 0) return response.untyped(tooMany(retryAfter));
    const email = normalizeEmail((await request.json()).email);
    const accountCalls = mine.accounts.get(email) ?? [];
    mine.accounts.set(email, accountCalls);
    const mayMail = count(accountCalls, now, limit.accountRequests, limit.accountWindowSeconds) === 0;
    const user = db.users.find((u) => u.email === email);
    if (user && mayMail) {
      db.passwordResets.push({
        token: newResetToken(),
        userId: user.id,
        expiresAt: passwordResetExpiresAt(now).toISOString(),
        usedAt: null,
        createdAt: new Date(now).toISOString(),
      });
    }
    return response(202).json({ message: SERVER_MESSAGES.passwordResetRequested });
  }),

  http.post('/auth/password-reset/confirm', async ({ request, response }) => {
    const now = Date.now();
    const limit = PASSWORD_RESET_RATE_LIMIT;
    const retryAfter = count(callsOf(db).confirms, now, limit.addressConfirms, limit.confirmWindowSeconds);
    if (retryAfter > 0) return response.untyped(tooMany(retryAfter));
    const { token, password } = await request.json();
    const weak = passwordRefusal(password);
    if (weak) return response.untyped(apiError(400, weak));
    const link = db.passwordResets.find((r) => r.token === token);
    if (!link) return response.untyped(apiError(400, SERVER_MESSAGES.passwordResetTokenInvalid));
    // The BFF hashes the new password once the token is found, before it checks the token's use.
    const busy = passwordHashingBusy();
    if (busy) return response.untyped(busy);
    const user = db.users.find((u) => u.id === link.userId);
    if (!user || link.usedAt !== null || Date.parse(link.expiresAt) <= now)
      return response.untyped(apiError(400, SERVER_MESSAGES.passwordResetTokenInvalid));
    const at = new Date(now).toISOString();
    for (const other of db.passwordResets)
      if (other.userId === user.id && other.usedAt === null) other.usedAt = at;
    user.password = password;
    user.sessionsValidFrom = sessionsValidFromSeconds(now);
    endMockSessions(user);
    return response(200).json({ message: SERVER_MESSAGES.passwordResetDone });
  }),
];
