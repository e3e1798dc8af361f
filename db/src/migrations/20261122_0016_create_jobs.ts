import type { Knex } from 'knex';
import { dateColumn, idColumn, jsonColumn, timestampColumns } from './helpers';

/**
 * The durable job queue (bff/src/jobs). A job is claimed by setting `locked_by` and
 * `locked_until` (a lease) in a short transaction (FOR UPDATE SKIP LOCKED on MySQL), run outside
 * it, then marked DONE, rescheduled (QUEUED with a later `run_at`) or DEAD after its last attempt.
 * `unique_key` makes a schedule's "once per period" a schema rule (NULLs are distinct).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    idColumn(t);
    t.string('name', 64).notNullable();
    jsonColumn(knex, t, 'payload').notNullable();
    t.string('status', 16).notNullable().defaultTo('QUEUED').checkIn(['QUEUED', 'DONE', 'DEAD']);
    t.string('unique_key', 191).nullable().unique();
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(8);
    dateColumn(t, 'run_at').notNullable();
    t.string('locked_by', 64).nullable();
    dateColumn(t, 'locked_until').nullable();
    t.text('last_error').nullable();
    dateColumn(t, 'finished_at').nullable();
    timestampColumns(t);
    t.index(['status', 'run_at']);
    t.index(['name', 'status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
