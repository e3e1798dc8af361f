export { addSshKey, chosenSshKeys, deleteSshKey, listSshKeys, toSshKey } from './keys.ts';
export type { SshKey, SshKeyRequest } from './keys.ts';
export { machineAccessOf } from './machine-access.ts';
