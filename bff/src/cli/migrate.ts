/**
 * npm run migrate   (in an image: node bff/dist/migrate.js)
 *
 * Brings the server's database up to date and exits: every pending migration, then the missing
 * catalog rows, exactly what a server does before it listens. The same database as the server
 * (DATABASE_URL, else the SQLite file under DATA_DIR). A deployment can run it as a step of its
 * own before it starts or replaces the instances; on MySQL, instances starting meanwhile wait for
 * it (the migration lock) and then find nothing to do.
 * Exit codes: 0 done, 1 failure.
 */
import { migrateAndSeed } from '@shop/db';
import { openDatabase } from '../server.ts';
import { loadConfigOrReport } from './config.ts';

async function run(): Promise<number> {
  const config = loadConfigOrReport();
  if (!config) return 1;

  const knex = openDatabase(config);
  try {
    const where = config.databaseUrl ? 'MySQL database' : config.sqliteFile;
    const { migrations, seed } = await migrateAndSeed(knex, {
      log: { info: (message) => console.log(message), warn: (message) => console.warn(message) },
    });
    const seeded = Object.values(seed).reduce((sum, table) => sum + table.inserted, 0);
    console.log(
      migrations.length === 0
        ? `${where}: no migration to run.`
        : `${where}: ran ${migrations.length} migration${migrations.length === 1 ? '' : 's'}, ${migrations.at(-1)} last.`,
    );
    console.log(seeded === 0 ? 'Catalog: complete.' : `Catalog: added ${seeded} missing rows.`);
    return 0;
  } finally {
    await knex.destroy();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('migrate failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
