import { SERVER_MESSAGES } from '@shop/domain';
import { checkHostname } from '@shop/domain/hostnames';
import {
  parseSshPublicKey,
  SSH_KEYS_PER_ACCOUNT,
  sshKeyNameProblem,
  sshKeyProblemMessage,
} from '@shop/domain/ssh-keys';
import type { MockMachineSshKey, MockSshKey } from '../db';
import { apiError, authenticate, http } from '../http';
import { db, newId } from '../state';

/** Every account's keys. */
export function mockSshKeys(): MockSshKey[] {
  return db.sshKeys;
}

/**
 * A KVM order's or reinstall's hostname (400 unless RFC 1123; null: the default) and copies of its
 * chosen keys (400 for a key that is not the customer's), as the BFF's machineAccessOf.
 */
export function mockMachineAccess(
  userId: string,
  input: { hostname?: string; sshKeyIds?: string[] },
): { hostname: string | null; sshKeys: MockMachineSshKey[] } | Response {
  let hostname: string | null = null;
  if (input.hostname !== undefined && input.hostname.trim() !== '') {
    const checked = checkHostname(input.hostname);
    if (!checked.ok) return apiError(400, checked.message);
    hostname = checked.hostname;
  }
  const ids = [...new Set(input.sshKeyIds ?? [])];
  const keys = ids.map((id) => mockSshKeys().find((k) => k.id === id && k.userId === userId));
  if (keys.some((k) => k === undefined)) return apiError(400, SERVER_MESSAGES.sshKeyUnknown);
  return {
    hostname,
    sshKeys: keys.map((k) => ({
      name: k!.name,
      type: k!.type,
      fingerprint: k!.fingerprint,
      publicKey: k!.publicKey,
    })),
  };
}

const toSshKey = (key: MockSshKey) => ({
  id: key.id,
  name: key.name,
  type: key.type,
  fingerprint: key.fingerprint,
  createdAt: key.createdAt,
});

/**
 * Keeps a key in the account of `userId` as POST /account/ssh-keys does (for stories and tests
 * that start with keys); the key must be one domain accepts.
 */
export function addMockSshKey(
  userId: string,
  name: string,
  publicKey: string,
  createdAt = new Date().toISOString(),
): MockSshKey {
  const parsed = parseSshPublicKey(publicKey);
  if (!parsed.ok) throw new Error(`not an accepted key: ${parsed.problem}`);
  const key: MockSshKey = {
    id: newId('ssh-key'),
    userId,
    name,
    type: parsed.key.type,
    fingerprint: parsed.key.fingerprint,
    publicKey: parsed.key.line,
    createdAt,
  };
  mockSshKeys().push(key);
  return key;
}

/**
 * The `account` operations as the BFF answers them (bff/src/routes/account.ts): the signed-in
 * customer's SSH keys, parsed and checked by the same domain rules, at most SSH_KEYS_PER_ACCOUNT.
 */
export const accountHandlers = [
  http.get('/account/ssh-keys', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response(200).json(
      mockSshKeys()
        .filter((k) => k.userId === user.id)
        .map(toSshKey),
    );
  }),

  http.post('/account/ssh-keys', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    const nameProblem = sshKeyNameProblem(body.name);
    if (nameProblem !== null) return response.untyped(apiError(400, nameProblem));
    const parsed = parseSshPublicKey(body.publicKey);
    if (!parsed.ok) return response.untyped(apiError(400, sshKeyProblemMessage(parsed.problem)));
    const mine = mockSshKeys().filter((k) => k.userId === user.id);
    if (mine.length >= SSH_KEYS_PER_ACCOUNT)
      return response.untyped(apiError(409, SERVER_MESSAGES.sshKeyTooMany));
    if (mine.some((k) => k.fingerprint === parsed.key.fingerprint))
      return response.untyped(apiError(409, SERVER_MESSAGES.sshKeyDuplicate));
    const key = addMockSshKey(user.id, body.name.trim(), body.publicKey);
    return response(201).json(toSshKey(key));
  }),

  http.delete('/account/ssh-keys/{id}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const key = mockSshKeys().find((k) => k.id === params.id && k.userId === user.id);
    if (!key) return response.untyped(apiError(404, SERVER_MESSAGES.sshKeyNotFound));
    db.sshKeys = mockSshKeys().filter((k) => k !== key);
    return response(204).empty();
  }),
];
