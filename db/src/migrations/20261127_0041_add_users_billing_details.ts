// The company name and TIN a customer puts on their invoices (issue 26), both optional. An issued
// invoice keeps its own copy: changing them later changes only the invoices issued after.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('company_name', 120).nullable();
    t.string('tin', 16).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('tin');
    t.dropColumn('company_name');
  });
}
