/** A customer's services as the contract carries them: My Services' summaries and a service's details. */
import { now as clockNow } from '@shop/db';
import type { ServiceRow } from '@shop/db';
import { serviceDaysLeft, serviceStatusOf } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Connection, PowerStatus } from '../../providers/types.ts';
import { serviceAddresses } from './addresses.ts';
import type { RenewalDue } from './open-renewals.ts';

export type ServiceSummary = components['schemas']['ServiceSummary'];
export type ServiceDetails = components['schemas']['ServiceDetails'];

/** The columns a ServiceSummary is made of: My Services reads only these (no credentials, no provider JSON). */
export const SERVICE_SUMMARY_COLUMNS = [
  'id',
  'provider_ref',
  'service_name',
  'game',
  'slots',
  'memory_mb',
  'cores',
  'disk_mb',
  'status',
  'current_status',
  'end_date',
  'terminated_at',
] as const satisfies readonly (keyof ServiceRow)[];

export type ServiceSummaryRow = Pick<ServiceRow, (typeof SERVICE_SUMMARY_COLUMNS)[number]>;

export function toServiceSummary(
  row: ServiceSummaryRow,
  now = clockNow(),
  renewalDue: RenewalDue | null = null,
): ServiceSummary {
  return {
    id: row.id,
    serviceId: row.provider_ref,
    serviceName: row.service_name,
    game: row.game,
    slots: row.slots,
    memory: row.memory_mb,
    cores: row.cores,
    disk: row.disk_mb,
    status: serviceStatusOf({ status: row.status, terminatedAt: row.terminated_at }),
    currentStatus: row.current_status,
    remainingDays: serviceDaysLeft({ endDate: row.end_date, terminatedAt: row.terminated_at }, now),
    renewalDue,
  };
}

/**
 * One service for its owner: the specification, dates and power state, and how to connect
 * (address, port, user and password: the owner's only, decrypted for this answer).
 */
export function toServiceDetails(
  row: ServiceRow,
  connection: Connection | null,
  power: PowerStatus | null,
  now = clockNow(),
  renewalDue: RenewalDue | null = null,
): ServiceDetails {
  const isGame = row.type === 'GAME';
  const details: ServiceDetails = {
    id: row.id,
    serviceName: row.service_name,
    status: serviceStatusOf({ status: row.status, terminatedAt: row.terminated_at }),
    game: row.game,
    version: row.version,
    slots: row.slots,
    os: row.os,
    cores: row.cores,
    cpuType: row.cpu_type,
    baseSpeed: row.ghz_base,
    turboSpeed: row.ghz_turbo,
    memory: row.memory_mb,
    disk: row.disk_mb,
    traffic: row.traffic_tb,
    ipcount: row.ipcount,
    daysLeft: serviceDaysLeft({ endDate: row.end_date, terminatedAt: row.terminated_at }, now),
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    currentStatus: power?.currentStatus ?? row.current_status,
    renewalDue,
  };
  if (isGame) {
    details.gameDetails = {
      gamename: row.game ?? row.service_name,
      ...(row.version ? { version: row.version } : {}),
      ...(connection ? { port: connection.port } : {}),
      uptime: power?.uptimeSeconds ?? 0,
    };
  }
  // How to get in (issue 39): the hostname and the keys a KVM machine was built with.
  if (row.hostname !== null) details.hostname = row.hostname;
  if (row.ssh_keys !== null) {
    details.sshKeys = row.ssh_keys.map((k) => ({ name: k.name, type: k.type, fingerprint: k.fingerprint }));
  }
  if (!connection) return details;
  details.addresses = serviceAddresses(connection);
  if (isGame) details.network = { ip: connection.ip, port: connection.port };
  else {
    const firstIpv4 = details.addresses.find((a) => a.family === 'ipv4');
    if (firstIpv4) details.ipv4 = { ip: firstIpv4.ip };
    details.port = connection.port;
  }
  if (connection.user) details.user = connection.user;
  if (connection.password) details.password = connection.password;
  return details;
}
