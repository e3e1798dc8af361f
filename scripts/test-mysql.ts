/**
 * Runs the database and BFF integration tests a second time on MySQL/MariaDB.
 * Mandatory under CI; elsewhere it runs when TEST_DATABASE_URL is set or MariaDB answers on the
 * default address, and says loudly when it is skipped.
 */
import { spawnSync } from 'node:child_process';
import { createConnection } from 'mysql2/promise';

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

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'db', '--project', 'bff', '--project', 'parity'],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
