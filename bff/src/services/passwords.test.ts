import { describe, expect, it } from 'vitest';
import { LEGACY_SCRYPT_HASH, TEST_PASSWORD } from '../../test/app/index.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('hashes with Argon2id at OWASP’s parameters (19 MiB, t=2, p=1) and a random salt', async () => {
    const a = await hashPassword('s3cret-pass');
    const b = await hashPassword('s3cret-pass');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('s3cret-pass', a)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('still verifies the scrypt hashes stored before, and marks them for an upgrade', async () => {
    expect(await verifyPassword(TEST_PASSWORD, LEGACY_SCRYPT_HASH)).toBe(true);
    expect(await verifyPassword(`${TEST_PASSWORD}!`, LEGACY_SCRYPT_HASH)).toBe(false);
    expect(needsRehash(LEGACY_SCRYPT_HASH)).toBe(true);
  });

  it('marks Argon2 hashes of another kind or weaker parameters for an upgrade', () => {
    const salt = 'c29tZXNhbHRzb21lc2FsdA';
    const hash = 'a'.repeat(43);
    expect(needsRehash(`$argon2i$v=19$m=19456,p=1,t=2$${salt}$${hash}`)).toBe(true);
    expect(needsRehash(`$argon2id$v=19$m=4096,p=1,t=2$${salt}$${hash}`)).toBe(true);
    expect(needsRehash(`$argon2id$v=19$m=19456,p=1,t=1$${salt}$${hash}`)).toBe(true);
    expect(needsRehash('$argon2id$garbage')).toBe(true);
  });

  it('the timing equaliser for unknown e-mails is an Argon2id hash too', async () => {
    expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$abc$def',
      'scrypt$3$8$1$c2FsdA$ZGVm',
      'bcrypt$1$2$3$4$5',
      'scrypt$16384$8$1$c2FsdA$',
      '$argon2id$v=19$m=19456,p=1,t=2$short$hash',
      '$argon2id$',
    ]) {
      expect(await verifyPassword('anything', stored), stored).toBe(false);
    }
  });
});
