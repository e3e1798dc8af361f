import type { Knex } from 'knex';
import { dateColumn, idColumn, timestampColumns } from './helpers';

/**
 * ip_allocations: addresses handed out from a configured pool (the simulated driver's and
 * Proxmox's). UNIQUE (pool, ip) makes "one machine per address" a schema rule; the simulated
 * pool never releases an address, so it never hands the same one out twice.
 *
 * simulated_machines: the simulated driver's machines, so they survive a restart.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ip_allocations', (t) => {
    idColumn(t);
    t.string('pool', 32).notNullable();
    t.string('ip', 45).notNullable();
    /** The machine it belongs to (our service id), kept after release for the history. */
    t.string('service_id', 36).nullable();
    dateColumn(t, 'allocated_at').notNullable();
    dateColumn(t, 'released_at').nullable();
    t.unique(['pool', 'ip']);
    t.index(['service_id']);
  });

  await knex.schema.createTable('simulated_machines', (t) => {
    idColumn(t);
    t.string('service_id', 36).notNullable().unique();
    t.string('family', 8).notNullable().checkIn(['KVM', 'GAME']);
    t.string('hostname', 100).notNullable();
    t.string('ip', 45).notNullable();
    t.integer('port').notNullable();
    t.string('os', 100).nullable();
    /** The settled power state: running or stopped. */
    t.string('power_state', 16).notNullable().checkIn(['running', 'stopped']);
    /** A transition in progress (starting, stopping, restarting, installing) until `transition_until`. */
    t.string('transition', 16).nullable();
    dateColumn(t, 'transition_until').nullable();
    dateColumn(t, 'running_since').nullable();
    t.boolean('suspended').notNullable().defaultTo(false);
    t.boolean('terminated').notNullable().defaultTo(false);
    timestampColumns(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('simulated_machines');
  await knex.schema.dropTable('ip_allocations');
}
