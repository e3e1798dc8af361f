// Console tickets (issue 37): a browser opens a service's console (VNC, serial terminal or a game
// server's console) over a WebSocket with a one-time ticket it got from an authenticated POST.
// Only the SHA-256 of the ticket is kept (hex), bound to the service, the user and the kind; it is
// valid for 30 s and used once: the socket accepts it by a conditional update
// (used_at IS NULL AND expires_at > now), so two instances sharing this database cannot both.
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('console_tickets', (t) => {
    idColumn(t);
    t.string('token_hash', 64).notNullable().unique({ indexName: 'console_tickets_token_hash_unique' });
    fkColumn(t, 'service_id', 'services', { onDelete: 'CASCADE' }).index('console_tickets_by_service');
    fkColumn(t, 'user_id', 'users', { onDelete: 'CASCADE' }).index('console_tickets_by_user');
    t.string('kind', 16).notNullable().checkIn(['vnc', 'terminal', 'game']);
    dateColumn(t, 'expires_at').notNullable();
    dateColumn(t, 'used_at').nullable();
    dateColumn(t, 'created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('console_tickets');
}
