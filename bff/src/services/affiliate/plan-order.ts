import { kickbackIneligibleFromPlan, kickbackPlanOrder } from '@shop/domain';
import type { KickbackPlanOrder } from '@shop/domain';
import type { Knex } from 'knex';

/**
 * The sold plan's place in its line for the affiliate terms (domain's isKickbackEligible), read
 * from kvm_packages in one query: the plan's sort and the sort of its line's first ineligible plan
 * (found by line and display name). A game has no place; a line without a rule needs no read.
 */
export async function readKickbackPlanOrder(
  db: Knex,
  plan: { line: string | null; serviceName: string },
): Promise<KickbackPlanOrder> {
  const threshold = kickbackIneligibleFromPlan(plan.line);
  if (plan.line === null || threshold === null) return kickbackPlanOrder([], plan.line, plan.serviceName);
  const rows: { line: string; displayname: string; sort: number | string }[] = await db('kvm_packages')
    .where({ line: plan.line })
    .whereIn('displayname', [plan.serviceName, threshold])
    .select('line', 'displayname', 'sort');
  return kickbackPlanOrder(
    rows.map((row) => ({ ...row, sort: Number(row.sort) })),
    plan.line,
    plan.serviceName,
  );
}
