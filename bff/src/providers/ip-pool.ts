/**
 * Addresses handed out from a configured IPv4 or IPv6 range, one table row per address ever used
 * (`ip_allocations`, UNIQUE (pool, ip)). The unique key is the lock: concurrent allocators may
 * pick the same candidate, one insert wins and the others move on to the next address, so no
 * transaction or row lock is needed and SQLite and MySQL behave the same.
 *
 * A released row keeps its service id (the history) until the address is handed out again; a pool
 * that never reuses addresses (the simulated driver's) therefore never hands one out twice.
 */
import { isUniqueViolation, newId, now } from '@shop/db';
import type { Knex } from 'knex';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** The address as an unsigned 32-bit number (throws on anything but a dotted quad). */
export function ipv4ToNumber(ip: string): number {
  if (!isIpv4(ip)) throw new Error(`'${ip}' is not an IPv4 address`);
  return ip.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);
}

export function numberToIpv4(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
    throw new Error(`${value} is not an IPv4 address number`);
  }
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

// ---- IPv6 -----------------------------------------------------------------------------------

const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

/** An IPv6 address (eight groups, `::` at most once; no zone, no embedded IPv4) as a number, or null. */
function parseIpv6(value: string): bigint | null {
  if (value.length < 2 || value.length > 39) return null;
  const halves = value.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (![...head, ...tail].every((g) => HEX_GROUP.test(g))) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.reduce((acc, g) => acc * 65536n + BigInt(parseInt(g, 16)), 0n);
}

export function isIpv6(value: string): boolean {
  return parseIpv6(value) !== null;
}

/** An IPv6 address in its canonical text (RFC 5952: lower case, the longest run of zeros as `::`). */
function formatIpv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
  let best = { at: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.length < 2) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

/** An address's canonical text: IPv6 compressed and in lower case, IPv4 as given. */
export function canonicalIp(ip: string): string {
  return isIpv4(ip) ? ip : formatIpv6(ipToBigInt(ip));
}

// ---- either family ----------------------------------------------------------------------------

export type IpFamily = 4 | 6;

/** 4 or 6, or null for anything that is not an address. */
export function ipFamily(value: string): IpFamily | null {
  if (isIpv4(value)) return 4;
  return isIpv6(value) ? 6 : null;
}

/** The address as a number (IPv4 or IPv6; throws on anything else). */
export function ipToBigInt(ip: string): bigint {
  if (isIpv4(ip)) return BigInt(ipv4ToNumber(ip));
  const v6 = parseIpv6(ip);
  if (v6 === null) throw new Error(`'${ip}' is not an IP address`);
  return v6;
}

function bigIntToIp(value: bigint, family: IpFamily): string {
  return family === 4 ? numberToIpv4(Number(value)) : formatIpv6(value);
}

function rangeFamily(first: string, last: string): IpFamily {
  const family = ipFamily(first);
  if (family === null || ipFamily(last) !== family) {
    throw new Error(`IP range ${first}-${last} must be two addresses of one family`);
  }
  return family;
}

/** How many addresses `first`..`last` holds (both included); 0 when last < first. */
export function ipRangeSize(first: string, last: string): number {
  return Number(ipRangeSizeBig(first, last));
}

function ipRangeSizeBig(first: string, last: string): bigint {
  rangeFamily(first, last);
  const size = ipToBigInt(last) - ipToBigInt(first) + 1n;
  return size > 0n ? size : 0n;
}

/** Every address from `first` to `last`, lowest first, lazily (a /16 is 65 536 of them). */
export function* ipRange(first: string, last: string): Generator<string> {
  const family = rangeFamily(first, last);
  const end = ipToBigInt(last);
  for (let n = ipToBigInt(first); n <= end; n += 1n) yield bigIntToIp(n, family);
}

/** Whether `ip` lies in `first`..`last` (false for an address of the other family). */
export function ipInRange(ip: string, first: string, last: string): boolean {
  if (ipFamily(ip) !== rangeFamily(first, last)) return false;
  const n = ipToBigInt(ip);
  return n >= ipToBigInt(first) && n <= ipToBigInt(last);
}

/** Addresses lowest first (IPv4 before IPv6), as a service lists them. */
export function sortIps(ips: readonly string[]): string[] {
  const key = (ip: string) => (ipFamily(ip) === 6 ? 1n << 128n : 0n) + ipToBigInt(ip);
  return [...ips].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export class IpPoolExhaustedError extends Error {
  constructor(
    readonly pool: string,
    first: string,
    last: string,
    need?: { count: number; held: number },
  ) {
    const size = ipRangeSizeBig(first, last);
    const shortBy =
      need && need.count > 1 ? ` (the service needs ${need.count} addresses and holds ${need.held})` : '';
    super(`IP pool '${pool}' (${first}-${last}) is exhausted${shortBy}: all ${size} addresses are allocated`);
    this.name = 'IpPoolExhaustedError';
  }
}

export interface AllocateIpOptions {
  /** The pool's name (ip_allocations.pool), e.g. 'proxmox' or 'simulated'. */
  pool: string;
  first: string;
  last: string;
  /** The machine the address is for (our service id). */
  serviceId: string;
  /** true: an address released earlier may be handed out again; false: never. */
  reuseReleased: boolean;
}

/**
 * Allocates the lowest free address of the range to `serviceId` and answers it. Throws
 * IpPoolExhaustedError when every address is taken (by a live allocation, or by any allocation
 * ever when `reuseReleased` is false).
 */
export async function allocateIp(knex: Knex, options: AllocateIpOptions): Promise<string> {
  const { pool, first, last, serviceId, reuseReleased } = options;
  rangeFamily(first, last);
  if (ipToBigInt(first) > ipToBigInt(last)) throw new Error(`IP range ${first}-${last} is empty`);

  const rows: { ip: string; released_at: unknown }[] = await knex('ip_allocations')
    .where({ pool })
    .select('ip', 'released_at');
  const live = new Set(rows.filter((r) => r.released_at === null).map((r) => r.ip));
  const released = new Set(rows.filter((r) => r.released_at !== null).map((r) => r.ip));

  for (const ip of ipRange(first, last)) {
    if (live.has(ip)) continue;
    if (released.has(ip)) {
      if (!reuseReleased) continue;
      if (await takeReleased(knex, pool, ip, serviceId)) return ip;
      continue; // another allocator took it back first
    }
    if (await insertAllocation(knex, pool, ip, serviceId)) return ip;
    // A concurrent allocator inserted this address between our read and our insert. It may also
    // have been released and reused since our read, which the next allocation's read will see.
  }
  throw new IpPoolExhaustedError(pool, first, last);
}

/** How often an insert chosen as a deadlock's victim is tried again before the error stands. */
const DEADLOCK_RETRIES = 5;

/**
 * Inserts the allocation; false when a concurrent allocator holds the address. On MariaDB two
 * inserts racing for neighbouring addresses can deadlock on the unique key's gap locks: the victim's
 * statement was rolled back, so it is simply tried again (the address may then be taken: false).
 */
async function insertAllocation(knex: Knex, pool: string, ip: string, serviceId: string): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await knex('ip_allocations').insert({
        id: newId(),
        pool,
        ip,
        service_id: serviceId,
        allocated_at: now(),
        released_at: null,
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      if (isDeadlockVictim(err) && attempt < DEADLOCK_RETRIES) continue;
      throw err;
    }
  }
}

function isDeadlockVictim(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'ER_LOCK_DEADLOCK';
}

/** Hands a released row to a new owner; false when a concurrent allocator took it first. */
async function takeReleased(knex: Knex, pool: string, ip: string, serviceId: string): Promise<boolean> {
  const changed = await knex('ip_allocations')
    .where({ pool, ip })
    .whereNotNull('released_at')
    .update({ service_id: serviceId, allocated_at: now(), released_at: null });
  return changed === 1;
}

/** The address a service holds in the pool now (its live allocation), if any. */
export async function findLiveIp(
  knex: Knex,
  options: { pool: string; serviceId: string },
): Promise<string | undefined> {
  const row: { ip: string } | undefined = await knex('ip_allocations')
    .where({ pool: options.pool, service_id: options.serviceId })
    .whereNull('released_at')
    .orderBy('allocated_at')
    .first('ip');
  return row?.ip;
}

/**
 * Releases the live allocations of a service (or of one address) in the pool; answers how many
 * rows it released (0 when there was nothing to release, so it is safe to repeat).
 */
export async function releaseIp(
  knex: Knex,
  options: { pool: string } & ({ serviceId: string } | { ip: string }),
): Promise<number> {
  const match =
    'ip' in options
      ? { pool: options.pool, ip: options.ip }
      : { pool: options.pool, service_id: options.serviceId };
  return knex('ip_allocations').where(match).whereNull('released_at').update({ released_at: now() });
}

/** Every address a service holds in the pool now (its live allocations), lowest first. */
export async function findLiveIps(
  knex: Knex,
  options: { pool: string; serviceId: string },
): Promise<string[]> {
  const rows: { ip: string }[] = await knex('ip_allocations')
    .where({ pool: options.pool, service_id: options.serviceId })
    .whereNull('released_at')
    .select('ip');
  return sortIps(rows.map((r) => r.ip));
}

/**
 * Makes `serviceId` hold `count` addresses of the pool and answers them, lowest first: the ones it
 * holds already (a retried create keeps what its earlier attempt took) and new ones for the rest,
 * each through allocateIp, so concurrent services never share one. Throws IpPoolExhaustedError,
 * saying how many the service needs and holds, when the pool runs out; what it took stays with the
 * service, so a retry after the pool is widened carries on from there.
 */
export async function allocateIps(
  knex: Knex,
  options: AllocateIpOptions & { count: number },
): Promise<string[]> {
  const { count, ...one } = options;
  if (!Number.isInteger(count) || count < 0) throw new Error(`${count} is not a count of addresses`);
  const held = await findLiveIps(knex, { pool: one.pool, serviceId: one.serviceId });
  while (held.length < count) {
    try {
      held.push(await allocateIp(knex, one));
    } catch (err) {
      if (err instanceof IpPoolExhaustedError) {
        throw new IpPoolExhaustedError(one.pool, one.first, one.last, { count, held: held.length });
      }
      throw err;
    }
  }
  return sortIps(held);
}
