/**
 * Runs npm scripts side by side (`tsx scripts/parallel.ts lint typecheck`): each one's output is
 * held and printed whole when it ends, so the logs do not interleave. Fails when any of them
 * fails, after all have ended. For the checks of `npm test` that use one core each (ESLint,
 * Prettier, tsc), on a machine with more than one.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/parallel.ts <npm script>...');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<{ script: string; code: number }>((resolve) => {
        const output: Buffer[] = [];
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
          process.stdout.write(Buffer.concat(output));
          console.log(`\n--- npm run ${script}: ${status} after ${seconds} s\n`);
          resolve({ script, code: code ?? 1 });
        });
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`FAILED: npm run ${failed.join(', npm run ')}`);
  process.exit(1);
}
