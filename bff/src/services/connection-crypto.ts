/**
 * Connection credentials (address, port, user, password) are stored encrypted with AES-256-GCM
 * under a key derived from CONNECTION_SECRET, so a database dump alone does not hand out
 * customers' root passwords. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 * Other secrets at rest (the two-factor secrets) use the same scheme under a key of their own
 * purpose (encryptText / decryptText).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Connection } from '../providers/types.ts';

const VERSION = 'v1';

/** What a key is for: a key never decrypts what another purpose encrypted. */
export type SecretPurpose = 'connection-credentials' | 'two-factor';

function keyOf(secret: string, purpose: SecretPurpose): Buffer {
  return createHash('sha256').update(`${purpose}:${secret}`).digest();
}

/** Text encrypted for storage under a key derived from `secret` for `purpose`. */
export function encryptText(text: string, secret: string, purpose: SecretPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The stored text, or null when there is none or it cannot be read with this secret and purpose. */
export function decryptText(stored: string | null, secret: string, purpose: SecretPurpose): string | null {
  if (!stored) return null;
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export function encryptConnection(connection: Connection, secret: string): string {
  return encryptText(JSON.stringify(connection), secret, 'connection-credentials');
}

/** The stored credentials, or null when there are none or they cannot be read with this secret. */
export function decryptConnection(stored: string | null, secret: string): Connection | null {
  const json = decryptText(stored, secret, 'connection-credentials');
  if (json === null) return null;
  try {
    return JSON.parse(json) as Connection;
  } catch {
    return null;
  }
}
