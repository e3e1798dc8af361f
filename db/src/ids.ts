import { randomUUID } from 'node:crypto';

// Name-based ids live in domain, so the mock fixtures derive the same ones as the seed.
export { ID_NAMESPACE, stableId } from '@shop/domain/catalog-ids';

/** A fresh random UUID (v4) for rows created at run time. */
export function newId(): string {
  return randomUUID();
}
