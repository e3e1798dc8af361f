import { SSH_KEYS_PER_ACCOUNT } from '@shop/domain/ssh-keys';
import { SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { SshKey } from '../../api';

/**
 * The SSH keys page's data for stories and tests: key lists, and handlers that answer the list in
 * front of the shared mock backend (whose add and delete run the same domain checks as the BFF),
 * keep it waiting, or fail it.
 */

const URL = '/api/account/ssh-keys';

export const LAPTOP_KEY: SshKey = {
  id: '5d6f1a52-4c1e-4a57-9a1b-0c2f4b1e9a01',
  name: 'Laptop',
  type: 'ssh-ed25519',
  fingerprint: SAMPLE_SSH_KEYS.ed25519.fingerprint,
  createdAt: '2026-11-20T09:30:00.000Z',
};

export const CI_KEY: SshKey = {
  id: '5d6f1a52-4c1e-4a57-9a1b-0c2f4b1e9a02',
  name: 'Deploy (CI)',
  type: 'ssh-rsa',
  fingerprint: SAMPLE_SSH_KEYS.rsa2048.fingerprint,
  createdAt: '2026-11-24T14:05:00.000Z',
};

/** As many keys as an account may keep. */
export const FULL_KEYS: SshKey[] = Array.from({ length: SSH_KEYS_PER_ACCOUNT }, (_, i) => ({
  ...LAPTOP_KEY,
  id: `5d6f1a52-4c1e-4a57-9a1b-0c2f4b1e9b${String(i).padStart(2, '0')}`,
  name: `Key ${i + 1}`,
}));

/** GET answers `keys`. */
export const answerSshKeys = (keys: SshKey[]): HttpHandler[] => [
  http.get(URL, () => HttpResponse.json(keys)),
];

/** The list never arrives: the loading state. */
export const sshKeysLoading = (): HttpHandler[] => [
  http.get(URL, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
];

/** The list fails to load. */
export const sshKeysFail = (): HttpHandler[] => [
  http.get(URL, () =>
    HttpResponse.json(
      { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' },
      { status: 503 },
    ),
  ),
];
