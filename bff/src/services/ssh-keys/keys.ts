/**
 * The SSH public keys a customer keeps in the account (issue 39). The domain parses and checks
 * each key (ssh-keys.ts); here they are kept, listed and removed, always the token's user's own.
 * A refused paste is never stored or logged: the refusal names the problem, never the text.
 */
import Boom from '@hapi/boom';
import { dbClient, isUniqueViolation, newId, normalizeRow, now } from '@shop/db';
import type { SshKeyRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import {
  parseSshPublicKey,
  SSH_KEYS_PER_ACCOUNT,
  sshKeyNameProblem,
  sshKeyProblemMessage,
} from '@shop/domain/ssh-keys';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';

export type SshKey = components['schemas']['SshKey'];
export type SshKeyRequest = components['schemas']['SshKeyRequest'];

/** A key as the API shows it. */
export function toSshKey(row: SshKeyRow): SshKey {
  return {
    id: row.id,
    name: row.name,
    type: row.type as SshKey['type'],
    fingerprint: row.fingerprint,
    createdAt: row.created_at.toISOString(),
  };
}

/** The customer's keys, oldest first. */
export async function listSshKeys(db: Knex, userId: string): Promise<SshKey[]> {
  const rows = (await db('ssh_keys')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])) as Record<string, unknown>[];
  return rows.map((row) => toSshKey(normalizeRow('ssh_keys', row)));
}

/** Locks the customer's row (MySQL; SQLite runs one write transaction at a time), so two adds count one after the other. */
async function lockAccount(trx: Knex, userId: string): Promise<void> {
  const query = trx('users').where({ id: userId }).first('id');
  if (dbClient(trx) === 'mysql') query.forUpdate();
  await query;
}

/**
 * Keeps a key: 400 for a bad name or a text that is not an accepted public key (a private key
 * with its own message), 409 past 20 keys or for a key already kept. Audited with the
 * fingerprint, never the text.
 */
export async function addSshKey(knex: Knex, userId: string, body: SshKeyRequest): Promise<SshKey> {
  const nameProblem = sshKeyNameProblem(body.name);
  if (nameProblem !== null) throw Boom.badRequest(nameProblem);
  const parsed = parseSshPublicKey(body.publicKey);
  if (!parsed.ok) throw Boom.badRequest(sshKeyProblemMessage(parsed.problem));
  const { key } = parsed;
  const row: SshKeyRow = {
    id: newId(),
    user_id: userId,
    name: body.name.trim(),
    type: key.type,
    fingerprint: key.fingerprint,
    public_key: key.line,
    created_at: now(),
  };
  try {
    await knex.transaction(async (trx) => {
      await lockAccount(trx, userId);
      const { count } = (await trx('ssh_keys').where({ user_id: userId }).count({ count: '*' }).first()) as {
        count: number | string;
      };
      if (Number(count) >= SSH_KEYS_PER_ACCOUNT) throw Boom.conflict(SERVER_MESSAGES.sshKeyTooMany);
      await trx('ssh_keys').insert(row);
      await writeAudit(trx, {
        actorUserId: userId,
        action: 'user.ssh_key_added',
        entity: 'ssh_key',
        entityId: row.id,
        data: { name: row.name, type: row.type, fingerprint: row.fingerprint },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw Boom.conflict(SERVER_MESSAGES.sshKeyDuplicate);
    throw err;
  }
  return toSshKey(row);
}

/** Removes one of the customer's keys (404 for anyone else's); machines keep their own copy. */
export async function deleteSshKey(knex: Knex, userId: string, id: string): Promise<void> {
  await knex.transaction(async (trx) => {
    const row = (await trx('ssh_keys').where({ id, user_id: userId }).first()) as
      Record<string, unknown> | undefined;
    if (!row) throw Boom.notFound(SERVER_MESSAGES.sshKeyNotFound);
    const key = normalizeRow('ssh_keys', row);
    await trx('ssh_keys').where({ id }).del();
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'user.ssh_key_deleted',
      entity: 'ssh_key',
      entityId: id,
      data: { name: key.name, fingerprint: key.fingerprint },
    });
  });
}

/**
 * The customer's keys named by `ids` (an order's or a reinstall's choice), in the order given;
 * 400 when one is not theirs (any more).
 */
export async function chosenSshKeys(db: Knex, userId: string, ids: readonly string[]): Promise<SshKeyRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = (
    (await db('ssh_keys').where({ user_id: userId }).whereIn('id', unique)) as Record<string, unknown>[]
  ).map((row) => normalizeRow('ssh_keys', row));
  if (rows.length !== unique.length) throw Boom.badRequest(SERVER_MESSAGES.sshKeyUnknown);
  return unique.map((id) => rows.find((row) => row.id === id)!);
}
