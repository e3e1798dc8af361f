import type { MockUser } from './db';
import { mockToken, sessionIdFromToken } from './fixtures';
import { db, newId } from './state';

/**
 * Server-side sessions as the BFF keeps them (bff/src/services/sessions.ts): a sign-in opens one
 * (its id is in the token); logout ends it; "sign out everywhere", a password reset and turning
 * two-factor sign-in on or off end the account's. The fixtures' tokens (stories, component tests)
 * carry no session: they work until the account's sessions are ended (a mock-only convenience;
 * the BFF refuses a token without a session).
 */
export function openMockSession(userId: string): string {
  const id = newId('session');
  db.sessions.push({ id, userId, endedAt: null });
  return mockToken(userId, undefined, id);
}

/** Whether the token's session is live for the user. */
export function isMockSessionLive(token: string, user: MockUser): boolean {
  const sessionId = sessionIdFromToken(token);
  if (sessionId === null) return !user.fixtureSessionsEnded;
  const session = db.sessions.find((s) => s.id === sessionId);
  return session !== undefined && session.userId === user.id && session.endedAt === null;
}

/** Ends the token's session (logout). */
export function endMockSession(token: string, user: MockUser): void {
  const sessionId = sessionIdFromToken(token);
  if (sessionId === null) {
    user.fixtureSessionsEnded = true;
    return;
  }
  const session = db.sessions.find((s) => s.id === sessionId && s.userId === user.id);
  if (session && session.endedAt === null) session.endedAt = new Date().toISOString();
}

/** Ends every session of the user but the one of `exceptToken` (when given). */
export function endMockSessions(user: MockUser, exceptToken?: string): void {
  const kept = exceptToken === undefined ? undefined : sessionIdFromToken(exceptToken);
  const at = new Date().toISOString();
  for (const session of db.sessions)
    if (session.userId === user.id && session.endedAt === null && session.id !== kept) session.endedAt = at;
  if (exceptToken === undefined || kept !== null) user.fixtureSessionsEnded = true;
}

/** The bearer token of a request (authenticate has checked it). */
export function tokenOf(request: Request): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
}
