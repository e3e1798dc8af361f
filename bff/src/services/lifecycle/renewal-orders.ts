/**
 * Renewal orders before the end (issue 25): RENEWAL_ORDER_DAYS before a service's end date the
 * system places its renewal order for RENEWAL_PERIOD_DAYS, priced as Extend prices it, unless the
 * service already has an open one (at most one, checked under the customer's lock as Extend's
 * guard is). Once per period (the 'renewal-order' event), audited.
 */
import { normalizeRows } from '@shop/db';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import { lockCustomer } from '../orders/guards.ts';
import { placeOrder } from '../orders/write.ts';
import { renewalDraft } from '../orders/renewal-draft.ts';
import type { LifecycleContext } from './context.ts';
import { oneOf, SWEEP_BATCH } from './context.ts';
import { claimLifecycleEvent, lockService, openRenewalOf } from './events.ts';
import { NO_AUTOMATIC_SERVICE } from '../fulfilment/auto-provision.ts';

const DAY = 86_400_000;

export async function createRenewalOrders(ctx: LifecycleContext, at: Date): Promise<number> {
  const { knex, settings } = ctx;
  const horizon = new Date(at.getTime() + settings.renewalOrderDays * DAY);
  let created = 0;
  let afterId = '';
  for (;;) {
    const due = normalizeRows(
      'services',
      await knex('services')
        .select('id', 'user_id', 'end_date')
        .whereNull('terminated_at')
        .whereIn('status', ['ACTIVE', 'INACTIVE', 'EXPIRED'])
        .andWhere('end_date', '<=', horizon)
        .andWhere('id', '>', afterId)
        .whereNotExists((q) =>
          q
            .select(knex.raw('1'))
            .from('orders')
            .whereRaw('orders.renewal_of_service_id = services.id')
            .andWhere({ 'orders.status': 'PENDING', 'orders.paid': false }),
        )
        .orderBy('id')
        .limit(SWEEP_BATCH),
    );
    for (const candidate of due)
      if (
        await oneOf(ctx, 'renewal-order', candidate.id, () =>
          createOne(ctx, candidate.id, candidate.user_id, at),
        )
      )
        created += 1;
    if (due.length < SWEEP_BATCH) return created;
    afterId = due[due.length - 1]!.id;
  }
}

async function createOne(
  ctx: LifecycleContext,
  serviceId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const { settings } = ctx;
  return ctx.knex.transaction(async (trx: Knex) => {
    // The customer's lock first, as Extend takes it: the two cannot both find no open renewal.
    await lockCustomer(trx, userId);
    const service = await lockService(trx, serviceId);
    if (!service || service.terminated_at) return false;
    if (service.end_date.getTime() - settings.renewalOrderDays * DAY > at.getTime()) return false;
    if (await openRenewalOf(trx, service.id)) return false;
    if (!(await claimLifecycleEvent(trx, service.id, 'renewal-order', service.end_date, at))) return false;
    const { row } = await placeOrder(
      trx,
      service.user_id,
      undefined,
      (db) => renewalDraft(db, service, settings.renewalPeriodDays),
      // A renewal order moves its service's end date once paid; it never creates a service.
      { renewalOfServiceId: service.id, system: true, fulfilment: NO_AUTOMATIC_SERVICE },
    );
    await writeAudit(trx, {
      actorUserId: null,
      action: 'service.renewal_order_created',
      entity: 'service',
      entityId: service.id,
      data: {
        orderId: row.id,
        days: row.duration_days,
        totalSantim: row.total_santim,
        endDate: service.end_date.toISOString(),
      },
    });
    return true;
  });
}
