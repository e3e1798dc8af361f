// The service lifecycle (issue 25).
//
// 1. services.hold_until: an admin's hold; until then no automatic suspension or termination.
//    services.terminated_at: when the machine was destroyed for good. The row keeps status
//    EXPIRED (the CHECK of migration 0009 stays as it is; rebuilding `services`, which orders
//    reference, is not worth it): the API shows TERMINATED wherever terminated_at is set.
// 2. service_lifecycle_events: one row per automatic step of a service's period (the renewal
//    order, each reminder, the suspension, the termination warning, the termination), keyed by the
//    end date it belongs to. UNIQUE (service_id, kind, period) makes "each step at most once per
//    period, however many instances sweep" a schema rule; the step's mail is written in the
//    transaction that inserts its row.
//
// Plain DDL, as migrations/index.ts asks: on SQLite the migration runs in one transaction; on MySQL
// a start that died half-way runs it again and ../resumable-ddl.ts skips what is already there.
import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn } from './helpers';

const EVENT_KEY = 'service_lifecycle_events_service_id_kind_period_unique';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.datetime('hold_until', { precision: 3 }).nullable();
    t.datetime('terminated_at', { precision: 3 }).nullable();
  });
  await knex.schema.createTable('service_lifecycle_events', (t) => {
    idColumn(t);
    fkColumn(t, 'service_id', 'services', { onDelete: 'CASCADE' });
    t.string('kind', 32).notNullable();
    // The end date (ISO, UTC) of the period the step belongs to.
    t.string('period', 32).notNullable();
    dateColumn(t, 'created_at').notNullable();
    t.unique(['service_id', 'kind', 'period'], { indexName: EVENT_KEY });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('service_lifecycle_events');
  await knex.schema.alterTable('services', (t) => {
    t.dropColumn('terminated_at');
    t.dropColumn('hold_until');
  });
}
