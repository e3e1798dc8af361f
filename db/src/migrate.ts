/**
 * Running the migrations, safely with several processes on one database.
 *
 * MySQL/MariaDB: the whole run holds the database's migration lock (migration-lock.ts), so of
 * several instances started together one migrates and the others wait, then find nothing to do.
 * Under that lock nobody else can be migrating, so knex's own lock row (knex_migrations_lock),
 * which a process killed mid-run leaves set, is freed when found set. Migrations run without a
 * wrapping transaction (MySQL commits each DDL statement anyway), so each is recorded as soon as it
 * ends, and the first pending one, the only one a stopped run can have left half-applied, resumes
 * (resumable-ddl.ts).
 *
 * SQLite: knex runs every pending migration and its lock row in one transaction, which SQLite
 * undoes whole when the process dies, so nothing is ever left half-done or locked. The embedded
 * database is for one instance; a second process on the same file (`npm run migrate` beside a
 * running server) waits on the file's write lock for up to its busy timeout (5 s).
 */
import type { Knex } from 'knex';
import { dbClient } from './connection';
import { withMysqlMigrationLock, SILENT_MIGRATION_LOG } from './migration-lock';
import type { MigrationLockOptions, MigrationLog } from './migration-lock';
import { migrations } from './migrations/index';
import type { NamedMigration } from './migrations/index';
import { createResumingKnex } from './resumable-ddl';
import type { ResumeState } from './resumable-ddl';
import { seedCatalog } from './seed/catalog';
import type { SeedSummary } from './seed/catalog';

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

const KNEX_LOCK_TABLE = `${migrationConfig.tableName}_lock`;

export type MigrateOptions = MigrationLockOptions;

/** Runs every pending migration; returns the names it ran. */
export async function migrateLatest(knex: Knex, options: MigrateOptions = {}): Promise<string[]> {
  if (dbClient(knex) !== 'mysql') return runLatest(knex, migrationConfig);
  return withMysqlMigrations(knex, options, (migrate) => migrate());
}

export interface PreparedDatabase {
  /** The migrations this call ran (none when another process had run them). */
  migrations: string[];
  seed: SeedSummary;
}

/**
 * What a server needs before it starts: every pending migration, then the missing catalog rows,
 * both under the migration lock on MySQL (so instances starting together take turns).
 */
export async function migrateAndSeed(knex: Knex, options: MigrateOptions = {}): Promise<PreparedDatabase> {
  if (dbClient(knex) !== 'mysql') {
    const ran = await runLatest(knex, migrationConfig);
    return { migrations: ran, seed: await seedCatalog(knex) };
  }
  return withMysqlMigrations(knex, options, async (migrate) => {
    const ran = await migrate();
    return { migrations: ran, seed: await seedCatalog(knex) };
  });
}

/** Rolls back every migration (the schema is empty afterwards); returns the names it undid. */
export async function rollbackAll(knex: Knex): Promise<string[]> {
  const [, log] = (await knex.migrate.rollback(migrationConfig, true)) as [number, string[]];
  return log;
}

async function runLatest(knex: Knex, config: Knex.MigratorConfigWithLifecycleHooks): Promise<string[]> {
  const [, log] = (await knex.migrate.latest(config)) as [number, string[]];
  return log;
}

const QUERY_EVENTS = ['query', 'query-response', 'query-error'] as const;

/**
 * Runs `work` under the migration lock; `migrate()` inside it runs the pending migrations on a
 * knex of their own (see resumable-ddl.ts) whose query events are re-emitted on `knex`.
 */
async function withMysqlMigrations<T>(
  knex: Knex,
  options: MigrateOptions,
  work: (migrate: () => Promise<string[]>) => Promise<T>,
): Promise<T> {
  const log = options.log ?? SILENT_MIGRATION_LOG;
  const state: ResumeState = {
    migration: undefined,
    onSkip: ({ migration, sql, reason }) =>
      log.warn(
        `migration ${migration} resumes where a stopped run left it: skipped "${brief(sql)}" (${reason})`,
      ),
  };
  const migrator = createResumingKnex(knex, state);
  for (const event of QUERY_EVENTS) migrator.on(event, (...args: unknown[]) => knex.emit(event, ...args));
  const migrate = async () => {
    await freeLeftoverKnexLock(migrator, log);
    let first = true;
    return runLatest(migrator, {
      ...migrationConfig,
      disableTransactions: true,
      beforeEach: async (_db, [migration]) => {
        state.migration = first ? (migration as NamedMigration).name : undefined;
        first = false;
      },
      afterEach: async () => {
        state.migration = undefined;
      },
    });
  };
  try {
    return await withMysqlMigrationLock(migrator, () => work(migrate), { ...options, log });
  } finally {
    await migrator.destroy();
  }
}

/**
 * knex's lock row, found set while this process holds the migration lock, was left by a run that
 * stopped before it ended (nobody else can be migrating): free it, or knex refuses to run.
 */
async function freeLeftoverKnexLock(knex: Knex, log: MigrationLog): Promise<void> {
  if (!(await knex.schema.hasTable(KNEX_LOCK_TABLE))) return;
  const taken = await knex(KNEX_LOCK_TABLE).where('is_locked', 1).first();
  if (!taken) return;
  log.warn('an earlier migration run stopped before it finished: freeing the lock it left and resuming it');
  await knex.migrate.forceFreeMigrationsLock(migrationConfig);
}

function brief(sql: string): string {
  const line = sql.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
