import type { Knex } from 'knex';
import { ciStringColumn, idColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    idColumn(t);
    ciStringColumn(knex, t, 'username', 64).notNullable().unique();
    t.string('email', 254).notNullable().unique();
    t.string('phone', 32).nullable();
    t.string('password_hash', 255).notNullable();
    t.boolean('is_admin').notNullable().defaultTo(false);
    timestampColumns(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
