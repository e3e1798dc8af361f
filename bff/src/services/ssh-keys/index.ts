export { addSshKey, chosenSshKeys, deleteSshKey, listSshKeys, toSshKey } from './keys.ts';
export type { SshKey, SshKeyRequest } from './keys.ts';
