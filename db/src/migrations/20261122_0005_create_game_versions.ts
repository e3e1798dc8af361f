import type { Knex } from 'knex';
import { fkColumn, idColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('game_versions', (t) => {
    idColumn(t);
    fkColumn(t, 'game_id', 'games', { onDelete: 'CASCADE' });
    t.string('version', 64).notNullable();
    t.unique(['game_id', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('game_versions');
}
