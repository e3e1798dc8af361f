// A mail may carry an invoice (issue 26): the payment-confirmed mail names the invoice it attaches,
// and the delivery renders its PDF from the frozen document, so the outbox stores no bytes.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.string('attach_invoice_id', 36).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('attach_invoice_id');
  });
}
