/**
 * The customer's services: list, details, reinstall images, power actions, reinstall and extend.
 * Every call is for the caller's own services only: another customer's service is the same 404
 * as an unknown id, and nothing happens to it.
 */
import Boom from '@hapi/boom';
import { normalizeRow, normalizeRows, now } from '@shop/db';
import type { ServiceRow } from '@shop/db';
import { renewalCreatedMessage, SERVER_MESSAGES, serviceActionRefusal } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { PowerAction, PowerStatus } from '../../providers/types.ts';
import { ProviderError } from '../../providers/types.ts';
import { writeAudit } from '../audit.ts';
import { decryptConnection } from '../connection-crypto.ts';
import { draftGameOrder } from '../orders-game.ts';
import type { CreateGameOrderRequest } from '../orders-game.ts';
import { draftKvmOrder } from '../orders-kvm.ts';
import type { CreateKvmOrderRequest } from '../orders-kvm.ts';
import { placeOrder } from '../orders-write.ts';
import { toOrder } from '../orders.ts';
import type { FulfilmentDeps } from './deps.ts';
import { driverOf, machineOf, runOperationNow } from './provider-operations.ts';
import type { ProviderOperation } from './provider-operations.ts';
import { SERVICE_SUMMARY_COLUMNS, toServiceDetails, toServiceSummary } from './views.ts';
import type { ServiceDetails, ServiceSummary, ServiceSummaryRow } from './views.ts';

export type OsOption = components['schemas']['OsOption'];
export type ExtendResponse = components['schemas']['ExtendResponse'];

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
  const at = new Date();
  return rows.map((row) => toServiceSummary(row, at));
}

async function ownService(knex: Knex, userId: string, id: string): Promise<ServiceRow> {
  const row = normalizeRow('services', await knex('services').where({ id, user_id: userId }).first());
  if (!row) throw Boom.notFound(SERVER_MESSAGES.serviceNotFound);
  return row;
}

function isReady(row: ServiceRow): boolean {
  return row.provider_ref !== '' && row.current_status !== 'provisioning' && row.current_status !== 'failed';
}

/** The provider's power state now, written back when it changed; null when the provider cannot say. */
async function livePowerStatus(deps: FulfilmentDeps, row: ServiceRow): Promise<PowerStatus | null> {
  if (!isReady(row)) return null;
  try {
    const power = await driverOf(deps, row).status(machineOf(row));
    if (power.currentStatus !== row.current_status) {
      await deps
        .knex('services')
        .where({ id: row.id })
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
  return toServiceDetails(row, decryptConnection(row.connection_encrypted, deps.connectionSecret), power);
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
  const refusal = serviceActionRefusal({ status: row.status, currentStatus: row.current_status });
  if (refusal) throw Boom.conflict(refusal);
  try {
    await runOperationNow(deps, row, operation);
  } catch (err) {
    deps.log.warn({ err, serviceId: row.id, operation }, 'provider refused an action');
    throw providerFailure(err);
  }
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
  os: string,
): Promise<ServiceDetails> {
  const row = await ownService(deps.knex, userId, id);
  if (row.type !== 'KVM') throw Boom.conflict(SERVER_MESSAGES.reinstallKvmOnly);
  const wanted = os.trim().toLowerCase();
  const image = (await serviceOsOptions(deps.knex, userId, id)).find(
    (o) => o.version.toLowerCase() === wanted || o.displayname.toLowerCase() === wanted,
  );
  if (!image) throw Boom.badRequest(SERVER_MESSAGES.osNotOffered);
  return act(deps, userId, id, { op: 'reinstall', os: image.displayname }, { os: image.displayname });
}

/**
 * Creates a renewal order for `days`, priced by domain from the service's plan and options as the
 * first order chose them (no coupon), to be paid like any order; the end date moves only when an
 * admin marks it paid. Expired and suspended services may be renewed.
 */
export async function extendService(
  knex: Knex,
  userId: string,
  id: string,
  days: number,
): Promise<ExtendResponse> {
  const service = await ownService(knex, userId, id);
  const original = normalizeRow('orders', await knex('orders').where({ id: service.order_id }).first());
  if (!original) throw Boom.notFound(SERVER_MESSAGES.renewalOrderMissing);
  const spec = original.specifications as Record<string, number | string | undefined>;
  const row = await placeOrder(
    knex,
    userId,
    undefined,
    (trx) =>
      original.type === 'KVM'
        ? draftKvmOrder(trx, {
            id: original.kvm_package_id!,
            osId: original.os_option_id!,
            specifications: { ipv4: spec.ipv4, traffic: spec.traffic, duration: days },
          } as CreateKvmOrderRequest)
        : draftGameOrder(trx, {
            id: original.game_id!,
            duration: days,
            specifications: {
              versionId: original.game_version_id!,
              duration: days,
              slots: spec.slots,
              memory: spec.memory,
            },
          } as CreateGameOrderRequest),
    { renewalOfServiceId: service.id },
  );
  return {
    message: renewalCreatedMessage(days),
    order: toOrder(row, { paymentReported: false, serviceId: null }),
  };
}
