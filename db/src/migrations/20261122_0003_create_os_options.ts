import type { Knex } from 'knex';
import { fkColumn, idColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('os_options', (t) => {
    idColumn(t);
    fkColumn(t, 'kvm_package_id', 'kvm_packages', { onDelete: 'CASCADE' });
    t.string('displayname', 100).notNullable();
    t.string('type', 16).notNullable().checkIn(['linux', 'windows']);
    t.string('version', 64).notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    t.unique(['kvm_package_id', 'displayname']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('os_options');
}
