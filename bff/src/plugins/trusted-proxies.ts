/**
 * Who is asking: the client's address and scheme, read from `X-Forwarded-For` and
 * `X-Forwarded-Proto` only when the connection comes from a trusted proxy (TRUSTED_PROXIES).
 * Matching and header parsing are proxy-addr's (what Express uses); this module adds the setting's
 * strict syntax, canonical addresses and what to do with a value that is not an address.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

/** The keyword for 127.0.0.0/8 and ::1, the only named range TRUSTED_PROXIES takes. */
export const LOOPBACK = 'loopback';

/** The compiled TRUSTED_PROXIES: whether an address (as written on the wire) belongs to a trusted proxy. */
export type TrustProxy = (address: string) => boolean;

export interface ClientOrigin {
  /** The client's address, canonical: IPv4 dotted, IPv4-mapped IPv6 as IPv4, IPv6 compressed. */
  address: string;
  /** The scheme the client used: the forwarded one behind a trusted proxy, else the connection's. */
  protocol: 'http' | 'https';
}

const CIDR_PREFIX = /^\d{1,3}$/;
const MAPPED_IPV4 = /^::ffff:([\d.]+)$/i;

function entryProblem(entry: string): string | undefined {
  const example = 'an IPv4 or IPv6 address, a CIDR range such as 10.0.0.0/8 or fd00::/8, or loopback';
  if (entry === LOOPBACK) return undefined;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const prefix = slash === -1 ? undefined : entry.slice(slash + 1);
  // node's own reading of an address: no '127.1', '2130706433' or '0x7f.0.0.1' in a setting.
  if (isIP(address) === 0 || (prefix !== undefined && !CIDR_PREFIX.test(prefix)))
    return `TRUSTED_PROXIES: "${entry}" is not ${example}`;
  try {
    proxyaddr.compile(entry);
  } catch {
    const bits = isIP(address) === 4 ? 32 : 128;
    return `TRUSTED_PROXIES: "${entry}" has a prefix length outside 1 to ${bits}`;
  }
  return undefined;
}

/**
 * Reads TRUSTED_PROXIES: comma-separated addresses, CIDR ranges and `loopback`; blank entries are
 * skipped. Every malformed entry is a problem (the caller refuses to start on any).
 */
export function parseTrustedProxies(value: string | undefined): { value: string[]; problems: string[] } {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = entries.map(entryProblem).filter((problem) => problem !== undefined);
  return { value: problems.length > 0 ? [] : entries, problems };
}

/** Trust answers remembered (ipaddr.js 1.x takes microseconds per address); cleared when full. */
const TRUST_CACHE_SIZE = 10_000;
/** Longer is no address (the longest IPv6 spelling is 45 characters, a zone aside): not remembered. */
const TRUST_CACHE_KEY_LENGTH = 64;

/**
 * The trust test for parsed TRUSTED_PROXIES; undefined when none is trusted. Answers are
 * remembered per spelling: the proxy's own address comes with every request.
 */
export function compileTrustedProxies(entries: readonly string[]): TrustProxy | undefined {
  if (entries.length === 0) return undefined;
  const trust = proxyaddr.compile([...entries]);
  const known = new Map<string, boolean>();
  return (address) => {
    let trusted = known.get(address);
    if (trusted === undefined) {
      trusted = trust(address, 0);
      if (address.length <= TRUST_CACHE_KEY_LENGTH) {
        if (known.size >= TRUST_CACHE_SIZE) known.clear();
        known.set(address, trusted);
      }
    }
    return trusted;
  };
}

/**
 * An address as one spelling, so one client has one key: `::ffff:10.0.0.1` is `10.0.0.1`, IPv6
 * lower-case and compressed. Undefined for anything that is not an address.
 */
export function canonicalAddress(address: string): string | undefined {
  const family = isIP(address);
  // What sockets give most: already canonical.
  if (family === 4) return address;
  if (family === 0) return undefined;
  // What a dual-stack listener (HOST=::) gives for every IPv4 client.
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped !== undefined && isIP(mapped) === 4) return mapped;
  try {
    return ipaddr.process(address).toString();
  } catch {
    // An IPv6 form ipaddr.js 1.x does not read (IPv4-compatible `::1.2.3.4`): as written.
    return address.toLowerCase();
  }
}

/**
 * A header as one comma-separated text: node joins repeated X-Forwarded-* lines itself, a list
 * (server.inject) is joined here, anything else is no header.
 */
function headerText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(',') : '';
}

function forwardedProtocol(header: unknown, hops: number): 'http' | 'https' | undefined {
  const values = headerText(header)
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (values.length === 0) return undefined;
  // Proxies that append write one value each, the nearest last: the one that saw the client is
  // the `hops`-th from the right. A proxy that sets the header (nginx) leaves one value.
  const value = values[Math.max(0, values.length - Math.max(1, hops))];
  return value === 'http' || value === 'https' ? value : undefined;
}

/**
 * The client behind a connection from `socketAddress`. Untrusted connections: the socket's address
 * and scheme, whatever the headers say. From a trusted proxy: walking `X-Forwarded-For` from the
 * right, the first address that is not itself trusted (the left-most when all are); a value there
 * that is not an address is ignored and the nearest trusted hop that is one is taken instead. The
 * scheme is the `X-Forwarded-Proto` of the proxy that saw that client, when it is http or https.
 */
export function resolveClient(
  socketAddress: string | undefined,
  headers: Record<string, unknown>,
  trust: TrustProxy | undefined,
  connectionProtocol: 'http' | 'https',
): ClientOrigin {
  const socket = socketAddress ?? '';
  const own = { address: canonicalAddress(socket) ?? socket, protocol: connectionProtocol };
  if (!trust || !trust(socket)) return own;

  // proxy-addr reads only these two of a request.
  const seen = {
    socket: { remoteAddress: socket },
    headers: { 'x-forwarded-for': headerText(headers['x-forwarded-for']) },
  } as unknown as IncomingMessage;
  // The socket first, then the header right to left, up to and including the first untrusted one.
  const chain = proxyaddr.all(seen, trust);
  let hops = chain.length - 1;
  let client = canonicalAddress(chain[hops]!);
  // Not an address: the nearest hop to its right that is one (the socket, at worst), which a
  // trusted proxy reported or is.
  while (client === undefined && hops > 0) {
    hops -= 1;
    client = canonicalAddress(chain[hops]!);
  }
  const protocol = forwardedProtocol(headers['x-forwarded-proto'], hops) ?? connectionProtocol;
  return { address: client ?? own.address, protocol };
}
