import { SAMPLE_PRIVATE_KEY_PASTE, SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { SSH_KEYS_PER_ACCOUNT } from '@shop/domain/ssh-keys';
import { normalizeRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';
import type { SshKey } from '../services/ssh-keys/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const add = (user: TestUser, body: object, lang?: string) =>
  app.inject<SshKey & ErrorBody>({
    method: 'POST',
    url: '/api/account/ssh-keys',
    headers: { ...user.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body,
  });
const list = (user: TestUser) =>
  app.inject<SshKey[]>({ method: 'GET', url: '/api/account/ssh-keys', headers: user.headers });

describe('SSH keys in the account', () => {
  it('keeps an ed25519 key with the fingerprint ssh-keygen -l prints, lists it and deletes it', async () => {
    const alice = await app.signUp();
    const res = await add(alice, { name: ' laptop ', publicKey: `${SAMPLE_SSH_KEYS.ed25519.line}\n` });
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      name: 'laptop',
      type: 'ssh-ed25519',
      fingerprint: SAMPLE_SSH_KEYS.ed25519.fingerprint,
      createdAt: expect.any(String),
    });
    const stored = normalizeRow('ssh_keys', await app.knex('ssh_keys').where({ id: res.json.id }).first());
    expect(stored.public_key).toBe(SAMPLE_SSH_KEYS.ed25519.line);
    expect((await list(alice)).json).toEqual([res.json]);

    const audit = await app
      .knex('audit_log')
      .where({ action: 'user.ssh_key_added', entity_id: res.json.id })
      .first();
    expect(JSON.stringify(audit.data)).toContain(SAMPLE_SSH_KEYS.ed25519.fingerprint);
    expect(JSON.stringify(audit.data)).not.toContain('AAAAC3');

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/account/ssh-keys/${res.json.id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await list(alice)).json).toEqual([]);
  });

  it.each(['ecdsa256', 'ecdsa384', 'ecdsa521', 'rsa2048'] as const)('keeps a %s key', async (sample) => {
    const user = await app.signUp();
    const res = await add(user, { name: sample, publicKey: SAMPLE_SSH_KEYS[sample].line });
    expect(res.statusCode).toBe(201);
    expect(res.json.fingerprint).toBe(SAMPLE_SSH_KEYS[sample].fingerprint);
  });

  it('refuses a private key with its own message, in both languages, and stores and logs nothing of it', async () => {
    const user = await app.signUp();
    const res = await add(user, { name: 'oops', publicKey: SAMPLE_PRIVATE_KEY_PASTE });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(SERVER_MESSAGES.sshKeyPrivate);
    const am = await add(user, { name: 'oops', publicKey: SAMPLE_PRIVATE_KEY_PASTE }, 'am');
    expect(am.json.message).toBe(SERVER_MESSAGES_AM.sshKeyPrivate);
    expect(await app.knex('ssh_keys').where({ user_id: user.user.id })).toEqual([]);
    const audits = await app.knex('audit_log').where({ actor_user_id: user.user.id });
    expect(JSON.stringify(audits)).not.toContain('PRIVATE');
  });

  it.each([
    [{ name: 'x', publicKey: SAMPLE_SSH_KEYS.rsa1024.line }, SERVER_MESSAGES.sshKeyRsaTooShort],
    [{ name: 'x', publicKey: 'ssh-dss AAAAB3NzaC1kc3MAAACBAP' }, SERVER_MESSAGES.sshKeyUnsupportedType],
    [{ name: 'x', publicKey: 'hello' }, SERVER_MESSAGES.sshKeyNotAKey],
    [
      { name: 'x', publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAy7dl7ot1VMzTZKPfxPaWv5vll4sdUhyEiH' },
      SERVER_MESSAGES.sshKeyBroken,
    ],
    [{ name: '   ', publicKey: SAMPLE_SSH_KEYS.ed25519.line }, SERVER_MESSAGES.sshKeyNameRequired],
    [{ name: 'n'.repeat(65), publicKey: SAMPLE_SSH_KEYS.ed25519.line }, SERVER_MESSAGES.sshKeyNameTooLong],
  ])('refuses %j with 400', async (body, message) => {
    const user = await app.signUp();
    const res = await add(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it('keeps a key once per account (409), and another account may keep the same key', async () => {
    const [a, b] = await Promise.all([app.signUp(), app.signUp()]);
    expect((await add(a, { name: 'one', publicKey: SAMPLE_SSH_KEYS.second.line })).statusCode).toBe(201);
    const again = await add(a, {
      name: 'two',
      publicKey: SAMPLE_SSH_KEYS.second.line.replace(' second', ' other comment'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(SERVER_MESSAGES.sshKeyDuplicate);
    expect((await add(b, { name: 'one', publicKey: SAMPLE_SSH_KEYS.second.line })).statusCode).toBe(201);
  });

  it(`keeps at most ${SSH_KEYS_PER_ACCOUNT} keys per account (409 past them, even asked at once)`, async () => {
    const user = await app.signUp();
    const lines = [SAMPLE_SSH_KEYS.ed25519, SAMPLE_SSH_KEYS.ecdsa256, SAMPLE_SSH_KEYS.ecdsa521];
    // The samples are fewer than 20: the first 19 keys are rows written here.
    for (let i = 0; i < SSH_KEYS_PER_ACCOUNT - 1; i++) {
      await app.knex('ssh_keys').insert({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        user_id: user.user.id,
        name: `k${i}`,
        type: 'ssh-ed25519',
        fingerprint: `SHA256:fake${i}`,
        public_key: 'ssh-ed25519 AAAA',
        created_at: new Date('2026-01-01T00:00:00Z'),
      });
    }
    const answers = await Promise.all(
      lines.slice(0, 3).map((k) => add(user, { name: 'more', publicKey: k.line })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      answers
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json.message === SERVER_MESSAGES.sshKeyTooMany),
    ).toBe(true);
    expect((await list(user)).json).toHaveLength(SSH_KEYS_PER_ACCOUNT);
  });

  it("answers 404 for another customer's key and leaves it", async () => {
    const [a, b] = await Promise.all([app.signUp(), app.signUp()]);
    const key = (await add(a, { name: 'a', publicKey: SAMPLE_SSH_KEYS.ecdsa256.line })).json;
    const del = await app.inject<ErrorBody>({
      method: 'DELETE',
      url: `/api/account/ssh-keys/${key.id}`,
      headers: b.headers,
    });
    expect(del.statusCode).toBe(404);
    expect(del.json.message).toBe(SERVER_MESSAGES.sshKeyNotFound);
    expect((await list(b)).json).toEqual([]);
    expect((await list(a)).json).toHaveLength(1);
  });

  it('wants a signed-in caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/ssh-keys' })).statusCode).toBe(401);
  });
});
