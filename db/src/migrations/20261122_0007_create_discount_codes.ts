import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn, jsonColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('discount_codes', (t) => {
    idColumn(t);
    t.string('code', 40).notNullable().unique();
    t.integer('discount_bp').notNullable();
    t.integer('kickback_bp').notNullable().defaultTo(0);
    t.string('given_to', 100).notNullable();
    // UNIQUE: at most one affiliate code per user; NULLs (promotions) are distinct on both engines.
    fkColumn(t, 'owner_user_id', 'users', { nullable: true, onDelete: 'SET NULL' }).unique();
    jsonColumn(knex, t, 'allowed_service_names').nullable();
    dateColumn(t, 'expires_at').nullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    timestampColumns(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('discount_codes');
}
