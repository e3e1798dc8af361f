import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn } from './helpers';

/**
 * One row per issued sign-in token: its `id` is the token's `jti`. A token is accepted only while
 * its row exists, is not revoked and has not expired (one primary-key read per request, joined to
 * the user). Logout sets `revoked_at` on the row; "sign out everywhere", a password reset and
 * turning two-factor sign-in on or off set it on the account's rows. `last_used_at` is refreshed
 * at most every few minutes. On MySQL a run stopped half-way runs again (resumable-ddl.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    idColumn(t);
    fkColumn(t, 'user_id', 'users', { onDelete: 'CASCADE' }).index();
    dateColumn(t, 'created_at').notNullable();
    dateColumn(t, 'last_used_at').notNullable();
    dateColumn(t, 'expires_at').notNullable();
    dateColumn(t, 'revoked_at').nullable();
    t.string('user_agent', 255).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sessions');
}
