/**
 * SSH public keys a customer keeps in the account (issue 39): an OpenSSH public key line
 * (`type base64 [comment]`) is parsed field by field from its wire format (RFC 4253 section 6.6,
 * RFC 5656 section 3.1, RFC 8709 section 4), and its point or modulus is checked: an ed25519 or
 * NIST P-256/384/521 point must lie on its curve (@noble/curves), an RSA modulus must have at least
 * 2048 bits. The fingerprint is SHA-256 over the key's bytes in unpadded base64, as `ssh-keygen -l`
 * prints it (`SHA256:…`). Shared by the BFF and the mock handlers, so both refuse the same keys
 * with the same messages.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256, p384, p521 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { SERVER_MESSAGES } from './messages';

/** The most keys one account may keep. */
export const SSH_KEYS_PER_ACCOUNT = 20;
/** The longest name of a key. */
export const SSH_KEY_NAME_MAX = 64;
/** The longest public key line accepted (an RSA key of 16384 bits fits). */
export const SSH_PUBLIC_KEY_MAX = 8192;
/** The fewest bits an RSA key may have. */
export const SSH_RSA_MIN_BITS = 2048;

export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'ssh-rsa',
] as const;
export type SshKeyType = (typeof SSH_KEY_TYPES)[number];

/** Why a pasted key is refused, and the message of each (SERVER_MESSAGES, so also in Amharic). */
const PROBLEM_MESSAGES = {
  privateKey: SERVER_MESSAGES.sshKeyPrivate,
  notAKey: SERVER_MESSAGES.sshKeyNotAKey,
  unsupportedType: SERVER_MESSAGES.sshKeyUnsupportedType,
  broken: SERVER_MESSAGES.sshKeyBroken,
  rsaTooShort: SERVER_MESSAGES.sshKeyRsaTooShort,
} as const;

export type SshKeyProblem = keyof typeof PROBLEM_MESSAGES;

export interface ParsedSshKey {
  type: SshKeyType;
  /** `SHA256:` and the unpadded base64 of the SHA-256 of the key's bytes. */
  fingerprint: string;
  /** RSA: the modulus's bits; others: the curve's size. */
  bits: number;
  /** The canonical line stored and sent to machines: type, base64, and the comment if any. */
  line: string;
  comment: string;
}

export type SshKeyParse = { ok: true; key: ParsedSshKey } | { ok: false; problem: SshKeyProblem };

const PRIVATE_MARKERS = ['PRIVATE KEY', 'PuTTY-User-Key-File', 'OPENSSH PRIVATE', 'ENCRYPTED PRIVATE'];

/** Whether the text looks like a private key: a PEM or OpenSSH private block, or a PuTTY key file. */
export function looksLikePrivateKey(text: string): boolean {
  return PRIVATE_MARKERS.some((marker) => text.includes(marker));
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES: Record<string, number> = Object.fromEntries([...BASE64_ALPHABET].map((c, i) => [c, i]));

/** Strict base64 (standard alphabet, padding optional at the end only); null when it is not. */
export function decodeBase64(text: string): Uint8Array | null {
  const body = text.replace(/=+$/, '');
  if (text.length - body.length > 2 || body.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const c of body) {
    const v = BASE64_VALUES[c];
    if (v === undefined) return null;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (value >> bits) & 0xff;
    }
  }
  if ((value & ((1 << bits) - 1)) !== 0) return null; // stray bits: not canonical base64
  return out;
}

/** Unpadded base64 of bytes. */
export function encodeBase64(bytes: Uint8Array, pad = false): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += BASE64_ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  if (pad) while (out.length % 4 !== 0) out += '=';
  return out;
}

/** Reads the SSH wire format: uint32 lengths, each followed by that many bytes. */
class WireReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  field(): Uint8Array | null {
    if (this.offset + 4 > this.bytes.length) return null;
    const b = this.bytes;
    const o = this.offset;
    const length = ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
    if (this.offset + 4 + length > this.bytes.length) return null;
    const value = this.bytes.subarray(this.offset + 4, this.offset + 4 + length);
    this.offset += 4 + length;
    return value;
  }

  string(): string | null {
    const value = this.field();
    if (value === null) return null;
    let out = '';
    for (const byte of value) {
      if (byte < 0x20 || byte > 0x7e) return null;
      out += String.fromCharCode(byte);
    }
    return out;
  }

  get atEnd(): boolean {
    return this.offset === this.bytes.length;
  }
}

const CURVES = {
  'ecdsa-sha2-nistp256': { name: 'nistp256', curve: p256, bits: 256 },
  'ecdsa-sha2-nistp384': { name: 'nistp384', curve: p384, bits: 384 },
  'ecdsa-sha2-nistp521': { name: 'nistp521', curve: p521, bits: 521 },
} as const;

function bitLength(mpint: Uint8Array): number {
  let i = 0;
  while (i < mpint.length && mpint[i] === 0) i++;
  if (i === mpint.length) return 0;
  return (mpint.length - i - 1) * 8 + (32 - Math.clz32(mpint[i]!));
}

function isKnownType(type: string): type is SshKeyType {
  return (SSH_KEY_TYPES as readonly string[]).includes(type);
}

function onCurve(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

/** Checks the key's blob for its type; the bits, or the problem. */
function checkBlob(type: SshKeyType, blob: Uint8Array): number | SshKeyProblem {
  const reader = new WireReader(blob);
  if (reader.string() !== type) return 'broken';
  if (type === 'ssh-ed25519') {
    const point = reader.field();
    if (point === null || point.length !== 32 || !reader.atEnd) return 'broken';
    return onCurve(() => ed25519.Point.fromBytes(point)) ? 256 : 'broken';
  }
  if (type === 'ssh-rsa') {
    const exponent = reader.field();
    const modulus = reader.field();
    if (exponent === null || modulus === null || !reader.atEnd) return 'broken';
    // mpints: positive, so no leading 0x80 bit; the exponent odd and at least 3
    if ((exponent[0] ?? 0x80) & 0x80 || (modulus[0] ?? 0x80) & 0x80) return 'broken';
    const e = exponent[exponent.length - 1]!;
    if ((e & 1) === 0 || bitLength(exponent) < 2 || bitLength(exponent) > 64) return 'broken';
    if ((modulus[modulus.length - 1]! & 1) === 0) return 'broken';
    const bits = bitLength(modulus);
    if (bits > 16384) return 'broken';
    return bits < SSH_RSA_MIN_BITS ? 'rsaTooShort' : bits;
  }
  const { name, curve, bits } = CURVES[type];
  if (reader.string() !== name) return 'broken';
  const point = reader.field();
  if (point === null || !reader.atEnd || point[0] !== 0x04) return 'broken';
  return onCurve(() => curve.Point.fromBytes(point).assertValidity()) ? bits : 'broken';
}

/**
 * Parses a pasted OpenSSH public key (one line; blank space around it is forgiven). A private key is refused as such.
 */
export function parseSshPublicKey(input: string): SshKeyParse {
  if (looksLikePrivateKey(input)) return { ok: false, problem: 'privateKey' };
  const text = input.trim();
  if (text === '' || text.length > SSH_PUBLIC_KEY_MAX) return { ok: false, problem: 'notAKey' };
  const [type, ...rest] = text.split(/\s+/);
  if (type === undefined || rest.length === 0) return { ok: false, problem: 'notAKey' };
  if (!isKnownType(type)) {
    const known = type.startsWith('ssh-') || type.startsWith('ecdsa-') || type.startsWith('sk-');
    return { ok: false, problem: known ? 'unsupportedType' : 'notAKey' };
  }
  const blob = decodeBase64(rest[0]!);
  if (blob === null || blob.length === 0) return { ok: false, problem: 'broken' };
  const checked = checkBlob(type, blob);
  if (typeof checked === 'string') return { ok: false, problem: checked };
  const comment = rest.slice(1).join(' ');
  const base64 = encodeBase64(blob, true);
  return {
    ok: true,
    key: {
      type,
      bits: checked,
      fingerprint: `SHA256:${encodeBase64(sha256(blob))}`,
      line: comment === '' ? `${type} ${base64}` : `${type} ${base64} ${comment}`,
      comment,
    },
  };
}

/** The message for a refused key. */
export function sshKeyProblemMessage(problem: SshKeyProblem): string {
  return PROBLEM_MESSAGES[problem];
}

/** The key's name checked: trimmed, 1 to 64 characters; the message when it is not. */
export function sshKeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return SERVER_MESSAGES.sshKeyNameRequired;
  if ([...trimmed].length > SSH_KEY_NAME_MAX) return SERVER_MESSAGES.sshKeyNameTooLong;
  return null;
}
