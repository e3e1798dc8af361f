import type { Knex } from 'knex';
import { dateColumn, idColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_outbox', (t) => {
    idColumn(t);
    t.string('to_address', 254).notNullable();
    t.string('subject', 255).notNullable();
    t.text('text_body', 'mediumtext').notNullable();
    t.text('html_body', 'mediumtext').nullable();
    t.string('status', 16).notNullable().defaultTo('PENDING').checkIn(['PENDING', 'SENT', 'FAILED']);
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    dateColumn(t, 'send_after').notNullable();
    dateColumn(t, 'sent_at').nullable();
    dateColumn(t, 'created_at').notNullable();
    t.index(['status', 'send_after']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_outbox');
}
