/**
 * The auto-close (issue 40): every hour, each ANSWERED ticket whose answer is TICKET_AUTOCLOSE_DAYS
 * old without a customer reply closes, with a notice to its customer, audited as done by the
 * system. Each ticket closes in its own transaction by a conditional update, so two runs (or a
 * customer replying meanwhile) never close one twice or close a ticket that moved on.
 */
import { normalizeRows, now, nowMs } from '@shop/db';
import { autoCloseCutoff, TICKET_AUTOCLOSE_DAYS } from '@shop/domain';
import type { Knex } from 'knex';
import type { JobDefinition } from '../../jobs/index.ts';
import { queueMail, ticketAutoClosedMail } from '../../mail/index.ts';
import { writeAudit } from '../shared/audit.ts';

export const TICKET_AUTOCLOSE_JOB = 'tickets.autoclose';

/** Closes the tickets due; answers how many it closed. */
export async function autoCloseTickets(
  knex: Knex,
  options: { days?: number; appUrl: string },
): Promise<number> {
  const days = options.days ?? TICKET_AUTOCLOSE_DAYS;
  const due = normalizeRows(
    'tickets',
    await knex('tickets')
      .where({ status: 'ANSWERED' })
      .where('status_changed_at', '<=', autoCloseCutoff(nowMs(), days))
      .orderBy('status_changed_at')
      .limit(500),
  );
  let closed = 0;
  for (const ticket of due) {
    const done = await knex.transaction(async (trx) => {
      const at = now();
      const changed = await trx('tickets')
        .where({ id: ticket.id, status: 'ANSWERED' })
        .where('status_changed_at', '<=', autoCloseCutoff(nowMs(), days))
        .update({ status: 'CLOSED', status_changed_at: at, closed_at: at, updated_at: at });
      if (changed === 0) return false;
      await writeAudit(trx, {
        actorUserId: null,
        action: 'ticket.auto_closed',
        entity: 'ticket',
        entityId: ticket.id,
        data: { before: { status: 'ANSWERED' }, after: { status: 'CLOSED' }, days },
      });
      const to = ticket.user_id
        ? ((await trx('users').where({ id: ticket.user_id }).first('email', 'locale')) as
            { email: string; locale: 'en' | 'am' } | undefined)
        : ticket.email
          ? { email: ticket.email, locale: 'en' as const }
          : undefined;
      if (to) {
        const mail = ticketAutoClosedMail({
          locale: to.locale,
          appUrl: options.appUrl,
          ticketId: ticket.id,
          number: ticket.number,
          subject: ticket.subject,
          days,
        });
        await queueMail(trx, { to: to.email, subject: mail.subject, text: mail.text, html: mail.html });
      }
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}

/**
 * The hourly auto-close's handler (job-registry.ts schedules it); the settings are read when it
 * runs: TICKET_AUTOCLOSE_DAYS and APP_URL for the notice's link.
 */
export function ticketAutoCloseJob(
  knex: Knex,
  settings: () => { days?: number; appUrl: string },
): JobDefinition {
  return {
    async run(_payload, context) {
      const closed = await autoCloseTickets(knex, settings());
      if (closed > 0) context.log.info({ closed }, 'answered tickets closed');
    },
  };
}
