import type { Knex } from 'knex';
import { jsonColumn } from './helpers';

/**
 * Fulfilment:
 * - orders.failure_reason: why provisioning failed (shown to the admin; cleared on retry).
 * - services.provider_data: the driver's own references (vmid and node, panel server id, ...).
 * - payments.success_order_id: equals order_id while the payment is SUCCESS, NULL otherwise;
 *   UNIQUE makes "exactly one SUCCESS payment per order" a schema rule.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.text('failure_reason').nullable();
  });
  await knex.schema.alterTable('services', (t) => {
    jsonColumn(knex, t, 'provider_data').nullable();
  });
  await knex.schema.alterTable('payments', (t) => {
    t.string('success_order_id', 36).nullable().unique();
  });
  await knex('payments')
    .where({ status: 'SUCCESS' })
    .update({ success_order_id: knex.ref('order_id') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropUnique(['success_order_id']);
    t.dropColumn('success_order_id');
  });
  await knex.schema.alterTable('services', (t) => {
    t.dropColumn('provider_data');
  });
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('failure_reason');
  });
}
