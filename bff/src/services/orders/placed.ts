/**
 * What placing an order takes and answers (write.ts), which its guards (guards.ts) read too: kept
 * apart so neither imports the other's file back.
 */
import type { OrderRow } from '@shop/db';

/** A creation's Idempotency-Key and the fingerprint (SHA-256, hex) of its request. */
export interface Idempotency {
  key: string;
  fingerprint: string;
}

/** The order, and whether it is the one an earlier request with the same Idempotency-Key made. */
export interface PlacedOrder {
  row: OrderRow;
  replayed: boolean;
}
