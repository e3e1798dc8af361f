// Support tickets (issue 40): a customer's (or a contact-form sender's) ticket, its messages and
// their attachments.
//
// tickets: user_id is the customer; null for a ticket from the contact form of someone not signed
//   in, who is answered at `email` (set for those only). `number` is domain's ticketNumber of the
//   id (unique, searched by the console). status_changed_at is when the status last changed (the
//   auto-close counts from an ANSWERED ticket's); last_activity_at orders the lists;
//   first_response_at is the first staff reply (the dashboard's median time to first answer).
// ticket_messages: author CUSTOMER or STAFF; internal notes (staff only) are never shown to the
//   customer.
// ticket_attachments: the file's bytes live in the database, so every instance serves them; `type`
//   is what the bytes are (sniffed), never what the name says. MEDIUMBLOB on MySQL (a BLOB holds
//   64 KiB), BLOB on SQLite.
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';
import { dbClient } from '../connection';
import { dateColumn, fkColumn, idColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tickets', (t) => {
    idColumn(t);
    t.string('number', 16).notNullable().unique({ indexName: 'tickets_number_unique' });
    fkColumn(t, 'user_id', 'users', { nullable: true, onDelete: 'CASCADE' });
    t.string('email', 254).nullable();
    t.string('name', 100).nullable();
    t.string('subject', 200).notNullable();
    t.string('department', 16).notNullable().checkIn(['TECHNICAL', 'BILLING', 'SALES']);
    t.string('priority', 16).notNullable().checkIn(['LOW', 'NORMAL', 'HIGH', 'URGENT']);
    t.string('status', 16).notNullable().checkIn(['OPEN', 'ANSWERED', 'CUSTOMER_REPLY', 'ON_HOLD', 'CLOSED']);
    fkColumn(t, 'service_id', 'services', { nullable: true, onDelete: 'SET NULL' });
    fkColumn(t, 'order_id', 'orders', { nullable: true, onDelete: 'SET NULL' });
    fkColumn(t, 'assignee_id', 'users', { nullable: true, onDelete: 'SET NULL' });
    dateColumn(t, 'status_changed_at').notNullable();
    dateColumn(t, 'last_activity_at').notNullable();
    dateColumn(t, 'first_response_at').nullable();
    dateColumn(t, 'closed_at').nullable();
    timestampColumns(t);
    t.index(['user_id', 'last_activity_at'], 'tickets_user_activity_index');
    t.index(['status', 'last_activity_at'], 'tickets_status_activity_index');
    t.index(['created_at'], 'tickets_created_index');
  });
  await knex.schema.createTable('ticket_messages', (t) => {
    idColumn(t);
    fkColumn(t, 'ticket_id', 'tickets', { onDelete: 'CASCADE' });
    fkColumn(t, 'author_user_id', 'users', { nullable: true, onDelete: 'SET NULL' });
    t.string('author', 16).notNullable().checkIn(['CUSTOMER', 'STAFF']);
    t.text('body').notNullable();
    t.boolean('internal').notNullable();
    dateColumn(t, 'created_at').notNullable();
    t.index(['ticket_id', 'created_at'], 'ticket_messages_ticket_index');
  });
  const blob = dbClient(knex) === 'mysql' ? 'mediumblob' : 'blob';
  await knex.schema.createTable('ticket_attachments', (t) => {
    idColumn(t);
    fkColumn(t, 'ticket_id', 'tickets', { onDelete: 'CASCADE' });
    fkColumn(t, 'message_id', 'ticket_messages', { onDelete: 'CASCADE' });
    // The file's place among its message's files (0, 1, 2): the order they were sent in.
    t.integer('position').notNullable();
    t.string('name', 120).notNullable();
    t.integer('size').notNullable();
    t.string('type', 32).notNullable();
    t.specificType('data', blob).notNullable();
    dateColumn(t, 'created_at').notNullable();
    t.index(['message_id'], 'ticket_attachments_message_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ticket_attachments');
  await knex.schema.dropTable('ticket_messages');
  await knex.schema.dropTable('tickets');
}
