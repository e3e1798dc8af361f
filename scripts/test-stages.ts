/**
 * `npm test`: every check of the repository, stage by stage, each timed, with a table of the
 * stages' times at the end (also when a stage fails: the run stops there).
 *
 *   lint and types   ESLint, Prettier, Redocly and the type checks, side by side (scripts/parallel.ts)
 *   build            the app's production build (frontend/dist) and the BFF's bundle (bff/dist), once:
 *                    the build checks of the SQLite run and the e2e server use these (BUILT_ONCE=1)
 *   SQLite           every vitest project on SQLite
 *   MariaDB          the tests that can reach the database, on MySQL/MariaDB (scripts/test-mysql.ts)
 *   stories          every story rendered and played in Chromium
 *   e2e              Playwright against the built app and the BFF's bundle
 *
 * With STAGE_TIMES_FILE set (.ci/run sets it), each stage's row is appended to that file as
 * `name<TAB>seconds<TAB>result`, so that the CI script prints one table with its own install steps.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

interface Stage {
  name: string;
  command: string[];
}

const STAGES: Stage[] = [
  { name: 'lint and types', command: ['npx', 'tsx', 'scripts/parallel.ts', 'lint', 'typecheck'] },
  { name: 'build', command: ['npm', 'run', 'build:all', '--silent'] },
  { name: 'SQLite', command: ['npm', 'run', 'test:sqlite'] },
  { name: 'MariaDB', command: ['npm', 'run', 'test:mysql'] },
  { name: 'stories', command: ['npm', 'run', 'test:stories'] },
  { name: 'e2e', command: ['npm', 'run', 'e2e'] },
];

interface Row {
  name: string;
  seconds: number;
  result: string;
}

function run(stage: Stage): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...args] = stage.command;
    const child = spawn(command!, args, {
      stdio: 'inherit',
      // The build is done once, by the stage above the tests that use it.
      env: { ...process.env, BUILT_ONCE: '1' },
    });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** The rows as a table with aligned columns. */
function stageTable(rows: Row[]): string {
  const width = Math.max(...rows.map((row) => row.name.length), 'stage'.length);
  const line = (name: string, seconds: string, result: string) =>
    `${name.padEnd(width)}  ${seconds.padStart(7)}  ${result}`;
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  return [
    line('stage', 'seconds', 'result'),
    ...rows.map((row) => line(row.name, row.seconds.toFixed(0), row.result)),
    line('total', total.toFixed(0), ''),
  ].join('\n');
}

const rows: Row[] = [];
let failed = false;
for (const stage of STAGES) {
  console.log(`\n=== ${stage.name}: ${stage.command.join(' ')}\n`);
  const started = Date.now();
  const code = await run(stage);
  const row = {
    name: stage.name,
    seconds: (Date.now() - started) / 1000,
    result: code === 0 ? 'passed' : 'FAILED',
  };
  rows.push(row);
  if (process.env.STAGE_TIMES_FILE)
    appendFileSync(process.env.STAGE_TIMES_FILE, `${row.name}\t${row.seconds.toFixed(0)}\t${row.result}\n`);
  if (code !== 0) {
    failed = true;
    break;
  }
}
console.log(`\n${stageTable(rows)}`);
if (failed) process.exit(1);
