import type { Knex } from 'knex';

// orders and services reference each other: orders.renewal_of_service_id gets its foreign key
// once services exists. (On SQLite knex rebuilds the orders table; it is empty at this point.)
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.foreign('renewal_of_service_id').references('id').inTable('services').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropForeign(['renewal_of_service_id']);
  });
}
