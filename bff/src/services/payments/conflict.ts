/**
 * The 409s of a payments write that ran into the schema's unique keys: a transaction number used
 * before, a second report awaiting confirmation. The customer's report and the admin's
 * confirmation answer them alike.
 */
import Boom from '@hapi/boom';
import { uniqueViolationKey } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';

/** The schema's unique keys that settle races between two reports (see the payments migration). */
const UNIQUE_KEY_MESSAGES: Readonly<Record<string, string>> = {
  // A transaction number is used once, whatever the method (migration 0028).
  payments_reference_legacy_duplicate_unique: SERVER_MESSAGES.paymentReferenceUsed,
  payments_pending_order_id_unique: SERVER_MESSAGES.paymentAlreadyReported,
};

/**
 * The 409 for a payments insert that ran into one of those unique keys, on MySQL/MariaDB
 * (ER_DUP_ENTRY, by key name) or SQLite (SQLITE_CONSTRAINT_UNIQUE, by columns); undefined for
 * any other error.
 */
export function paymentConflict(err: unknown): Boom.Boom | undefined {
  const key = uniqueViolationKey(err);
  const message = key === undefined ? undefined : UNIQUE_KEY_MESSAGES[key];
  return message === undefined ? undefined : Boom.conflict(message);
}
