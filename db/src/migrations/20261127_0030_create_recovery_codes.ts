import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn } from './helpers';

/**
 * Two-factor recovery codes: ten per account, shown once, each usable once in place of an
 * authenticator code. Only the SHA-256 (hex) of a code is kept; `used_at` is set by the one
 * conditional update that consumes it (of two racing uses exactly one changes the row).
 * On MySQL a run stopped half-way runs again (resumable-ddl.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recovery_codes', (t) => {
    idColumn(t);
    fkColumn(t, 'user_id', 'users', { onDelete: 'CASCADE' });
    t.string('code_hash', 64).notNullable();
    dateColumn(t, 'used_at').nullable();
    dateColumn(t, 'created_at').notNullable();
    t.unique(['user_id', 'code_hash'], { indexName: 'recovery_codes_user_code_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('recovery_codes');
}
