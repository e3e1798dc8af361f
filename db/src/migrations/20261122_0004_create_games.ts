import type { Knex } from 'knex';
import { idColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('games', (t) => {
    idColumn(t);
    t.string('slug', 64).notNullable().unique();
    t.string('displayname', 100).notNullable();
    t.string('type', 16).notNullable().checkIn(['slots', 'memory']);
    t.integer('minvalue').notNullable();
    t.integer('maxvalue').notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    timestampColumns(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('games');
}
