/**
 * Runs the database's, the BFF's and the parity suite's tests a second time, on MySQL/MariaDB:
 * the test files that can open a knex connection (scripts/engine-tests.ts), and within them only
 * the MySQL side (`TEST_ENGINE_ONLY=mysql`: `testEngines()` skips SQLite, which `npm run
 * test:sqlite` has run). The files that cannot reach the database ran once, in the SQLite run.
 * Mandatory under CI; elsewhere it runs when TEST_DATABASE_URL is set or MariaDB answers on the
 * default address, and says loudly when it is skipped.
 */
import { spawnSync } from 'node:child_process';
import { createConnection } from 'mysql2/promise';
import { DATABASE_PROJECTS, engineTestFiles } from './engine-tests';

const url = process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test';
const mandatory = Boolean(process.env.CI || process.env.TEST_DATABASE_URL);

async function reachable(): Promise<boolean> {
  try {
    const connection = await createConnection({ uri: url, connectTimeout: 3000 });
    await connection.end();
    return true;
  } catch (error) {
    console.error(`MySQL at ${url} is not reachable: ${(error as Error).message}`);
    return false;
  }
}

if (!(await reachable())) {
  if (mandatory) {
    console.error('FAILED: the MySQL integration run is mandatory here (CI or TEST_DATABASE_URL is set).');
    process.exit(1);
  }
  console.warn(
    '\n*** SKIPPED: MySQL integration tests (no MariaDB/MySQL reachable; set TEST_DATABASE_URL) ***\n',
  );
  process.exit(0);
}

const { dependent, independent } = engineTestFiles();
console.log(
  `MySQL run: ${dependent.length} test files that can open a knex connection; ` +
    `${independent.length} that cannot ran on SQLite only (scripts/engine-tests.ts).`,
);
const projects = DATABASE_PROJECTS.flatMap((project) => ['--project', project]);
const result = spawnSync('npx', ['vitest', 'run', ...projects, ...process.argv.slice(2), ...dependent], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_ENGINE_ONLY: 'mysql' },
});
process.exit(result.status ?? 1);
