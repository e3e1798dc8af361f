/** Database upkeep that runs in the background: planner statistics kept current (SQLite). */
import { optimizeDatabase } from '@shop/db';
import type { Knex } from 'knex';
import type { JobDefinition, JobDefinitions, Schedule } from '../jobs/index.ts';

export const OPTIMIZE_DATABASE_JOB = 'optimize-database';

export function optimizeDatabaseJob(knex: Knex): JobDefinition {
  return {
    async run() {
      await optimizeDatabase(knex);
    },
  };
}

export function maintenanceJobDefinitions(knex: Knex): JobDefinitions {
  return { [OPTIMIZE_DATABASE_JOB]: optimizeDatabaseJob(knex) } as JobDefinitions;
}

/** Every hour: SQLite refreshes the statistics of the tables that grew or shrank enough to matter. */
export const MAINTENANCE_SCHEDULES: readonly Schedule[] = [
  { name: 'optimize-database', cron: '23 * * * *', job: OPTIMIZE_DATABASE_JOB },
];
