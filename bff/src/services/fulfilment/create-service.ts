/**
 * The create-service rule: a paid order's service row and its provisioning job, by the admin's
 * Create Service (admin/service-actions.ts) or by the system with AUTO_PROVISION (auto-provision.ts).
 */
import Boom from '@hapi/boom';
import { newId, normalizeRow, now, toDbJson } from '@shop/db';
import type { OrderRow, ServiceRow } from '@shop/db';
import { createServiceRefusal, SERVER_MESSAGES, serviceEndDate, serviceSpecsFromOrder } from '@shop/domain';
import type { Knex } from 'knex';
import type { Providers } from '../../providers/index.ts';
import { writeAudit } from '../shared/audit.ts';
import { enqueueProvisioning } from './provisioning.ts';

/** The power state of a service whose machine is being built. */
export const PROVISIONING_STATUS = 'provisioning';

/** What creating a service needs of the providers: the driver configured for a family. */
export type ServiceProviders = Pick<Providers, 'forFamily'>;

/**
 * The create-service rule inside the caller's transaction, for an order row the caller has read
 * (and locked, on MySQL): 409 unless createServiceRefusal allows it; then the service row is
 * created (or a FAILED one's retried), the order becomes PROVISIONING, the provisioning job is
 * enqueued and the change is audited, by the admin `actorUserId` or, when null, by the system
 * (AUTO_PROVISION, in the transaction that made the order paid).
 */
export async function startOrderService(
  trx: Knex,
  providers: ServiceProviders,
  order: OrderRow,
  actorUserId: string | null,
): Promise<ServiceRow> {
  const existing = normalizeRow('services', await trx('services').where({ order_id: order.id }).first());
  const refusal = createServiceRefusal({
    paid: order.paid,
    status: order.status,
    renewalOfServiceId: order.renewal_of_service_id,
    hasService: existing !== undefined,
  });
  if (refusal) throw Boom.conflict(refusal);

  const row = existing ? await retry(trx, order, existing) : await insertService(providers, trx, order);
  await enqueueProvisioning(trx, row.id);
  await writeAudit(trx, {
    actorUserId,
    action: existing ? 'service.provisioning_retried' : 'service.created',
    entity: 'service',
    entityId: row.id,
    data: {
      orderId: order.id,
      provider: row.provider,
      automatic: actorUserId === null,
      before: { orderStatus: order.status },
      after: { orderStatus: 'PROVISIONING' },
    },
  });
  return row;
}

async function insertService(providers: ServiceProviders, trx: Knex, order: OrderRow): Promise<ServiceRow> {
  const at = now();
  const specs = serviceSpecsFromOrder({
    type: order.type,
    serviceName: order.service_name,
    specifications: order.specifications as Parameters<typeof serviceSpecsFromOrder>[0]['specifications'],
  });
  const id = newId();
  // Claim the order first: a concurrent call that read the same PENDING order finds no row to
  // move and stops here (the unique order_id below settles the rest).
  const claimed = await trx('orders')
    .where({ id: order.id, paid: true })
    .whereNot({ status: 'PROVISIONING' })
    .update({ status: 'PROVISIONING', failure_reason: null, updated_at: at });
  if (claimed !== 1) throw Boom.conflict(SERVER_MESSAGES.orderHasServiceAlready);
  await trx('services').insert({
    id,
    order_id: order.id,
    user_id: order.user_id,
    type: order.type,
    provider: providers.forFamily(order.type).name,
    provider_ref: '',
    service_name: order.service_name,
    status: 'ACTIVE',
    current_status: PROVISIONING_STATUS,
    start_date: at,
    end_date: serviceEndDate(at, order.duration_days),
    cores: specs.cores,
    cpu_type: specs.cpuType,
    ghz_base: specs.baseSpeed,
    ghz_turbo: specs.turboSpeed,
    memory_mb: specs.memoryMb,
    disk_mb: specs.diskMb,
    traffic_tb: specs.trafficTb,
    ipcount: specs.ipCount,
    slots: specs.slots,
    game: specs.game,
    version: specs.version,
    os: specs.os,
    kvm_package_id: order.kvm_package_id,
    connection_encrypted: null,
    game_address: null,
    hostname: order.hostname,
    ssh_keys: order.ssh_keys === null ? null : toDbJson(order.ssh_keys),
    last_reminder_at: null,
    provider_data: null,
    created_at: at,
    updated_at: at,
  });
  return normalizeRow('services', await trx('services').where({ id }).first())!;
}

/** A FAILED order's service is provisioned again, with fresh dates. */
async function retry(trx: Knex, order: OrderRow, service: ServiceRow): Promise<ServiceRow> {
  const at = now();
  const claimed = await trx('orders')
    .where({ id: order.id, status: 'FAILED' })
    .update({ status: 'PROVISIONING', failure_reason: null, updated_at: at });
  if (claimed !== 1) throw Boom.conflict(SERVER_MESSAGES.orderHasServiceAlready);
  await trx('services')
    .where({ id: service.id })
    .update({
      current_status: PROVISIONING_STATUS,
      start_date: at,
      end_date: serviceEndDate(at, order.duration_days),
      updated_at: at,
    });
  return normalizeRow('services', await trx('services').where({ id: service.id }).first())!;
}
