import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import argon2 from 'argon2';

/**
 * Argon2id at OWASP's current minimum (Password Storage Cheat Sheet): 19 MiB of memory, two
 * passes, one lane. The library writes the PHC string `$argon2id$v=19$m=19456,p=1,t=2$salt$hash`
 * with a random 16-byte salt and a 32-byte hash.
 */
export const ARGON2ID = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2ID);
}

/**
 * Whether the password matches a stored hash: Argon2 (what hashPassword writes), or the
 * `scrypt$N$r$p$salt$hash` of accounts made before Argon2id. False for anything malformed.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return argon2.verify(stored, password).catch(() => false);
  return verifyScrypt(password, stored);
}

/** A stored hash that is not Argon2id at today's parameters: replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(stored, ARGON2ID);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, computed once: verifying against it when the account does not
 * exist makes an unknown e-mail cost the same time as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

// ---- scrypt, as hashed before Argon2id (verification only) ---------------------------------------

function deriveScrypt(password: string, salt: Buffer, cost: number[], keyLength: number): Promise<Buffer> {
  const [n, r, p] = cost as [number, number, number];
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Constant-time comparison against a stored `scrypt$N$r$p$salt$hash` (base64url); false if malformed. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const cost = parts.slice(1, 4).map(Number);
  if (!cost.every((v) => Number.isInteger(v) && v > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length === 0) return false;
  const actual = await deriveScrypt(password, salt, cost, expected.length).catch(() => undefined);
  return actual !== undefined && timingSafeEqual(actual, expected);
}
