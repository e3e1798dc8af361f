import type { Knex } from 'knex';
import { migrations } from './migrations/index';
import type { NamedMigration } from './migrations/index';

/** Serves the static list in migrations/index.ts to knex. */
export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/** The `migrations` block of a knex config (knexfile and helpers alike). */
export const migrationConfig: Knex.MigratorConfig = {
  tableName: 'knex_migrations',
  migrationSource: migrationSource as Knex.MigrationSource<unknown>,
};

/** Runs every pending migration; returns the names it ran. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, log] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return log;
}

/** Rolls back every migration (the schema is empty afterwards); returns the names it undid. */
export async function rollbackAll(knex: Knex): Promise<string[]> {
  const [, log] = (await knex.migrate.rollback(migrationConfig, true)) as [number, string[]];
  return log;
}
