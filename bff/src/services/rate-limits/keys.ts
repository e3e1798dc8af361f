import { createHash } from 'node:crypto';
import Boom from '@hapi/boom';

/**
 * A stored key for the given parts (an e-mail, an address): a hash, so keys stay short enough for
 * the table's primary key whatever the input, and no e-mail address is stored in the clear.
 */
export function limitKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/** Whole seconds to wait, at least one. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** 429 with the message and Retry-After. */
export function tooManyRequests(message: string, waitMs: number): Boom.Boom {
  const err = Boom.tooManyRequests(message);
  err.output.headers['Retry-After'] = String(retryAfterSeconds(waitMs));
  return err;
}
