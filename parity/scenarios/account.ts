import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { SAMPLE_PRIVATE_KEY_PASTE, SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import type { Scenario, Step } from '../harness/types';

/** The signed-in customer's SSH keys (issue 39). Customer A is the demo customer. */

const addKey = (name: string, publicKey: string, save?: string): Step => ({
  as: 'customerA',
  request: { method: 'POST', path: '/account/ssh-keys', body: { name, publicKey } },
  ...(save ? { save: { [save]: 'id' } } : {}),
});

export const accountScenarios: Scenario[] = [
  // ---- GET /account/ssh-keys
  {
    name: 'a customer without keys has an empty list',
    as: 'customerA',
    request: { method: 'GET', path: '/account/ssh-keys' },
    expect: { status: 200, fields: { length: 0 } },
  },
  {
    name: 'the key list needs a signed-in caller',
    as: 'anonymous',
    request: { method: 'GET', path: '/account/ssh-keys' },
    expect: { status: 401 },
  },
  {
    name: "a customer's keys are theirs alone",
    before: [addKey('laptop', SAMPLE_SSH_KEYS.ed25519.line)],
    as: 'customerB',
    request: { method: 'GET', path: '/account/ssh-keys' },
    expect: { status: 200, fields: { length: 0 } },
  },
  // ---- POST /account/ssh-keys
  {
    name: 'an ed25519 key is kept with its ssh-keygen fingerprint',
    before: [addKey('desktop', SAMPLE_SSH_KEYS.rsa2048.line)],
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/account/ssh-keys',
      body: { name: ' laptop ', publicKey: SAMPLE_SSH_KEYS.ed25519.line },
    },
    expect: {
      status: 201,
      fields: { name: 'laptop', type: 'ssh-ed25519', fingerprint: SAMPLE_SSH_KEYS.ed25519.fingerprint },
    },
  },
  {
    name: 'the list shows the kept keys, oldest first',
    before: [addKey('laptop', SAMPLE_SSH_KEYS.ed25519.line), addKey('ci', SAMPLE_SSH_KEYS.ecdsa384.line)],
    as: 'customerA',
    request: { method: 'GET', path: '/account/ssh-keys' },
    expect: {
      status: 200,
      fields: {
        length: 2,
        '0.name': 'laptop',
        '1.type': 'ecdsa-sha2-nistp384',
        '1.fingerprint': SAMPLE_SSH_KEYS.ecdsa384.fingerprint,
      },
    },
  },
  {
    name: 'a private key pasted by mistake is refused with its own message',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/account/ssh-keys',
      body: { name: 'oops', publicKey: SAMPLE_PRIVATE_KEY_PASTE },
    },
    expect: { status: 400, message: SERVER_MESSAGES.sshKeyPrivate },
  },
  {
    name: 'a private key pasted by mistake is refused in Amharic',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/account/ssh-keys',
      lang: 'am',
      body: { name: 'oops', publicKey: SAMPLE_PRIVATE_KEY_PASTE },
    },
    expect: { status: 400, message: SERVER_MESSAGES_AM.sshKeyPrivate },
  },
  {
    name: 'an RSA key under 2048 bits is refused',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/account/ssh-keys',
      body: { name: 'old', publicKey: SAMPLE_SSH_KEYS.rsa1024.line },
    },
    expect: { status: 400, message: SERVER_MESSAGES.sshKeyRsaTooShort },
  },
  {
    name: 'a key without a name is refused',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/account/ssh-keys',
      body: { name: ' ', publicKey: SAMPLE_SSH_KEYS.ed25519.line },
    },
    expect: { status: 400, message: SERVER_MESSAGES.sshKeyNameRequired },
  },
  {
    name: 'the same key twice in one account is refused',
    before: [addKey('laptop', SAMPLE_SSH_KEYS.ed25519.line)],
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/account/ssh-keys',
      body: { name: 'again', publicKey: SAMPLE_SSH_KEYS.ed25519.line },
    },
    expect: { status: 409, message: SERVER_MESSAGES.sshKeyDuplicate },
  },
  // ---- DELETE /account/ssh-keys/{id}
  {
    name: 'a customer deletes their key',
    before: [addKey('laptop', SAMPLE_SSH_KEYS.ed25519.line, 'keyId')],
    as: 'customerA',
    request: { method: 'DELETE', path: '/account/ssh-keys/{keyId}' },
    expect: { status: 204 },
  },
  {
    name: "another customer's key is not found",
    before: [addKey('laptop', SAMPLE_SSH_KEYS.ed25519.line, 'keyId')],
    as: 'customerB',
    request: { method: 'DELETE', path: '/account/ssh-keys/{keyId}' },
    expect: { status: 404, message: SERVER_MESSAGES.sshKeyNotFound },
  },
];
