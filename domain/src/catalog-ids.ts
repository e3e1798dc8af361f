/**
 * Name-based ids of the catalog: the database seed and the mock fixtures derive the same UUID
 * from the same natural key, so a plan's id is the same in dev:mock, in Storybook and in production.
 */
import { v5 as uuidV5 } from 'uuid';
import type { KvmLine } from './enums';

/** The namespace of this shop's name-based ids (itself a fixed UUID). */
export const ID_NAMESPACE = '6f1c5d2e-8a47-4b1e-9c3d-2b7e4f0a9d15';

/**
 * A stable id derived from a natural key (RFC 9562 UUID version 5 of the parts joined with '/'):
 * `stableId('kvm_package', '2025sale', 'Package Small')` is the same UUID on every machine and run.
 */
export function stableId(kind: string, ...naturalKey: (string | number)[]): string {
  return uuidV5([kind, ...naturalKey.map(String)].join('/'), ID_NAMESPACE);
}

export const kvmPackageId = (line: KvmLine, displayname: string): string =>
  stableId('kvm_package', line, displayname);
export const osOptionId = (line: KvmLine, packageName: string, osName: string): string =>
  stableId('os_option', line, packageName, osName);
export const gameId = (slug: string): string => stableId('game', slug);
export const gameVersionId = (slug: string, version: string): string =>
  stableId('game_version', slug, version);
export const gamePackageId = (slug: string, slots: number, memoryMb: number): string =>
  stableId('game_package', slug, slots, memoryMb);
export const discountCodeId = (code: string): string => stableId('discount_code', code.toUpperCase());
