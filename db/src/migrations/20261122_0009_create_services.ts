import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('services', (t) => {
    idColumn(t);
    // UNIQUE: at most one service per order.
    fkColumn(t, 'order_id', 'orders').unique();
    fkColumn(t, 'user_id', 'users');
    t.string('type', 8).notNullable().checkIn(['KVM', 'GAME']);
    t.string('provider', 32).notNullable().defaultTo('simulated');
    t.string('provider_ref', 64).notNullable();
    t.string('service_name', 100).notNullable();
    t.string('status', 16).notNullable().checkIn(['ACTIVE', 'INACTIVE', 'EXPIRED']);
    t.string('current_status', 32).notNullable().defaultTo('running');
    dateColumn(t, 'start_date').notNullable();
    dateColumn(t, 'end_date').notNullable();
    t.integer('cores').nullable();
    t.string('cpu_type', 100).nullable();
    t.double('ghz_base').nullable();
    t.double('ghz_turbo').nullable();
    t.integer('memory_mb').nullable();
    t.integer('disk_mb').nullable();
    t.integer('traffic_tb').nullable();
    t.integer('ipcount').nullable();
    t.integer('slots').nullable();
    t.string('game', 100).nullable();
    t.string('version', 64).nullable();
    t.string('os', 100).nullable();
    fkColumn(t, 'kvm_package_id', 'kvm_packages', { nullable: true, onDelete: 'SET NULL' });
    t.text('connection_encrypted').nullable();
    dateColumn(t, 'last_reminder_at').nullable();
    timestampColumns(t);
    t.index(['user_id', 'created_at']);
    t.index(['status', 'end_date']);
    t.index(['provider', 'provider_ref']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('services');
}
