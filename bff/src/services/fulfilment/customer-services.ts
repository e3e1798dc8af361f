/**
 * The customer's services: list, details, reinstall images, power actions and reinstall (Extend
 * places a renewal order: orders/extend.ts). Every call is for the caller's own services only:
 * another customer's service is the same 404 as an unknown id, and nothing happens to it.
 */
import Boom from '@hapi/boom';
import { normalizeRow, normalizeRows, now } from '@shop/db';
import type { ServiceRow } from '@shop/db';
import { SERVER_MESSAGES, serviceActionRefusal, serviceStatusOf } from '@shop/domain';
import { defaultHostname } from '@shop/domain/hostnames';
import type { components } from '@shop/domain/generated/api-types.gen';

type ReinstallRequest = components['schemas']['ReinstallRequest'];
import type { Knex } from 'knex';
import type { PowerAction, PowerStatus } from '../../providers/types.ts';
import { ProviderError } from '../../providers/types.ts';
import { writeAudit } from '../shared/audit.ts';
import { decryptConnection } from '../connection-crypto.ts';
import { machineAccessOf } from '../ssh-keys/index.ts';
import type { FulfilmentDeps } from './deps.ts';
import { driverOf, machineOf, runOperationNow, transitionalStatus } from './provider-operations.ts';
import type { ProviderOperation } from './provider-operations.ts';
import { openRenewals } from './open-renewals.ts';
import { SERVICE_SUMMARY_COLUMNS, toServiceDetails, toServiceSummary } from './views.ts';
import type { ServiceDetails, ServiceSummary, ServiceSummaryRow } from './views.ts';

/** What a customer may ask of their server's power (the route names it). */
export type { PowerAction };
export type OsOption = components['schemas']['OsOption'];

/**
 * My Services: the caller's services, newest first. Only the summary's columns are read, so the
 * encrypted credentials and the provider's JSON are neither transferred nor parsed per row.
 */
export async function listMyServices(knex: Knex, userId: string): Promise<ServiceSummary[]> {
  const rows: ServiceSummaryRow[] = normalizeRows(
    'services',
    await knex('services')
      .select(SERVICE_SUMMARY_COLUMNS)
      .where({ user_id: userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  );
  const at = now();
  const renewals = await openRenewals(
    knex,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toServiceSummary(row, at, renewals.get(row.id) ?? null));
}

/** The caller's own service; another customer's is the same 404 as an unknown id. */
export async function ownService(knex: Knex, userId: string, id: string): Promise<ServiceRow> {
  const row = normalizeRow('services', await knex('services').where({ id, user_id: userId }).first());
  if (!row) throw Boom.notFound(SERVER_MESSAGES.serviceNotFound);
  return row;
}

function isReady(row: ServiceRow): boolean {
  return row.provider_ref !== '' && row.current_status !== 'provisioning' && row.current_status !== 'failed';
}

/**
 * How long a claim (services.power_claimed_at: a power action or reinstall whose call to the
 * provider has not returned) counts. The call returns in seconds; a claim this old belongs to a
 * request that died on the way (a crash, a restart), and the provider's word decides again.
 */
const CLAIM_STALE_MS = 2 * 60_000;

/** Whether an action of this shop is still on its way to the provider. */
export function isClaimed(row: ServiceRow): boolean {
  return row.power_claimed_at !== null && now().getTime() - row.power_claimed_at.getTime() < CLAIM_STALE_MS;
}

/** Rows without a live claim (none, or a stale one). */
function unclaimed(query: Knex.QueryBuilder): void {
  void query
    .whereNull('power_claimed_at')
    .orWhere('power_claimed_at', '<', new Date(now().getTime() - CLAIM_STALE_MS));
}

/**
 * The provider's power state now, written back when it changed; null when the provider cannot say
 * or an action is on its way to it (claimed: until the call returns, the provider may still report
 * the state before the action, so the claim's transitional status stands). The write-back never
 * replaces a claim made after this row was read.
 */
export async function livePowerStatus(deps: FulfilmentDeps, row: ServiceRow): Promise<PowerStatus | null> {
  if (!isReady(row) || isClaimed(row)) return null;
  try {
    const power = await driverOf(deps, row).status(machineOf(row));
    if (power.currentStatus !== row.current_status) {
      await deps
        .knex('services')
        .where({ id: row.id })
        .where(unclaimed)
        .update({ current_status: power.currentStatus, updated_at: now() });
    }
    return power;
  } catch (err) {
    deps.log.warn({ err, serviceId: row.id }, 'provider status unavailable; showing the last known state');
    return null;
  }
}

export async function serviceDetails(
  deps: FulfilmentDeps,
  userId: string,
  id: string,
): Promise<ServiceDetails> {
  const row = await ownService(deps.knex, userId, id);
  const power = await livePowerStatus(deps, row);
  const renewal = (await openRenewals(deps.knex, [row.id])).get(row.id) ?? null;
  return toServiceDetails(
    row,
    decryptConnection(row.connection_encrypted, deps.connectionSecret),
    power,
    now(),
    renewal,
  );
}

/** The images a KVM service can be reinstalled with: its plan's, by sort order. Game servers have none. */
export async function serviceOsOptions(knex: Knex, userId: string, id: string): Promise<OsOption[]> {
  const row = await ownService(knex, userId, id);
  if (row.type !== 'KVM' || !row.kvm_package_id) return [];
  const options = normalizeRows(
    'os_options',
    await knex('os_options').where({ kvm_package_id: row.kvm_package_id }).orderBy(['sort', 'displayname']),
  );
  return options.map((o) => ({
    id: o.id,
    displayname: o.displayname,
    type: o.type,
    sort: o.sort,
    version: o.version,
  }));
}

/** A provider that refuses or fails: 409 with a clear message, or 503 when it may work again soon. */
function providerFailure(err: unknown): unknown {
  if (!(err instanceof ProviderError)) return err;
  return err.retriable
    ? Boom.serverUnavailable(SERVER_MESSAGES.providerRefused)
    : Boom.conflict(SERVER_MESSAGES.providerRefused);
}

async function act(
  deps: FulfilmentDeps,
  userId: string,
  id: string,
  operation: ProviderOperation,
  auditData: Record<string, string>,
): Promise<ServiceDetails> {
  const row = await ownService(deps.knex, userId, id);
  // Another action is on its way to the provider (claimed below): this one waits its turn.
  if (isClaimed(row)) throw Boom.conflict(SERVER_MESSAGES.serviceInTransition);
  // The machine's state as its driver reports it now (the last known one when it cannot say): a
  // machine still starting, stopping, restarting or installing takes no other action (409).
  const live =
    serviceStatusOf({ status: row.status, terminatedAt: row.terminated_at }) === 'ACTIVE'
      ? await livePowerStatus(deps, row)
      : null;
  const seen = live?.currentStatus ?? row.current_status;
  const refusal = serviceActionRefusal({
    status: serviceStatusOf({ status: row.status, terminatedAt: row.terminated_at }),
    currentStatus: seen,
  });
  if (refusal) throw Boom.conflict(refusal);
  // Claimed: the row moves from the state seen to the action's transitional one and holds the
  // claim until the provider's call returns, or another action got there first (two clicks, two
  // tabs) and this one is refused like any in transition.
  const transitional = transitionalStatus(operation);
  const claimedAt = now();
  const claimed = await deps
    .knex('services')
    .where({ id: row.id, current_status: seen })
    .where(unclaimed)
    .update({ current_status: transitional, power_claimed_at: claimedAt, updated_at: claimedAt });
  if (claimed === 0) throw Boom.conflict(SERVER_MESSAGES.serviceInTransition);
  const ours = { id: row.id, power_claimed_at: claimedAt };
  try {
    await runOperationNow(deps, { ...row, current_status: transitional }, operation);
  } catch (err) {
    // Nothing started: the state seen is the machine's again.
    await deps
      .knex('services')
      .where(ours)
      .update({ current_status: seen, power_claimed_at: null, updated_at: now() });
    deps.log.warn({ err, serviceId: row.id, operation }, 'provider refused an action');
    throw providerFailure(err);
  }
  // The provider has the action: from now on its status tells how far it got.
  await deps.knex('services').where(ours).update({ power_claimed_at: null });
  await writeAudit(deps.knex, {
    actorUserId: userId,
    action: operation.op === 'power' ? `service.${operation.action}` : `service.${operation.op}`,
    entity: 'service',
    entityId: row.id,
    data: auditData,
  });
  return serviceDetails(deps, userId, id);
}

export function powerAction(
  deps: FulfilmentDeps,
  userId: string,
  id: string,
  action: PowerAction,
): Promise<ServiceDetails> {
  return act(deps, userId, id, { op: 'power', action }, {});
}

/**
 * Reinstalls a KVM service with one of its plan's images (named by version, e.g. 'ubuntu-22.04',
 * or display name). The address stays; the password is new.
 */
export async function reinstallService(
  deps: FulfilmentDeps,
  userId: string,
  id: string,
  request: ReinstallRequest,
): Promise<ServiceDetails> {
  const row = await ownService(deps.knex, userId, id);
  if (row.type !== 'KVM') throw Boom.conflict(SERVER_MESSAGES.reinstallKvmOnly);
  const wanted = request.os.trim().toLowerCase();
  const image = (await serviceOsOptions(deps.knex, userId, id)).find(
    (o) => o.version.toLowerCase() === wanted || o.displayname.toLowerCase() === wanted,
  );
  if (!image) throw Boom.badRequest(SERVER_MESSAGES.osNotOffered);
  // Issue 39: a new hostname or other keys, else those the machine was built with.
  const chosen = await machineAccessOf(deps.knex, userId, request);
  const hostname = chosen.hostname ?? row.hostname ?? defaultHostname(row.service_name, row.order_id);
  const sshKeys = request.sshKeyIds === undefined ? (row.ssh_keys ?? []) : chosen.sshKeys;
  return act(
    deps,
    userId,
    id,
    { op: 'reinstall', os: image.displayname, access: { hostname, sshKeys } },
    { os: image.displayname, hostname, sshKeys: sshKeys.map((k) => k.fingerprint).join(' ') },
  );
}
