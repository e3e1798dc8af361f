/** A service's addresses, as the customer's page and the console list them. */
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { isIpv4, sortIps } from '../../providers/ip-pool.ts';
import type { Connection } from '../../providers/types.ts';

export type ServiceAddress = components['schemas']['ServiceAddress'];

/** Addresses as a service lists them (the customer's page and the console alike): IPv4 first, each lowest first. */
export function addressList(ips: readonly string[]): ServiceAddress[] {
  return sortIps(ips).map((ip) => ({ ip, family: isIpv4(ip) ? 'ipv4' : 'ipv6' }));
}

/**
 * Every address of a machine, IPv4 first: the list its driver recorded, or the one `ip` of a
 * connection stored before machines had several.
 */
export function serviceAddresses(connection: Connection): ServiceAddress[] {
  return addressList(connection.addresses?.length ? connection.addresses : [connection.ip]);
}

/**
 * The addresses each service holds from the shop's pools now (ip_allocations, live rows), by
 * service id: one query however many services (the `service_id` index). A machine is built with
 * these addresses, so they are the ones its connection lists; none before it is built or once it
 * is terminated (the drivers release them).
 */
export async function liveAddresses(
  db: Knex,
  serviceIds: readonly string[],
): Promise<Map<string, ServiceAddress[]>> {
  const byService = new Map<string, ServiceAddress[]>();
  if (serviceIds.length === 0) return byService;
  const rows = (await db('ip_allocations')
    .select('service_id', 'ip')
    .whereIn('service_id', serviceIds)
    .whereNull('released_at')) as Array<{ service_id: string; ip: string }>;
  const ips = new Map<string, string[]>();
  for (const row of rows) ips.set(row.service_id, [...(ips.get(row.service_id) ?? []), row.ip]);
  for (const [id, list] of ips) byService.set(id, addressList(list));
  return byService;
}
