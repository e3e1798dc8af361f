import type { Knex } from 'knex';
import { dateColumn, idColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inquiries', (t) => {
    idColumn(t);
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('subject', 200).notNullable();
    t.text('message').notNullable();
    dateColumn(t, 'created_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inquiries');
}
