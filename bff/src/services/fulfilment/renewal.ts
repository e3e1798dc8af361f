import Boom from '@hapi/boom';
import { lockForUpdate, normalizeRow } from '@shop/db';
import type { OrderRow } from '@shop/db';
import { renewedEndDate, SERVER_MESSAGES } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import { enqueueOperation } from './provider-operations.ts';

/**
 * A paid renewal: the service runs `days` longer, counted from its old end date (domain's
 * renewedEndDate), and an expired one is woken up (ACTIVE, unsuspended on its provider).
 */
export async function applyRenewal(trx: Knex, order: OrderRow, at: Date): Promise<void> {
  const query = trx('services').where({ id: order.renewal_of_service_id! }).first();
  lockForUpdate(query);
  const service = normalizeRow('services', await query);
  if (!service) throw Boom.conflict(SERVER_MESSAGES.serviceNotFound);
  // Its machine is gone (issue 25): nothing left to renew; the payment is refused with it.
  if (service.terminated_at) throw Boom.conflict(SERVER_MESSAGES.serviceTerminated);
  const endDate = renewedEndDate(service.end_date, order.duration_days, at);
  const wakes = service.status === 'EXPIRED';
  await trx('services')
    .where({ id: service.id })
    .update({
      end_date: endDate,
      ...(wakes ? { status: 'ACTIVE' } : {}),
      last_reminder_at: null,
      updated_at: at,
    });
  if (wakes) {
    await trx('orders')
      .where({ id: service.order_id, status: 'EXPIRED' })
      .update({ status: 'ACTIVE', updated_at: at });
    await enqueueOperation(trx, service.id, { op: 'unsuspend' });
  }
  await trx('orders').where({ id: order.id }).update({ status: 'COMPLETED', updated_at: at });
  await writeAudit(trx, {
    actorUserId: null,
    action: 'service.renewed',
    entity: 'service',
    entityId: service.id,
    data: {
      orderId: order.id,
      days: order.duration_days,
      before: { endDate: service.end_date.toISOString(), status: service.status },
      after: { endDate: endDate.toISOString(), status: wakes ? 'ACTIVE' : service.status },
    },
  });
}
