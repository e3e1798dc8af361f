import type { Knex } from 'knex';
import { idColumn, moneyColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('kvm_packages', (t) => {
    idColumn(t);
    t.string('line', 32).notNullable().checkIn(['2025sale', 'ipv6onlygen1', 'intelxeon', 'ryzengen2']);
    t.string('displayname', 100).notNullable();
    t.integer('cores').notNullable();
    t.integer('memory_mb').notNullable();
    t.integer('disk_mb').notNullable();
    t.integer('traffic_tb').notNullable();
    moneyColumn(t, 'price_santim');
    t.integer('ipv4_included').notNullable().defaultTo(1);
    t.string('cputype', 100).notNullable();
    t.double('ghz_base').notNullable();
    t.double('ghz_turbo').notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    timestampColumns(t);
    t.unique(['line', 'displayname']);
    t.index(['line', 'sort']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('kvm_packages');
}
