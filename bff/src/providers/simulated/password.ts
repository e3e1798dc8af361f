import { randomInt } from 'node:crypto';

// Letters and digits only, so the password survives copying from any page or mail client.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const LENGTH = 24;

/** A random root password: 24 characters of 57 (about 140 bits), each chosen uniformly. */
export function randomPassword(): string {
  let password = '';
  for (let i = 0; i < LENGTH; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
