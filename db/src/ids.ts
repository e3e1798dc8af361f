import { createHash, randomUUID } from 'node:crypto';

/** The namespace of this shop's name-based ids (itself a fixed UUID). */
export const ID_NAMESPACE = '6f1c5d2e-8a47-4b1e-9c3d-2b7e4f0a9d15';

function uuidBytes(uuid: string): Buffer {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new TypeError(`Not a UUID: ${uuid}`);
  return Buffer.from(hex, 'hex');
}

/** RFC 9562 UUID version 5: SHA-1 of namespace + name, version and variant bits set. */
export function uuidV5(name: string, namespace: string = ID_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(name, 'utf8').digest().subarray(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A stable id derived from a natural key: `stableId('kvm_package', '2025sale', 'Package Small')`
 * is the same UUID on every machine and every run. Parts are joined with '/'.
 */
export function stableId(kind: string, ...naturalKey: (string | number)[]): string {
  return uuidV5([kind, ...naturalKey.map(String)].join('/'));
}

/** A fresh random UUID (v4) for rows created at run time. */
export function newId(): string {
  return randomUUID();
}
