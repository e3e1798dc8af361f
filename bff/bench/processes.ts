/**
 * The benchmarks' server processes: each runs alone in its own node process on a free port, so the
 * load generator (or Lighthouse) never shares an event loop with the server it measures.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  base: string;
  /** CPU time the server process has used so far, in microseconds (user + system). */
  cpuMicros(): number;
  /** SIGTERM, then SIGKILL if it has not exited within 15 s. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** node's arguments: the script and its own. */
  argv: string[];
  /** Added to this process's environment; HOST and PORT are set here. */
  env: NodeJS.ProcessEnv;
  /** Polled until it answers 200. */
  readyPath: string;
  /** The server's standard output is appended to it; standard error goes to ours. */
  logFile: string;
  cwd: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** USER_HZ: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) of a process so far in microseconds, from /proc (Linux). */
function processCpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), counted from field 3: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1_000_000;
}

/** Starts a server process on a free port and waits (up to 60 s) until `readyPath` answers 200. */
export async function startServer({
  argv,
  env,
  readyPath,
  logFile,
  cwd,
}: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, argv, {
    cwd,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', log, 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${argv.join(' ')} exited with ${child.exitCode}`);
    const status = await fetch(`${base}${readyPath}`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${argv.join(' ')} was not ready within 60 s (last status ${status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    cpuMicros: () => processCpuMicros(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
