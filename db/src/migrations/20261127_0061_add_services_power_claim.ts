// A customer's power action or reinstall in flight (customer-services.ts): power_claimed_at is set
// when the action is taken and cleared once its call to the provider has returned. While it is
// set, the provider's status may still read as before the action, so the page's refresh neither
// believes it nor writes it back, and every other action is refused: two actions at once cannot
// both be taken. Replaces a 10-second hold on any transitional status written a moment ago.
//
// A plain nullable column: no index (read with the service's row), no foreign key.
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.datetime('power_claimed_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Dropped in place (SQLite 3.35+ and MySQL): knex's SQLite way rebuilds the table.
  await knex.raw('alter table services drop column power_claimed_at');
}
