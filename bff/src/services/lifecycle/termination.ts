/**
 * Termination (issue 25): TERMINATE_AFTER_DAYS after its end date an expired service is terminated
 * (terminated_at set, its stored credentials and game address erased, its open renewal cancelled,
 * the driver told to destroy the machine and release its address), exactly once: by a conditional update and the
 * 'terminated' event, in one transaction. TERMINATION_WARNING_DAYS before, the customer is warned
 * once per end date ('termination-warning' event, whose time is the warning's). A service is never
 * terminated sooner than TERMINATION_WARNING_DAYS after its warning (domain's
 * terminationAllowedFrom): a warning that could not go out in time (a hold ending after the due
 * date, a sweep that did not run) goes out at the next sweep naming the later date, and the
 * termination waits for it. A held service waits, and so does one whose renewal payment awaits the
 * admin's confirmation (it may well be paid). Audited, with a mail each.
 */
import { lockForUpdate, normalizeRows, now as clockNow } from '@shop/db';
import { isOnHold, terminationAllowedFrom, terminationWarned, terminationWarningDueAt } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import { notifyServiceTerminated, notifyTerminationWarning } from '../notifications/customer-notices.ts';
import { enqueueOperation } from '../fulfilment/provider-operations.ts';
import type { LifecycleContext } from './context.ts';
import { oneOf, SWEEP_BATCH } from './context.ts';
import { claimLifecycleEvent, lockService, openRenewalOf, terminationWarnedAt } from './events.ts';

const DAY = 86_400_000;

function expiredBefore(knex: Knex, cutoff: Date, at: Date, afterId: string) {
  return knex('services')
    .select('id')
    .where({ status: 'EXPIRED' })
    .whereNull('terminated_at')
    .andWhere('end_date', '<=', cutoff)
    .andWhere((q) => q.whereNull('hold_until').orWhere('hold_until', '<=', at))
    .andWhere('id', '>', afterId)
    .orderBy('id')
    .limit(SWEEP_BATCH);
}

async function eachDue(
  ctx: LifecycleContext,
  cutoff: Date,
  at: Date,
  step: (id: string) => Promise<boolean>,
): Promise<number> {
  let count = 0;
  let afterId = '';
  for (;;) {
    const due = normalizeRows('services', await expiredBefore(ctx.knex, cutoff, at, afterId));
    for (const { id } of due) if (await oneOf(ctx, 'termination', id, () => step(id))) count += 1;
    if (due.length < SWEEP_BATCH) return count;
    afterId = due[due.length - 1]!.id;
  }
}

export async function warnTerminations(ctx: LifecycleContext, at: Date): Promise<number> {
  // TERMINATION_WARNING_DAYS 0: no warning (and the termination does not wait for one).
  if (!terminationWarned(ctx.settings)) return 0;
  const { terminateAfterDays, terminationWarningDays } = ctx.settings;
  const cutoff = new Date(at.getTime() - (terminateAfterDays - terminationWarningDays) * DAY);
  return await eachDue(ctx, cutoff, at, (id) =>
    ctx.knex.transaction(async (trx: Knex) => {
      const service = await lockService(trx, id);
      if (!service || service.status !== 'EXPIRED' || service.terminated_at) return false;
      if (isOnHold(service.hold_until, at)) return false;
      if (terminationWarningDueAt(service.end_date, ctx.settings).getTime() > at.getTime()) return false;
      // Sent late too (past the due date): the termination then waits TERMINATION_WARNING_DAYS
      // from now, and the mail names that day.
      if (!(await claimLifecycleEvent(trx, service.id, 'termination-warning', service.end_date, at)))
        return false;
      const open = await openRenewalOf(trx, service.id);
      const terminatesAt = terminationAllowedFrom(service.end_date, ctx.settings, at)!;
      await notifyTerminationWarning(trx, service, ctx.appUrl, terminatesAt, open?.order);
      await writeAudit(trx, {
        actorUserId: null,
        action: 'service.termination_warned',
        entity: 'service',
        entityId: service.id,
        data: { endDate: service.end_date.toISOString(), terminatesAt: terminatesAt.toISOString() },
      });
      return true;
    }),
  );
}

export function terminateExpiredServices(ctx: LifecycleContext, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - ctx.settings.terminateAfterDays * DAY);
  return eachDue(ctx, cutoff, at, (id) => terminateOne(ctx, id, at));
}

async function terminateOne(ctx: LifecycleContext, id: string, at: Date): Promise<boolean> {
  return ctx.knex.transaction(async (trx: Knex) => {
    // The open renewal orders first, then the service: the order in which a payment's confirmation
    // locks them (the order, then its service), so the two wait for each other instead of
    // deadlocking; a renewal paid first has moved the end date and made the service ACTIVE.
    const renewals = trx('orders').where({ renewal_of_service_id: id, status: 'PENDING', paid: false });
    lockForUpdate(renewals);
    const openIds = ((await renewals.select('id')) as Array<{ id: string }>).map((r) => r.id);
    const service = await lockService(trx, id);
    if (!service || service.status !== 'EXPIRED' || service.terminated_at) return false;
    if (isOnHold(service.hold_until, at)) return false;
    // The end date plus TERMINATE_AFTER_DAYS, and TERMINATION_WARNING_DAYS after the warning.
    const warnedAt = await terminationWarnedAt(trx, service.id, service.end_date);
    const allowedFrom = terminationAllowedFrom(service.end_date, ctx.settings, warnedAt);
    if (!allowedFrom || allowedFrom.getTime() > at.getTime()) return false;
    if (openIds.length > 0 && (await trx('payments').whereIn('pending_order_id', openIds).first('id')))
      return false;
    if (!(await claimLifecycleEvent(trx, service.id, 'terminated', service.end_date, at))) return false;
    const changed = await trx('services')
      .where({ id: service.id, status: 'EXPIRED' })
      .whereNull('terminated_at')
      .update({
        terminated_at: at,
        connection_encrypted: null,
        game_address: null,
        current_status: 'terminated',
        updated_at: clockNow(),
      });
    if (changed !== 1) throw new Error(`service ${service.id} changed under its lock`);
    if (openIds.length > 0)
      await trx('orders')
        .whereIn('id', openIds)
        .where({ status: 'PENDING', paid: false })
        .update({ status: 'CANCELLED', updated_at: clockNow() });
    if (service.provider_ref !== '') await enqueueOperation(trx, service.id, { op: 'terminate' });
    await writeAudit(trx, {
      actorUserId: null,
      action: 'service.terminated',
      entity: 'service',
      entityId: service.id,
      data: {
        endDate: service.end_date.toISOString(),
        terminateAfterDays: ctx.settings.terminateAfterDays,
        warnedAt: warnedAt?.toISOString() ?? null,
        providerRef: service.provider_ref,
        cancelledRenewalOrders: openIds,
      },
    });
    await notifyServiceTerminated(trx, service);
    return true;
  });
}
