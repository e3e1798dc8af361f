/**
 * Addresses handed out from a configured IPv4 range, one table row per address ever used
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

/** How many addresses `first`..`last` holds (both included); 0 when last < first. */
export function ipRangeSize(first: string, last: string): number {
  return Math.max(0, ipv4ToNumber(last) - ipv4ToNumber(first) + 1);
}

/** Every address from `first` to `last`, lowest first, lazily (a /16 is 65 536 of them). */
export function* ipRange(first: string, last: string): Generator<string> {
  const end = ipv4ToNumber(last);
  for (let n = ipv4ToNumber(first); n <= end; n += 1) yield numberToIpv4(n);
}

/** Whether `ip` lies in `first`..`last`. */
export function ipInRange(ip: string, first: string, last: string): boolean {
  const n = ipv4ToNumber(ip);
  return n >= ipv4ToNumber(first) && n <= ipv4ToNumber(last);
}

export class IpPoolExhaustedError extends Error {
  constructor(
    readonly pool: string,
    first: string,
    last: string,
  ) {
    super(
      `IP pool '${pool}' (${first}-${last}) is exhausted: all ${ipRangeSize(first, last)} addresses are allocated`,
    );
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
  if (ipv4ToNumber(first) > ipv4ToNumber(last)) throw new Error(`IP range ${first}-${last} is empty`);

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

async function insertAllocation(knex: Knex, pool: string, ip: string, serviceId: string): Promise<boolean> {
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
    throw err;
  }
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
