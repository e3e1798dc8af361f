/**
 * Putting work on the durable job queue (the `jobs` table; runner.ts takes it off).
 *
 * `enqueueJob` takes the caller's transaction, so a change and the job that follows it up are
 * committed together or not at all (an order confirmed without its provisioning job cannot
 * happen).
 */
import { newId, now, uniqueViolationKey } from '@shop/db';
import type { Json } from '@shop/db';
import type { Knex } from 'knex';
import type { EnqueueOptions } from './types.ts';

/** The unique key on `jobs.unique_key`, as `uniqueViolationKey` names it on both engines. */
const UNIQUE_KEY_INDEX = 'jobs_unique_key_unique';

/**
 * `max_attempts` of a job enqueued without its own limit: the runner then uses the definition's
 * `maxAttempts`, else its default, and writes the limit it chose on the first claim.
 */
export const MAX_ATTEMPTS_UNSET = 0;

/**
 * Adds a QUEUED job, due at `options.runAt` (now by default), and answers its id.
 *
 * With `uniqueKey`, a second job with the same key is a no-op answering null. A duplicate is
 * recognised by catching the unique violation rather than with `insert ... on conflict ignore`:
 * knex turns that into `INSERT IGNORE` on MySQL, which would also silence unrelated errors (a
 * too long name is truncated instead of refused). A failed statement does not end the
 * transaction on either engine (MySQL and SQLite undo the statement only), so the caller's
 * transaction goes on.
 */
export async function enqueueJob(
  db: Knex | Knex.Transaction,
  name: string,
  payload: Json,
  options: EnqueueOptions = {},
): Promise<string | null> {
  if (
    options.maxAttempts !== undefined &&
    !(Number.isInteger(options.maxAttempts) && options.maxAttempts > 0)
  ) {
    throw new RangeError(`maxAttempts must be a positive integer, not ${options.maxAttempts}`);
  }
  const id = newId();
  const at = now();
  const row = {
    id,
    name,
    // JSON.stringify, not toDbJson: a null payload is the JSON text 'null' (the column is NOT NULL).
    payload: JSON.stringify(payload),
    status: 'QUEUED',
    unique_key: options.uniqueKey ?? null,
    attempts: 0,
    max_attempts: options.maxAttempts ?? MAX_ATTEMPTS_UNSET,
    run_at: options.runAt ?? at,
    locked_by: null,
    locked_until: null,
    last_error: null,
    finished_at: null,
    created_at: at,
    updated_at: at,
  };
  try {
    await db('jobs').insert(row);
    return id;
  } catch (err) {
    if (options.uniqueKey !== undefined && uniqueViolationKey(err) === UNIQUE_KEY_INDEX) return null;
    throw err;
  }
}
