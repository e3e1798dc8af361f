export {
  createDb,
  dbClient,
  dbConfig,
  ensureDbDirectory,
  pingDb,
  isMysqlUrl,
  mysqlConnectionFromUrl,
  DEFAULT_SQLITE_FILE,
} from './connection';
export type { CreateDbOptions, DbClient } from './connection';
export { lockForUpdate } from './locks';
export type { LockOptions } from './locks';
export { migrateLatest, migrateAndSeed, rollbackAll, migrationSource, migrationConfig } from './migrate';
export type { MigrateOptions, PreparedDatabase } from './migrate';
export { DEFAULT_MIGRATION_LOCK_TIMEOUT_SECONDS, migrationLockName } from './migration-lock';
export type { MigrationLog } from './migration-lock';
export { analyzeDatabase, optimizeDatabase, SQLITE_ANALYSIS_LIMIT } from './statistics';
export { migrations } from './migrations/index';
export type { NamedMigration } from './migrations/index';
export {
  COLUMN_KINDS,
  normalizeRow,
  normalizeRows,
  normalizeWith,
  toDbJson,
  fromDbJson,
  toBool,
  toDate,
  toNumber,
  now,
  nowMs,
  setClock,
} from './rows';
export type { ColumnKind, ColumnKinds } from './rows';
export { stableId, newId, ID_NAMESPACE } from './ids';
export * from './schema';
export * from './seed/catalog';
export { isUniqueViolation, uniqueViolationKey, isForeignKeyViolation, isCheckViolation } from './errors';
