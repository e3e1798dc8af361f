// Configuration for the knex CLI: `NODE_OPTIONS='--import tsx' knex --knexfile knexfile.ts migrate:latest`
// (npm run -w db migrate). DATABASE_URL selects the database: mysql://..., sqlite:<file> or a
// file path; without it the embedded SQLite file <repo>/data/storefront.sqlite is used.
import type { Knex } from 'knex';
import { dbConfig, ensureDbDirectory } from './src/connection';
import { migrationConfig } from './src/migrate';

const url = process.env.DATABASE_URL;
const connection = dbConfig(url ? { url } : {});
ensureDbDirectory(connection);

const config: Knex.Config = { ...connection, migrations: migrationConfig };

export default config;
