import type { Knex } from 'knex';
import { dateColumn, idColumn, jsonColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    idColumn(t);
    // No foreign key: the log outlives the rows it mentions.
    t.string('actor_user_id', 36).nullable();
    t.string('action', 64).notNullable();
    t.string('entity', 32).notNullable();
    t.string('entity_id', 36).nullable();
    jsonColumn(knex, t, 'data').nullable();
    dateColumn(t, 'created_at').notNullable();
    t.index(['entity', 'entity_id']);
    t.index(['actor_user_id']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
}
