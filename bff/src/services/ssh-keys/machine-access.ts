/** What a new or reinstalled KVM machine is built with (issue 39): its hostname and SSH keys. */
import Boom from '@hapi/boom';
import type { MachineSshKey } from '@shop/db';
import { checkHostname } from '@shop/domain/hostnames';
import type { Knex } from 'knex';
import { chosenSshKeys } from './keys.ts';

/**
 * The hostname (400 unless RFC 1123; null: the default) and copies of the chosen SSH keys (400
 * for a key that is not the customer's) of a KVM order or reinstall (issue 39).
 */
export async function machineAccessOf(
  db: Knex,
  userId: string,
  input: { hostname?: string; sshKeyIds?: string[] },
): Promise<{ hostname: string | null; sshKeys: MachineSshKey[] }> {
  let hostname: string | null = null;
  if (input.hostname !== undefined && input.hostname.trim() !== '') {
    const checked = checkHostname(input.hostname);
    if (!checked.ok) throw Boom.badRequest(checked.message);
    hostname = checked.hostname;
  }
  const keys = await chosenSshKeys(db, userId, input.sshKeyIds ?? []);
  return {
    hostname,
    sshKeys: keys.map((k) => ({
      name: k.name,
      type: k.type,
      fingerprint: k.fingerprint,
      publicKey: k.public_key,
    })),
  };
}
