/**
 * Connection credentials (address, port, user, password) are stored encrypted with AES-256-GCM
 * under a key derived from CONNECTION_SECRET, so a database dump alone does not hand out
 * customers' root passwords. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Connection } from '../providers/types.ts';

const VERSION = 'v1';

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`connection-credentials:${secret}`).digest();
}

export function encryptConnection(connection: Connection, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(connection), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The stored credentials, or null when there are none or they cannot be read with this secret. */
export function decryptConnection(stored: string | null, secret: string): Connection | null {
  if (!stored) return null;
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    return JSON.parse(json.toString('utf8')) as Connection;
  } catch {
    return null;
  }
}
