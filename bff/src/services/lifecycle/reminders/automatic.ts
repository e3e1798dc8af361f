/**
 * The automatic reminders at 7, 3 and 1 days left (Africa/Addis_Ababa days, from domain), each at
 * most once per period (the 'reminder-N' event), with the open renewal order's amount and a link
 * straight to its payment. Audited. A service that had a reminder today already (an admin's) gets
 * none more today (reminder-day.ts): its 'reminder-N' step counts as done by that one.
 */
import { normalizeRows, now as clockNow } from '@shop/db';
import type { ServiceLifecycleEventKind } from '@shop/db';
import { AUTOMATIC_REMINDER_DAYS, daysLeft } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../../shared/audit.ts';
import { notifyExpiryReminder } from '../../notifications/customer-notices.ts';
import { oneOf } from '../context.ts';
import type { LifecycleContext } from '../context.ts';
import { claimLifecycleEvent, lockService, openRenewalOf, periodOf } from '../events.ts';
import { claimReminderDay } from './reminder-day.ts';

const DAY = 86_400_000;

export async function sendRenewalReminders(ctx: LifecycleContext, at: Date): Promise<number> {
  const horizon = new Date(at.getTime() + (Math.max(...AUTOMATIC_REMINDER_DAYS) + 1) * DAY);
  const candidates = normalizeRows(
    'services',
    await ctx
      .knex('services')
      .select('id', 'end_date')
      .where({ status: 'ACTIVE' })
      .whereNull('terminated_at')
      .andWhere('end_date', '>', at)
      .andWhere('end_date', '<=', horizon),
  );
  const due = candidates.filter((c) => AUTOMATIC_REMINDER_DAYS.includes(daysLeft(c.end_date, at)));
  // The reminders already sent for these periods, read at once: a second sweep of the day opens
  // no transaction for them (the claim in the transaction stays the rule).
  const claimed = new Set(
    due.length === 0
      ? []
      : (
          (await ctx
            .knex('service_lifecycle_events')
            .whereIn(
              'service_id',
              due.map((c) => c.id),
            )
            .whereIn(
              'kind',
              AUTOMATIC_REMINDER_DAYS.map((d) => `reminder-${d}`),
            )
            .select('service_id', 'kind', 'period')) as Array<{
            service_id: string;
            kind: string;
            period: string;
          }>
        ).map((e) => `${e.service_id}|${e.kind}|${e.period}`),
  );
  let sent = 0;
  for (const candidate of due) {
    const left = daysLeft(candidate.end_date, at);
    if (claimed.has(`${candidate.id}|reminder-${left}|${periodOf(candidate.end_date)}`)) continue;
    const done = await oneOf(ctx, 'reminder', candidate.id, () =>
      ctx.knex.transaction(async (trx: Knex) => {
        const service = await lockService(trx, candidate.id);
        if (!service || service.status !== 'ACTIVE' || daysLeft(service.end_date, at) !== left) return false;
        const kind = `reminder-${left}` as ServiceLifecycleEventKind;
        if (!(await claimLifecycleEvent(trx, service.id, kind, service.end_date, at))) return false;
        if (!(await claimReminderDay(trx, service.id, at, 'lifecycle'))) return false;
        await trx('services')
          .where({ id: service.id })
          .update({ last_reminder_at: at, updated_at: clockNow() });
        const open = await openRenewalOf(trx, service.id);
        await notifyExpiryReminder(trx, service, ctx.appUrl, at, open?.order);
        await writeAudit(trx, {
          actorUserId: null,
          action: 'service.reminder_sent',
          entity: 'service',
          entityId: service.id,
          data: {
            daysLeft: left,
            endDate: service.end_date.toISOString(),
            renewalOrderId: open?.order.id ?? null,
          },
        });
        return true;
      }),
    );
    if (done) sent += 1;
  }
  return sent;
}
