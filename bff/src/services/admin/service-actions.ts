/** The console's actions on a service: create it for a paid order, stop or start it, hold it. */
import Boom from '@hapi/boom';
import { isUniqueViolation, lockForUpdate, normalizeRow, now } from '@shop/db';
import { adminServiceStatusRefusal, holdRefusal, SERVER_MESSAGES, serviceStatusOf } from '@shop/domain';
import type { LifecycleSettings } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { startOrderService } from '../fulfilment/create-service.ts';
import type { FulfilmentDeps } from '../fulfilment/deps.ts';
import { enqueueOperation } from '../fulfilment/provider-operations.ts';
import { writeAudit } from '../shared/audit.ts';
import { toAdminService } from './service-views.ts';
import type { AdminService } from './service-views.ts';

export type CreateServiceResponse = components['schemas']['CreateServiceResponse'];

/**
 * Creates the service of a paid order and starts provisioning it, in one transaction: the service
 * row (dates from now for the order's days, the driver configured for its family), the order
 * PROVISIONING, the provisioning job and an audit row. services.order_id is UNIQUE, so of
 * concurrent calls exactly one creates the service; the others answer 409. A FAILED order keeps
 * its service row: create-service moves it back to PROVISIONING (a conditional update, so again
 * one caller wins) and provisions it afresh.
 */
export async function createServiceForOrder(
  deps: FulfilmentDeps,
  adminId: string,
  orderId: string,
): Promise<CreateServiceResponse> {
  const { knex } = deps;
  try {
    const service = await knex.transaction(async (trx) => {
      const query = trx('orders').where({ id: orderId }).first();
      lockForUpdate(query);
      const order = normalizeRow('orders', await query);
      if (!order) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
      return startOrderService(trx, deps.providers, order, adminId);
    });
    return {
      message: SERVER_MESSAGES.serviceCreated,
      service: await toAdminService(knex, service, now(), deps.lifecycle),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw Boom.conflict(SERVER_MESSAGES.orderHasServiceAlready);
    throw err;
  }
}

/**
 * An admin stops (ACTIVE -> INACTIVE: suspended on its provider) or starts (INACTIVE -> ACTIVE:
 * unsuspended) a service. The status change, the provider job and the audit row are one
 * transaction, so the provider follows even if this instance stops right after answering.
 */
export async function setServiceStatus(
  knex: Knex,
  adminId: string,
  id: string,
  next: 'ACTIVE' | 'INACTIVE',
  settings?: LifecycleSettings,
): Promise<AdminService> {
  const service = await knex.transaction(async (trx) => {
    const query = trx('services').where({ id }).first();
    lockForUpdate(query);
    const before = normalizeRow('services', await query);
    if (!before) throw Boom.notFound(SERVER_MESSAGES.serviceNotFound);
    const refusal = adminServiceStatusRefusal(
      serviceStatusOf({ status: before.status, terminatedAt: before.terminated_at }),
      next,
    );
    if (refusal) throw Boom.conflict(refusal);
    const changed = await trx('services')
      .where({ id, status: before.status })
      .update({ status: next, updated_at: now() });
    if (changed !== 1) throw Boom.conflict(adminServiceStatusRefusal(next, next)!);
    await enqueueOperation(trx, id, { op: next === 'INACTIVE' ? 'suspend' : 'unsuspend' });
    await writeAudit(trx, {
      actorUserId: adminId,
      action: next === 'INACTIVE' ? 'service.suspended' : 'service.unsuspended',
      entity: 'service',
      entityId: id,
      data: { before: { status: before.status }, after: { status: next } },
    });
    return normalizeRow('services', await trx('services').where({ id }).first())!;
  });
  return toAdminService(knex, service, now(), settings);
}

/**
 * An admin holds a service until `until` (issue 25): before then the lifecycle neither suspends
 * nor terminates it (a hold does not wake a service already suspended). 404 for an unknown
 * service, 409 for a terminated one, 400 for a moment not in the future. Audited.
 */
export async function holdService(
  knex: Knex,
  adminId: string,
  id: string,
  untilText: string,
  settings?: LifecycleSettings,
): Promise<AdminService> {
  const until = new Date(untilText);
  const service = await knex.transaction(async (trx) => {
    const query = trx('services').where({ id }).first();
    lockForUpdate(query);
    const before = normalizeRow('services', await query);
    if (!before) throw Boom.notFound(SERVER_MESSAGES.serviceNotFound);
    const at = now();
    const refusal = holdRefusal({ status: before.status, terminatedAt: before.terminated_at }, until, at);
    if (refusal === 'terminated') throw Boom.conflict(SERVER_MESSAGES.serviceTerminated);
    if (refusal === 'past') throw Boom.badRequest(SERVER_MESSAGES.holdUntilPast);
    await trx('services').where({ id }).update({ hold_until: until, updated_at: at });
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'service.held',
      entity: 'service',
      entityId: id,
      data: {
        before: { holdUntil: before.hold_until?.toISOString() ?? null },
        after: { holdUntil: until.toISOString() },
      },
    });
    return normalizeRow('services', await trx('services').where({ id }).first())!;
  });
  return toAdminService(knex, service, now(), settings);
}
