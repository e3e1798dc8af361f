/**
 * Stale orders (issue 25): an unpaid first order (not a renewal) with no payment report, placed
 * more than UNPAID_ORDER_DAYS ago, is cancelled, with a mail; one with a report waits for the
 * admin. Under the order's lock (the one a payment report takes), audited.
 */
import { lockForUpdate, normalizeRow, normalizeRows, now as clockNow } from '@shop/db';
import { staleOrderCutoff } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import { notifyStaleOrderCancelled } from '../notifications/customer-notices.ts';
import type { LifecycleContext } from './context.ts';
import { oneOf, SWEEP_BATCH } from './context.ts';

export async function cancelStaleOrders(ctx: LifecycleContext, at: Date): Promise<number> {
  const { knex } = ctx;
  const cutoff = staleOrderCutoff(at, ctx.settings);
  let cancelled = 0;
  let afterId = '';
  for (;;) {
    const due = normalizeRows(
      'orders',
      await knex('orders')
        .select('id')
        .where({ status: 'PENDING', paid: false })
        .whereNull('renewal_of_service_id')
        .andWhere('created_at', '<', cutoff)
        .andWhere('id', '>', afterId)
        .whereNotExists((q) =>
          q.select(knex.raw('1')).from('payments').whereRaw('payments.pending_order_id = orders.id'),
        )
        .orderBy('id')
        .limit(SWEEP_BATCH),
    );
    for (const { id } of due)
      if (await oneOf(ctx, 'stale-order', id, () => cancelOne(ctx, id, cutoff))) cancelled += 1;
    if (due.length < SWEEP_BATCH) return cancelled;
    afterId = due[due.length - 1]!.id;
  }
}

async function cancelOne(ctx: LifecycleContext, id: string, cutoff: Date): Promise<boolean> {
  return ctx.knex.transaction(async (trx: Knex) => {
    const query = trx('orders').where({ id }).first();
    lockForUpdate(query);
    const order = normalizeRow('orders', await query);
    if (!order || order.status !== 'PENDING' || order.paid || order.renewal_of_service_id) return false;
    if (order.created_at.getTime() >= cutoff.getTime()) return false;
    if (await trx('payments').where({ pending_order_id: order.id }).first('id')) return false;
    await trx('orders')
      .where({ id, status: 'PENDING', paid: false })
      .update({ status: 'CANCELLED', updated_at: clockNow() });
    await writeAudit(trx, {
      actorUserId: null,
      action: 'order.cancelled_unpaid',
      entity: 'order',
      entityId: order.id,
      data: {
        before: { status: 'PENDING' },
        after: { status: 'CANCELLED' },
        createdAt: order.created_at.toISOString(),
        unpaidOrderDays: ctx.settings.unpaidOrderDays,
      },
    });
    await notifyStaleOrderCancelled(trx, order, ctx.settings.unpaidOrderDays);
    return true;
  });
}
