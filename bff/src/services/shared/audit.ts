import { newId, now, toDbJson } from '@shop/db';
import type { Json } from '@shop/db';
import type { Knex } from 'knex';

/** One entry of the audit log (the audit_log table): who did what to which row. */
export interface AuditEntry {
  /** The user who acted; null for the system (jobs, start-up). */
  actorUserId: string | null;
  /** What happened, as `<entity>.<verb>`: 'order.created', 'payment.reported'. */
  action: string;
  /** The kind of row acted on: 'order', 'payment'. */
  entity: string;
  /** The row acted on; null when the action concerns no single row. */
  entityId: string | null;
  /**
   * What the action carried (an order's total, a payment's reference); for a change, the fields
   * that changed as `{ before: {...}, after: {...} }`. Omitted or null: nothing beyond the action.
   */
  data?: Json;
}

/**
 * Writes one audit_log row in the caller's transaction, so the entry exists exactly when the
 * change it records is committed. The log keeps no foreign keys: it outlives the rows it names.
 */
export async function writeAudit(trx: Knex, entry: AuditEntry): Promise<void> {
  await trx('audit_log').insert({
    id: newId(),
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    data: toDbJson(entry.data),
    created_at: now(),
  });
}
