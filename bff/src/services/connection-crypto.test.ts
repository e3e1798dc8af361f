import { describe, expect, it } from 'vitest';
import { decryptConnection, encryptConnection } from './connection-crypto.ts';

const SECRET = 'a-connection-secret-that-is-long-enough-0123456789';
const connection = { ip: '10.77.0.10', port: 22, user: 'root', password: 'S3cret-Pa55word!' };

describe('connection credentials at rest', () => {
  it('round-trips and never stores the password in clear', () => {
    const stored = encryptConnection(connection, SECRET);
    expect(stored).not.toContain(connection.password);
    expect(stored).not.toContain(connection.ip);
    expect(decryptConnection(stored, SECRET)).toEqual(connection);
  });

  it('uses a fresh IV each time', () => {
    expect(encryptConnection(connection, SECRET)).not.toBe(encryptConnection(connection, SECRET));
  });

  it('refuses another secret and a tampered value', () => {
    const stored = encryptConnection(connection, SECRET);
    expect(decryptConnection(stored, `${SECRET}-other`)).toBeNull();
    const parts = stored.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(decryptConnection(parts.join('.'), SECRET)).toBeNull();
    expect(decryptConnection(null, SECRET)).toBeNull();
  });
});
