import Boom from '@hapi/boom';
import { dbClient, normalizeRow, now } from '@shop/db';
import { adminServiceStatusRefusal, SERVER_MESSAGES } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../audit.ts';
import { enqueueOperation } from './provider-operations.ts';
import { toAdminService } from './views.ts';
import type { AdminService } from './views.ts';

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
): Promise<AdminService> {
  const service = await knex.transaction(async (trx) => {
    const query = trx('services').where({ id }).first();
    if (dbClient(knex) === 'mysql') query.forUpdate();
    const before = normalizeRow('services', await query);
    if (!before) throw Boom.notFound(SERVER_MESSAGES.serviceNotFound);
    const refusal = adminServiceStatusRefusal(before.status, next);
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
  return toAdminService(knex, service);
}
