// Configuration for the knex CLI's other commands: `NODE_OPTIONS='--import tsx' npx knex --knexfile
// knexfile.ts migrate:status` (or migrate:rollback). Run the migrations with `npm run migrate` at the
// repository root instead: it takes the database's migration lock and resumes a migration a stopped
// run left half-done (src/migrate.ts), which the CLI's migrate:latest does not. DATABASE_URL
// selects the database: mysql://..., sqlite:<file> or a file path; without it the embedded SQLite
// file <repo>/data/storefront.sqlite is used.
import type { Knex } from 'knex';
import { dbConfig, ensureDbDirectory } from './src/connection';
import { migrationConfig } from './src/migrate';

const url = process.env.DATABASE_URL;
const connection = dbConfig(url ? { url } : {});
ensureDbDirectory(connection);

const config: Knex.Config = { ...connection, migrations: migrationConfig };

export default config;
