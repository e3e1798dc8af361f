import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import Boom from '@hapi/boom';
import ipaddr from 'ipaddr.js';

/**
 * A stored key for the given parts (an e-mail, an address): a hash, so keys stay short enough for
 * the table's primary key whatever the input, and no e-mail address is stored in the clear.
 */
export function limitKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/** How many leading bits of an IPv6 address name one client: a /64, one subscriber's network. */
export const IPV6_CLIENT_PREFIX_BITS = 64;

/**
 * Who a limit counts, from a client's address (clientAddress()): an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64 (`2001:db8:1:2::/64`), since
 * one subscriber's network is a /64 or larger and a host there picks any of its 2^64 addresses
 * at will. Anything else (a test's made-up name) as it is. The one place an address becomes what
 * every limit keyed by address counts: sign-in, sign-up, password reset, contact, coupon look-ups.
 */
export function addressBlock(address: string): string {
  const family = isIP(address);
  if (family === 4) return address;
  // node's isIP takes a zone (`fe80::1%eth0`); the zone is one interface of the same host.
  if (family !== 6 || !ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, IPV6_CLIENT_PREFIX_BITS / 16), 0, 0, 0, 0]);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX_BITS}`;
}

/** The stored key of a limit counted by client address (see addressBlock). */
export function addressKey(address: string): string {
  return limitKey(addressBlock(address));
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
