import type { Knex } from 'knex';
import { fkColumn, idColumn, moneyColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('game_packages', (t) => {
    idColumn(t);
    fkColumn(t, 'game_id', 'games', { onDelete: 'CASCADE' });
    t.integer('slots').notNullable().defaultTo(0);
    t.integer('memory_mb').notNullable();
    moneyColumn(t, 'price_per_unit_santim');
    t.unique(['game_id', 'slots', 'memory_mb']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('game_packages');
}
