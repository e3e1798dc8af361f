import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages';
import { SAMPLE_PRIVATE_KEY_PASTE, SAMPLE_SSH_KEYS } from './ssh-key-samples';
import { decodeBase64, encodeBase64, parseSshPublicKey, sshKeyNameProblem } from './ssh-keys';

const blobOf = (line: string) => decodeBase64(line.split(' ')[1]!)!;
const lineOf = (type: string, blob: Uint8Array) => `${type} ${encodeBase64(blob, true)}`;

describe('parseSshPublicKey', () => {
  it.each([
    ['ed25519', 'ssh-ed25519', 256],
    ['ecdsa256', 'ecdsa-sha2-nistp256', 256],
    ['ecdsa384', 'ecdsa-sha2-nistp384', 384],
    ['ecdsa521', 'ecdsa-sha2-nistp521', 521],
    ['rsa2048', 'ssh-rsa', 2048],
  ] as const)('accepts the %s sample with the fingerprint ssh-keygen -l printed', (sample, type, bits) => {
    const parsed = parseSshPublicKey(`  ${SAMPLE_SSH_KEYS[sample].line}\n`);
    expect(parsed).toEqual({
      ok: true,
      key: {
        type,
        bits,
        fingerprint: SAMPLE_SSH_KEYS[sample].fingerprint,
        line: SAMPLE_SSH_KEYS[sample].line,
        comment: 'me@host:x+y',
      },
    });
  });

  it('keeps a key without a comment as type and base64', () => {
    const [type, base64] = SAMPLE_SSH_KEYS.ed25519.line.split(' ');
    const parsed = parseSshPublicKey(`${type} ${base64}`);
    expect(parsed.ok && parsed.key.line).toBe(`${type} ${base64}`);
  });

  it('refuses an RSA key under 2048 bits', () => {
    expect(parseSshPublicKey(SAMPLE_SSH_KEYS.rsa1024.line)).toEqual({ ok: false, problem: 'rsaTooShort' });
  });

  it('refuses a private key as such, whatever surrounds it', () => {
    expect(parseSshPublicKey(SAMPLE_PRIVATE_KEY_PASTE)).toEqual({ ok: false, problem: 'privateKey' });
    expect(parseSshPublicKey('-----BEGIN RSA PRIVATE KEY-----\nMIIE')).toEqual({
      ok: false,
      problem: 'privateKey',
    });
    expect(parseSshPublicKey('PuTTY-User-Key-File-3: ssh-ed25519')).toEqual({
      ok: false,
      problem: 'privateKey',
    });
  });

  it.each([
    ['', 'notAKey'],
    ['hello world', 'notAKey'],
    ['ssh-ed25519', 'notAKey'],
    ['ssh-dss AAAAB3NzaC1kc3MAAACBAP', 'unsupportedType'],
    ['sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAI', 'unsupportedType'],
    ['ssh-ed25519 not*base64', 'broken'],
    ['ssh-ed25519 AAAA', 'broken'],
  ] as const)('refuses %j: %s', (text, problem) => {
    expect(parseSshPublicKey(text)).toEqual({ ok: false, problem });
  });

  it('refuses a key whose blob names another type than its line', () => {
    const ecBlob = blobOf(SAMPLE_SSH_KEYS.ecdsa256.line);
    expect(parseSshPublicKey(lineOf('ssh-ed25519', ecBlob))).toEqual({ ok: false, problem: 'broken' });
  });

  it('refuses a truncated key, one with bytes left over, and an ed25519 point off the curve', () => {
    const blob = blobOf(SAMPLE_SSH_KEYS.ed25519.line);
    expect(parseSshPublicKey(lineOf('ssh-ed25519', blob.subarray(0, blob.length - 1)))).toMatchObject({
      ok: false,
    });
    expect(parseSshPublicKey(lineOf('ssh-ed25519', new Uint8Array([...blob, 0])))).toMatchObject({
      ok: false,
    });
    // y = 2 has no x on edwards25519 (2 is not a valid y: (y^2-1)/(dy^2+1) is not a square)
    const bad = new Uint8Array(blob);
    bad.set(new Uint8Array(32), blob.length - 32);
    bad[blob.length - 32] = 2;
    expect(parseSshPublicKey(lineOf('ssh-ed25519', bad))).toEqual({ ok: false, problem: 'broken' });
  });

  it('refuses an ECDSA point that is not on its curve', () => {
    const blob = new Uint8Array(blobOf(SAMPLE_SSH_KEYS.ecdsa256.line));
    blob[blob.length - 1] ^= 1;
    expect(parseSshPublicKey(lineOf('ecdsa-sha2-nistp256', blob))).toEqual({ ok: false, problem: 'broken' });
  });

  it('refuses a key whose comment a paste broke in the middle of the base64', () => {
    const [type, base64] = SAMPLE_SSH_KEYS.rsa2048.line.split(' ');
    expect(parseSshPublicKey(`${type} ${base64!.slice(0, 100)} ${base64!.slice(100)}`)).toEqual({
      ok: false,
      problem: 'broken',
    });
  });
});

describe('sshKeyNameProblem', () => {
  it('wants 1 to 64 characters after trimming', () => {
    expect(sshKeyNameProblem('  ')).toBe(SERVER_MESSAGES.sshKeyNameRequired);
    expect(sshKeyNameProblem('x'.repeat(65))).toBe(SERVER_MESSAGES.sshKeyNameTooLong);
    expect(sshKeyNameProblem('laptop')).toBeNull();
  });
});
