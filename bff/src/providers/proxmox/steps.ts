/**
 * The resumable step machine behind every Proxmox operation (see the top of ../types.ts).
 *
 * The state names the next step. A call runs steps until one starts a Proxmox task (a UPID) or
 * asks for the state to be stored; then it answers `wait(state, ms)` and the job runner calls
 * again later. A state holding a UPID polls that task first: still running -> wait again; stopped
 * with 'OK' (or 'WARNINGS: n', which Proxmox uses for a task that succeeded with warnings) -> on to
 * the next step; stopped with the lock error -> the step that started it runs again after a
 * backoff (a few times); any other exit status -> ProviderError with it.
 *
 * Each step makes at most one change on Proxmox before the state is stored, so a retry after a
 * thrown error (the job runner re-runs the last stored state) repeats at most that change.
 */
import type { Json } from '@shop/db';
import { done, ProviderError, wait } from '../types.ts';
import type { Step, StepState } from '../types.ts';
import { apiPath, isLockError } from './client.ts';
import type { ProxmoxClient } from './client.ts';

export interface MachineState {
  /** The operation the state belongs to (a state is never resumed by another one). */
  op: string;
  step: string;
  /** The running task, polled on the next call. */
  upid?: string;
  /** The step that started `upid` (run again when the task fails on a lock). */
  taskStep?: string;
  lockRetries?: number;
  [key: string]: Json | undefined;
}

export type StepOutcome<T> =
  /** Run `goto` in this same call. */
  | { goto: string }
  /** Store the state, then run `save` on the next call (at once, or after `inMs`). */
  | { save: string; inMs?: number }
  /** A task was started: wait on it, then run `then`. */
  | { task: string; then: string }
  | { done: T };

export type StepHandlers<T> = Record<string, (state: MachineState) => Promise<StepOutcome<T>>>;

export interface StepTiming {
  /** Between polls of a running task. */
  pollMs: number;
  /** Before re-running a step whose task failed on a lock: lockBackoffMs * 2^(n-1). */
  lockBackoffMs: number;
  maxLockRetries: number;
}

export const DEFAULT_TIMING: StepTiming = { pollMs: 2000, lockBackoffMs: 5000, maxLockRetries: 5 };

/** Enough for the longest chain of steps that do not start a task. */
const MAX_STEPS_PER_CALL = 12;

export function isTaskSuccess(exitstatus: unknown): boolean {
  return exitstatus === 'OK' || (typeof exitstatus === 'string' && /^WARNINGS: \d+$/.test(exitstatus));
}

/** A UPID's node (its second field) and type (its sixth). */
export function parseUpid(upid: string): { node: string; type: string } {
  const fields = upid.split(':');
  if (fields[0] !== 'UPID' || fields.length < 8 || !fields[1]) {
    throw new ProviderError(`Proxmox answered '${upid}' where a task id (UPID) was expected`);
  }
  return { node: fields[1], type: fields[5] ?? 'task' };
}

/** The data of a call that may start a task: the UPID, or null when it finished at once. */
export function upidOrNull(data: unknown): string | null {
  return typeof data === 'string' && data.startsWith('UPID:') ? data : null;
}

function snapshot(state: MachineState): StepState {
  return JSON.parse(JSON.stringify(state)) as StepState;
}

function resume(op: string, state: StepState | null, first: string): MachineState {
  if (state === null) return { op, step: first };
  if (state.op !== op || typeof state.step !== 'string') {
    throw new ProviderError(`Proxmox: the stored state belongs to '${String(state.op)}', not to '${op}'`);
  }
  return JSON.parse(JSON.stringify(state)) as MachineState;
}

export async function runStepMachine<T>(options: {
  client: ProxmoxClient;
  op: string;
  state: StepState | null;
  first: string;
  handlers: StepHandlers<T>;
  timing: StepTiming;
}): Promise<Step<T>> {
  const { client, handlers, timing } = options;
  const s = resume(options.op, options.state, options.first);

  for (let n = 0; n < MAX_STEPS_PER_CALL; n += 1) {
    if (s.upid) {
      const upid = s.upid;
      const { node, type } = parseUpid(upid);
      const task = await client.get<{ status?: string; exitstatus?: string }>(
        apiPath('nodes', node, 'tasks', upid, 'status'),
      );
      if (task?.status !== 'stopped') return wait(snapshot(s), timing.pollMs);
      const exitstatus = String(task.exitstatus ?? 'unknown');
      delete s.upid;
      if (!isTaskSuccess(exitstatus)) {
        const lock = isLockError(exitstatus);
        const retries = s.lockRetries ?? 0;
        if (lock && retries < timing.maxLockRetries && s.taskStep) {
          s.lockRetries = retries + 1;
          s.step = s.taskStep;
          delete s.taskStep;
          return wait(snapshot(s), timing.lockBackoffMs * 2 ** retries);
        }
        throw new ProviderError(`Proxmox task ${type} failed: ${exitstatus}`, { retriable: lock });
      }
      delete s.taskStep;
      delete s.lockRetries;
    }

    const handler = handlers[s.step];
    if (!handler)
      throw new ProviderError(`Proxmox ${options.op}: unknown step '${s.step}' in the stored state`);
    const outcome = await handler(s);
    if ('done' in outcome) return done(outcome.done);
    if ('task' in outcome) {
      s.upid = outcome.task;
      s.taskStep = s.step;
      s.step = outcome.then;
      return wait(snapshot(s), timing.pollMs);
    }
    if ('save' in outcome) {
      s.step = outcome.save;
      return wait(snapshot(s), outcome.inMs ?? 0);
    }
    s.step = outcome.goto;
  }
  throw new ProviderError(`Proxmox ${options.op}: too many steps in one call (at '${s.step}')`);
}
