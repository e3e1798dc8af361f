/**
 * Server-side sessions: every issued token has a `sessions` row whose id is the token's `jti`.
 * A token opens a session only while its row exists, is not revoked and has not expired; logout,
 * "sign out everywhere", a password reset and turning two-factor sign-in on or off revoke rows.
 * Tokens issued before sessions existed (no `jti`) are refused: everyone signs in again once.
 */
import Jwt from '@hapi/jwt';
import { newId, now, toDate } from '@shop/db';
import type { Knex } from 'knex';
import type { AppConfig } from '../config.ts';
import { USER_COLUMNS, type UserRow } from './users.ts';

const TABLE = 'sessions';

/** How often a session's `last_used_at` is written at most (a write per request would not be cheap). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** How far in the future a token's `iat` may be (clock skew between instances), in seconds. */
export const MAX_IAT_SKEW_SECONDS = 30;

/** The longest user agent kept (the column's width). */
const USER_AGENT_LENGTH = 255;

export interface OpenedSession {
  token: string;
  sessionId: string;
}

/** Records a new session for the user and answers its token (HS256, `sub` the user, `jti` the session). */
export async function openSession(
  knex: Knex,
  jwt: AppConfig['jwt'],
  userId: string,
  userAgent?: string,
): Promise<OpenedSession> {
  const sessionId = newId();
  const at = now();
  await knex(TABLE).insert({
    id: sessionId,
    user_id: userId,
    created_at: at,
    last_used_at: at,
    expires_at: new Date(at.getTime() + jwt.ttlSeconds * 1000),
    revoked_at: null,
    user_agent: userAgent ? userAgent.slice(0, USER_AGENT_LENGTH) : null,
  });
  const token = Jwt.token.generate(
    { sub: userId, jti: sessionId, iss: jwt.issuer, aud: jwt.audience },
    { key: jwt.secret, algorithm: 'HS256' },
    { ttlSec: jwt.ttlSeconds, now: at.getTime() },
  );
  return { token, sessionId };
}

/** The user behind a live session, and the session's last use. */
export interface LiveSession {
  user: UserRow;
  lastUsedAt: Date;
}

/**
 * The user of the session `sessionId` when it belongs to `userId`, is not revoked and has not
 * expired at `at`; one read by the sessions' primary key, joined to the user's.
 */
export async function liveSession(
  knex: Knex,
  sessionId: string,
  userId: string,
  at: Date = now(),
): Promise<LiveSession | undefined> {
  const row = (await knex(TABLE)
    .join('users', 'users.id', `${TABLE}.user_id`)
    .select(
      ...USER_COLUMNS.map((c) => `users.${c}`),
      `${TABLE}.revoked_at as session_revoked_at`,
      `${TABLE}.expires_at as session_expires_at`,
      `${TABLE}.last_used_at as session_last_used_at`,
    )
    .where(`${TABLE}.id`, sessionId)
    .first()) as
    | (UserRow & { session_revoked_at: unknown; session_expires_at: unknown; session_last_used_at: unknown })
    | undefined;
  if (!row || row.id !== userId) return undefined;
  if (toDate(row.session_revoked_at) !== null) return undefined;
  const expires = toDate(row.session_expires_at);
  if (!expires || expires.getTime() <= at.getTime()) return undefined;
  const { session_revoked_at: _r, session_expires_at: _e, session_last_used_at: lastUsed, ...user } = row;
  return { user, lastUsedAt: toDate(lastUsed) ?? new Date(0) };
}

/** Writes the session's `last_used_at` when the stored one is older than SESSION_TOUCH_INTERVAL_MS. */
export async function touchSession(
  knex: Knex,
  sessionId: string,
  lastUsedAt: Date,
  at: Date = now(),
): Promise<void> {
  if (at.getTime() - lastUsedAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  await knex(TABLE).where({ id: sessionId }).update({ last_used_at: at });
}

/** Revokes one session of the user (logout); false when it was already revoked or is not theirs. */
export async function revokeSession(knex: Knex, userId: string, sessionId: string): Promise<boolean> {
  const changed = await knex(TABLE)
    .where({ id: sessionId, user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: now() });
  return Number(changed) === 1;
}

/**
 * Revokes every live session of the user, but the one `except` names (the caller's own, when it
 * should stay signed in); answers how many were revoked. Runs in the caller's transaction.
 */
export async function revokeSessions(knex: Knex, userId: string, except?: string): Promise<number> {
  const query = knex(TABLE).where({ user_id: userId }).whereNull('revoked_at');
  if (except !== undefined) query.whereNot({ id: except });
  return Number(await query.update({ revoked_at: now() }));
}
