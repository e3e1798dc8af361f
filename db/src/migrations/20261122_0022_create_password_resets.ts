import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn } from './helpers';

/**
 * Password reset by e-mail: one row per mailed link, keeping only the SHA-256 of its token (hex);
 * `used_at` is set when any link of the user is used. `users.sessions_valid_from` (whole seconds
 * since the epoch, NULL before the first reset) ends every session issued before a reset: a
 * token whose `iat` is earlier is refused.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_tokens', (t) => {
    idColumn(t);
    fkColumn(t, 'user_id', 'users', { onDelete: 'CASCADE' }).index();
    t.string('token_hash', 64).notNullable().unique();
    dateColumn(t, 'expires_at').notNullable();
    dateColumn(t, 'used_at').nullable();
    dateColumn(t, 'created_at').notNullable();
  });
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('sessions_valid_from').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('sessions_valid_from');
  });
  await knex.schema.dropTable('password_reset_tokens');
}
