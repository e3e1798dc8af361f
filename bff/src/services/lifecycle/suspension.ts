/**
 * Suspension (issue 25): at the end date plus GRACE_DAYS an unpaid service becomes EXPIRED (its
 * order too) and is suspended on its provider, with a mail naming its renewal and a link to pay
 * it, unless an admin holds it. By a conditional update, once per period ('suspended'), audited.
 */
import { normalizeRows, now as clockNow } from '@shop/db';
import { isOnHold } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import { notifyServiceExpired } from '../notifications/customer-notices.ts';
import { enqueueOperation } from '../fulfilment/provider-operations.ts';
import type { LifecycleContext } from './context.ts';
import { oneOf, SWEEP_BATCH } from './context.ts';
import { claimLifecycleEvent, lockService, openRenewalOf } from './events.ts';

const DAY = 86_400_000;

/** Services past their end plus grace and not held, a batch at a time. */
function dueQuery(knex: Knex, cutoff: Date, at: Date, afterId: string) {
  return knex('services')
    .select('id')
    .whereIn('status', ['ACTIVE', 'INACTIVE'])
    .whereNull('terminated_at')
    .andWhere('end_date', '<=', cutoff)
    .andWhere((q) => q.whereNull('hold_until').orWhere('hold_until', '<=', at))
    .andWhere('id', '>', afterId)
    .orderBy('id')
    .limit(SWEEP_BATCH);
}

export async function suspendUnpaidServices(ctx: LifecycleContext, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - ctx.settings.graceDays * DAY);
  let suspended = 0;
  let afterId = '';
  for (;;) {
    const due = normalizeRows('services', await dueQuery(ctx.knex, cutoff, at, afterId));
    for (const { id } of due)
      if (await oneOf(ctx, 'suspension', id, () => suspendOne(ctx, id, cutoff, at))) suspended += 1;
    if (due.length < SWEEP_BATCH) return suspended;
    afterId = due[due.length - 1]!.id;
  }
}

async function suspendOne(ctx: LifecycleContext, id: string, cutoff: Date, at: Date): Promise<boolean> {
  return ctx.knex.transaction(async (trx: Knex) => {
    const service = await lockService(trx, id);
    // Read again under the lock: a renewal paid meanwhile moved the end date, or a hold came in.
    if (!service || service.terminated_at || !['ACTIVE', 'INACTIVE'].includes(service.status)) return false;
    if (service.end_date.getTime() > cutoff.getTime() || isOnHold(service.hold_until, at)) return false;
    const changed = await trx('services')
      .where({ id: service.id, status: service.status })
      .update({ status: 'EXPIRED', updated_at: clockNow() });
    if (changed !== 1) return false;
    await trx('orders')
      .where({ id: service.order_id })
      .whereIn('status', ['ACTIVE', 'PROVISIONING'])
      .update({ status: 'EXPIRED', updated_at: clockNow() });
    // An INACTIVE service is already suspended on its provider.
    if (service.status === 'ACTIVE' && service.provider_ref !== '')
      await enqueueOperation(trx, service.id, { op: 'suspend' });
    await writeAudit(trx, {
      actorUserId: null,
      action: 'service.expired',
      entity: 'service',
      entityId: service.id,
      data: {
        before: { status: service.status },
        after: { status: 'EXPIRED' },
        endDate: service.end_date.toISOString(),
        graceDays: ctx.settings.graceDays,
      },
    });
    // The mail once per period, even if an admin's change sends the service through again.
    if (await claimLifecycleEvent(trx, service.id, 'suspended', service.end_date, at)) {
      const open = await openRenewalOf(trx, service.id);
      await notifyServiceExpired(trx, service, ctx.appUrl, open?.order);
    }
    return true;
  });
}
